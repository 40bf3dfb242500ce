import { normaliseEmail } from '@shop/contracts';
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** The account an attempt names, compared as stored (lowercase). */
export function accountKey(email: string): string {
  // Counter keys name the address by a hash, so no e-mail address sits in the counters.
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
}

/**
 * The key of a client address: IPv4 as it is, IPv6 by its /64 network (one subscriber usually
 * holds a whole /64, so counting single IPv6 addresses would give an attacker 2^64 budgets).
 */
export function ipKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return 'unknown';
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
