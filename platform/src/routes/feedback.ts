import { CallError } from '../../../lib/contract/envelope';
import * as t from '../db/schema';
import type { Handlers } from '../http/context';

/** Feedback per address: a few messages per window, shared across instances through the counters. */
export const FEEDBACK_LIMIT = { count: 5, windowMs: 10 * 60_000 };

export const feedbackHandlers: Handlers = {
  feedback: async ({ input, ip, services }) => {
    const hits = await services.counters.hit(`feedback:${ip}`, FEEDBACK_LIMIT.windowMs);
    if (hits > FEEDBACK_LIMIT.count) throw new CallError('RATE_LIMITED');
    const [row] = await services.database.db
      .insert(t.feedback)
      .values({
        content: String(input.content),
        contact: (input.contact as string | undefined) ?? null,
        category: (input.category as string | undefined) ?? 'other',
        ip,
      })
      .returning({ id: t.feedback.id });
    return { id: row!.id };
  },
};
