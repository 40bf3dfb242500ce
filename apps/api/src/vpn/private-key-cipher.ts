import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Peers' private keys at rest: AES-256-GCM with the key of VPN_KEY_ENCRYPTION_KEY, stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A database dump alone gives no working VPN config.
 */
export class PrivateKeyCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The VPN key encryption key must be 32 bytes');
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), data]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  decrypt(stored: string): string {
    const [version, iv, tag, data] = stored.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unknown private key format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}
