import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newWireGuardKeyPair } from '../src/vpn/wireguard';
import { auditOf, newAdmin } from './admin-helpers';
import { decideOnSandbox, newShopper, placeOrder, type Shopper } from './payment-support';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23, the back office's VPN locations: created and changed as the server's rules say, new
// passes get peers on the enabled ones only, and a location switched off keeps serving the peers it has.

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: { token: string; user: { id: string } };
const created: string[] = [];
const shoppers: string[] = [];

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
});
afterAll(async () => {
  // Other files of this worker give passes peers on every active location: ours leave with their passes.
  await prisma.user.deleteMany({ where: { id: { in: shoppers } } });
  await prisma.vpnLocation.deleteMany({ where: { id: { in: created } } });
  await app.close();
});

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');
/** A /24 of 10.200.0.0/16 no other location of this file has (the seed's are 10.61–10.66). */
let nextNet = randomInt(100);
const freeSubnet = () => `10.200.${nextNet++}.0/24`;

const validLocation = () => ({
  code: `t${letters(5)}`,
  country: 'pt',
  city: 'Lisbon',
  host: 'vpn-lis.nova.example',
  port: 51820,
  publicKey: newWireGuardKeyPair().publicKey,
  subnet: freeSubnet(),
  dns: '9.9.9.9,149.112.112.112',
  active: true,
  sortOrder: 90,
});

const post = (body: object) => http(app).post('/api/Admin/VpnLocations').set(bearer(admin.token)).send(body);
const put = (body: object) => http(app).put('/api/Admin/VpnLocations').set(bearer(admin.token)).send(body);

async function newLocation(overrides: Record<string, unknown> = {}) {
  const res = await post({ ...validLocation(), ...overrides }).expect(201);
  created.push(res.body.id);
  return res.body as ReturnType<typeof validLocation> & { id: string; peers: number };
}

/** Everything PUT takes, from a location as the API answers it. */
const editable = ({ code: _code, peers: _peers, updatedAt: _at, ...rest }: Record<string, unknown>) => rest;

async function buyPass(): Promise<{ shopper: Shopper; pass: { id: string; peers: { location: { code: string } }[] } }> {
  const shopper = await newShopper(app);
  shoppers.push(shopper.userId);
  const placed = await placeOrder(app, shopper, {
    items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
    provider: 'sandbox',
  });
  await decideOnSandbox(app, placed.payUrl, 'pay');
  const passes = await http(app).get('/api/VpnPeer/GetPass').set(bearer(shopper.token)).expect(200);
  expect(passes.body.items).toHaveLength(1);
  return { shopper, pass: passes.body.items[0] };
}

describe('POST /api/Admin/VpnLocations', () => {
  it('creates a location as typed (code in small letters, country in capitals, DNS written one way), audited', async () => {
    const body = validLocation();
    const location = await newLocation({ ...body, code: body.code.toUpperCase() });
    expect(location).toMatchObject({
      code: body.code,
      country: 'PT',
      city: 'Lisbon',
      host: 'vpn-lis.nova.example',
      port: 51820,
      publicKey: body.publicKey,
      subnet: body.subnet,
      dns: '9.9.9.9, 149.112.112.112',
      active: true,
      sortOrder: 90,
      peers: 0,
    });
    const row = await prisma.vpnLocation.findUniqueOrThrow({ where: { id: location.id } });
    expect(row.endpoint).toBe('vpn-lis.nova.example:51820');
    const listed = await http(app).get('/api/Admin/VpnLocations').set(bearer(admin.token)).expect(200);
    expect(listed.body.find((l: { id: string }) => l.id === location.id)).toEqual(location);
    const [entry] = await auditOf(prisma, 'VpnLocation', location.id);
    expect(entry).toMatchObject({ action: 'vpnLocation.create', actorId: admin.user.id });
    expect(entry.data).toMatchObject({ before: null, after: { code: body.code, subnet: body.subnet, active: true } });
  });

  it('refuses a code taken, and a subnet overlapping the subnet of another location, naming it', async () => {
    const first = await newLocation();
    const taken = await post({ ...validLocation(), code: first.code }).expect(409);
    expect(taken.body.code).toBe('VPN_LOCATION_CODE_TAKEN');
    const overlapping = await post({ ...validLocation(), subnet: '10.61.128.0/17' }).expect(409);
    expect(overlapping.body).toMatchObject({ code: 'VPN_LOCATION_SUBNET_OVERLAP', fields: { subnet: ['mil'] } });
    const wider = await post({ ...validLocation(), subnet: '10.192.0.0/10' }).expect(409);
    expect(wider.body.fields.subnet).toContain(first.code);
  });

  const wrongKey = Buffer.alloc(31, 7).toString('base64');
  it.each([
    ['code', 'mil1'],
    ['code', 'a'],
    ['country', 'XX'],
    ['city', '  '],
    ['host', 'vpn_lis.example'],
    ['host', '300.1.2.3'],
    ['port', 0],
    ['port', 65536],
    ['publicKey', wrongKey],
    ['publicKey', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='],
    ['publicKey', 'lDTqpqzhNAy387pGUIieSo+bxf8W1Gb4FSDJvBgrgQB='],
    ['subnet', '10.70.0.0'],
    ['subnet', '10.70.0.0/30'],
    ['subnet', '10.70.0.1/16'],
    ['subnet', '8.8.8.0/24'],
    ['dns', '1.1.1'],
    ['dns', '1.1.1.1, 1.0.0.1, 8.8.8.8, 8.8.4.4, 9.9.9.9'],
    ['active', 'yes'],
    ['sortOrder', -1],
  ])('refuses %s %p with VALIDATION_FAILED naming the field', async (field, value) => {
    const count = await prisma.vpnLocation.count();
    const res = await post({ ...validLocation(), [field]: value }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await prisma.vpnLocation.count()).toBe(count);
  });

  it('says what is wrong with a subnet', async () => {
    const res = await post({ ...validLocation(), subnet: '10.70.3.0/16' }).expect(400);
    expect(res.body.fields.subnet.join(' ')).toMatch(/network address/);
  });
});

describe('PUT /api/Admin/VpnLocations', () => {
  it('changes a location without peers, subnet included, with before and after in the audit log', async () => {
    const location = await newLocation();
    const subnet = freeSubnet();
    const res = await put({ ...editable(location), city: 'Porto', port: 443, subnet }).expect(200);
    expect(res.body).toMatchObject({ id: location.id, code: location.code, city: 'Porto', port: 443, subnet });
    const entries = await auditOf(prisma, 'VpnLocation', location.id);
    expect(entries.map((e) => e.action)).toEqual(['vpnLocation.create', 'vpnLocation.update']);
    expect(entries[1].data).toMatchObject({
      before: { city: 'Lisbon', port: 51820, subnet: location.subnet },
      after: { city: 'Porto', port: 443, subnet },
    });
  });

  it('refuses an unknown id (404), a code (not editable) and an overlapping subnet', async () => {
    const location = await newLocation();
    const unknown = await put({ ...editable(location), id: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body.code).toBe('VPN_LOCATION_NOT_FOUND');
    expect((await put({ ...editable(location), code: 'other' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const overlap = await put({ ...editable(location), subnet: '10.62.0.0/24' }).expect(409);
    expect(overlap.body).toMatchObject({ code: 'VPN_LOCATION_SUBNET_OVERLAP', fields: { subnet: ['fra'] } });
  });
});

describe('enabled and disabled locations', () => {
  it('gives new passes peers on enabled locations only; a disabled one keeps serving its peers', async () => {
    const location = await newLocation();
    const before = await buyPass();
    expect(before.pass.peers.map((p) => p.location.code)).toContain(location.code);

    const off = await put({ ...editable({ ...location, peers: 1 }), active: false }).expect(200);
    expect(off.body).toMatchObject({ active: false, peers: 1 });
    const [, disabled] = await auditOf(prisma, 'VpnLocation', location.id);
    expect(disabled.data).toMatchObject({ before: { active: true }, after: { active: false } });

    // New passes, bought or created otherwise, get no peer there; the public list leaves it out.
    const after = await buyPass();
    expect(after.pass.peers.length).toBeGreaterThan(0);
    expect(after.pass.peers.map((p) => p.location.code)).not.toContain(location.code);
    const publicList = await http(app).get('/api/VpnPeer/Locations').expect(200);
    expect(publicList.body.map((l: { code: string }) => l.code)).not.toContain(location.code);

    // The pass from before still has its peer there, listed and downloadable.
    const mine = await http(app).get('/api/VpnPeer/GetPass').set(bearer(before.shopper.token)).expect(200);
    expect(mine.body.items[0].peers.map((p: { location: { code: string } }) => p.location.code)).toContain(
      location.code,
    );
    const config = await http(app)
      .get('/api/VpnPeer/Config')
      .query({ passId: before.pass.id, location: location.code })
      .set(bearer(before.shopper.token))
      .expect(200);
    expect(config.text).toContain(`PublicKey = ${location.publicKey}`);
    expect(config.text).toContain('Endpoint = vpn-lis.nova.example:51820');

    // Its subnet holds that peer's address: it stays.
    const moved = await put({ ...editable(location), active: false, subnet: freeSubnet() }).expect(409);
    expect(moved.body.code).toBe('VPN_LOCATION_SUBNET_IN_USE');
    expect((await prisma.vpnLocation.findUniqueOrThrow({ where: { id: location.id } })).subnet).toBe(location.subnet);

    // Enabled again: the next pass gets a peer there once more.
    await put({ ...editable(location), active: true }).expect(200);
    expect((await buyPass()).pass.peers.map((p) => p.location.code)).toContain(location.code);
  });
});
