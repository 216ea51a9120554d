import pino from 'pino';
import { currentRequestId } from './request-context';

/**
 * The portal's log: JSON lines on stdout (level, time, msg, and the request's id as `reqId` when
 * there is one), like the platform's Fastify logger, so both read the same way.
 */
const wanted = process.env.LOG_LEVEL ?? '';

export const log = pino({
  name: 'portal',
  // The platform refuses a bad LOG_LEVEL at start; here it must not break a page, so info.
  level: wanted === 'silent' || wanted in pino.levels.values ? wanted : 'info',
  base: { pid: process.pid },
  mixin: () => {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
});
