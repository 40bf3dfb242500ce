import type { INestApplication } from '@nestjs/common';
import { OTP_ALPHABET } from '../src/player/device-code';
import { PrismaService } from '../src/core/database/prisma.service';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { newSession, newUser } from './factories';
import { countStatements, http, newDeviceId, newIp, pairDevice, registerDevice } from './player-support';
import { createTestApp } from './test-app';

const OTP_SHAPE = new RegExp(`^[${OTP_ALPHABET}]{6}$`);

describe('Player devices: DeviceInfo, device codes, pairing (/api/Player)', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  const users: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
  });
  afterAll(async () => {
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await prisma.playerDevice.deleteMany({
      where: { deviceId: { startsWith: 'test-' }, userId: null, createdAt: { gt: new Date(Date.now() - 3_600_000) } },
    });
    await app.close();
  });

  const signedIn = async (data: { isReseller?: boolean } = {}) => {
    const user = await newUser(prisma, data);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };
  const deviceInfo = (body: object, secret?: string, ip = newIp()) => {
    const call = http(app).post('/api/Player/DeviceInfo').set('X-Forwarded-For', ip);
    return (secret === undefined ? call : call.set('X-Device-Secret', secret)).send(body);
  };
  const fromOtp = (otp: string, ip = newIp()) =>
    http(app).post('/api/Player/PlayListFromOtp').set('X-Forwarded-For', ip).send({ otp });

  describe('DeviceInfo and the device secret', () => {
    it('registers a new device once, handing out its secret and a 6-character code of the unambiguous alphabet', async () => {
      const deviceId = newDeviceId();
      const first = await deviceInfo({ deviceId, platform: 'android', model: 'Mi Box', appVersion: '3.4.1' }).expect(
        200,
      );
      expect(first.body).toEqual({
        deviceSecret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        otp: expect.stringMatching(OTP_SHAPE),
        otpExpiresAt: expect.any(String),
        paired: false,
        licence: null,
        playlists: [],
      });
      expect(first.body.otp).not.toMatch(/[01OIL]/);
      const ttl = new Date(first.body.otpExpiresAt).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
      const row = await prisma.playerDevice.findUniqueOrThrow({ where: { deviceId } });
      expect(row.secretHash).not.toContain(first.body.deviceSecret);
      expect(row).toMatchObject({ platform: 'android', model: 'Mi Box', appVersion: '3.4.1' });
    });

    it('refuses a registered device without its secret or with a wrong one, and answers the owner without a new secret', async () => {
      const device = await registerDevice(app);
      const body = { deviceId: device.deviceId, platform: 'android' };
      expect((await deviceInfo(body).expect(401)).body.code).toBe('DEVICE_SECRET_INVALID');
      expect((await deviceInfo(body, 'x'.repeat(43)).expect(401)).body.code).toBe('DEVICE_SECRET_INVALID');
      const owner = await deviceInfo({ ...body, appVersion: '2.0.0' }, device.secret).expect(200);
      expect(owner.body.deviceSecret).toBeUndefined();
      expect((await prisma.playerDevice.findUniqueOrThrow({ where: { deviceId: device.deviceId } })).appVersion).toBe(
        '2.0.0',
      );
    });

    it('gives the secret to one of two racing first registrations only', async () => {
      const deviceId = newDeviceId();
      const answers = await Promise.all([0, 1, 2, 3].map(() => deviceInfo({ deviceId, platform: 'web' })));
      expect(answers.filter((a) => a.status === 200 && a.body.deviceSecret)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    });

    it('counts wrong secrets per address and answers 429 with Retry-After past the budget', async () => {
      const device = await registerDevice(app);
      const ip = newIp();
      const limit = RATE_LIMITS.device.ip.limit;
      for (let i = 0; i < limit; i++)
        await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, 'wrong', ip).expect(401);
      const refused = await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret, ip).expect(
        429,
      );
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // The owner on another address is not affected.
      await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret).expect(200);
    });

    it.each([
      [{ deviceId: 'ab', platform: 'web' }, 'deviceId'],
      [{ deviceId: 'has space in it', platform: 'web' }, 'deviceId'],
      [{ deviceId: 'x'.repeat(129), platform: 'web' }, 'deviceId'],
      [{ deviceId: 'fine-device-id', platform: 'tizen' }, 'platform'],
      [{ deviceId: 'fine-device-id', platform: 'web', model: 'm'.repeat(101) }, 'model'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const res = await deviceInfo(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toContain(field);
    });
  });

  describe('the device code (OTP)', () => {
    it('keeps showing the live code, and a new one ends the old one at once', async () => {
      const device = await registerDevice(app);
      const again = await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret).expect(200);
      expect(again.body.otp).toBe(device.otp);
      await fromOtp(device.otp).expect(200);

      const renewed = await deviceInfo(
        { deviceId: device.deviceId, platform: 'android', newOtp: true },
        device.secret,
      ).expect(200);
      expect(renewed.body.otp).toMatch(OTP_SHAPE);
      expect(renewed.body.otp).not.toBe(device.otp);
      expect((await fromOtp(device.otp).expect(404)).body.code).toBe('OTP_INVALID');
      await fromOtp(renewed.body.otp).expect(200);
      expect(await prisma.playerDevice.count({ where: { deviceId: device.deviceId, otp: { not: null } } })).toBe(1);
    });

    it('expires after its 10 minutes; the next DeviceInfo shows a new code', async () => {
      const device = await registerDevice(app);
      await prisma.playerDevice.update({
        where: { deviceId: device.deviceId },
        data: { otpExpiresAt: new Date(Date.now() - 1000) },
      });
      expect((await fromOtp(device.otp).expect(404)).body.code).toBe('OTP_INVALID');
      const next = await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret).expect(200);
      expect(next.body.otp).not.toBe(device.otp);
      await fromOtp(next.body.otp).expect(200);
    });

    it('renews a code that ends within a minute instead of showing one about to die', async () => {
      const device = await registerDevice(app);
      await prisma.playerDevice.update({
        where: { deviceId: device.deviceId },
        data: { otpExpiresAt: new Date(Date.now() + 30_000) },
      });
      const next = await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret).expect(200);
      expect(next.body.otp).not.toBe(device.otp);
    });

    it('accepts the code in any letter case and with spaces or dashes, as people type it', async () => {
      const device = await registerDevice(app);
      const typed = `${device.otp.slice(0, 3).toLowerCase()}-${device.otp.slice(3)} `;
      const res = await fromOtp(typed).expect(200);
      expect(res.body.device.deviceId).toBe(device.deviceId);
    });

    it('rate-limits guessing: wrong codes count per address, then even a right one is refused with 429', async () => {
      const device = await registerDevice(app);
      const ip = newIp();
      for (let i = 0; i < RATE_LIMITS.otp.ip.limit; i++) await fromOtp('ZZZZZZ', ip).expect(404);
      const refused = await fromOtp(device.otp, ip).expect(429);
      expect(refused.headers['retry-after']).toBeDefined();
      // Right codes do not use the budget up.
      const other = newIp();
      for (let i = 0; i < RATE_LIMITS.otp.ip.limit + 5; i++) await fromOtp(device.otp, other).expect(200);
    });

    it('guessing through another OTP call counts against the same budget', async () => {
      const ip = newIp();
      const { token } = await signedIn();
      for (let i = 0; i < RATE_LIMITS.otp.ip.limit; i++) {
        await http(app)
          .post('/api/Player/PairWithAccount')
          .set('X-Forwarded-For', ip)
          .set('Authorization', `Bearer ${token}`)
          .send({ otp: 'ZZZZZZ' })
          .expect(404);
      }
      await fromOtp('ZZZZZZ', ip).expect(429);
    });
  });

  describe('pairing', () => {
    it('pairs the device showing the code, uses the code up, and lists it among my devices', async () => {
      const { token } = await signedIn();
      const device = await registerDevice(app, 'ios');
      const paired = await http(app)
        .post('/api/Player/PairWithAccount')
        .set('Authorization', `Bearer ${token}`)
        .send({ otp: device.otp })
        .expect(200);
      expect(paired.body).toMatchObject({
        deviceId: device.deviceId,
        platform: 'ios',
        pairedAt: expect.any(String),
        freeTrialAvailable: true,
        licences: [],
      });
      await fromOtp(device.otp).expect(404);
      const info = await deviceInfo({ deviceId: device.deviceId, platform: 'ios' }, device.secret).expect(200);
      expect(info.body.paired).toBe(true);
      const mine = await http(app).get('/api/Player').set('Authorization', `Bearer ${token}`).expect(200);
      expect(mine.body).toEqual({ items: [expect.objectContaining({ deviceId: device.deviceId })], total: 1 });
    });

    it('refuses a device another account has (409) until that account unpairs it', async () => {
      const first = await signedIn();
      const second = await signedIn();
      const device = await registerDevice(app);
      await pairDevice(app, first.token, device);
      const code = (await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret).expect(200))
        .body.otp as string;
      const taken = await http(app)
        .post('/api/Player/PairWithAccount')
        .set('Authorization', `Bearer ${second.token}`)
        .send({ otp: code })
        .expect(409);
      expect(taken.body.code).toBe('DEVICE_PAIRED_ELSEWHERE');

      await http(app)
        .post('/api/Player/UnPairWithAccount')
        .set('Authorization', `Bearer ${first.token}`)
        .send({ deviceId: device.deviceId })
        .expect(200, { ok: true });
      expect(
        (await http(app).get('/api/Player').set('Authorization', `Bearer ${first.token}`).expect(200)).body.total,
      ).toBe(0);
      await http(app)
        .post('/api/Player/PairWithAccount')
        .set('Authorization', `Bearer ${second.token}`)
        .send({ otp: code })
        .expect(200);
    });

    it('needs a session to pair, unpair or list', async () => {
      const device = await registerDevice(app);
      await http(app).post('/api/Player/PairWithAccount').send({ otp: device.otp }).expect(401);
      await http(app).post('/api/Player/UnPairWithAccount').send({ deviceId: device.deviceId }).expect(401);
      await http(app).get('/api/Player').expect(401);
    });

    it('names a device by id only for its owner: without a session an id opens nothing', async () => {
      const { token } = await signedIn();
      const device = await registerDevice(app);
      await pairDevice(app, token, device);
      const anonymous = await http(app).get('/api/Player/PlayList').query({ deviceId: device.deviceId }).expect(404);
      expect(anonymous.body.code).toBe('DEVICE_NOT_FOUND');
    });

    it('sets and clears the description; tells whether the code holder owns the device', async () => {
      const { token } = await signedIn();
      const device = await registerDevice(app);
      await pairDevice(app, token, device);
      const named = await http(app)
        .put('/api/Player/PlayerDescription')
        .set('Authorization', `Bearer ${token}`)
        .send({ deviceId: device.deviceId, description: '  Kitchen  ' })
        .expect(200);
      expect(named.body.description).toBe('Kitchen');
      const cleared = await http(app)
        .put('/api/Player/PlayerDescription')
        .set('Authorization', `Bearer ${token}`)
        .send({ deviceId: device.deviceId, description: '' })
        .expect(200);
      expect(cleared.body.description).toBeNull();
      await http(app)
        .put('/api/Player/PlayerDescription')
        .set('Authorization', `Bearer ${token}`)
        .send({ deviceId: device.deviceId, description: 'd'.repeat(101) })
        .expect(400);

      const code = (await deviceInfo({ deviceId: device.deviceId, platform: 'android' }, device.secret)).body
        .otp as string;
      expect((await fromOtp(code).set('Authorization', `Bearer ${token}`).expect(200)).body).toMatchObject({
        paired: true,
        mine: true,
      });
      expect((await fromOtp(code).expect(200)).body).toMatchObject({ paired: true, mine: false });
    });
  });

  describe('the list of my devices', () => {
    it('pages with page and pageSize and answers the total', async () => {
      const { token } = await signedIn();
      for (let i = 0; i < 3; i++) await pairDevice(app, token, await registerDevice(app));
      const page = await http(app)
        .get('/api/Player')
        .query({ page: 2, pageSize: 2 })
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(page.body.total).toBe(3);
      expect(page.body.items).toHaveLength(1);
      await http(app).get('/api/Player').query({ pageSize: 101 }).set('Authorization', `Bearer ${token}`).expect(400);
      await http(app).get('/api/Player').query({ page: 0 }).set('Authorization', `Bearer ${token}`).expect(400);
    });

    it('takes the same number of statements for 1 device as for 30, with licences, playlists and a pass', async () => {
      const small = await signedIn();
      const large = await signedIn();
      const seed = async (userId: string, count: number) => {
        for (let i = 0; i < count; i++) {
          await prisma.playerDevice.create({
            data: {
              deviceId: newDeviceId(),
              platform: 'android',
              userId,
              pairedAt: new Date(),
              licences: { create: { platform: 'ANDROID', source: 'PURCHASE', lifetime: true } },
              playlists: {
                create: [
                  { name: 'a', url: 'https://x.example/a.m3u' },
                  { name: 'b', url: 'https://x.example/b.m3u' },
                ],
              },
            },
          });
        }
      };
      await seed(small.user.id, 1);
      await seed(large.user.id, 30);
      const list = (token: string, path: string) =>
        http(app).get(path).query({ pageSize: 100 }).set('Authorization', `Bearer ${token}`).expect(200);
      for (const path of ['/api/Player', '/api/Player/Licences']) {
        const one = await countStatements(prisma, () => list(small.token, path));
        const many = await countStatements(prisma, () => list(large.token, path));
        expect(one).toBeGreaterThanOrEqual(2);
        expect({ path, statements: many }).toEqual({ path, statements: one });
      }
      expect((await list(large.token, '/api/Player')).body.items).toHaveLength(30);
    });
  });
});
