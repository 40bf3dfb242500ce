import { generateKeyPairSync } from 'node:crypto';

/** A WireGuard key pair: raw 32-byte x25519 keys in base64, as `wg genkey`/`wg pubkey` write them. */
export interface WireGuardKeyPair {
  privateKey: string;
  publicKey: string;
}

const base64 = (base64url: string) => Buffer.from(base64url, 'base64url').toString('base64');

/** A fresh x25519 key pair from node:crypto (OpenSSL's curve implementation). */
export function newWireGuardKeyPair(): WireGuardKeyPair {
  const { privateKey } = generateKeyPairSync('x25519');
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.d || !jwk.x) throw new Error('x25519 key without its raw parts');
  return { privateKey: base64(jwk.d), publicKey: base64(jwk.x) };
}

export interface WireGuardConfig {
  privateKey: string;
  /** The peer's tunnel address with its prefix, e.g. 10.61.0.7/32. */
  address: string;
  dns: string;
  serverPublicKey: string;
  /** host:port of the location's server. */
  endpoint: string;
}

/** The client's `.conf` (wg-quick format): the whole traffic goes through the tunnel. */
export function renderWireGuardConfig(config: WireGuardConfig): string {
  return [
    '[Interface]',
    `PrivateKey = ${config.privateKey}`,
    `Address = ${config.address}`,
    `DNS = ${config.dns}`,
    '',
    '[Peer]',
    `PublicKey = ${config.serverPublicKey}`,
    'AllowedIPs = 0.0.0.0/0, ::/0',
    `Endpoint = ${config.endpoint}`,
    'PersistentKeepalive = 25',
    '',
  ].join('\n');
}
