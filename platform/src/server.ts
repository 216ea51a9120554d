import { botVerifierFromEnv } from './adapters/bot-check';
import { firebaseFromEnv } from './adapters/firebase';
import { mailerFromEnv } from './adapters/mailer';
import { smsGatewayFromEnv } from './adapters/sms';
import { failure } from '../../lib/contract/envelope';
import { buildPlatform, platformServices } from './app';
import { ensureDemoTeam } from './services/agent/demo';
import { ensureDemoWins } from './services/rewards/winners-demo';
import { ConfigError, readPlatformConfig } from './config';
import { setPasswordHashMemory } from './services/accounts/crypto';
import { openDatabase } from './db/client';
import { seedDemoBrand } from './db/seed';
import { openCounters } from './services/counters';
import { openChatBus } from './services/chat/bus';
import { loadOperatorToken, loadPlatformKeys, loadSecret } from './services/keys';
import path from 'node:path';

async function main() {
  let config;
  try {
    config = readPlatformConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`platform: bad configuration: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  setPasswordHashMemory(config.passwordHashMemoryKib);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
  });
  if (await seedDemoBrand(database.db)) console.log('platform: seeded the demo brand');
  const [counters, chatBus, keys, operatorToken, sandboxSecret] = await Promise.all([
    openCounters(config.redisUrl, config.redisPrefix),
    openChatBus(config.redisUrl, `${config.redisPrefix}chat`),
    loadPlatformKeys(config.privateKeyJwk, config.dataDir),
    loadOperatorToken(config.operatorToken, config.dataDir),
    loadSecret(process.env.PAYMENT_SANDBOX_SECRET, config.dataDir, 'payment-sandbox-secret'),
  ]);
  const adapters = {
    sms: smsGatewayFromEnv(process.env, database.db),
    mailer: mailerFromEnv(process.env, database.db),
    firebase: firebaseFromEnv(process.env),
    bots: botVerifierFromEnv(process.env),
  };
  const app = await buildPlatform({
    config,
    database,
    counters,
    keys,
    operatorToken,
    sandboxSecret,
    adapters,
    chatBus,
  });
  // The demo's support console account; its password is generated into the data directory.
  const supportPassword = await loadSecret(
    process.env.SUPPORT_DEMO_PASSWORD,
    config.dataDir,
    'support-password',
  );
  if (await platformServices.get(app)!.staff.ensureDemo(supportPassword))
    console.log(
      `platform: support console account "support", password in ${path.join(config.dataDir, 'support-password')}`,
    );
  // The demo's agent and its team; the agent's password is generated into the data directory too.
  const services = platformServices.get(app)!;
  const agentPassword = await loadSecret(
    process.env.AGENT_DEMO_PASSWORD,
    config.dataDir,
    'agent-password',
  );
  if (
    await ensureDemoTeam(
      database.db,
      services.agents,
      services.wallet.accounts,
      agentPassword,
      new Date(),
    )
  )
    console.log(
      `platform: demo agent "nova88agent" with a team, password in ${path.join(config.dataDir, 'agent-password')}`,
    );
  if (await ensureDemoWins(database.db, services.wallet, services.vendorWallet))
    console.log('platform: demo players with big wins for the winners board');
  // Draining (after SIGTERM): new requests are refused with 503 and the connection closed, so that
  // clients and load balancers go elsewhere before the port closes; in-flight ones finish.
  let draining = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    await reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(failure('SERVICE_UNAVAILABLE'));
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`platform: listening on http://${config.host}:${config.port} (${database.driver})`);

  // SIGTERM: stop accepting, let in-flight requests finish and the jobs reach a safe point (their
  // onClose hooks), release the database and Redis; past SHUTDOWN_TIMEOUT_MS, exit anyway.
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`platform: not stopped within ${config.shutdownTimeoutMs} ms, exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    draining = true;
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    await counters.close();
    await chatBus.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('platform: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
