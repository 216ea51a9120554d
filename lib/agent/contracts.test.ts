import type { AgentContract } from '../contract/agent';
import { actionsFor, myContracts } from './contracts';

const contract = (id: number, over: Partial<AgentContract>): AgentContract => ({
  id,
  kind: 'DAILY',
  period: 'D',
  mode: 'FIXED',
  carry: 'NONE',
  checkLoss: false,
  status: 'ACTIVE',
  upline: 'boss',
  downline: 'me',
  payer: 'UPLINE',
  tiers: [{ minBet: 0, minLoss: 0, minActive: 0, rateBp: 80 }],
  topRateBp: 80,
  createdAt: '2026-01-01T00:00:00Z',
  decidedAt: null,
  endsAt: null,
  side: 'downline',
  ...over,
});

describe('contracts on a contract page', () => {
  it('offer accept and reject to the downline of a pending offer, terminate on an active one', () => {
    expect(actionsFor(contract(1, { status: 'PENDING' }))).toEqual(['accept', 'reject']);
    expect(actionsFor(contract(1, { status: 'PENDING', side: 'upline' }))).toEqual([]);
    expect(actionsFor(contract(1, { status: 'ACTIVE', side: 'upline' }))).toEqual(['terminate']);
    expect(actionsFor(contract(1, { status: 'TERMINATED' }))).toEqual([]);
  });

  it('show a new offer above the contract still in force, not the ones that ended', () => {
    const list = [
      contract(9, { side: 'upline', downline: 'kid' }),
      contract(3, { status: 'TERMINATED' }),
      contract(5, { status: 'ACTIVE' }),
      contract(7, { status: 'PENDING' }),
    ];
    expect(myContracts(list).map((c) => c.id)).toEqual([7, 5]);
  });

  it('fall back to the latest ended contract, or none', () => {
    const ended = [contract(3, { status: 'TERMINATED' }), contract(4, { status: 'REJECTED' })];
    expect(myContracts(ended).map((c) => c.id)).toEqual([4]);
    expect(myContracts([contract(9, { side: 'upline' })])).toEqual([]);
  });
});
