import { randomInt } from 'node:crypto';

/** An IPv4 network given as CIDR (e.g. 10.61.0.0/16): the addresses peers may take from it. */
export interface AddressPool {
  /** First and last usable host as 32-bit numbers (network, gateway .1 and broadcast excluded). */
  first: number;
  last: number;
}

function toNumber(ip: string): number {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255))
    throw new Error(`Not an IPv4 address: ${ip}`);
  return ((parts[0] << 24) >>> 0) + (parts[1] << 16) + (parts[2] << 8) + parts[3];
}

const toIp = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

export function parsePool(cidr: string): AddressPool {
  const [ip, bitsText] = cidr.split('/');
  const bits = Number(bitsText);
  if (!Number.isInteger(bits) || bits < 8 || bits > 29) throw new Error(`Unsupported subnet: ${cidr}`);
  const size = 2 ** (32 - bits);
  const network = toNumber(ip) - (toNumber(ip) % size);
  // .0 is the network, .1 the server's own tunnel address, the last one the broadcast.
  return { first: network + 2, last: network + size - 2 };
}

export const poolSize = (pool: AddressPool) => pool.last - pool.first + 1;

/** A random candidate address of the pool, as the /32 a peer is given. */
export function randomPeerAddress(pool: AddressPool): string {
  return `${toIp(pool.first + randomInt(poolSize(pool)))}/32`;
}
