import { BlockList, isIP } from 'node:net';

/**
 * Loopback is always trusted, by both processes: it is the portal calling the platform, the
 * portal's own system-page requests to itself, and a reverse proxy on the same host. Anyone who
 * can connect from loopback is on the host already.
 */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1/128'];

export type TrustedProxies = { readonly entries: string[]; has(address: string): boolean };

/** An address as a socket or a proxy writes it: `::ffff:` IPv4, brackets and ports removed. */
export function plainAddress(raw: string | undefined): string | undefined {
  let address = raw?.trim();
  if (!address) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return isIP(address) ? address : undefined;
}

/**
 * A comma-separated list of addresses and CIDR ranges (TRUST_PROXY), plus loopback. Throws with the
 * bad entry's text; the config modules turn that into a message naming the variable.
 */
export function trustedProxies(list: string | undefined): TrustedProxies {
  const given = (list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const blocks = new BlockList();
  const entries = [...LOOPBACK_PROXIES, ...given];
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const max = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`"${entry}" is not an address or CIDR range like 10.0.0.0/8`);
    blocks.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return {
    entries,
    has: (raw) => {
      const address = plainAddress(raw);
      return !!address && blocks.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The visitor's address: the socket's, unless the socket is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy. Entries left of it are the visitor's
 * own words and count for nothing.
 */
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  let address = plainAddress(socketAddress);
  if (!address || !trusted.has(address)) return address;
  const chain = (forwardedFor ?? '').split(',');
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const hop = plainAddress(chain[i]);
    // Not an address: no trusted proxy wrote it, so the last proxy is all we know.
    if (!hop) return address;
    address = hop;
    if (!trusted.has(hop)) return hop;
  }
  return address;
}
