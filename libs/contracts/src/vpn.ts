// The back office's VPN boxes and locations (issue 23): what an admin may type, checked the same way
// by the server's DTOs and the web's forms.

/**
 * A box serial as printed on the label: NOVA-BOX- and 4 to 20 letters or digits (the seed's
 * NOVA-BOX-0001, or the 12 characters of a serial minted for an oversold box). Compared in capitals.
 */
export const BOX_SERIAL_PATTERN = /^NOVA-BOX-[A-Z0-9]{4,20}$/;
/** Serials one import may register. */
export const MAX_BOX_IMPORT = 1000;

/** The form an admin types a serial in: trimmed, in capitals. */
export const normalizeBoxSerial = (serial: string): string => serial.trim().toUpperCase();

/** A location's stable code (the `location` of a config download, the `.conf` file's name). */
export const VPN_LOCATION_CODE_PATTERN = /^[a-z]{2,8}$/;
/** A WireGuard key: 32 bytes in canonical base64 (43 characters and one `=`), as `wg pubkey` writes it. */
export const WIREGUARD_KEY_PATTERN = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;
/** Shortest and longest prefix of a location's peer subnet (the address pool keeps .0, .1 and the broadcast). */
export const VPN_SUBNET_PREFIX = { min: 8, max: 29 } as const;
/** DNS servers a config may name. */
export const MAX_VPN_DNS = 4;

/** A 32-byte WireGuard key, not the all-zero one (a low-order point no server uses). */
export function isWireGuardKey(key: string): boolean {
  return WIREGUARD_KEY_PATTERN.test(key) && key !== 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
}

/** The 32-bit number of a dotted IPv4 address, or null when it is not one (no leading zeros). */
export function ipv4ToNumber(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^(0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** An IPv4 network as CIDR, first and last address included. */
export interface Ipv4Range {
  first: number;
  last: number;
}

export type SubnetProblem = 'format' | 'prefix' | 'notNetwork' | 'notPrivate';

/** Private ranges a tunnel's addresses come from: RFC 1918 and the shared 100.64.0.0/10. */
const PRIVATE: readonly [string, number][] = [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['100.64.0.0', 10],
];

const rangeOf = (start: number, bits: number): Ipv4Range => ({ first: start, last: start + 2 ** (32 - bits) - 1 });

/**
 * A peer subnet as a location takes it: `a.b.c.d/n`, n from 8 to 29, written as its network address
 * (10.61.0.0/16, not 10.61.3.0/16) and inside a private range. Answers the range or what is wrong.
 */
export function parseVpnSubnet(cidr: string): Ipv4Range | SubnetProblem {
  const match = /^([0-9.]+)\/([0-9]{1,2})$/.exec(cidr);
  const start = match ? ipv4ToNumber(match[1]) : null;
  if (!match || start === null) return 'format';
  const bits = Number(match[2]);
  if (bits < VPN_SUBNET_PREFIX.min || bits > VPN_SUBNET_PREFIX.max) return 'prefix';
  if (start % 2 ** (32 - bits) !== 0) return 'notNetwork';
  const range = rangeOf(start, bits);
  const inPrivate = PRIVATE.some(([ip, prefix]) => {
    const outer = rangeOf(ipv4ToNumber(ip) ?? 0, prefix);
    return range.first >= outer.first && range.last <= outer.last;
  });
  return inPrivate ? range : 'notPrivate';
}

export const rangesOverlap = (a: Ipv4Range, b: Ipv4Range): boolean => a.first <= b.last && b.first <= a.last;

/**
 * A server's host name (letters, digits, dashes, dots) or IPv4 address. Something that looks like
 * an address (digits and dots only) must be a valid one.
 */
export function isEndpointHost(host: string): boolean {
  if (/^[0-9.]+$/.test(host)) return ipv4ToNumber(host) !== null;
  return (
    host.length <= 253 && /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(host)
  );
}

/** The DNS line of a config: 1 to MAX_VPN_DNS IPv4 addresses, separated by commas. */
export function parseVpnDns(text: string): string[] | null {
  const servers = text.split(',').map((s) => s.trim());
  if (servers.length > MAX_VPN_DNS || servers.some((s) => ipv4ToNumber(s) === null)) return null;
  return servers;
}
