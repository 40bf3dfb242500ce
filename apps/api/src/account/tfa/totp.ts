import { createBase32Plugin, createCryptoPlugin, generateSecret } from '@otplib/core';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';
import { createHmac, randomBytes } from 'node:crypto';

/**
 * otplib's TOTP with node:crypto and a small RFC 4648 base32. The `otplib` umbrella package loads
 * ESM-only plugins (@noble, @scure) that Jest's CommonJS runtime cannot require; these packages
 * are plain CommonJS, so the same code runs in the server and in every test.
 */

/** TOTP time step in seconds (RFC 6238 default, what every authenticator app uses). */
export const TOTP_STEP_SECONDS = 30;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Encode(data: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

const crypto = createCryptoPlugin({
  name: 'node',
  hmac: (algorithm, key, data) => new Uint8Array(createHmac(algorithm, key).update(data).digest()),
  randomBytes: (length) => new Uint8Array(randomBytes(length)),
});
const base32 = createBase32Plugin({ name: 'rfc4648', encode: base32Encode, decode: base32Decode });

/** A new base32 secret of 20 random bytes (160 bits, the RFC 4226 recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ crypto, base32, length: 20 });
}

/** The pin of `secret` at `epochSeconds` (now by default); tests compute real pins with it. */
export function totpPin(secret: string, epochSeconds = Date.now() / 1000): Promise<string> {
  return generate({ secret, crypto, base32, period: TOTP_STEP_SECONDS, epoch: Math.floor(epochSeconds) });
}

/** The time step `pin` belongs to, if it is the pin of the current step or one either side; else null. */
export async function totpStepOf(secret: string, pin: string): Promise<number | null> {
  const result = await verify({
    secret,
    token: pin,
    crypto,
    base32,
    period: TOTP_STEP_SECONDS,
    epochTolerance: TOTP_STEP_SECONDS,
  });
  return result.valid ? result.timeStep : null;
}

/** otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(issuer: string, label: string, secret: string): string {
  return generateTOTP({ issuer, label, secret, period: TOTP_STEP_SECONDS });
}
