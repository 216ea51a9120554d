import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { hashPassword } from '../../services/accounts/crypto';

/** [rank, label, text colour, background colour]: contrast checked against each other (AA). */
const CLUB_LABELS: [number, string, string, string][] = [
  [1, 'Bronze', '#1a1300', '#d9a066'],
  [2, 'Silver', '#141824', '#c9ced8'],
  [3, 'Gold', '#1a1300', '#f5b301'],
  [4, 'Platinum', '#0e1117', '#9fd3e6'],
  [5, 'Diamond', '#ffffff', '#3b5bdb'],
  [6, 'Royal', '#ffffff', '#7b2cbf'],
];

/**
 * [label, text colour, background colour]: the demo's member labels (AA contrast). "High Roller"
 * opens the High Roller Reload promotion; the demo agent carries it.
 */
const MEMBER_LABELS: [string, string, string][] = [
  ['High Roller', '#ffffff', '#b91c1c'],
  ['Lottery Fan', '#052e16', '#86efac'],
];

/** The demo's member labels, when the brand has none (given once: see seedRewards). */
export async function seedMemberLabels(db: Db): Promise<void> {
  const [any] = await db.select({ id: t.memberLabels.id }).from(t.memberLabels).limit(1);
  if (any) return;
  const labels = await db
    .insert(t.memberLabels)
    .values(MEMBER_LABELS.map(([labelName, color, color2]) => ({ labelName, color, color2 })))
    .returning();
  const [agent] = await db
    .select({ id: t.members.id })
    .from(t.members)
    .where(eq(t.members.username, 'nova88agent'));
  const highRoller = labels.find((l) => l.labelName === 'High Roller');
  if (agent && highRoller)
    await db
      .insert(t.memberLabelMembers)
      .values({ memberId: agent.id, labelId: highRoller.id, assignedBy: 'seed' });
}

/** The demo brand's agent: new members may register with its invitation code. */
export const DEMO_AFFILIATE_CODE = 'NOVA88';

export async function seedAccounts(db: Db): Promise<void> {
  await db.insert(t.clubLabels).values(
    CLUB_LABELS.map(([rankLevel, labelName, color, color2]) => ({
      rankLevel,
      labelName,
      color,
      color2,
    })),
  );
  // Nobody knows this password: operators set one when they hand the agent account over.
  await db.insert(t.members).values({
    username: 'nova88agent',
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    isAgent: 1,
    affiliateCode: DEMO_AFFILIATE_CODE,
    clubRank: 5,
    firstLogin: false,
  });
}

/** The demo brand's deposit methods (minor units: 1000 = 10.00). */
export async function seedDepositMethods(db: Db): Promise<void> {
  await db.insert(t.depositMethods).values([
    {
      type: 'online',
      name: 'Sandbox Pay (FPX)',
      minAmount: 1_000,
      maxAmount: 5_000_000,
      feeBps: 100,
      sort: 1,
    },
    {
      type: 'bank',
      name: 'Bank transfer',
      minAmount: 5_000,
      maxAmount: 10_000_000,
      feeBps: 0,
      bank: { bankName: 'Maybank', accountName: 'Nova88 Sdn Bhd', accountNumber: '5140 1234 5678' },
      sort: 2,
    },
  ]);
}
