import { CHAT_SOCKET_PATH } from '../../../lib/contract/chat';
import { CallError } from '../../../lib/contract/envelope';
import { TRIAL_ACCOUNT } from '../../../lib/contract/member';
import type { CallContext, Handlers } from '../http/context';

/** The member behind a chat call; trial accounts may not chat (spec section 6). */
function chatter(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  if (ctx.member.isAgent === TRIAL_ACCOUNT) throw new CallError('TRIAL_ACCOUNT');
  return ctx.member.memberId;
}

export const chatHandlers: Handlers = {
  chatUrl: async (ctx) => ({
    chatUrl: CHAT_SOCKET_PATH,
    queue: await ctx.services.chat.member.queueOf(chatter(ctx)),
  }),
  chatMessages: async (ctx) =>
    ctx.services.chat.member.history(chatter(ctx), ctx.input.before as number | undefined),
  chatSend: async (ctx) =>
    ctx.services.chat.member.send(chatter(ctx), String(ctx.input.clientId), {
      kind: 'text',
      text: String(ctx.input.text),
    }),
  chatRead: async (ctx) => {
    await ctx.services.chat.member.mark(chatter(ctx), Number(ctx.input.upTo), true);
    return null;
  },
  chatUnread: async (ctx) => ({
    unReadCount: await ctx.services.chat.member.unread(chatter(ctx)),
  }),
};
