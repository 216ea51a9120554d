import { gateDecision, isAgentAccount } from './login-gate';

describe('login gate', () => {
  it('asks a visitor to log in', () => {
    expect(gateDecision(null)).toBe('login');
    expect(gateDecision(null, { trialAllowed: true })).toBe('login');
  });
  it('warns a trial account off member functions, but lets it play', () => {
    expect(gateDecision({ isAgent: 4 })).toBe('trial');
    expect(gateDecision({ isAgent: 4 }, { trialAllowed: true })).toBe('allow');
  });
  it('lets members and agents through', () => {
    for (const isAgent of [0, 1, 2, 41, 42]) expect(gateDecision({ isAgent })).toBe('allow');
  });
  it('gives the agent centre to isAgent 1, 2, 41 and 42 only', () => {
    expect([0, 1, 2, 4, 41, 42, undefined].map(isAgentAccount)).toEqual([
      false,
      true,
      true,
      false,
      true,
      true,
      false,
    ]);
  });
});
