import type { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../core/config/app-config';
import { parseEnv } from '../../core/config/env.schema';
import type { PrismaTransactions } from '../../core/database/database.module';
import { TfaService } from './tfa.service';
import { newTotpSecret, totpPin, TOTP_STEP_SECONDS as TFA_STEP_SECONDS } from './totp';

/** Just the user calls TfaService makes, each a jest mock. */
function fakePrisma() {
  return {
    user: {
      findUnique: jest.fn(),
      update: jest.fn().mockResolvedValue({}),
      updateMany: jest.fn().mockResolvedValue({ count: 1 }),
    },
  };
}

describe('TfaService', () => {
  const config = new AppConfig(parseEnv({ NODE_ENV: 'test', TFA_ISSUER: 'NOVA' }));
  let prisma: ReturnType<typeof fakePrisma>;
  let sut: TfaService;
  const secret = newTotpSecret();
  const nowStep = () => Math.floor(Date.now() / 1000 / TFA_STEP_SECONDS);

  beforeEach(() => {
    prisma = fakePrisma();
    sut = new TfaService({ tx: prisma } as unknown as TransactionHost<PrismaTransactions>, config);
  });

  it('accepts the current pin once and records its time step', async () => {
    const pin = await totpPin(secret);
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: null }, pin, secret)).resolves.toBe(true);
    const step = prisma.user.updateMany.mock.calls[0][0].data.tfaLastStep as number;
    expect(Math.abs(step - nowStep())).toBeLessThanOrEqual(1);
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: step }, pin, secret)).resolves.toBe(false);
  });

  it('accepts the previous and next step (window 1) but not two steps away', async () => {
    const now = Date.now() / 1000;
    const previous = await totpPin(secret, now - TFA_STEP_SECONDS);
    const next = await totpPin(secret, now + TFA_STEP_SECONDS);
    const old = await totpPin(secret, now - 3 * TFA_STEP_SECONDS);
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: null }, previous, secret)).resolves.toBe(true);
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: null }, next, secret)).resolves.toBe(true);
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: null }, old, secret)).resolves.toBe(false);
  });

  it('refuses malformed pins, wrong pins and corrupt secrets without throwing', async () => {
    const user = { id: 'u1', tfaLastStep: null };
    await expect(sut.verifyPin(user, '12345', secret)).resolves.toBe(false);
    await expect(sut.verifyPin(user, 'abcdef', secret)).resolves.toBe(false);
    const pin = await totpPin(secret);
    const wrong = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    await expect(sut.verifyPin(user, wrong, secret)).resolves.toBe(false);
    await expect(sut.verifyPin(user, pin, 'not base32 !!')).resolves.toBe(false);
    expect(prisma.user.updateMany).not.toHaveBeenCalled();
  });

  it('refuses a pin another request accepted first (conditional update lost)', async () => {
    prisma.user.updateMany.mockResolvedValue({ count: 0 });
    await expect(sut.verifyPin({ id: 'u1', tfaLastStep: null }, await totpPin(secret), secret)).resolves.toBe(false);
  });

  it('hands out a pending secret with an otpauth QR code, ending any grant proved with an earlier key', async () => {
    prisma.user.findUnique.mockResolvedValue({ email: 'a@b.example' });
    const key = await sut.createPendingSecret('u1');
    expect(key.manualEntryKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(key.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(prisma.user.update).toHaveBeenCalledWith({
      where: { id: 'u1' },
      data: { tfaPendingSecret: key.manualEntryKey, tfaVerifiedAt: null },
    });
  });

  it('records a grant only while the proved key is still the one in use or pending', async () => {
    await expect(sut.recordGrant('u1', secret)).resolves.toEqual(expect.any(Date));
    expect(prisma.user.updateMany.mock.calls[0][0].where).toEqual({
      id: 'u1',
      OR: [
        { tfaEnabled: true, tfaSecret: secret },
        { tfaEnabled: false, tfaPendingSecret: secret },
      ],
    });
    prisma.user.updateMany.mockResolvedValue({ count: 0 });
    await expect(sut.recordGrant('u1', secret)).resolves.toBeNull();
  });

  it('enables only the pending key under a live grant, refusing when the grant is gone', async () => {
    prisma.user.findUnique.mockResolvedValue({ tfaPendingSecret: secret });
    await sut.enable('u1');
    const { where, data } = prisma.user.updateMany.mock.calls[0][0];
    expect(where).toEqual({
      id: 'u1',
      tfaEnabled: false,
      tfaPendingSecret: secret,
      tfaVerifiedAt: { gt: expect.any(Date) },
    });
    expect(data).toEqual({ tfaEnabled: true, tfaSecret: secret, tfaPendingSecret: null, tfaVerifiedAt: null });
    prisma.user.updateMany.mockResolvedValue({ count: 0 });
    await expect(sut.enable('u1')).rejects.toMatchObject({ code: 'TFA_VERIFICATION_REQUIRED', status: 403 });
  });

  it('refuses to enable without a pending secret', async () => {
    prisma.user.findUnique.mockResolvedValue({ tfaPendingSecret: null });
    await expect(sut.enable('u1')).rejects.toMatchObject({ code: 'TFA_KEY_MISSING', status: 400 });
  });

  it('counts a grant for 5 minutes only', async () => {
    prisma.user.findUnique.mockResolvedValue({ tfaVerifiedAt: new Date(Date.now() - 4 * 60_000) });
    await expect(sut.hasRecentGrant('u1')).resolves.toBe(true);
    prisma.user.findUnique.mockResolvedValue({ tfaVerifiedAt: new Date(Date.now() - 6 * 60_000) });
    await expect(sut.hasRecentGrant('u1')).resolves.toBe(false);
    prisma.user.findUnique.mockResolvedValue({ tfaVerifiedAt: null });
    await expect(sut.hasRecentGrant('u1')).resolves.toBe(false);
  });
});
