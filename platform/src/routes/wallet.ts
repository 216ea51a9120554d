import { memberIdOf, paging, type Handlers } from '../http/context';
import { accountRecords, profitSummary } from '../services/wallet/records';

export const walletHandlers: Handlers = {
  merchantWallet: async ({ services }) => ({ isSingle: await services.wallet.isSingle() }),
  balance: async (ctx) => ctx.services.wallet.balance(memberIdOf(ctx)),
  walletBalances: async (ctx) => ctx.services.wallet.summary(memberIdOf(ctx)),
  walletTransfer: async (ctx) => {
    const { from, to, amount, idempotencyKey } = ctx.input as {
      from: string;
      to: string;
      amount: number;
      idempotencyKey: string;
    };
    return ctx.services.wallet.move(memberIdOf(ctx), from, to, amount, idempotencyKey);
  },
  paymentPassword: async (ctx) =>
    ctx.services.withdrawals.setPaymentPassword(
      memberIdOf(ctx),
      String(ctx.input.newPaymentPassword),
      ctx.input.oldPaymentPassword as string | undefined,
    ),
  payeeAccounts: async (ctx) => ctx.services.withdrawals.payees(memberIdOf(ctx)),
  payeeBanks: async (ctx) => {
    memberIdOf(ctx);
    return ctx.services.withdrawals.banks();
  },
  payeeAdd: async (ctx) =>
    ctx.services.withdrawals.addPayee(
      memberIdOf(ctx),
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
      memberIdOf(ctx),
      ctx.input as {
        payeeId: number;
        amount: number;
        paymentPassword: string;
        idempotencyKey: string;
      },
    ),
  withdrawals: async (ctx) => {
    const { pageNo, pageSize } = paging(ctx.input);
    return ctx.services.withdrawals.list(memberIdOf(ctx), pageNo, pageSize);
  },
  withdrawConfirm: async (ctx) =>
    ctx.services.withdrawals.confirm(
      memberIdOf(ctx),
      Number(ctx.input.id),
      ctx.input.received === true,
    ),
  depositMethods: async (ctx) => {
    memberIdOf(ctx);
    return ctx.services.deposits.methods();
  },
  deposit: async (ctx) =>
    ctx.services.deposits.create(
      memberIdOf(ctx),
      ctx.input as { methodId: number; amount: number; idempotencyKey: string },
    ),
  deposits: async (ctx) => {
    const { pageNo, pageSize } = paging(ctx.input);
    return ctx.services.deposits.list(memberIdOf(ctx), pageNo, pageSize);
  },
  messages: async (ctx) => {
    const { pageNo, pageSize } = paging(ctx.input);
    return ctx.services.messages.list(memberIdOf(ctx), pageNo, pageSize);
  },
  messageRead: async (ctx) => ctx.services.messages.read(memberIdOf(ctx), Number(ctx.input.id)),
  messageReadAll: async (ctx) => ctx.services.messages.readAll(memberIdOf(ctx)),
  messageDelete: async (ctx) => ctx.services.messages.remove(memberIdOf(ctx), Number(ctx.input.id)),
  unreadMessages: async (ctx) => ({
    unReadCount: await ctx.services.messages.unread(memberIdOf(ctx)),
  }),
  transferUpline: async (ctx) => {
    const id = memberIdOf(ctx);
    const input = ctx.input as { amount: number; paymentPassword: string; idempotencyKey: string };
    await ctx.services.withdrawals.checkPaymentPassword(id, input.paymentPassword);
    return ctx.services.wallet.toUpline(id, input.amount, input.idempotencyKey);
  },
  personalProfit: async (ctx) =>
    profitSummary(
      ctx.services.database.db,
      memberIdOf(ctx),
      String(ctx.input.from),
      String(ctx.input.to),
    ),
  transactionHistory: async (ctx) =>
    accountRecords(ctx.services.database.db, memberIdOf(ctx), {
      ...(ctx.input as { type?: string; from?: string; to?: string }),
      ...paging(ctx.input),
    }),
};
