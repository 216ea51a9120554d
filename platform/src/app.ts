import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { failure } from '../../lib/contract/envelope';
import { REQUEST_ID_HEADER, requestIdFrom } from '../../lib/contract/request-id';
import { JWE_CONTENT_TYPE } from '../../lib/wps/jwe';
import type { PlatformConfig } from './config';
import type { Database } from './db/client';
import { registerArtwork } from './http/artwork';
import { registerCacheVersions } from './http/cache-versions';
import type { Handlers, Services } from './http/context';
import { registerCalls } from './http/dispatch';
import { sendError } from './http/errors';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { registerOperations } from './http/operations';
import { createDevCaptchas, registerOutbox } from './http/outbox';
import { OutboxMailer } from './adapters/mailer';
import { OutboxSms } from './adapters/sms';
import { accountHandlers } from './routes/accounts';
import { walletHandlers } from './routes/wallet';
import { registerWalletOps } from './http/wallet-ops';
import { createWallet } from './services/wallet/wallet';
import { createWithdrawals } from './services/wallet/withdrawals';
import { createDeposits } from './services/wallet/deposits';
import { createMessages } from './services/messages';
import { registerSandboxPay } from './http/sandbox-pay';
import { registerUploads } from './http/uploads';
import { registerVendorApi } from './http/vendor-api';
import { registerInhouse } from './inhouse/routes';
import { createVendorWallet } from './services/games/vendor-wallet';
import { createFavourites } from './services/favourites';
import { feedbackHandlers } from './routes/feedback';
import { createAccounts, type AccountAdapters } from './services/accounts';
import { favouriteHandlers, playHandlers, gameHandlers, noticeHandlers } from './routes/games';
import { profileHandlers } from './routes/profile';
import { lotteryHandlers } from './routes/lottery';
import { createLottery } from './services/lottery';
import { registerLotteryOps } from './http/lottery-ops';
import { registerAgentOps } from './http/agent-ops';
import { agentHandlers } from './routes/agent';
import { rewardHandlers } from './routes/rewards';
import { winnerHandlers } from './routes/winners';
import { createWinners } from './services/rewards/winners';
import { pointsHandlers } from './routes/points';
import { missionHandlers } from './routes/missions';
import { vipHandlers } from './routes/vip';
import { createVipRanks } from './services/rewards/vip';
import { createMissions } from './services/rewards/missions/missions';
import { createReferrals } from './services/rewards/referrals';
import { createRebates } from './services/rewards/rebates';
import { registerPointsOps, registerRewardOps } from './http/rewards-ops';
import { createPromotions } from './services/rewards/promotions';
import { createRewardsAdmin } from './services/rewards/admin';
import { registerRewardsAdmin } from './http/rewards-admin';
import { createPointsMall } from './services/rewards/points/mall';
import { createAgents } from './services/agent';
import { systemHandlers } from './routes/system';
import { chatHandlers } from './routes/chat';
import { MemoryChatBus, type ChatBus } from './services/chat/bus';
import { createChat } from './services/chat/chat';
import { createStaff } from './services/chat/staff';
import { registerChatSocket } from './http/chat-socket';
import { registerSupport } from './http/support';
import { registerLabelOps } from './http/labels-ops';
import { createMemberLabels } from './services/accounts/labels';
import { createCatalogueService } from './services/catalogue';
import type { Counters } from './services/counters';
import { createGamesService } from './services/games';
import { createBetRecords } from './services/games/bets';
import { createLaunches } from './services/games/launch';
import type { PlatformKeys } from './services/keys';
import { createOperations } from './services/operations';
import { createSystemService } from './services/system';

export const handlers: Handlers = {
  ...systemHandlers,
  ...feedbackHandlers,
  ...gameHandlers,
  ...noticeHandlers,
  ...accountHandlers,
  ...walletHandlers,
  ...favouriteHandlers,
  ...playHandlers,
  ...profileHandlers,
  ...lotteryHandlers,
  ...agentHandlers,
  ...rewardHandlers,
  ...winnerHandlers,
  ...pointsHandlers,
  ...missionHandlers,
  ...vipHandlers,
  ...chatHandlers,
};

/** Each app's services, for tests that must reach behind the HTTP surface (clocks, windows). */
export const platformServices = new WeakMap<FastifyInstance, Services>();

export type PlatformParts = {
  config: PlatformConfig;
  database: Database;
  counters: Counters;
  keys: PlatformKeys;
  operatorToken: string;
  /** Signs the sandbox payment provider's pages and callbacks. */
  sandboxSecret: string;
  /** SMS, mail and Firebase; the dev outboxes and no Firebase when left out. */
  adapters?: Partial<AccountAdapters>;
  /** The lottery's clock (tests move it); the wall clock by default. */
  clock?: () => Date;
  /** Chat events between instances (Redis pub/sub); in memory by default. */
  chatBus?: ChatBus;
};

/** The platform's HTTP app: the call table's routes, the operators' API and the image CDN. */
export async function buildPlatform(
  parts: PlatformParts,
  callHandlers: Handlers = handlers,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: parts.config.logLevel === 'silent' ? false : { level: parts.config.logLevel },
    bodyLimit: parts.config.bodyLimit,
    trustProxy: parts.config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    return503OnClosing: true,
    // The portal's id for the request when it sent a well-formed one: its log lines and ours match.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers[REQUEST_ID_HEADER]),
    // Refusals are logged by the error handler; one line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
  });
  const { db } = parts.database;
  const system = createSystemService(db);
  const devCaptchas = parts.config.devCaptcha ? createDevCaptchas() : null;
  const wallet = createWallet(db, system);
  const vendorWallet = createVendorWallet(db, wallet);
  const chatBus = parts.chatBus ?? new MemoryChatBus();
  const staff = createStaff(db, system, parts.counters);
  const withdrawals = createWithdrawals(db, wallet);
  const services: Services = {
    wallet,
    launches: createLaunches(db, system, wallet, vendorWallet),
    bets: createBetRecords(db),
    withdrawals,
    deposits: createDeposits(db, wallet, {
      secret: parts.sandboxSecret,
      enabled: parts.config.paymentSandbox,
    }),
    messages: createMessages(db),
    labels: createMemberLabels(db),
    vendorWallet,
    favourites: createFavourites(db),
    lottery: createLottery(db, wallet.accounts, parts.clock, {
      readAhead: parts.database.driver === 'postgres',
    }),
    agents: createAgents(db, wallet.accounts, parts.clock),
    promotions: createPromotions(db, wallet.accounts, parts.clock),
    rewardsAdmin: createRewardsAdmin(db, parts.clock),
    winners: createWinners(db),
    missions: createMissions(db, wallet.accounts, parts.clock),
    vip: createVipRanks(db),
    referrals: createReferrals(db, parts.clock),
    rebates: createRebates(db, wallet.accounts, parts.clock),
    points: createPointsMall(db, wallet.accounts, withdrawals.checkPaymentPassword, parts.clock),
    ...parts,
    chatBus,
    staff,
    chat: createChat({ db, bus: chatBus, counters: parts.counters, system, wallet, staff }),
    system,
    catalogue: createCatalogueService(db),
    games: createGamesService(parts.database),
    accounts: createAccounts(db, system, parts.counters, {
      sms: parts.adapters?.sms ?? new OutboxSms(db),
      mailer: parts.adapters?.mailer ?? new OutboxMailer(db),
      firebase: parts.adapters?.firebase ?? null,
      bots: parts.adapters?.bots ?? null,
      onCaptcha: devCaptchas?.drawn,
    }),
  };

  platformServices.set(app, services);
  await app.register(formbody, { bodyLimit: parts.config.bodyLimit });
  app.addContentTypeParser(JWE_CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
  app.setNotFoundHandler((_request, reply) => reply.status(404).send(failure('UNKNOWN_CALL')));

  registerHealth(app, parts);
  registerCacheVersions(app, parts.database.db);
  registerMetrics(app, services);
  registerCalls(app, services, callHandlers);
  registerOperations(app, services, createOperations(parts.database.db, system));
  registerArtwork(app, services);
  registerWalletOps(app, services);
  registerLotteryOps(app, services, parts.config.lotteryRunner);
  registerAgentOps(app, services, parts.config.lotteryRunner);
  registerRewardOps(app, services, parts.config.lotteryRunner);
  registerPointsOps(app, services);
  registerRewardsAdmin(app, services);
  registerLabelOps(app, services);
  // Off, its page, its buttons and its callback do not exist (404).
  if (parts.config.paymentSandbox) registerSandboxPay(app, services, parts.sandboxSecret);
  await registerUploads(app, services, parts.config.dataDir);
  await registerVendorApi(app, services);
  await registerInhouse(app, services);
  registerOutbox(app, services, devCaptchas);
  registerSupport(app, services);
  registerChatSocket(app, services);
  return app;
}
