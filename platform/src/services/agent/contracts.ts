import { sql } from 'drizzle-orm';
import type {
  AgentContract,
  ContractConflict,
  ContractKind,
  ContractProposal,
  ContractRequests,
  ContractTier,
} from '../../../../lib/contract/agent';
import { CONTRACT_PERIODS } from '../../../../lib/contract/agent';
import { CallError } from '../../../../lib/contract/envelope';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { agentOf, memberById, teamMember } from './team';
import { windowOf } from './windows';

type Row = {
  id: number;
  kind: ContractKind;
  period: AgentContract['period'];
  mode: AgentContract['mode'];
  carry: AgentContract['carry'];
  check_loss: boolean;
  status: AgentContract['status'];
  upline_id: number | null;
  downline_id: number;
  upline: string | null;
  downline: string;
  tiers: ContractTier[];
  top_rate_bp: number;
  created_at: string | Date;
  decided_at: string | Date | null;
  ends_at: string | Date | null;
};
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const select = sql`select c.*, u.username as upline, d.username as downline
  from agent_contracts c left join members u on u.id = c.upline_id join members d on d.id = c.downline_id`;

function toContract(r: Row, memberId: number): AgentContract {
  return {
    id: Number(r.id),
    kind: r.kind,
    period: r.period,
    mode: r.mode,
    carry: r.carry,
    checkLoss: r.check_loss,
    status: r.status,
    upline: r.upline,
    downline: r.downline,
    payer: r.upline_id === null ? 'PLATFORM' : 'UPLINE',
    tiers: r.tiers,
    topRateBp: Number(r.top_rate_bp),
    createdAt: iso(r.created_at)!,
    decidedAt: iso(r.decided_at),
    endsAt: iso(r.ends_at),
    side: Number(r.downline_id) === memberId ? 'downline' : 'upline',
  };
}

/** Tiers rise: every threshold at least the one before, the rate strictly higher (AGENTS.md). */
export function checkTiers(tiers: readonly ContractTier[]) {
  tiers.forEach((tier, i) => {
    const before = tiers[i - 1];
    if (
      before &&
      (tier.minBet < before.minBet ||
        tier.minLoss < before.minLoss ||
        tier.minActive < before.minActive ||
        tier.rateBp <= before.rateBp)
    )
      throw new CallError('TIERS_INVALID');
  });
}
const topRate = (tiers: readonly ContractTier[]) => Math.max(...tiers.map((t) => t.rateBp));

/** The member's own contract of a kind from its upline (or the platform), if one is in force. */
async function ownActive(db: Db, memberId: number, kind: ContractKind): Promise<Row | null> {
  const [row] = rowsOf<Row>(
    await db.execute(sql`${select} where c.downline_id = ${memberId} and c.kind = ${kind}
      and c.status = 'ACTIVE'`),
  );
  return row ?? null;
}

/** Contracts the member gave its directs (pending or active) at a rate above `rateBp`. */
async function conflictsOf(
  db: Db,
  memberId: number,
  kind: ContractKind,
  rateBp: number,
): Promise<ContractConflict[]> {
  return rowsOf<Row>(
    await db.execute(sql`${select} where c.upline_id = ${memberId} and c.kind = ${kind}
      and c.status in ('PENDING', 'ACTIVE') and c.top_rate_bp > ${rateBp} order by c.id`),
  ).map((r) => ({
    id: Number(r.id),
    downline: r.downline,
    kind: r.kind,
    topRateBp: Number(r.top_rate_bp),
  }));
}

async function event(
  db: Db,
  contractId: number,
  action: string,
  actorId: number | null,
  note?: string,
) {
  await db.execute(sql`insert into agent_contract_events (contract_id, action, actor_id, note)
    values (${contractId}, ${action}, ${actorId}, ${note ?? null})`);
}

/** Ends contracts (status TERMINATED), from now: closed bills keep what they were. */
async function terminate(db: Db, ids: number[], actorId: number | null, note: string, at: Date) {
  for (const id of ids) {
    const rows = rowsOf(
      await db.execute(sql`update agent_contracts set status = 'TERMINATED',
          ended_at = ${at.toISOString()}::timestamptz
        where id = ${id} and status in ('PENDING', 'ACTIVE') returning id`),
    );
    if (rows.length > 0) await event(db, id, 'terminate', actorId, note);
  }
}

export function createContracts(db: Db, clock: () => Date) {
  async function one(id: number, memberId: number): Promise<Row> {
    const [row] = rowsOf<Row>(await db.execute(sql`${select} where c.id = ${id}`));
    if (!row || (Number(row.downline_id) !== memberId && Number(row.upline_id) !== memberId))
      throw new CallError('NOT_FOUND');
    return row;
  }

  return {
    async list(memberId: number, kind: ContractKind): Promise<AgentContract[]> {
      return rowsOf<Row>(
        await db.execute(sql`${select}
          where c.kind = ${kind} and (c.downline_id = ${memberId} or c.upline_id = ${memberId})
          order by (c.downline_id = ${memberId}) desc, c.id desc limit 500`),
      ).map((r) => toContract(r, memberId));
    },

    /** Contracts in force for the member, both sides (the team overview lists them). */
    async inForce(memberId: number): Promise<AgentContract[]> {
      return rowsOf<Row>(
        await db.execute(sql`${select}
          where c.status in ('ACTIVE', 'PENDING') and (c.downline_id = ${memberId} or c.upline_id = ${memberId})
          order by c.kind, c.id limit 200`),
      ).map((r) => toContract(r, memberId));
    },

    /** Requests awaiting the member's answer, by kind (spec: consolidated funds). */
    async requests(memberId: number): Promise<ContractRequests> {
      const counts = new Map(
        rowsOf<{ kind: ContractKind; n: number }>(
          await db.execute(sql`select kind, count(*)::int as n from agent_contracts
            where downline_id = ${memberId} and status = 'PENDING' group by kind`),
        ).map((r) => [r.kind, Number(r.n)]),
      );
      return {
        dailysalreqtype: counts.get('DAILY') ?? 0,
        divtypereq: counts.get('DIVIDEND') ?? 0,
        contracthoursalreq: counts.get('HOURLY') ?? 0,
        realtimesalreqtype: counts.get('REALTIME') ?? 0,
      };
    },

    /**
     * An upline offers a direct downline a contract: its top rate at most the upline's own, tiers
     * rising. It waits for the downline; a newer offer replaces a pending one.
     */
    async propose(memberId: number, p: ContractProposal): Promise<AgentContract> {
      const me = await agentOf(db, memberId);
      const downline = await teamMember(db, me, p.downline).catch(() => {
        throw new CallError('CONTRACT_PARTY_INVALID');
      });
      if (downline.uplineId !== me.id) throw new CallError('CONTRACT_PARTY_INVALID');
      if (!CONTRACT_PERIODS[p.kind].includes(p.period))
        throw new CallError('BAD_REQUEST', 'period');
      checkTiers(p.tiers);
      const own = await ownActive(db, me.id, p.kind);
      if (!own || topRate(p.tiers) > Number(own.top_rate_bp)) throw new CallError('RATE_TOO_HIGH');
      const now = clock();
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const [pending] = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from agent_contracts
            where kind = ${p.kind} and downline_id = ${downline.id} and status = 'PENDING' for update`),
        );
        if (pending)
          await terminate(tx, [Number(pending.id)], me.id, 'replaced by a newer offer', now);
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into agent_contracts
              (kind, period, mode, carry, check_loss, upline_id, downline_id, status, tiers, top_rate_bp)
            values (${p.kind}, ${p.period}, ${p.mode}, ${p.carry}, ${p.checkLoss}, ${me.id},
                    ${downline.id}, 'PENDING', ${JSON.stringify(p.tiers)}::jsonb, ${topRate(p.tiers)})
            returning id`),
        );
        await event(tx, Number(row!.id), 'propose', me.id);
        const [made] = rowsOf<Row>(await tx.execute(sql`${select} where c.id = ${row!.id}`));
        return toContract(made!, memberId);
      });
    },

    /**
     * accept / reject (the downline, while pending) and terminate (either side). Accepting a rate
     * below one the member gives its own directs ends those contracts, once confirmed. The accepted
     * contract replaces the one in force from the next window of its period.
     */
    async act(
      memberId: number,
      kind: ContractKind,
      input: { contractId: number; action: 'accept' | 'reject' | 'terminate'; confirm?: boolean },
    ): Promise<AgentContract> {
      const row = await one(input.contractId, memberId);
      if (row.kind !== kind) throw new CallError('NOT_FOUND');
      const now = clock();
      const isDownline = Number(row.downline_id) === memberId;
      if (input.action === 'terminate') {
        if (row.status !== 'ACTIVE' && !(row.status === 'PENDING' && !isDownline))
          throw new CallError('INVALID_STATE');
        await terminate(db, [Number(row.id)], memberId, 'ended by a party', now);
      } else {
        if (!isDownline || row.status !== 'PENDING') throw new CallError('INVALID_STATE');
        if (input.action === 'reject') {
          await db.execute(sql`update agent_contracts set status = 'REJECTED',
              decided_at = ${now.toISOString()}::timestamptz
            where id = ${row.id} and status = 'PENDING'`);
          await event(db, Number(row.id), 'reject', memberId);
        } else {
          const conflicts = await conflictsOf(db, memberId, kind, Number(row.top_rate_bp));
          if (conflicts.length > 0 && !input.confirm)
            throw new CallError('CONFIRM_REQUIRED', 'lower rate', { conflicts });
          await accept(row, conflicts, now, memberId);
        }
      }
      return toContract(await one(input.contractId, memberId), memberId);
    },

    /** Operators: a top agent's contract with the platform (payer: the platform), active at once. */
    async grant(
      downlineId: number,
      p: Omit<ContractProposal, 'downline'>,
      activeFrom: Date,
    ): Promise<number> {
      checkTiers(p.tiers);
      const member = await memberById(db, downlineId);
      if (!member) throw new CallError('NOT_FOUND');
      if (member.uplineId !== null) throw new CallError('CONTRACT_PARTY_INVALID');
      return db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const old = rowsOf<{ id: number }>(
          await tx.execute(sql`select id from agent_contracts
            where kind = ${p.kind} and downline_id = ${downlineId} and status in ('ACTIVE', 'PENDING')`),
        ).map((r) => Number(r.id));
        await terminate(tx, old, null, 'replaced by the platform', activeFrom);
        const [row] = rowsOf<{ id: number }>(
          await tx.execute(sql`insert into agent_contracts
              (kind, period, mode, carry, check_loss, upline_id, downline_id, status, tiers,
               top_rate_bp, active_from, decided_at)
            values (${p.kind}, ${p.period}, ${p.mode}, ${p.carry}, ${p.checkLoss}, null,
                    ${downlineId}, 'ACTIVE', ${JSON.stringify(p.tiers)}::jsonb, ${topRate(p.tiers)},
                    ${activeFrom.toISOString()}::timestamptz, now())
            returning id`),
        );
        await event(tx, Number(row!.id), 'grant', null);
        return Number(row!.id);
      });
    },
  };

  async function accept(row: Row, conflicts: ContractConflict[], now: Date, memberId: number) {
    const from = windowOf(row.period, now).end;
    await db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      await terminate(
        tx,
        conflicts.map((c) => c.id),
        memberId,
        'upline rate lowered',
        now,
      );
      // The contract in force bills until the new one starts.
      const old = rowsOf<{ id: number }>(
        await tx.execute(sql`update agent_contracts set status = 'TERMINATED',
            ended_at = ${from.toISOString()}::timestamptz
          where kind = ${row.kind} and downline_id = ${row.downline_id} and status = 'ACTIVE'
          returning id`),
      );
      for (const o of old) await event(tx, Number(o.id), 'terminate', memberId, 'replaced');
      const done = rowsOf(
        await tx.execute(sql`update agent_contracts set status = 'ACTIVE',
            decided_at = ${now.toISOString()}::timestamptz, active_from = ${from.toISOString()}::timestamptz
          where id = ${row.id} and status = 'PENDING' returning id`),
      );
      if (done.length === 0) throw new CallError('INVALID_STATE');
      await event(tx, Number(row.id), 'accept', memberId);
    });
  }
}

export type ContractService = ReturnType<typeof createContracts>;
