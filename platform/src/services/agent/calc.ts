import type {
  CarryOver,
  ContractKind,
  ContractMode,
  ContractTier,
} from '../../../../lib/contract/agent';

/** A team member's window: valid turnover and profit and loss (the member's side). */
export type MemberWindow = { id: number; line: readonly number[]; bet: number; pnl: number };

export type ContractTerms = {
  id: number;
  kind: ContractKind;
  holderId: number;
  /** Null: the platform pays. */
  uplineId: number | null;
  mode: ContractMode;
  carry: CarryOver;
  checkLoss: boolean;
  tiers: readonly ContractTier[];
  /** Team profit carried in (dividends with carry-over), ≥ 0. */
  carryIn: number;
};

export type BillFigures = {
  contractId: number;
  holderId: number;
  payerId: number | null;
  teamBet: number;
  teamPnl: number;
  active: number;
  /** The rate applied, basis points (floating mode scales it). */
  rateBp: number;
  gross: number;
  downlineTotal: number;
  net: number;
  carryIn: number;
  carryOut: number;
};

/** base × rate × num ÷ (10,000 × den), half up, exact (minor units). */
function share(base: number, rateBp: number, num = 1, den = 1): number {
  if (base <= 0 || rateBp <= 0) return 0;
  const top = BigInt(base) * BigInt(rateBp) * BigInt(num);
  const bottom = 10_000n * BigInt(den);
  return Number((top * 2n + bottom) / (bottom * 2n));
}

/**
 * One contract's gross for its team's window (AGENTS.md, contracts): wages pay on turnover,
 * dividends on the team's loss (after carry-over). Fixed mode: the best tier whose thresholds are
 * all met. Floating: the best tier whose turnover and active thresholds are met, its rate scaled
 * by min(1, loss ÷ its loss). None met: nothing (NOT_REACHED).
 */
export function grossOf(
  c: Pick<ContractTerms, 'kind' | 'mode' | 'checkLoss' | 'tiers'>,
  team: { bet: number; loss: number; active: number },
): { rateBp: number; gross: number } {
  const dividend = c.kind === 'DIVIDEND';
  const usesLoss = dividend || c.checkLoss;
  const base = dividend ? team.loss : team.bet;
  const others = (t: ContractTier) => team.bet >= t.minBet && team.active >= t.minActive;
  const eligible = c.tiers.filter((t) =>
    c.mode === 'FLOATING' || !usesLoss ? others(t) : others(t) && team.loss >= t.minLoss,
  );
  const tier = eligible.reduce<ContractTier | null>(
    (best, t) => (best === null || t.rateBp > best.rateBp ? t : best),
    null,
  );
  if (!tier || base <= 0 || (usesLoss && team.loss <= 0)) return { rateBp: 0, gross: 0 };
  if (c.mode === 'FLOATING' && usesLoss && tier.minLoss > 0 && team.loss < tier.minLoss)
    return {
      rateBp: (tier.rateBp * team.loss) / tier.minLoss,
      gross: share(base, tier.rateBp, team.loss, tier.minLoss),
    };
  return { rateBp: tier.rateBp, gross: share(base, tier.rateBp) };
}

/**
 * Every contract's bill for one window of one kind: each holder's team is itself and everyone
 * below it, active members have turnover ≥ `activeMin`, and net = gross − Σ direct downlines'
 * gross (the cascade).
 */
export function computeBills(
  contracts: readonly ContractTerms[],
  members: readonly MemberWindow[],
  activeMin: number,
): BillFigures[] {
  const teams = new Map(contracts.map((c) => [c.holderId, { bet: 0, pnl: 0, active: 0 }]));
  for (const m of members)
    for (const id of m.line) {
      const team = teams.get(id);
      if (!team) continue;
      team.bet += m.bet;
      team.pnl += m.pnl;
      if (m.bet >= activeMin && m.bet > 0) team.active += 1;
    }
  const bills = contracts.map((c) => {
    const team = teams.get(c.holderId)!;
    const effective = team.pnl + c.carryIn;
    const loss = Math.max(0, -effective);
    const { rateBp, gross } = grossOf(c, { bet: team.bet, loss, active: team.active });
    return {
      contractId: c.id,
      holderId: c.holderId,
      payerId: c.uplineId,
      teamBet: team.bet,
      teamPnl: team.pnl,
      active: team.active,
      rateBp,
      gross,
      downlineTotal: 0,
      net: gross,
      carryIn: c.carryIn,
      carryOut: c.carry === 'PERMANENT' ? Math.max(0, effective) : 0,
    };
  });
  const byPayer = new Map<number, number>();
  for (const b of bills)
    if (b.payerId !== null) byPayer.set(b.payerId, (byPayer.get(b.payerId) ?? 0) + b.gross);
  for (const b of bills) {
    b.downlineTotal = byPayer.get(b.holderId) ?? 0;
    b.net = b.gross - b.downlineTotal;
  }
  return bills;
}
