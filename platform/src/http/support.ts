import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { boolean, mixed, number, object, string, type AnyObject, type ObjectSchema } from 'yup';
import { CHAT_LIMITS, type ChatQueue, type SupportStaffRole } from '../../../lib/contract/chat';
import { CallError, ok } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import type { NewContent } from '../services/chat/chat';
import type { StaffMember } from '../services/chat/staff';
import * as t from '../db/schema';
import type { Services } from './context';
import { operatorOf } from './operations';
import { readUpload } from './uploads';

const bearer = (request: FastifyRequest) =>
  request.headers.authorization?.replace(/^Bearer /, '') ?? '';

function check<T extends AnyObject>(schema: ObjectSchema<T>, value: unknown): T {
  try {
    return schema.validateSync(value ?? {}, { strict: true, abortEarly: true }) as T;
  } catch (error) {
    const field = (error as { path?: string }).path ?? 'body';
    throw new CallError('FIELD_INVALID', field, { field });
  }
}

function idParam(request: FastifyRequest): number {
  const value = Number((request.params as { id?: string }).id);
  if (!Number.isInteger(value) || value < 1 || value > 2 ** 53) throw new CallError('NOT_FOUND');
  return value;
}

const signInBody = object({
  username: string().max(64).required(),
  password: string().max(128).required(),
});
const sendBody = object({
  clientId: string().matches(CHAT_LIMITS.clientId).required(),
  text: string().min(1).max(CHAT_LIMITS.maxText).required(),
});
const upToBody = object({
  upTo: number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required(),
});
const assignBody = object({
  staffId: number()
    .integer()
    .min(1)
    .max(2 ** 31 - 1)
    .required(),
});
const closeBody = object({ note: string().min(1).max(CHAT_LIMITS.maxNote).required() });
const listQuery = object({
  queue: mixed<ChatQueue>().oneOf(['live', 'vip']).required(),
  status: mixed<'open' | 'closed'>().oneOf(['open', 'closed']).required(),
});
const rankBody = object({
  username: string().max(64).required(),
  clubRank: number().integer().min(1).max(99).required(),
});
const staffBody = object({
  username: string().max(64).required(),
  password: string().max(128).required(),
  displayName: string().max(64).required(),
  role: mixed<SupportStaffRole>().oneOf(['agent', 'supervisor']).required(),
  vip: boolean().default(false),
  brand: string().max(64).optional(),
});

/** The single image of a chat upload and its client id, checked by bytes and re-encoded. */
async function chatUpload(
  request: FastifyRequest,
): Promise<{ clientId: string; content: NewContent }> {
  const upload = await readUpload(request);
  if (upload.files.length !== 1)
    throw new CallError('UPLOAD_INVALID', 'upload_count', { key: 'upload_count' });
  const clientId = upload.fields.clientId ?? '';
  if (!CHAT_LIMITS.clientId.test(clientId))
    throw new CallError('FIELD_INVALID', 'clientId', { field: 'clientId' });
  const [file] = upload.files;
  return { clientId, content: { kind: 'image', bytes: file!.bytes, type: file!.kind } };
}

function sendImage(reply: FastifyReply, image: { bytes: Buffer; type: string }) {
  return reply
    .type(image.type)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(image.bytes);
}

/**
 * The support console's API (staff bearer token, docs/chat.md), the member's chat images, and the
 * operators' staff accounts. Request bodies are checked strictly; refusals are the call envelope.
 */
export function registerSupport(app: FastifyInstance, services: Services) {
  const { chat, staff } = services;

  async function who(request: FastifyRequest): Promise<StaffMember> {
    const found = await staff.authenticate(bearer(request));
    if (!found) throw new CallError('UNAUTHORIZED');
    return found;
  }

  async function member(request: FastifyRequest): Promise<number> {
    const modules = await services.system.modules();
    if (!modules.has('CBS3')) throw new CallError('MODULE_DISABLED');
    const token = bearer(request);
    const found = token ? await services.accounts.sessions.authenticate(token) : null;
    if (!found) throw new CallError('UNAUTHORIZED');
    if (found.isAgent === TRIAL_ACCOUNT) throw new CallError('TRIAL_ACCOUNT');
    return found.memberId;
  }

  // Member: images in and out (multipart cannot go through the JSON call table).
  app.post('/wps/chat/image', async (request) => {
    const memberId = await member(request);
    const { clientId, content } = await chatUpload(request);
    return ok(await chat.member.send(memberId, clientId, content));
  });
  app.get('/wps/chat/image/:id', async (request, reply) =>
    sendImage(reply, await chat.member.image(await member(request), idParam(request))),
  );

  // Staff.
  app.post('/support/login', async (request) => {
    const body = check(signInBody, request.body);
    const signedIn = await staff.signIn(body.username, body.password, request.ip);
    return ok({ token: signedIn.token, staff: publicInfo(signedIn.staff) });
  });
  app.post('/support/logout', async (request) => {
    await staff.signOut(bearer(request));
    return ok(null);
  });
  app.get('/support/me', async (request) => ok(publicInfo(await who(request))));
  app.get('/support/conversations', async (request) => {
    const { queue = 'live', status = 'open' } = request.query as Record<string, unknown>;
    const query = check(listQuery, { queue, status });
    return ok(await chat.support.list(await who(request), query.queue, query.status));
  });
  app.get('/support/conversations/:id', async (request) =>
    ok(await chat.support.conversation(await who(request), idParam(request))),
  );
  app.get('/support/conversations/:id/messages', async (request) => {
    const { before } = request.query as { before?: string };
    const from = before === undefined ? undefined : Number(before);
    if (from !== undefined && (!Number.isInteger(from) || from < 1))
      throw new CallError('FIELD_INVALID', 'before', { field: 'before' });
    return ok(await chat.support.messages(await who(request), idParam(request), from));
  });
  app.post('/support/conversations/:id/send', async (request) => {
    const staffMember = await who(request);
    const body = check(sendBody, request.body);
    return ok(
      await chat.support.send(staffMember, idParam(request), body.clientId, {
        kind: 'text',
        text: body.text,
      }),
    );
  });
  app.post('/support/conversations/:id/image', async (request) => {
    const staffMember = await who(request);
    const { clientId, content } = await chatUpload(request);
    return ok(await chat.support.send(staffMember, idParam(request), clientId, content));
  });
  app.post('/support/conversations/:id/read', async (request) => {
    const staffMember = await who(request);
    const body = check(upToBody, request.body);
    await chat.support.mark(staffMember, idParam(request), body.upTo, true);
    return ok(null);
  });
  app.post('/support/conversations/:id/assign', async (request) => {
    const staffMember = await who(request);
    const body = check(assignBody, request.body);
    return ok(await chat.support.assign(staffMember, idParam(request), body.staffId));
  });
  app.post('/support/conversations/:id/close', async (request) => {
    const staffMember = await who(request);
    const body = check(closeBody, request.body);
    return ok(await chat.support.close(staffMember, idParam(request), body.note));
  });
  app.get('/support/conversations/:id/context', async (request) =>
    ok(await chat.support.context(await who(request), idParam(request))),
  );
  app.get('/support/canned', async (request) => {
    await who(request);
    const { language } = request.query as { language?: string };
    return ok(
      await chat.support.canned(typeof language === 'string' ? language.slice(0, 8) : undefined),
    );
  });
  app.get('/support/staff', async (request) => {
    const staffMember = await who(request);
    if (staffMember.role !== 'supervisor') throw new CallError('FORBIDDEN');
    return ok((await staff.list()).filter((s) => s.status === 'active').map(publicInfo));
  });
  app.get('/support/image/:id', async (request, reply) =>
    sendImage(reply, await chat.support.image(await who(request), idParam(request))),
  );

  // Operators: a member's club rank (above 4: the VIP channel and queue), until ranks are computed.
  app.post('/ops/members/rank', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = check(rankBody, request.body);
    const member = await services.accounts.members.byUsername(body.username);
    if (!member) throw new CallError('NOT_FOUND');
    await services.database.db.transaction(async (tx) => {
      await tx
        .update(t.members)
        .set({ clubRank: body.clubRank })
        .where(eq(t.members.id, member.id));
      await tx.insert(t.operatorAudit).values({
        operator,
        action: 'member.rank',
        target: member.username,
        before: { clubRank: member.clubRank },
        after: { clubRank: body.clubRank },
      });
    });
    return ok({ username: member.username, clubRank: body.clubRank });
  });

  // Operators: staff accounts (the CLI's `support` commands).
  app.get('/ops/support/staff', async (request) => {
    operatorOf(request, services);
    return ok(
      (await staff.list()).map((s) => ({ ...publicInfo(s), status: s.status, brand: s.brand })),
    );
  });
  const audit = (operator: string, action: string, target: string, after: unknown) =>
    services.database.db
      .insert(t.operatorAudit)
      .values({ operator, action, target, after: after as object });
  app.post('/ops/support/staff', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = check(staffBody, request.body);
    const added = await staff.add({ ...body, vip: body.vip ?? false });
    await audit(operator, 'support.staff.add', added.username, publicInfo(added));
    return ok(publicInfo(added));
  });
  app.post('/ops/support/staff/:username/:status', async (request) => {
    const { operator } = operatorOf(request, services);
    const { username, status } = request.params as { username: string; status: string };
    if (status !== 'active' && status !== 'disabled') throw new CallError('NOT_FOUND');
    const changed = await staff.setStatus(username, status);
    await audit(operator, `support.staff.${status}`, changed.username, { status });
    return ok({ ...publicInfo(changed), status: changed.status });
  });
}

const publicInfo = (s: StaffMember) => ({
  id: s.id,
  username: s.username,
  displayName: s.displayName,
  role: s.role,
  vip: s.vip,
});
