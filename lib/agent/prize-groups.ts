import { PRIZE_GROUP } from '../contract/agent';

/** The prize groups an agent may hand out, highest first: its minimum up to its own, in steps of 2. */
export function prizeGroupsBetween(min: number, max: number): number[] {
  const groups: number[] = [];
  for (let group = Math.min(max, PRIZE_GROUP.max); group >= Math.max(min, PRIZE_GROUP.min); group--)
    if ((group - PRIZE_GROUP.min) % PRIZE_GROUP.step === 0) groups.push(group);
  return groups;
}

/** What the giver keeps of every bet of a member one group lower, in % of turnover (0.05 a point). */
export function rebatePercent(own: number, given: number): number {
  return ((own - given) * 100) / 2000;
}
