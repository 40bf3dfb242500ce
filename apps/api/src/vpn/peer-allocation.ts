import type { Prisma } from '../generated/prisma/client';
import { parsePool, poolSize, randomPeerAddress } from './address-pool';
import type { PrivateKeyCipher } from './private-key-cipher';
import { newWireGuardKeyPair } from './wireguard';

type Db = Prisma.TransactionClient;

export interface PoolLocation {
  id: string;
  code: string;
  subnet: string;
}

/**
 * Gives a pass its WireGuard peer on one location: a fresh key pair (the private key stored
 * encrypted) and a free address of the location's pool. Addresses are unique per location by
 * a constraint; a random candidate that is taken is simply skipped (ON CONFLICT DO NOTHING keeps
 * the caller's transaction usable) and another is drawn.
 */
export async function allocatePeer(
  db: Db,
  passId: string,
  location: PoolLocation,
  cipher: PrivateKeyCipher,
): Promise<void> {
  const pool = parsePool(location.subnet);
  const tries = Math.min(64, poolSize(pool));
  for (let i = 0; i < tries; i++) {
    const keys = newWireGuardKeyPair();
    const { count } = await db.vpnPeer.createMany({
      data: [
        {
          passId,
          locationId: location.id,
          publicKey: keys.publicKey,
          privateKey: cipher.encrypt(keys.privateKey),
          address: randomPeerAddress(pool),
        },
      ],
      skipDuplicates: true,
    });
    if (count === 1) return;
    // Taken address (or, once in 2^256, key); a pass already holding a peer here would loop: check.
    if (await db.vpnPeer.findFirst({ where: { passId, locationId: location.id }, select: { id: true } })) return;
  }
  throw new Error(`No free address on VPN location ${location.code}`);
}
