import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { http, pairDevice, registerDevice, type RegisteredDevice } from './player-support';
import { createTestApp } from './test-app';

describe('Playlists, licences, licence codes and the free trial (/api/Player)', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  const users: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.couponCode.deleteMany({ where: { ownerId: { in: users } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const signedIn = async (data: { isReseller?: boolean } = {}) => {
    const user = await newUser(prisma, data);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };
  const ownedDevice = async (platform: 'web' | 'android' | 'ios' = 'android') => {
    const owner = await signedIn();
    const device = await registerDevice(app, platform);
    await pairDevice(app, owner.token, device);
    return { ...owner, device };
  };
  /** A fresh code for a device (pairing used the first one up). */
  const codeOf = async (device: RegisteredDevice) =>
    (
      await http(app)
        .post('/api/Player/DeviceInfo')
        .set('X-Device-Secret', device.secret)
        .send({ deviceId: device.deviceId, platform: 'android', newOtp: true })
        .expect(200)
    ).body.otp as string;
  const playlist = (extra: object = {}) => ({ name: 'News', url: 'https://lists.example.com/news.m3u8', ...extra });

  describe('playlists', () => {
    it('adds, edits and removes playlists by device code, without an account, and the app sees them', async () => {
      const device = await registerDevice(app);
      const added = await http(app)
        .post('/api/Player/PlayList')
        .send(playlist({ otp: device.otp, epgUrl: 'https://lists.example.com/guide.xml' }))
        .expect(201);
      expect(added.body).toEqual({
        items: [
          expect.objectContaining({
            name: 'News',
            url: 'https://lists.example.com/news.m3u8',
            epgUrl: 'https://lists.example.com/guide.xml',
          }),
        ],
        limit: 20,
      });
      const id = added.body.items[0].id as string;
      const edited = await http(app)
        .put('/api/Player/PlayList')
        .send(
          playlist({
            otp: device.otp,
            playlistId: id,
            name: 'Sport',
            url: 'http://lists.example.com/sport.m3u',
            epgUrl: '',
          }),
        )
        .expect(200);
      expect(edited.body.items[0]).toMatchObject({
        id,
        name: 'Sport',
        url: 'http://lists.example.com/sport.m3u',
        epgUrl: null,
      });
      const seen = await http(app)
        .post('/api/Player/DeviceInfo')
        .set('X-Device-Secret', device.secret)
        .send({ deviceId: device.deviceId, platform: 'android' })
        .expect(200);
      expect(seen.body.playlists).toEqual([expect.objectContaining({ id, name: 'Sport' })]);
      await http(app)
        .delete('/api/Player/PlayList')
        .query({ otp: device.otp, playlistId: id })
        .expect(200, { items: [], limit: 20 });
      expect(
        (await http(app).delete('/api/Player/PlayList').query({ otp: device.otp, playlistId: id }).expect(404)).body
          .code,
      ).toBe('PLAYLIST_NOT_FOUND');
    });

    it('lets the owner manage them by device id', async () => {
      const { token, device } = await ownedDevice();
      await http(app)
        .post('/api/Player/PlayList')
        .set('Authorization', `Bearer ${token}`)
        .send(playlist({ deviceId: device.deviceId }))
        .expect(201);
      const listed = await http(app)
        .get('/api/Player/PlayList')
        .query({ deviceId: device.deviceId })
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(listed.body.items).toHaveLength(1);
    });

    it.each([
      ['javascript:alert(1)//x.m3u', 'url'],
      ['file:///etc/passwd.m3u', 'url'],
      ['data:text/plain;base64,AAAA.m3u8', 'url'],
      ['ftp://lists.example.com/a.m3u', 'url'],
      ['not a url at all', 'url'],
      ['https://lists.example.com/page.html', 'url'],
      [`https://lists.example.com/${'a'.repeat(2040)}.m3u8`, 'url'],
    ])('refuses the playlist address %s', async (url, field) => {
      const device = await registerDevice(app);
      const res = await http(app)
        .post('/api/Player/PlayList')
        .send(playlist({ otp: device.otp, url }))
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toContain(field);
      expect(await prisma.playlist.count({ where: { playerDevice: { deviceId: device.deviceId } } })).toBe(0);
    });

    it('accepts an address of exactly 2048 characters and refuses a javascript: guide address', async () => {
      const device = await registerDevice(app);
      const base = 'https://lists.example.com/';
      const url = `${base}${'a'.repeat(2048 - base.length - 5)}.m3u8`;
      expect(url).toHaveLength(2048);
      await http(app)
        .post('/api/Player/PlayList')
        .send(playlist({ otp: device.otp, url }))
        .expect(201);
      const res = await http(app)
        .post('/api/Player/PlayList')
        .send(playlist({ otp: device.otp, epgUrl: 'javascript:alert(1)' }))
        .expect(400);
      expect(Object.keys(res.body.fields)).toContain('epgUrl');
    });

    it('keeps at most 20 playlists per device, also when added all at once', async () => {
      const device = await registerDevice(app);
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          http(app)
            .post('/api/Player/PlayList')
            .send(playlist({ otp: device.otp, name: `List ${i}` })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
      expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual(
        Array(4).fill('PLAYLIST_LIMIT_REACHED'),
      );
      expect(await prisma.playlist.count({ where: { playerDevice: { deviceId: device.deviceId } } })).toBe(20);
    });

    it('shows resellers every playlist of every device they own, and answers 403 to a customer', async () => {
      const reseller = await signedIn({ isReseller: true });
      const customer = await signedIn();
      for (let i = 0; i < 2; i++) {
        const device = await registerDevice(app);
        await http(app)
          .post('/api/Player/PlayList')
          .send(playlist({ otp: device.otp, name: `Device ${i} list` }))
          .expect(201);
        await pairDevice(app, reseller.token, { ...device, otp: await codeOf(device) });
      }
      const all = await http(app)
        .get('/api/Player/playlists')
        .set('Authorization', `Bearer ${reseller.token}`)
        .expect(200);
      expect(all.body.total).toBe(2);
      expect(all.body.items.map((p: { name: string }) => p.name).sort()).toEqual(['Device 0 list', 'Device 1 list']);
      const refused = await http(app)
        .get('/api/Player/playlists')
        .set('Authorization', `Bearer ${customer.token}`)
        .expect(403);
      expect(refused.body.code).toBe('RESELLER_ONLY');
    });
  });

  describe('licences', () => {
    const newCoupon = async (ownerId: string, productSuffix = 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME') => {
      const product = await prisma.product.findFirstOrThrow({ where: { name: { endsWith: productSuffix } } });
      return prisma.couponCode.create({
        data: { code: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`, productId: product.id, ownerId },
      });
    };

    it('activates a lifetime licence with a licence code once; the code then is used', async () => {
      const reseller = await signedIn({ isReseller: true });
      const coupon = await newCoupon(reseller.user.id);
      const { token, device } = await ownedDevice('android');
      const activated = await http(app)
        .post('/api/Player/PlayerLicenceKey')
        .set('Authorization', `Bearer ${token}`)
        .send({ deviceId: device.deviceId, code: coupon.code.toLowerCase() })
        .expect(200);
      expect(activated.body.licences).toEqual([
        expect.objectContaining({ platform: 'android', source: 'coupon', lifetime: true, active: true }),
      ]);
      const used = await prisma.couponCode.findUniqueOrThrow({ where: { id: coupon.id } });
      expect(used.usedAt).not.toBeNull();

      const other = await registerDevice(app, 'android');
      const again = await http(app)
        .post('/api/Player/PlayerLicenceKey')
        .send({ otp: other.otp, code: coupon.code })
        .expect(404);
      expect(again.body.code).toBe('COUPON_INVALID');
      const licences = await http(app).get('/api/Player/Licences').set('Authorization', `Bearer ${token}`).expect(200);
      expect(licences.body).toEqual({
        total: 1,
        items: [expect.objectContaining({ deviceId: device.deviceId, platform: 'android', lifetime: true })],
      });
    });

    it('gives a licence code to exactly one of 20 devices trying it at the same moment', async () => {
      const reseller = await signedIn({ isReseller: true });
      const coupon = await newCoupon(reseller.user.id);
      const devices = await Promise.all(Array.from({ length: 20 }, () => registerDevice(app, 'android')));
      const answers = await Promise.all(
        devices.map((d) => http(app).post('/api/Player/PlayerLicenceKey').send({ otp: d.otp, code: coupon.code })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 404 && a.body.code === 'COUPON_INVALID')).toHaveLength(19);
      expect(await prisma.licence.count({ where: { couponCodeId: coupon.id } })).toBe(1);
    });

    it('refuses a code for another platform and a device that already has its lifetime licence, leaving the code unused', async () => {
      const reseller = await signedIn({ isReseller: true });
      const webCode = await newCoupon(reseller.user.id, 'COUPON-VIDEO-PLAYER-LIFETIME');
      const android = await registerDevice(app, 'android');
      const wrong = await http(app)
        .post('/api/Player/PlayerLicenceKey')
        .send({ otp: android.otp, code: webCode.code })
        .expect(409);
      expect(wrong.body.code).toBe('COUPON_WRONG_PLATFORM');

      const androidCode = await newCoupon(reseller.user.id);
      const secondCode = await newCoupon(reseller.user.id);
      await http(app)
        .post('/api/Player/PlayerLicenceKey')
        .send({ otp: android.otp, code: androidCode.code })
        .expect(200);
      const twice = await http(app)
        .post('/api/Player/PlayerLicenceKey')
        .send({ otp: android.otp, code: secondCode.code })
        .expect(409);
      expect(twice.body.code).toBe('LICENCE_EXISTS');
      expect((await prisma.couponCode.findUniqueOrThrow({ where: { id: secondCode.id } })).usedAt).toBeNull();
      expect((await prisma.couponCode.findUniqueOrThrow({ where: { id: webCode.id } })).usedAt).toBeNull();
    });

    it('sorts my licences by since, platform or device, both ways', async () => {
      const owner = await signedIn();
      const make = async (platform: 'web' | 'android' | 'ios', description: string, since: Date) => {
        const d = await prisma.playerDevice.create({
          data: {
            deviceId: `test-${randomUUID()}`,
            platform,
            description,
            userId: owner.user.id,
            pairedAt: new Date(),
          },
        });
        await prisma.licence.create({
          data: { playerDeviceId: d.id, platform: platform.toUpperCase() as 'WEB', source: 'PURCHASE', since },
        });
      };
      await make('web', 'Bravo', new Date('2026-01-01T00:00:00Z'));
      await make('ios', 'Alpha', new Date('2026-03-01T00:00:00Z'));
      await make('android', 'Charlie', new Date('2026-02-01T00:00:00Z'));
      const order = async (query: object) =>
        (
          await http(app)
            .get('/api/Player/Licences')
            .query(query)
            .set('Authorization', `Bearer ${owner.token}`)
            .expect(200)
        ).body.items.map((l: { deviceDescription: string }) => l.deviceDescription);
      expect(await order({})).toEqual(['Alpha', 'Charlie', 'Bravo']);
      expect(await order({ sort: 'since', order: 'asc' })).toEqual(['Bravo', 'Charlie', 'Alpha']);
      expect(await order({ sort: 'device', order: 'asc' })).toEqual(['Alpha', 'Bravo', 'Charlie']);
      expect(await order({ sort: 'platform', order: 'asc' })).toEqual(['Bravo', 'Charlie', 'Alpha']);
      await http(app)
        .get('/api/Player/Licences')
        .query({ sort: 'price' })
        .set('Authorization', `Bearer ${owner.token}`)
        .expect(400);
    });
  });

  describe('the free trial', () => {
    it('gives a device one 7-day trial, ever', async () => {
      const device = await registerDevice(app, 'web');
      const started = await http(app).post('/api/Player/Free').send({ otp: device.otp }).expect(200);
      const trial = started.body.licences[0];
      expect(trial).toMatchObject({ platform: 'web', source: 'free-trial', lifetime: false, active: true });
      const days = (new Date(trial.endsAt).getTime() - new Date(trial.since).getTime()) / 86_400_000;
      expect(days).toBeCloseTo(7, 5);
      expect(started.body.freeTrialAvailable).toBe(false);
      const info = await http(app)
        .post('/api/Player/DeviceInfo')
        .set('X-Device-Secret', device.secret)
        .send({ deviceId: device.deviceId, platform: 'web' })
        .expect(200);
      expect(info.body.licence).toMatchObject({ source: 'free-trial', active: true });

      // Also after it has ended.
      await prisma.licence.updateMany({
        where: { playerDevice: { deviceId: device.deviceId } },
        data: { endsAt: new Date(Date.now() - 1000) },
      });
      expect((await http(app).post('/api/Player/Free').send({ otp: device.otp }).expect(409)).body.code).toBe(
        'TRIAL_USED',
      );
    });

    it('starts only one trial when asked 10 times at once', async () => {
      const device = await registerDevice(app, 'android');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => http(app).post('/api/Player/Free').send({ otp: device.otp })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409 && a.body.code === 'TRIAL_USED')).toHaveLength(9);
      expect(
        await prisma.licence.count({ where: { playerDevice: { deviceId: device.deviceId }, source: 'FREE_TRIAL' } }),
      ).toBe(1);
    });

    it('is not offered to a device with a lifetime licence', async () => {
      const device = await registerDevice(app, 'android');
      const row = await prisma.playerDevice.findUniqueOrThrow({ where: { deviceId: device.deviceId } });
      await prisma.licence.create({ data: { playerDeviceId: row.id, platform: 'ANDROID', source: 'PURCHASE' } });
      expect((await http(app).post('/api/Player/Free').send({ otp: device.otp }).expect(409)).body.code).toBe(
        'LICENCE_EXISTS',
      );
    });
  });

  describe("another user's things", () => {
    it('answers 404 for every device, playlist, pass and box id of the first user', async () => {
      const first = await ownedDevice('android');
      const second = await signedIn();
      const list = await http(app)
        .post('/api/Player/PlayList')
        .set('Authorization', `Bearer ${first.token}`)
        .send(playlist({ deviceId: first.device.deviceId }))
        .expect(201);
      const playlistId = list.body.items[0].id as string;
      const pass = await prisma.vpnPass.create({
        data: {
          userId: first.user.id,
          code: `T-${randomUUID()}`,
          durationMonths: 1,
          startsAt: new Date(),
          endsAt: new Date(Date.now() + 86_400_000),
        },
      });
      await prisma.vpnBox.create({
        data: { serial: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`, userId: first.user.id, pairedAt: new Date() },
      });
      const box = await prisma.vpnBox.findFirstOrThrow({ where: { userId: first.user.id } });
      const as = (token: string) => ({ Authorization: `Bearer ${token}` });
      const deviceId = first.device.deviceId;
      const calls = [
        http(app).get('/api/Player/PlayList').query({ deviceId }).set(as(second.token)),
        http(app).post('/api/Player/PlayList').set(as(second.token)).send(playlist({ deviceId })),
        http(app).put('/api/Player/PlayList').set(as(second.token)).send(playlist({ deviceId, playlistId })),
        http(app).delete('/api/Player/PlayList').query({ deviceId, playlistId }).set(as(second.token)),
        http(app)
          .put('/api/Player/PlayerDescription')
          .set(as(second.token))
          .send({ deviceId, description: 'mine now' }),
        http(app).post('/api/Player/UnPairWithAccount').set(as(second.token)).send({ deviceId }),
        http(app).post('/api/Player/Free').set(as(second.token)).send({ deviceId }),
        http(app).post('/api/Player/PlayerLicenceKey').set(as(second.token)).send({ deviceId, code: 'ANY-CODE' }),
        http(app).post('/api/Player/UpdatePass').set(as(second.token)).send({ deviceId, passId: null }),
        http(app).get('/api/VpnPeer/Config').query({ passId: pass.id, location: 'mil' }).set(as(second.token)),
        http(app).get('/api/VpnPeer/ConfigQr').query({ passId: pass.id, location: 'mil' }).set(as(second.token)),
        http(app).post('/api/VpnPeer/UpdatePassCode').set(as(second.token)).send({ passId: pass.id }),
        http(app)
          .put('/api/VpnPeer/UpdatePassDescription')
          .set(as(second.token))
          .send({ passId: pass.id, description: 'x' }),
        http(app).post('/api/VpnBox/UnPair').set(as(second.token)).send({ serial: box.serial }),
      ];
      for (const [index, call] of calls.entries()) {
        const res = await call;
        expect({ call: index, status: res.status }).toEqual({ call: index, status: 404 });
        expect(JSON.stringify(res.body)).not.toContain(first.user.id);
      }
      // Their own pass cannot be attached to somebody else's device either.
      const mine = await ownedDevice('web');
      const res = await http(app)
        .post('/api/Player/UpdatePass')
        .set(as(mine.token))
        .send({ deviceId: mine.device.deviceId, passId: pass.id })
        .expect(404);
      expect(res.body.code).toBe('PASS_NOT_FOUND');
      expect((await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } })).playerDeviceId).toBeNull();
      expect((await prisma.playlist.findUniqueOrThrow({ where: { id: playlistId } })).name).toBe('News');
      expect((await http(app).get('/api/Player').set(as(second.token)).expect(200)).body.total).toBe(0);
    });
  });
});
