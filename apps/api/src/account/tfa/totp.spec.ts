import { newTotpSecret, totpPin, totpStepOf, totpUri } from './totp';

describe('totp', () => {
  // RFC 6238 appendix B: ASCII "12345678901234567890", SHA-1, T = 59 s -> 94287082 (last 6 digits).
  const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

  it('computes the RFC 6238 test vector', async () => {
    await expect(totpPin(rfcSecret, 59)).resolves.toBe('287082');
    await expect(totpPin(rfcSecret, 1111111109)).resolves.toBe('081804');
  });

  it('makes 160-bit base32 secrets that round-trip through a pin check', async () => {
    const sut = newTotpSecret();
    expect(sut).toMatch(/^[A-Z2-7]{32}$/);
    const step = await totpStepOf(sut, await totpPin(sut));
    expect(step).toBe(Math.floor(Date.now() / 30_000));
  });

  it('names issuer and account in the otpauth URI', () => {
    expect(totpUri('NOVA', 'a@b.example', rfcSecret)).toMatch(
      /^otpauth:\/\/totp\/NOVA:a%40b\.example\?.*secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ/,
    );
  });
});
