import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CallError, ok } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import { UPLOAD_LIMITS } from '../../../lib/contract/wallet';
import type { Services } from './context';

/** png or jpg by their first bytes, whatever the name or declared type says. */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

const refuse = (key: string) => new CallError('UPLOAD_INVALID', key, { key });

type Upload = { fields: Record<string, string>; files: { bytes: Buffer; kind: 'png' | 'jpg' }[] };

/** Reads a multipart request within the limits; anything outside them is refused whole. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const upload: Upload = { fields: {}, files: [] };
  for await (const part of request.parts({
    limits: {
      fileSize: UPLOAD_LIMITS.maxBytes,
      files: UPLOAD_LIMITS.maxFiles + 1,
      fields: 5,
      fieldSize: 1024,
    },
  })) {
    if (part.type === 'field') {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    const bytes = await part.toBuffer().catch(() => {
      throw refuse('upload_size');
    });
    if (part.file.truncated) throw refuse('upload_size');
    if (upload.files.length >= UPLOAD_LIMITS.maxFiles) throw refuse('upload_count');
    const kind = imageKind(bytes);
    if (!kind) throw refuse('upload_type');
    upload.files.push({ bytes, kind });
  }
  return upload;
}

/** Stores files outside any web root, under random names; returns their paths. */
async function store(dataDir: string, folder: string, files: Upload['files']) {
  const dir = path.join(dataDir, 'uploads', folder);
  await mkdir(dir, { recursive: true });
  return Promise.all(
    files.map(async ({ bytes, kind }) => {
      const file = path.join(dir, `${randomBytes(12).toString('hex')}.${kind}`);
      await writeFile(file, bytes, { mode: 0o600 });
      return path.relative(dataDir, file);
    }),
  );
}

/** Deposit receipts and withdrawal proofs: the member's bearer token, images checked by bytes. */
export async function registerUploads(app: FastifyInstance, services: Services, dataDir: string) {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes } });
  const member = async (request: FastifyRequest) => {
    const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const found = token ? await services.accounts.sessions.authenticate(token) : null;
    if (!found) throw new CallError('UNAUTHORIZED');
    if (found.isAgent === TRIAL_ACCOUNT) throw new CallError('TRIAL_ACCOUNT');
    return found.memberId;
  };
  const id = (value: string | undefined) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1) throw new CallError('BAD_REQUEST', 'id');
    return n;
  };

  app.post('/wps/deposit/receipt', async (request) => {
    const memberId = await member(request);
    const upload = await readUpload(request);
    if (upload.files.length !== 1) throw refuse('upload_count');
    const depositId = id(upload.fields.depositId);
    const [file] = await store(dataDir, `receipts/${memberId}`, upload.files);
    return ok(await services.deposits.attachReceipt(memberId, depositId, file!));
  });

  app.post('/wps/withdraw/proof', async (request) => {
    const memberId = await member(request);
    const upload = await readUpload(request);
    const comment = (upload.fields.comment ?? '').trim();
    if (comment.length > UPLOAD_LIMITS.maxComment) throw refuse('comment_length');
    if (upload.files.length === 0) throw refuse('upload_count');
    const withdrawalId = id(upload.fields.withdrawalId);
    await services.withdrawals.proofAllowed(memberId, withdrawalId);
    const files = await store(dataDir, `proofs/${memberId}`, upload.files);
    return ok(await services.withdrawals.attachProof(memberId, withdrawalId, comment, files));
  });
}
