import { sql } from 'drizzle-orm';
import type { ContractTier } from '../../../../lib/contract/agent';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { hashPassword } from '../accounts/crypto';
import type { LedgerAccounts } from '../wallet/accounts';
import { transfer } from '../wallet/ledger';
import type { Agents } from '.';
import { addStats } from './stats';
import { dayStart, merchantDay } from './windows';

const M = (major: number) => major * 100;
const tier = (minBet: number, minLoss: number, minActive: number, bp: number): ContractTier => ({
  minBet: M(minBet),
  minLoss: M(minLoss),
  minActive,
  rateBp: bp,
});

/** The demo team under `nova88agent`: [account, upline, group, type]. */
const TEAM: [string, string, number, number][] = [
  ['nova88sub', 'nova88agent', 1956, 1],
  ['nova88m1', 'nova88agent', 1950, 0],
  ['nova88m2', 'nova88agent', 1950, 0],
  ['nova88m3', 'nova88agent', 1940, 0],
  ['nova88m4', 'nova88agent', 1940, 0],
  ['nova88s1', 'nova88sub', 1950, 0],
  ['nova88s2', 'nova88sub', 1950, 0],
  ['nova88s3', 'nova88sub', 1940, 0],
];
const DAYS = 14;

/** A repeatable spread of figures (no Math.random: every fresh demo looks the same). */
const spread = (seed: number) => ((seed * 2654435761) % 4096) / 4096;

/**
 * The showroom's agent on a fresh install: `nova88agent` gets the password, a team of eight (a
 * sub-agent with its own members), contracts from the platform and with its sub-agent, two weeks
 * of team history (stats rows, the demo's only made-up money figures; balances are real ledger
 * bonuses) and the bills the real settlement makes of them. Runs once: a demo agent that holds a
 * contract is left alone. Answers whether it made the team.
 */
export async function ensureDemoTeam(
  db: Db,
  agents: Agents,
  accounts: LedgerAccounts,
  password: string,
  now: Date,
): Promise<boolean> {
  const [agent] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from members where username = 'nova88agent'`),
  );
  if (!agent) return false;
  const [held] = rowsOf(
    await db.execute(sql`select 1 from agent_contracts where downline_id = ${agent.id} limit 1`),
  );
  if (held) return false;
  await db.execute(sql`update members set password_hash = ${await hashPassword(password, 'operator')},
      prize_group = 1960 where id = ${agent.id}`);
  // Team members sign in with passwords only operators give them: one unusable hash for all.
  const locked = await hashPassword(`${password}:${now.getTime()}:team`, 'operator');
  const ids: Record<string, number> = { nova88agent: Number(agent.id) };
  for (const [account, upline, group, type] of TEAM) {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into members (username, password_hash, upline_id, prize_group, is_agent,
          first_login, created_at)
        values (${account}, ${locked}, ${ids[upline]!}, ${group}, ${type}, false,
          ${new Date(now.getTime() - DAYS * 86_400_000).toISOString()}::timestamptz)
        on conflict (username) do nothing returning id`),
    );
    if (!row) return false;
    ids[account] = Number(row.id);
  }
  const since = dayStart(merchantDay(new Date(now.getTime() - DAYS * 86_400_000)));
  const grant = (
    kind: 'DAILY' | 'DIVIDEND' | 'REALTIME',
    period: 'D' | 'S' | 'F',
    tiers: ContractTier[],
  ) =>
    agents.contracts.grant(
      ids.nova88agent!,
      { kind, period, mode: 'FIXED', carry: 'NONE', checkLoss: false, tiers },
      since,
    );
  await grant('DAILY', 'D', [tier(1_000, 0, 1, 80), tier(10_000, 0, 3, 100)]);
  await grant('DIVIDEND', 'S', [tier(0, 1_000, 2, 2000), tier(0, 5_000, 5, 3000)]);
  await grant('REALTIME', 'F', [tier(100, 0, 1, 30)]);
  const sub = ids.nova88sub!;
  await db.execute(sql`insert into agent_contracts (kind, period, mode, carry, check_loss, upline_id,
      downline_id, status, tiers, top_rate_bp, active_from, decided_at)
    values ('DAILY', 'D', 'FIXED', 'NONE', false, ${ids.nova88agent!}, ${sub}, 'ACTIVE',
      ${JSON.stringify([tier(1_000, 0, 1, 50), tier(5_000, 0, 3, 80)])}::jsonb, 80,
      ${since.toISOString()}::timestamptz, ${since.toISOString()}::timestamptz)`);
  // Real balances: a welcome bonus each from the brand's bonus account.
  const bonus = await accounts.system('BONUS');
  for (const [account, id] of Object.entries(ids))
    await transfer(db, {
      idempotencyKey: `demo:agent-team:${account}`,
      debitAccountId: bonus,
      creditAccountId: await accounts.member(id),
      amount: M(account === 'nova88agent' ? 2_000 : 500),
      kind: 'bonus',
    });
  for (let d = DAYS; d >= 1; d--) {
    const at = new Date(now.getTime() - d * 86_400_000);
    await addStats(
      db,
      Object.values(ids).map((id, i) => {
        const bet = M(Math.round(500 + 4_500 * spread(d * 31 + i * 7)));
        return {
          memberId: id,
          at,
          bets: 5 + Math.round(20 * spread(d + i)),
          turnover: bet,
          validTurnover: bet,
          payout: Math.round(bet * (0.8 + 0.3 * spread(d * 13 + i))),
          deposits: d % 3 === i % 3 || d === DAYS ? M(300) : 0,
          firstDeposit: d === DAYS,
        };
      }),
    );
  }
  for (let d = DAYS - 1; d >= 1; d--)
    await agents.settle('DAILY', 'D', new Date(now.getTime() - d * 86_400_000));
  await agents.settle('DIVIDEND', 'S', new Date(now.getTime() - 16 * 86_400_000));
  // The platform's bills are approved but for the last day's, which waits for an operator.
  const open = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agent_bills where status = 'UNAPPROVE'
      and window_end < ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz order by id`),
  );
  for (const { id } of open) await agents.approve(Number(id));
  await agents.pay();
  await db.execute(sql`insert into announcements (type, titles, contents, published_at)
    values ('AG', ${JSON.stringify(NOTICE.titles)}::jsonb, ${JSON.stringify(NOTICE.contents)}::jsonb,
      ${now.toISOString()}::timestamptz)`);
  return true;
}

/** The agents' notice of the demo brand, in the seven languages. */
const NOTICE = {
  titles: {
    en: 'Daily wages are settled at 02:05',
    ms: 'Gaji harian diselesaikan pada 02:05',
    'zh-CN': '日工资于每日 02:05 结算',
    id: 'Gaji harian diselesaikan pukul 02:05',
    th: 'ค่าจ้างรายวันชำระเวลา 02:05 น.',
    'pt-BR': 'Os salários diários são liquidados às 02:05',
    vi: 'Lương ngày được quyết toán lúc 02:05',
  },
  contents: {
    en: '<p>Yesterday’s daily wages are settled every day at 02:05 (UTC+8). Bills paid by the platform are approved by our team within the morning.</p>',
    ms: '<p>Gaji harian semalam diselesaikan setiap hari pada 02:05 (UTC+8). Bil yang dibayar oleh platform diluluskan oleh pasukan kami pada waktu pagi.</p>',
    'zh-CN': '<p>前一日的日工资于每天 02:05（UTC+8）结算。由平台支付的账单将在上午内审核完毕。</p>',
    id: '<p>Gaji harian kemarin diselesaikan setiap hari pukul 02:05 (UTC+8). Tagihan yang dibayar platform disetujui tim kami pada pagi hari.</p>',
    th: '<p>ค่าจ้างรายวันของเมื่อวานชำระทุกวันเวลา 02:05 น. (UTC+8) บิลที่แพลตฟอร์มจ่ายจะได้รับการอนุมัติภายในช่วงเช้า</p>',
    'pt-BR':
      '<p>Os salários diários de ontem são liquidados todos os dias às 02:05 (UTC+8). As faturas pagas pela plataforma são aprovadas pela nossa equipe durante a manhã.</p>',
    vi: '<p>Lương ngày của hôm trước được quyết toán mỗi ngày lúc 02:05 (UTC+8). Các hóa đơn do nền tảng chi trả được đội ngũ duyệt trong buổi sáng.</p>',
  },
};
