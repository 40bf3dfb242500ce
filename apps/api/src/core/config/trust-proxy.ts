import ipaddr from 'ipaddr.js';

/** proxy-addr's names for address ranges (Fastify's trustProxy), accepted as they are. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export type TrustProxy = false | number | string[];

function isAddressOrRange(item: string): boolean {
  if (NAMED_RANGES.has(item)) return true;
  if (!item.includes('/')) return ipaddr.isValid(item);
  try {
    ipaddr.parseCIDR(item);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` (proxy-addr) wants it: `off` (or false, 0, empty) trusts nobody, a
 * number trusts that many hops, a comma-separated list trusts those addresses and ranges. `true`
 * (trust anyone) is refused: any client could then choose the address its limits are counted by.
 * Returns the reason as a string when the value is not one of these.
 */
export function parseTrustProxy(raw: string): { value: TrustProxy } | string {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return { value: false };
  if (/^\d+$/.test(value)) return { value: Number(value) };
  if (value === 'true' || value === 'on')
    return "trusting every proxy lets any client pick its own address: give a hop count or the proxies' addresses";
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const bad = items.filter((item) => !isAddressOrRange(item));
  if (bad.length) return `not an address, range (CIDR) or one of loopback, linklocal, uniquelocal: ${bad.join(', ')}`;
  return { value: items };
}
