import { encodeCsPath } from '@/lib/contract/cs-path';
import { customerServiceUrl, servesRank, usableEntries } from './customer-service-url';

describe('customerServiceUrl', () => {
  it('decodes type 3 paths', () => {
    const path = encodeCsPath('https://vip.nova88.example/chat?lang=th', 'Ab3dE6gH');
    expect(customerServiceUrl({ csType: '3', path })).toBe(
      'https://vip.nova88.example/chat?lang=th',
    );
  });

  it('takes other types as they are', () => {
    expect(customerServiceUrl({ csType: '2', path: 'https://t.me/nova88_demo' })).toBe(
      'https://t.me/nova88_demo',
    );
    expect(customerServiceUrl({ csType: '1', path: '/chat' })).toBe('/chat');
  });

  it('refuses a type 3 path that does not decode', () => {
    expect(customerServiceUrl({ csType: '3', path: 'https://vip.nova88.example/chat' })).toBeNull();
  });

  it('refuses anything that is not a web address or a path of this site', () => {
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'chat'])
      expect(customerServiceUrl({ csType: '2', path: link })).toBeNull();
    const hidden = encodeCsPath('javascript:alert(1)', 'Ab3dE6gH');
    expect(customerServiceUrl({ csType: '3', path: hidden })).toBeNull();
  });

  it('keeps type 3 links off the page and leaves out entries that lead nowhere', () => {
    const entries = [
      { csPosition: 'LEFT', csType: '1', title: 'Live chat', path: '/chat' },
      {
        csPosition: 'RIGHT',
        csType: '3',
        title: 'VIP',
        path: encodeCsPath('https://vip.example/c', 'Ab3dE6gH'),
      },
      { csPosition: 'RIGHT', csType: '3', title: 'Broken', path: 'https://vip.example/c' },
    ];
    expect(usableEntries(entries)).toEqual([
      { title: 'Live chat', csType: '1', href: '/chat' },
      { title: 'VIP', csType: '3', href: null },
    ]);
  });

  it('gives the VIP channel to members above club rank 4 only, the others to everyone', () => {
    expect(servesRank('3', 5)).toBe(true);
    expect(servesRank('3', 6)).toBe(true);
    for (const rank of [4, 1, 0, null]) expect(servesRank('3', rank)).toBe(false);
    for (const csType of ['1', '2'])
      for (const rank of [null, 1, 6]) expect(servesRank(csType, rank)).toBe(true);
  });
});
