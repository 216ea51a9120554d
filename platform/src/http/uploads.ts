import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CallError, ok } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import { UPLOAD_LIMITS } from '../../../lib/contract/wallet';
import { cleanImage } from './clean-image';
import type { Services } from './context';
import { operatorOf } from './operations';

/** png or jpg by their first bytes, whatever the name or declared type says. */
export function imageKind(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}

const refuse = (key: string) => new CallError('UPLOAD_INVALID', key, { key });

export type Upload = {
  fields: Record<string, string>;
  files: { bytes: Buffer; kind: 'png' | 'jpg' }[];
};

/** Reads a multipart request within the limits; anything outside them is refused whole. */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
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
    upload.files.push({ bytes: await cleanImage(bytes, kind), kind });
  }
  return upload;
}

/** Stores files (re-encoded by now) outside any web root, under random names; their paths. */
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

/** Removes files stored for a request that was then refused (nothing may point at them). */
async function discard(dataDir: string, files: string[]) {
  await Promise.all(files.map((file) => rm(path.join(dataDir, file), { force: true })));
}

/** What `store` names a file: uploads/<receipts|proofs>/<member id>/<24 hex>.<png|jpg>. */
const STORED_NAME = /^(receipts|proofs)\/\d{1,10}\/[0-9a-f]{24}\.(png|jpg)$/;
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/**
 * Stores `files`, then lets `record` point the database at them; when `record` refuses, the files
 * go again, so that a refused or lost race leaves no orphan behind.
 */
async function storeFor<T>(
  dataDir: string,
  folder: string,
  files: Upload['files'],
  record: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored = await store(dataDir, folder, files);
  try {
    return await record(stored);
  } catch (error) {
    await discard(dataDir, stored);
    throw error;
  }
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
    await services.deposits.receiptAllowed(memberId, depositId);
    return ok(
      await storeFor(dataDir, `receipts/${memberId}`, upload.files, ([file]) =>
        services.deposits.attachReceipt(memberId, depositId, file!),
      ),
    );
  });

  /** Not received: the answer and its proof (comment and 1-3 images) arrive and land together. */
  app.post('/wps/withdraw/proof', async (request) => {
    const memberId = await member(request);
    const upload = await readUpload(request);
    const comment = (upload.fields.comment ?? '').trim();
    if (comment.length === 0) throw refuse('comment_missing');
    if (comment.length > UPLOAD_LIMITS.maxComment) throw refuse('comment_length');
    if (upload.files.length === 0) throw refuse('upload_count');
    const withdrawalId = id(upload.fields.withdrawalId);
    await services.withdrawals.notReceivedAllowed(memberId, withdrawalId);
    return ok(
      await storeFor(dataDir, `proofs/${memberId}`, upload.files, (files) =>
        services.withdrawals.notReceived(memberId, withdrawalId, comment, files),
      ),
    );
  });

  /** Operators fetch a stored receipt or proof image by the address their lists give. */
  app.get('/ops/uploads/*', async (request, reply) => {
    operatorOf(request, services);
    const name = (request.params as { '*': string })['*'];
    const match = STORED_NAME.exec(name);
    if (!match) throw new CallError('NOT_FOUND');
    const root = await realpath(path.join(dataDir, 'uploads')).catch(() => null);
    const file = root && (await realpath(path.join(root, name)).catch(() => null));
    if (!root || !file || !file.startsWith(root + path.sep)) throw new CallError('NOT_FOUND');
    return reply
      .type(CONTENT_TYPES[match[2] as 'png' | 'jpg'])
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(createReadStream(file));
  });
}
