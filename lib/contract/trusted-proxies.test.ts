import { plainAddress, trustedProxies, visitorAddress } from './trusted-proxies';

describe('trusted proxies', () => {
  const none = trustedProxies(undefined);
  const balancer = trustedProxies('10.0.0.0/8, 192.0.2.10');

  it('trusts loopback only by default, in every spelling', () => {
    expect(none.has('127.0.0.1')).toBe(true);
    expect(none.has('::ffff:127.0.0.1')).toBe(true);
    expect(none.has('::1')).toBe(true);
    expect(none.has('192.0.2.10')).toBe(false);
    expect(balancer.has('10.20.30.40')).toBe(true);
    expect(balancer.has('192.0.2.10')).toBe(true);
    expect(balancer.has('192.0.2.11')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129'])('refuses %s', (entry) => {
    expect(() => trustedProxies(entry)).toThrow(entry);
  });

  it('reads addresses as sockets and proxies write them', () => {
    expect(plainAddress('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(plainAddress('198.51.100.7:5123')).toBe('198.51.100.7');
    expect(plainAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(plainAddress('unknown')).toBeUndefined();
  });

  it('takes the socket address from a visitor who is not a trusted proxy', () => {
    expect(visitorAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(visitorAddress('::ffff:198.51.100.7', undefined, none)).toBe('198.51.100.7');
  });

  it('takes the right-most address that is not a trusted proxy behind one', () => {
    expect(visitorAddress('127.0.0.1', '198.51.100.7', none)).toBe('198.51.100.7');
    // The visitor wrote 203.0.113.1 itself; the balancer appended the address it saw.
    expect(visitorAddress('10.1.1.1', '203.0.113.1, 198.51.100.7', balancer)).toBe('198.51.100.7');
    expect(visitorAddress('127.0.0.1', '203.0.113.1, 198.51.100.7, 10.2.2.2', balancer)).toBe(
      '198.51.100.7',
    );
    // Nothing usable from the proxy: the proxy itself is all we know.
    expect(visitorAddress('127.0.0.1', undefined, none)).toBe('127.0.0.1');
    expect(visitorAddress('10.1.1.1', 'garbage', balancer)).toBe('10.1.1.1');
  });
});
