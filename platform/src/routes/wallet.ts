import { CallError } from '../../../lib/contract/envelope';
import type { CallContext, Handlers } from '../http/context';
import { accountRecords, profitSummary } from '../services/wallet/records';

function memberId(ctx: CallContext): number {
  if (!ctx.member) throw new CallError('UNAUTHORIZED');
  return ctx.member.memberId;
}

const page = (input: Record<string, unknown>) => ({
  pageNo: Number(input.pageNo ?? 1),
  pageSize: Number(input.pageSize ?? 10),
});

export const walletHandlers: Handlers = {
  merchantWallet: async ({ services }) => ({ isSingle: await services.wallet.isSingle() }),
  balance: async (ctx) => ctx.services.wallet.balance(memberId(ctx)),
  walletBalances: async (ctx) => ctx.services.wallet.summary(memberId(ctx)),
  walletTransfer: async (ctx) => {
    const { from, to, amount, idempotencyKey } = ctx.input as {
      from: string;
      to: string;
      amount: number;
      idempotencyKey: string;
    };
    return ctx.services.wallet.move(memberId(ctx), from, to, amount, idempotencyKey);
  },
  paymentPassword: async (ctx) =>
    ctx.services.withdrawals.setPaymentPassword(
      memberId(ctx),
      String(ctx.input.newPaymentPassword),
      ctx.input.oldPaymentPassword as string | undefined,
    ),
  payeeAccounts: async (ctx) => ctx.services.withdrawals.payees(memberId(ctx)),
  payeeBanks: async (ctx) => {
    memberId(ctx);
    return ctx.services.withdrawals.banks();
  },
  payeeAdd: async (ctx) =>
    ctx.services.withdrawals.addPayee(
      memberId(ctx),
      ctx.input as {
        payeeName: string;
        bankName: string;
        accountNumber: string;
        paymentPassword: string;
        loginPassword: string;
      },
    ),
  withdraw: async (ctx) =>
    ctx.services.withdrawals.request(
      memberId(ctx),
      ctx.input as {
        payeeId: number;
        amount: number;
        paymentPassword: string;
        idempotencyKey: string;
      },
    ),
  withdrawals: async (ctx) => {
    const { pageNo, pageSize } = page(ctx.input);
    return ctx.services.withdrawals.list(memberId(ctx), pageNo, pageSize);
  },
  withdrawConfirm: async (ctx) =>
    ctx.services.withdrawals.confirm(
      memberId(ctx),
      Number(ctx.input.id),
      ctx.input.received === true,
    ),
  depositMethods: async (ctx) => {
    memberId(ctx);
    return ctx.services.deposits.methods();
  },
  deposit: async (ctx) =>
    ctx.services.deposits.create(
      memberId(ctx),
      ctx.input as { methodId: number; amount: number; idempotencyKey: string },
    ),
  deposits: async (ctx) => {
    const { pageNo, pageSize } = page(ctx.input);
    return ctx.services.deposits.list(memberId(ctx), pageNo, pageSize);
  },
  messages: async (ctx) => {
    const { pageNo, pageSize } = page(ctx.input);
    return ctx.services.messages.list(memberId(ctx), pageNo, pageSize);
  },
  messageRead: async (ctx) => ctx.services.messages.read(memberId(ctx), Number(ctx.input.id)),
  messageReadAll: async (ctx) => ctx.services.messages.readAll(memberId(ctx)),
  messageDelete: async (ctx) => ctx.services.messages.remove(memberId(ctx), Number(ctx.input.id)),
  unreadMessages: async (ctx) => ({
    unReadCount: await ctx.services.messages.unread(memberId(ctx)),
  }),
  transferUpline: async (ctx) => {
    const id = memberId(ctx);
    const input = ctx.input as { amount: number; paymentPassword: string; idempotencyKey: string };
    await ctx.services.withdrawals.checkPaymentPassword(id, input.paymentPassword);
    return ctx.services.wallet.toUpline(id, input.amount, input.idempotencyKey);
  },
  personalProfit: async (ctx) =>
    profitSummary(
      ctx.services.database.db,
      memberId(ctx),
      String(ctx.input.from),
      String(ctx.input.to),
    ),
  transactionHistory: async (ctx) =>
    accountRecords(ctx.services.database.db, memberId(ctx), {
      ...(ctx.input as { type?: string; from?: string; to?: string }),
      ...page(ctx.input),
    }),
};
