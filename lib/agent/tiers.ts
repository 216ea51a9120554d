import { CONTRACT_LIMITS, type ContractTier } from '../contract/agent';
import { minorPerMajor, readAmount, separatorsOf } from '../wallet/money';

/** One tier as the member types it: money in major units, the rate in percent. */
export type TierDraft = { minBet: string; minLoss: string; minActive: string; rate: string };
export type TierField = keyof TierDraft;
export type TierProblem = {
  index: number;
  field: TierField;
  reason: 'invalid' | 'ambiguous' | 'notRising' | 'tooHigh';
};
export type TierReading =
  { ok: true; tiers: ContractTier[] } | { ok: false; problems: TierProblem[] };

export const EMPTY_TIER: TierDraft = { minBet: '', minLoss: '', minActive: '', rate: '' };

/** A rate typed in percent with up to two decimals ("0.8", "0,8" in pt-BR) as basis points. */
export function readRate(text: string, locale: string): number | null {
  const { decimal } = separatorsOf(locale);
  const typed = text.trim().replace(/\s*%$/, '').split(decimal).join('.');
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed)) return null;
  const [whole = '0', fraction = ''] = typed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A threshold amount: empty reads as zero (no threshold), otherwise the typed money. */
function readThreshold(text: string, currency: string, locale: string) {
  if (text.trim() === '') return { ok: true as const, minor: 0 };
  return readAmount(text, currency, locale);
}

/**
 * The typed tiers as the contract's: money to minor units, the rate to basis points. Each tier must
 * ask at least as much as the one before in every threshold and pay a higher rate (the platform
 * refuses anything else with TIERS_INVALID); no rate above `maxRateBp` (the giver's own).
 */
export function readTiers(
  drafts: TierDraft[],
  currency: string,
  locale: string,
  maxRateBp: number = CONTRACT_LIMITS.maxRateBp,
): TierReading {
  const problems: TierProblem[] = [];
  const tiers: ContractTier[] = [];
  drafts.forEach((draft, index) => {
    const problem = (field: TierField, reason: TierProblem['reason']) =>
      problems.push({ index, field, reason });
    const bet = readThreshold(draft.minBet, currency, locale);
    const loss = readThreshold(draft.minLoss, currency, locale);
    const active = draft.minActive.trim() === '' ? 0 : Number(draft.minActive.trim());
    const rateBp = readRate(draft.rate, locale);
    if (!bet.ok) problem('minBet', bet.reason === 'ambiguous' ? 'ambiguous' : 'invalid');
    if (!loss.ok) problem('minLoss', loss.reason === 'ambiguous' ? 'ambiguous' : 'invalid');
    if (!/^\d{0,7}$/.test(draft.minActive.trim()) || active > 1_000_000)
      problem('minActive', 'invalid');
    if (rateBp === null || rateBp < 1) problem('rate', 'invalid');
    else if (rateBp > Math.min(maxRateBp, CONTRACT_LIMITS.maxRateBp)) problem('rate', 'tooHigh');
    if (!bet.ok || !loss.ok || rateBp === null) return;
    tiers.push({ minBet: bet.minor, minLoss: loss.minor, minActive: active, rateBp });
  });
  if (problems.length > 0) return { ok: false, problems };
  tiers.forEach((tier, index) => {
    const before = tiers[index - 1];
    if (!before) return;
    const lower = (field: 'minBet' | 'minLoss' | 'minActive') => tier[field] < before[field];
    if (lower('minBet')) problems.push({ index, field: 'minBet', reason: 'notRising' });
    if (lower('minLoss')) problems.push({ index, field: 'minLoss', reason: 'notRising' });
    if (lower('minActive')) problems.push({ index, field: 'minActive', reason: 'notRising' });
    if (tier.rateBp <= before.rateBp) problems.push({ index, field: 'rate', reason: 'notRising' });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, tiers };
}

/** A contract's tiers back as typed text (proposing a new version of an existing contract). */
export function draftsOf(tiers: ContractTier[], currency: string, locale: string): TierDraft[] {
  const per = minorPerMajor(currency);
  const plain = (fraction: number) =>
    new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: fraction });
  const money = plain(Math.log10(per));
  return tiers.map((tier) => ({
    minBet: money.format(tier.minBet / per),
    minLoss: money.format(tier.minLoss / per),
    minActive: String(tier.minActive),
    rate: plain(2).format(tier.rateBp / 100),
  }));
}

/** A rate in basis points as the member reads it ("0.8 %", "12,5 %"). */
export function formatRate(rateBp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    rateBp / 10_000,
  );
}
