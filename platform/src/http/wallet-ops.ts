import type { FastifyInstance } from 'fastify';
import { boolean, mixed, number, object, string } from 'yup';
import { hashPassword } from '../services/accounts/crypto';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { CallError, ok } from '../../../lib/contract/envelope';
import type { Services } from './context';
import { ledgerHealth } from '../services/wallet/ledger';
import { DEPOSIT_FILTERS, type DepositFilter } from '../services/wallet/deposits';
import { startPeriodic, sweepWallet } from '../services/wallet/sweep';
import { OPERATOR_FILTERS, type OperatorFilter } from '../services/wallet/withdrawals';
import { operatorOf } from './operations';

const adjustBody = object({
  username: string().strict().max(64).required(),
  amount: number()
    .strict()
    .integer()
    .min(-Number.MAX_SAFE_INTEGER)
    .max(Number.MAX_SAFE_INTEGER)
    .test('not-zero', 'amount must not be 0', (v) => v !== 0)
    .required(),
  reason: string().strict().trim().min(3).max(500).required(),
  key: string()
    .strict()
    .matches(/^[\w-]{8,64}$/)
    .required(),
});
const memberBody = object({
  username: string()
    .strict()
    .matches(/^[a-z][a-z0-9]{3,31}$/)
    .required(),
  password: string().strict().min(6).max(64).required(),
  /** An operator's account starts with a password its member must change (spec: default password). */
  mustChangePassword: boolean().strict().optional(),
  /** A number the operator has checked: SMS login and reset by phone work at once. */
  mobileNum: string()
    .strict()
    .matches(/^\d{5,15}$/)
    .optional(),
  countryDialingCode: string()
    .strict()
    .matches(/^\d{1,4}$/)
    .optional(),
});
const messageBody = object({
  username: string().strict().max(64).required(),
  title: string().strict().trim().min(1).max(200).required(),
  content: string().strict().trim().min(1).max(5000).required(),
});
const depositDecision = object({
  id: number().strict().integer().min(1).required(),
  action: mixed<'confirm' | 'reject'>().oneOf(['confirm', 'reject']).required(),
});
const limitBody = object({
  username: string().strict().max(64).required(),
  depositDailyLimit: number()
    .strict()
    .integer()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .nullable()
    .defined(),
});
const decideBody = object({
  id: number().strict().integer().min(1).required(),
  action: mixed<'pay' | 'reject'>().oneOf(['pay', 'reject']).required(),
});
const resolveBody = object({
  id: number().strict().integer().min(1).required(),
  action: mixed<'refund' | 'uphold'>().oneOf(['refund', 'uphold']).required(),
  reason: string().strict().trim().min(3).max(500).required(),
});
const walletModeBody = object({ single: boolean().strict().required() });
const withdrawalQuery = object({
  status: mixed<OperatorFilter>().oneOf(OPERATOR_FILTERS).default('pending'),
});
const depositQuery = object({
  status: mixed<DepositFilter>().oneOf(DEPOSIT_FILTERS).default('pending'),
});

/**
 * Operators run the demo brand's money: adjust a balance (audited), confirm bank transfers, pay out,
 * reject or resolve withdrawals, switch the merchant wallet. The wallet's periodic sweep (unanswered
 * withdrawals, unpaid online orders) runs with the server and stops when it closes.
 */
export function registerWalletOps(app: FastifyInstance, services: Services) {
  let sweep: ReturnType<typeof startPeriodic> | null = null;
  app.addHook('onReady', async () => {
    sweep = startPeriodic(
      () => sweepWallet(services),
      (error) => app.log.error(error, 'wallet sweep'),
    );
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });

  app.post('/ops/members', async (request) => {
    operatorOf(request, services);
    const body = await memberBody.validate(request.body, { stripUnknown: true });
    try {
      const [row] = await services.database.db
        .insert(t.members)
        .values({
          username: body.username,
          passwordHash: await hashPassword(body.password, 'operator'),
          mustChangePassword: body.mustChangePassword ?? true,
          firstLogin: false,
          mobileNum: body.mobileNum ?? null,
          countryDialingCode: body.mobileNum ? (body.countryDialingCode ?? '60') : null,
        })
        .returning({ id: t.members.id, username: t.members.username });
      return ok(row);
    } catch (error) {
      if (isUniqueViolation(error))
        throw new CallError(
          (await services.accounts.members.byUsername(body.username))
            ? 'ACCOUNT_EXISTS'
            : 'MOBILE_EXISTS',
        );
      throw error;
    }
  });
  app.post('/ops/members/deposit-limit', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await limitBody.validate(request.body, { stripUnknown: true });
    const member = await services.accounts.members.byUsername(body.username);
    if (!member) throw new CallError('NOT_FOUND', 'no such member');
    await services.database.db
      .update(t.members)
      .set({ depositDailyLimit: body.depositDailyLimit })
      .where(eq(t.members.id, member.id));
    await services.database.db.insert(t.operatorAudit).values({
      operator,
      action: 'deposit-limit',
      target: member.username,
      before: { depositDailyLimit: member.depositDailyLimit },
      after: { depositDailyLimit: body.depositDailyLimit },
    });
    return ok({ username: member.username, depositDailyLimit: body.depositDailyLimit });
  });
  app.post('/ops/adjust', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await adjustBody.validate(request.body, { stripUnknown: true });
    const member = await services.accounts.members.byUsername(body.username);
    if (!member) throw new CallError('NOT_FOUND', 'no such member');
    return ok(
      await services.wallet.adjust(member.id, body.amount, body.reason, operator, body.key),
    );
  });
  /** A bonus from the bonus account, audited like an adjustment (positive amounts only). */
  app.post('/ops/bonus', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await adjustBody.validate(request.body, { stripUnknown: true });
    if (body.amount <= 0) throw new CallError('BAD_REQUEST', 'a bonus is a positive amount');
    const member = await services.accounts.members.byUsername(body.username);
    if (!member) throw new CallError('NOT_FOUND', 'no such member');
    return ok(
      await services.wallet.grantBonus(member.id, body.amount, body.reason, operator, body.key),
    );
  });
  /** One member's message (the CLI's first form); audited like every send. */
  app.post('/ops/messages', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await messageBody.validate(request.body, { stripUnknown: true });
    return ok(
      await services.messages.deliver(
        operator,
        { username: body.username },
        {
          title: body.title,
          content: body.content,
        },
      ),
    );
  });
  app.get('/ops/deposits', async (request) => {
    operatorOf(request, services);
    const { status } = await depositQuery.validate(request.query, { stripUnknown: true });
    return ok(await services.deposits.forOperators(status));
  });
  /** Confirm: bank transfers with a receipt only (online orders settle by their provider). */
  app.post('/ops/deposits/decide', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await depositDecision.validate(request.body, { stripUnknown: true });
    if (body.action === 'reject') return ok(await services.deposits.reject(body.id, operator));
    return ok(await services.deposits.confirmBankTransfer(body.id, operator));
  });
  /** One wallet or a main wallet plus one per vendor; to one wallet brings vendor money home. */
  app.post('/ops/wallet-mode', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await walletModeBody.validate(request.body);
    return ok(await services.wallet.setSingle(body.single, operator));
  });
  /** A new seamless-wallet secret for a vendor, shown once (the old one stops working). */
  app.post('/ops/vendor-keys', async (request) => {
    const { operator } = operatorOf(request, services);
    const { vendor } = await object({ vendor: string().strict().max(40).required() }).validate(
      request.body,
    );
    const [known] = await services.database.db
      .select()
      .from(t.vendors)
      .where(eq(t.vendors.code, vendor));
    if (!known) throw new CallError('NOT_FOUND', 'no such vendor');
    const secret = randomBytes(32).toString('base64url');
    await services.database.db
      .insert(t.vendorKeys)
      .values({ vendor, secret })
      .onConflictDoUpdate({ target: t.vendorKeys.vendor, set: { secret, createdAt: new Date() } });
    await services.database.db
      .insert(t.operatorAudit)
      .values({ operator, action: 'vendor-key', target: vendor });
    return ok({ vendor, secret });
  });
  app.get('/ops/ledger/health', async (request) => {
    operatorOf(request, services);
    return ok(await ledgerHealth(services.database.db));
  });
  app.get('/ops/withdrawals', async (request) => {
    operatorOf(request, services);
    const { status } = await withdrawalQuery.validate(request.query, { stripUnknown: true });
    return ok(await services.withdrawals.forOperators(status));
  });
  app.post('/ops/withdrawals/resolve', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await resolveBody.validate(request.body, { stripUnknown: true });
    return ok(await services.withdrawals.resolve(body.id, body.action, operator, body.reason));
  });
  app.post('/ops/withdrawals/decide', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await decideBody.validate(request.body, { stripUnknown: true });
    return ok(await services.withdrawals.decide(body.id, body.action, operator));
  });
}
