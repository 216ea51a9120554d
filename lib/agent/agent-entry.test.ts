import { affiliateUrl, agentEntry } from './agent-entry';

const LINK = 'https://affiliate.nova88.example';

describe('the avatar menu entry for agency', () => {
  it('gives agent types the agent centre while the brand has it', () => {
    for (const type of [1, 2, 41, 42]) {
      expect(agentEntry(type, true, LINK)).toEqual({ kind: 'centre' });
      expect(agentEntry(type, true, null)).toEqual({ kind: 'centre' });
    }
  });

  it('gives agent types the affiliate link when the brand has no agent centre', () => {
    for (const type of [1, 2, 41, 42]) {
      expect(agentEntry(type, false, LINK)).toEqual({ kind: 'affiliate', url: LINK });
      expect(agentEntry(type, false, null)).toBeNull();
    }
  });

  it('gives plain members and unknown types nothing', () => {
    for (const type of [0, 4, undefined]) {
      expect(agentEntry(type, true, LINK)).toBeNull();
      expect(agentEntry(type, false, LINK)).toBeNull();
    }
  });
});

describe('the affiliate link from the brand resources', () => {
  const resources = (url: string) => [
    { resourceType: 'Android' as const, url: 'https://example.com/app.apk' },
    { resourceType: 'AFFILIATELINK' as const, url },
  ];

  it('is the AFFILIATELINK resource', () => {
    expect(affiliateUrl(resources(LINK))).toBe(LINK);
    expect(affiliateUrl(resources('HTTP://AFF.EXAMPLE/join'))).toBe('HTTP://AFF.EXAMPLE/join');
  });

  it('is absent without the resource or when it is no plain web address', () => {
    expect(affiliateUrl([])).toBeNull();
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '',
      'https://a b',
    ]) {
      expect(affiliateUrl(resources(url))).toBeNull();
    }
  });
});
