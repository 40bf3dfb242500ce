import { PrivateKeyCipher } from './private-key-cipher';
import { newWireGuardKeyPair } from './wireguard';

describe('PrivateKeyCipher', () => {
  const cipher = new PrivateKeyCipher(Buffer.alloc(32, 1));

  it('round-trips a key, with a fresh nonce each time', () => {
    const { privateKey } = newWireGuardKeyPair();
    const a = cipher.encrypt(privateKey);
    const b = cipher.encrypt(privateKey);
    expect(a).not.toBe(b);
    expect(cipher.decrypt(a)).toBe(privateKey);
  });

  it('refuses a tampered value and another key', () => {
    const stored = cipher.encrypt('secret');
    const [v, iv, tag, data] = stored.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] ^= 1;
    expect(() => cipher.decrypt([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new PrivateKeyCipher(Buffer.alloc(32, 2)).decrypt(stored)).toThrow();
    expect(() => new PrivateKeyCipher(Buffer.alloc(16))).toThrow();
  });

  it('makes WireGuard keys of 32 bytes', () => {
    const keys = newWireGuardKeyPair();
    expect(Buffer.from(keys.privateKey, 'base64')).toHaveLength(32);
    expect(Buffer.from(keys.publicKey, 'base64')).toHaveLength(32);
  });
});
