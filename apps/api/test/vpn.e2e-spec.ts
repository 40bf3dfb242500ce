import type { INestApplication } from '@nestjs/common';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { PrivateKeyCipher } from '../src/vpn/private-key-cipher';
import { VpnPassService } from '../src/vpn/vpn-pass.service';
import { newSession, newUser } from './factories';
import { http, newIp, pairDevice, registerDevice } from './player-support';
import { createTestApp } from './test-app';

/** Debian's wireguard-tools (`.ci/run` installs them): the configs are checked with the real tools. */
function wg(args: string[], input?: string): string {
  try {
    return execFileSync(args[0] === 'strip' ? 'wg-quick' : 'wg', args, {
      input,
      encoding: 'utf8',
      stdio: ['pipe', 'pipe', 'pipe'],
    }).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('wireguard-tools are missing: apt-get install -y wireguard-tools (.ci/run does it)', {
        cause: error,
      });
    throw error;
  }
}

/** Keys wg(8) accepts in a config once wg-quick has stripped its own (Address, DNS ...). */
const WG_KEYS = {
  Interface: ['PrivateKey', 'ListenPort', 'FwMark'],
  Peer: ['PublicKey', 'PresharedKey', 'AllowedIPs', 'Endpoint', 'PersistentKeepalive'],
};

/** Parses a config as wg-quick does, then checks what is left is a config wg(8) takes. */
function parseWireGuard(text: string, name: string): Record<string, Record<string, string>> {
  const dir = mkdtempSync(join(tmpdir(), 'wg-'));
  try {
    const file = join(dir, `${name}.conf`);
    writeFileSync(file, text, { mode: 0o600 });
    const stripped = wg(['strip', file]);
    const sections: Record<string, Record<string, string>> = {};
    let current = '';
    for (const line of stripped
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)) {
      const section = /^\[(\w+)\]$/.exec(line);
      if (section) {
        current = section[1];
        sections[current] = {};
        continue;
      }
      const [key, ...rest] = line.split('=');
      const allowed = WG_KEYS[current as keyof typeof WG_KEYS];
      if (!allowed?.includes(key.trim())) throw new Error(`wg would refuse "${line}" in [${current}]`);
      sections[current][key.trim()] = rest.join('=').trim();
    }
    return sections;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('VPN passes, WireGuard peers and VPN boxes', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  let passes: VpnPassService;
  const users: string[] = [];
  const boxes: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
    passes = app.get(VpnPassService);
  });
  afterAll(async () => {
    await prisma.vpnBox.deleteMany({ where: { serial: { in: boxes } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const signedIn = async () => {
    const user = await newUser(prisma);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const newBox = async () => {
    const serial = `TEST-BOX-${randomUUID().slice(0, 8).toUpperCase()}`;
    boxes.push(serial);
    await prisma.vpnBox.create({ data: { serial } });
    return serial;
  };

  describe('passes and peers', () => {
    it('gives a pass a peer per location with a real x25519 key pair and a .conf that wg accepts', async () => {
      const { user, token } = await signedIn();
      const pass = await passes.create({ userId: user.id, durationMonths: 3, locations: ['mil', 'fra'] });
      expect(pass.peers.map((p) => p.location.code)).toEqual(['mil', 'fra']);
      for (const peer of pass.peers) {
        const res = await http(app)
          .get('/api/VpnPeer/Config')
          .query({ passId: pass.id, location: peer.location.code })
          .set(auth(token))
          .expect(200);
        expect(res.headers['content-type']).toMatch(/^text\/plain/);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="nova-${peer.location.code}.conf"`);
        const config = parseWireGuard(res.text, `nova-${peer.location.code}`);
        expect(wg(['pubkey'], config.Interface.PrivateKey)).toBe(peer.publicKey);
        const location = await prisma.vpnLocation.findUniqueOrThrow({ where: { code: peer.location.code } });
        expect(config.Peer).toMatchObject({
          PublicKey: location.publicKey,
          Endpoint: location.endpoint,
          AllowedIPs: '0.0.0.0/0, ::/0',
        });
        expect(res.text).toContain(`Address = ${peer.address}`);
        expect(peer.address.startsWith(location.subnet.split('.').slice(0, 2).join('.'))).toBe(true);
      }
    });

    it('stores the private keys encrypted (AES-256-GCM), never as the key itself', async () => {
      const { user, token } = await signedIn();
      const pass = await passes.create({ userId: user.id, durationMonths: 1, locations: ['mil'] });
      const stored = await prisma.vpnPeer.findFirstOrThrow({ where: { passId: pass.id } });
      const conf = (
        await http(app)
          .get('/api/VpnPeer/Config')
          .query({ passId: pass.id, location: 'mil' })
          .set(auth(token))
          .expect(200)
      ).text;
      const privateKey = /PrivateKey = (\S+)/.exec(conf)![1];
      expect(stored.privateKey).not.toContain(privateKey);
      expect(stored.privateKey).toMatch(/^v1\./);
      const otherKey = new PrivateKeyCipher(Buffer.alloc(32, 9));
      expect(() => otherKey.decrypt(stored.privateKey)).toThrow();
    });

    it('answers the config as a QR code PNG', async () => {
      const { user, token } = await signedIn();
      const pass = await passes.create({ userId: user.id, durationMonths: 1, locations: ['fra'] });
      const res = await http(app)
        .get('/api/VpnPeer/ConfigQr')
        .query({ passId: pass.id, location: 'fra' })
        .set(auth(token))
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect((res.body as Buffer).subarray(0, 8)).toEqual(
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      );
      const missing = await http(app)
        .get('/api/VpnPeer/Config')
        .query({ passId: pass.id, location: 'mil' })
        .set(auth(token))
        .expect(404);
      expect(missing.body.code).toBe('LOCATION_NOT_FOUND');
    });

    it('gives every peer of a location its own address', async () => {
      const { user } = await signedIn();
      const made = await Promise.all(
        Array.from({ length: 8 }, () => passes.create({ userId: user.id, durationMonths: 1, locations: ['par'] })),
      );
      const addresses = made.map((p) => p.peers[0].address);
      expect(new Set(addresses).size).toBe(addresses.length);
    });

    it('rotates the code and the keys: the old code and old keys stop at once, addresses stay', async () => {
      const { user, token } = await signedIn();
      const device = await registerDevice(app);
      await pairDevice(app, token, device);
      const pass = await passes.create({ userId: user.id, durationMonths: 6, locations: ['mil'] });
      await http(app)
        .post('/api/Player/UpdatePass')
        .set(auth(token))
        .send({ deviceId: device.deviceId, passId: pass.id })
        .expect(200);
      const rotated = await http(app)
        .post('/api/VpnPeer/UpdatePassCode')
        .set(auth(token))
        .send({ passId: pass.id })
        .expect(200);
      expect(rotated.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(rotated.body.code).not.toBe(pass.code);
      expect(await prisma.vpnPass.count({ where: { code: pass.code } })).toBe(0);
      expect(rotated.body.peers[0].publicKey).not.toBe(pass.peers[0].publicKey);
      expect(rotated.body.peers[0].address).toBe(pass.peers[0].address);
      expect(await prisma.vpnPeer.count({ where: { publicKey: pass.peers[0].publicKey } })).toBe(0);
      const conf = (
        await http(app)
          .get('/api/VpnPeer/Config')
          .query({ passId: pass.id, location: 'mil' })
          .set(auth(token))
          .expect(200)
      ).text;
      expect(wg(['pubkey'], /PrivateKey = (\S+)/.exec(conf)![1])).toBe(rotated.body.peers[0].publicKey);

      // The device's code shows the pass with the new code only.
      const code = (
        await http(app)
          .post('/api/Player/DeviceInfo')
          .set('X-Device-Secret', device.secret)
          .send({ deviceId: device.deviceId, platform: 'android' })
          .expect(200)
      ).body.otp as string;
      const fromOtp = await http(app).post('/api/Player/VpnPassFromOtp').send({ otp: code }).expect(200);
      expect(fromOtp.body.pass).toMatchObject({ id: pass.id, code: rotated.body.code });
    });

    it('sets the description, lists my passes with their status and releases the addresses of ended passes', async () => {
      const { user, token } = await signedIn();
      const ended = await passes.create({
        userId: user.id,
        durationMonths: 1,
        locations: ['mil'],
        startsAt: new Date(Date.now() - 40 * 86_400_000),
      });
      const active = await passes.create({ userId: user.id, durationMonths: 12, locations: ['mil'] });
      await http(app)
        .put('/api/VpnPeer/UpdatePassDescription')
        .set(auth(token))
        .send({ passId: active.id, description: ' Travel ' })
        .expect(200);
      // Ended: no config and no new code, even before the release job has run.
      expect(
        (
          await http(app)
            .get('/api/VpnPeer/Config')
            .query({ passId: ended.id, location: 'mil' })
            .set(auth(token))
            .expect(409)
        ).body.code,
      ).toBe('PASS_ENDED');
      expect(
        (await http(app).post('/api/VpnPeer/UpdatePassCode').set(auth(token)).send({ passId: ended.id }).expect(409))
          .body.code,
      ).toBe('PASS_ENDED');
      const listed = await http(app).get('/api/VpnPeer/GetPass').set(auth(token)).expect(200);
      expect(listed.body.items[1].peers).toEqual([]);
      expect(listed.body.total).toBe(2);
      expect(
        listed.body.items.map((p: { id: string; status: string; description: string | null }) => [
          p.id,
          p.status,
          p.description,
        ]),
      ).toEqual([
        [active.id, 'active', 'Travel'],
        [ended.id, 'ended', null],
      ]);
      const released = await passes.releaseEnded();
      expect(released).toBeGreaterThanOrEqual(1);
      expect(await prisma.vpnPeer.count({ where: { passId: ended.id } })).toBe(0);
      expect(await prisma.vpnPeer.count({ where: { passId: active.id } })).toBe(1);
      const gone = await http(app)
        .get('/api/VpnPeer/Config')
        .query({ passId: ended.id, location: 'mil' })
        .set(auth(token))
        .expect(409);
      expect(gone.body.code).toBe('PASS_ENDED');
    });

    it('lists the locations publicly (availableCountriesList)', async () => {
      const res = await http(app).get('/api/VpnPeer/Locations').expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(2);
      expect(res.body[0]).toEqual({ code: 'mil', city: 'Milan', country: 'IT' });
    });
  });

  describe('boxes', () => {
    it('tells unknown, free and paired serials apart, pairs and unpairs', async () => {
      const owner = await signedIn();
      const other = await signedIn();
      const serial = await newBox();
      const check = (token: string, s: string) =>
        http(app).post('/api/VpnBox/CheckSerial').set(auth(token)).set('X-Forwarded-For', newIp()).send({ serial: s });
      expect((await check(owner.token, 'NOVA-NO-SUCH-BOX').expect(404)).body.code).toBe('BOX_SERIAL_UNKNOWN');
      expect((await check(owner.token, serial.toLowerCase()).expect(200)).body).toEqual({ serial, available: true });

      const paired = await http(app)
        .post('/api/VpnBox/PairWithAccount')
        .set(auth(owner.token))
        .send({ serial })
        .expect(200);
      expect(paired.body).toMatchObject({
        serial,
        pairedAt: expect.any(String),
        subscription: null,
        subscriptions: [],
      });
      await http(app).post('/api/VpnBox/PairWithAccount').set(auth(owner.token)).send({ serial }).expect(200);
      expect((await check(other.token, serial).expect(409)).body.code).toBe('BOX_ALREADY_PAIRED');
      expect(
        (await http(app).post('/api/VpnBox/PairWithAccount').set(auth(other.token)).send({ serial }).expect(409)).body
          .code,
      ).toBe('BOX_ALREADY_PAIRED');
      expect(
        (await http(app).post('/api/VpnBox/UnPair').set(auth(other.token)).send({ serial }).expect(404)).body.code,
      ).toBe('BOX_NOT_FOUND');

      await http(app).post('/api/VpnBox/UnPair').set(auth(owner.token)).send({ serial }).expect(200, { ok: true });
      await check(other.token, serial).expect(200);
    });

    it('lists my boxes with the subscription in force and its history (dataBox)', async () => {
      const owner = await signedIn();
      const serial = await newBox();
      await http(app).post('/api/VpnBox/PairWithAccount').set(auth(owner.token)).send({ serial }).expect(200);
      const box = await prisma.vpnBox.findUniqueOrThrow({ where: { serial } });
      const day = 86_400_000;
      await prisma.boxSubscription.createMany({
        data: [
          {
            boxId: box.id,
            durationMonths: 1,
            startsAt: new Date(Date.now() - 60 * day),
            endsAt: new Date(Date.now() - 30 * day),
          },
          {
            boxId: box.id,
            durationMonths: 12,
            startsAt: new Date(Date.now() - 30 * day),
            endsAt: new Date(Date.now() + 335 * day),
          },
        ],
      });
      const res = await http(app).get('/api/VpnBox').set(auth(owner.token)).expect(200);
      expect(res.body.total).toBe(1);
      expect(res.body.items[0].subscription).toMatchObject({ durationMonths: 12, status: 'active' });
      expect(res.body.items[0].subscriptions.map((s: { status: string }) => s.status)).toEqual(['active', 'ended']);
    });

    it('rate-limits serial guessing per address', async () => {
      const { token } = await signedIn();
      const ip = newIp();
      for (let i = 0; i < RATE_LIMITS.serial.ip.limit; i++) {
        await http(app)
          .post('/api/VpnBox/CheckSerial')
          .set(auth(token))
          .set('X-Forwarded-For', ip)
          .send({ serial: `NOPE-${i}` })
          .expect(404);
      }
      await http(app)
        .post('/api/VpnBox/CheckSerial')
        .set(auth(token))
        .set('X-Forwarded-For', ip)
        .send({ serial: await newBox() })
        .expect(429);
    });
  });
});
