import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { array, boolean, mixed, object, string } from 'yup';
import { CallError, ok } from '../../../lib/contract/envelope';
import { startLotteryRunner, type Lottery } from '../services/lottery';
import { rowsOf } from '../services/lottery/games';
import { voidIssue } from '../services/lottery/settle';
import { lotteryIssues } from '../services/metrics';
import type { Services } from './context';
import { operatorOf } from './operations';

const gameCode = () =>
  string()
    .strict()
    .matches(/^[A-Z0-9-]{2,16}$/)
    .required();
const numero = () =>
  string()
    .strict()
    .matches(/^\d{8}-\d{4}$/)
    .required();
const resultBody = object({
  gameCode: gameCode(),
  numero: numero(),
  step: mixed<'enter' | 'approve'>().oneOf(['enter', 'approve']).required(),
  numbers: array(
    string()
      .strict()
      .matches(/^\d{2,6}$/)
      .required(),
  )
    .max(50)
    .required(),
});
const gameBody = object({ gameCode: gameCode(), enabled: boolean().strict().required() });
const voidBody = object({
  gameCode: gameCode(),
  numero: numero(),
  reason: string().strict().trim().min(3).max(200).required(),
});
const isoTime = () =>
  string()
    .strict()
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)
    .test(
      'time',
      'a real time',
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
    );
const rescheduleBody = object({
  gameCode: gameCode(),
  numero: numero(),
  drawAt: isoTime().required(),
  closeAt: isoTime().optional(),
});
const awaitingQuery = object({
  gameCode: string()
    .matches(/^[A-Z0-9-]{2,16}$/)
    .optional(),
});

/** The lottery with its scheduler's work counted for the metrics. */
function countedTicks(lottery: Lottery): Lottery {
  return {
    ...lottery,
    tick: async (options) => {
      const done = await lottery.tick(options);
      for (const [event, count] of Object.entries(done))
        if (count > 0) lotteryIssues.inc({ event }, count);
      return done;
    },
  };
}

/**
 * The lottery's scheduler (on the instance holding its lock, unless LOTTERY_RUNNER=0) and the
 * operators' lottery API: enter and approve XSMB results, move a live draw, switch games, void an
 * issue.
 */
export function registerLotteryOps(app: FastifyInstance, services: Services, runner: boolean) {
  let running: ReturnType<typeof startLotteryRunner> | null = null;
  if (runner) {
    app.addHook('onReady', async () => {
      running = startLotteryRunner(services.database, countedTicks(services.lottery), (error) =>
        app.log.error(error, 'lottery runner'),
      );
    });
    app.addHook('onClose', async () => {
      await running?.stop();
    });
  }

  app.post('/ops/lottery/result', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await resultBody.validate(request.body, { stripUnknown: true });
    return ok(
      await services.lottery.enterResult(
        body.gameCode,
        body.numero,
        body.numbers,
        operator,
        body.step,
      ),
    );
  });

  app.post('/ops/lottery/game', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await gameBody.validate(request.body, { stripUnknown: true });
    await services.lottery.setEnabled(body.gameCode, body.enabled, operator);
    return ok(null);
  });

  /** Moves a live draw still on sale (XSMB held earlier or later than its usual time). */
  app.post('/ops/lottery/reschedule', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await rescheduleBody.validate(request.body, { stripUnknown: true });
    return ok(
      await services.lottery.reschedule(
        body.gameCode,
        body.numero,
        {
          drawAt: new Date(body.drawAt),
          closeAt: body.closeAt ? new Date(body.closeAt) : undefined,
        },
        operator,
      ),
    );
  });

  app.post('/ops/lottery/void', async (request) => {
    const { operator } = operatorOf(request, services);
    const body = await voidBody.validate(request.body, { stripUnknown: true });
    const db = services.database.db;
    const [issue] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from lottery_issues
        where game_code = ${body.gameCode} and numero = ${body.numero}`),
    );
    if (!issue) throw new CallError('LOTTERY_ISSUE_UNKNOWN');
    const refunded = await voidIssue(
      db,
      () => new Date(),
      Number(issue.id),
      `voided by ${operator}: ${body.reason}`,
    );
    await db.execute(sql`insert into operator_audit (operator, action, target, after)
      values (${operator}, 'lottery-void', ${`${body.gameCode} ${body.numero}`},
              ${JSON.stringify({ reason: body.reason, refunded })}::jsonb)`);
    return ok({ refunded });
  });

  app.get('/ops/lottery/games', async (request) => {
    operatorOf(request, services);
    const games = await services.lottery.games.all();
    return ok(
      games.map((g) => ({
        code: g.code,
        name: g.names.en,
        family: g.family,
        prizeMode: g.prizeMode,
        drawSource: g.drawSource,
        schedule: g.schedule,
        enabled: g.enabled,
      })),
    );
  });

  /** Issues waiting for an operator: drawn time passed, no approved result yet. */
  app.get('/ops/lottery/awaiting', async (request) => {
    operatorOf(request, services);
    const query = await awaitingQuery.validate(request.query, { stripUnknown: true });
    const rows = rowsOf(
      await services.database.db.execute(sql`select game_code, numero, draw_at, status, entered_by
        from lottery_issues where status in ('AWAITING_RESULT', 'ENTERED')
          ${query.gameCode ? sql`and game_code = ${query.gameCode}` : sql``}
        order by draw_at`),
    );
    return ok(rows);
  });
}
