import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import { emptyListAccounts, fillListAccount } from '../../../scripts/bench/list-data';
import { startStatementCapture, type StatementCapture } from '../../../scripts/bench/pg-statement-capture';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';
import { workerDatabaseUrl } from './test-database';

/** Each list, read as the dashboard reads it, and how many rows of the account its answer counts. */
const CUSTOMER_LISTS: { path: string; total: (body: Record<string, unknown>) => unknown }[] = [
  { path: '/api/Player?pageSize=100', total: (b) => b.total },
  { path: '/api/Player/Licences?pageSize=100&sort=device', total: (b) => b.total },
  { path: '/api/Payment/Orders', total: (b) => b.total },
  { path: '/api/Payment/Orders?pageSize=100', total: (b) => b.total },
  { path: '/api/VpnPeer/GetPass?pageSize=100', total: (b) => b.total },
  { path: '/api/Player/VpnPass?pageSize=100', total: (b) => b.total },
  { path: '/api/VpnBox?pageSize=100', total: (b) => b.total },
  { path: '/api/Support/Ticket/GetTicketsByUser?pageSize=100', total: (b) => b.totalTicket },
  { path: '/api/User/Overview', total: (b) => (b.devices as { total: number }).total },
];
/** The staff's lists read the whole desk: they are counted while it holds the small account's tickets, then the big one's too. */
const STAFF_LISTS = ['/api/Support/Staff/Tickets', '/api/Support/Staff/Tickets?q=chromecast'];
const SIZES = [10, 1000];
const MAX_STATEMENTS = 3;

/**
 * What each list sends to PostgreSQL, seen on the wire: the application's connections go through a
 * relay that reads the protocol (scripts/bench/pg-statement-capture.ts, which the benches use too),
 * so every statement counts, the guard's session check and any BEGIN/COMMIT included.
 */
describe('The dashboard lists: at most 3 statements per request, as many for 1,000 rows as for 10', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  let capture: StatementCapture;
  let db: Client;
  const users: string[] = [];
  const locations: string[] = [];

  beforeAll(async () => {
    capture = await startStatementCapture(workerDatabaseUrl());
    ({ app, prisma } = await createTestApp({ DATABASE_URL: capture.url }));
    db = new Client({ connectionString: workerDatabaseUrl() });
    await db.connect();
  });
  afterAll(async () => {
    await emptyListAccounts(db, users, locations);
    await db.end();
    await app.close();
    await capture.close();
  });

  /** A reseller (so the home shows its coupons) holding `rows` of everything, with a live session. */
  async function account(rows: number): Promise<string> {
    const user = await newUser(prisma, { isReseller: true });
    users.push(user.id);
    locations.push(...(await fillListAccount(db, user.id, rows)).locationIds);
    return (await newSession(app, user.id)).token;
  }

  /** The statements of one request, after one to warm up (connections opened, plans cached); its answer checked by `check`. */
  async function statementsOf(path: string, token: string, check: (body: Record<string, unknown>) => void) {
    await http(app).get(path).set(bearer(token)).expect(200);
    let body: Record<string, unknown> = {};
    const statements = await capture.record(async () => {
      body = (await http(app).get(path).set(bearer(token)).expect(200)).body;
    });
    check(body);
    return statements.length;
  }

  it('counts the statements of every list for an account of 10 rows and one of 1,000', async () => {
    const agent = await newUser(prisma);
    users.push(agent.id);
    await prisma.user.update({ where: { id: agent.id }, data: { roles: ['SUPPORT'] } });
    const staff = (await newSession(app, agent.id)).token;

    const counts: Record<string, number[]> = {};
    for (const size of SIZES) {
      const token = await account(size);
      for (const { path, total } of CUSTOMER_LISTS) {
        const count = await statementsOf(path, token, (body) =>
          expect({ path, total: total(body) }).toEqual({ path, total: size }),
        );
        (counts[path] ??= []).push(count);
      }
      for (const path of STAFF_LISTS) {
        const count = await statementsOf(path, staff, (body) => expect(body.total).toBeGreaterThanOrEqual(size));
        (counts[path] ??= []).push(count);
      }
    }
    // At least the session check and the list's own statement: the relay sees every statement.
    for (const [path, [small, large]] of Object.entries(counts))
      expect({ path, small, large, atMost: large <= MAX_STATEMENTS, seen: small >= 2 }).toEqual({
        path,
        small,
        large: small,
        atMost: true,
        seen: true,
      });
  });

  it('answers each device, pass, box and order as the endpoints of one of them do', async () => {
    const token = await account(3);
    const get = async (path: string) => (await http(app).get(path).set(bearer(token)).expect(200)).body;
    const devices = (await get('/api/Player')).items;
    const passes = (await get('/api/VpnPeer/GetPass')).items;
    const boxes = (await get('/api/VpnBox')).items;
    const orders = (await get('/api/Payment/Orders')).items;
    expect([devices.length, passes.length, boxes.length, orders.length]).toEqual([3, 3, 3, 3]);
    for (const device of devices) {
      const one = await http(app)
        .put('/api/Player/PlayerDescription')
        .set(bearer(token))
        .send({ deviceId: device.deviceId, description: device.description })
        .expect(200);
      expect(device).toEqual(one.body);
    }
    for (const pass of passes) {
      const one = await http(app)
        .put('/api/VpnPeer/UpdatePassDescription')
        .set(bearer(token))
        .send({ passId: pass.id, description: pass.description })
        .expect(200);
      expect(pass).toEqual(one.body);
    }
    for (const box of boxes) {
      const one = await http(app).post('/api/VpnBox/PairWithAccount').set(bearer(token)).send({ serial: box.serial });
      expect(box).toEqual(one.body);
    }
    for (const order of orders)
      expect(order).toEqual(await get(`/api/Payment/Order?purchaseId=${encodeURIComponent(order.purchaseId)}`));
    // The fill gave each of them everything a list shows: nothing above compared empty parts.
    expect(devices[0]).toMatchObject({ playlistCount: 2, licences: [expect.any(Object)], pass: expect.any(Object) });
    expect(passes.map((p: { peers: unknown[] }) => p.peers.length)).toEqual([2, 2, 2]);
    expect(passes.filter((p: { renewal: unknown }) => p.renewal !== null)).toHaveLength(2);
    expect(boxes.filter((b: { renewal: unknown }) => b.renewal !== null)).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      items: [
        expect.objectContaining({ deviceId: expect.any(String) }),
        expect.objectContaining({ renews: expect.any(Object) }),
      ],
      invoiceNumber: expect.any(String),
      shipment: expect.objectContaining({ boxSerial: expect.any(String) }),
      creditNotes: [expect.any(Object)],
      disputes: [expect.any(Object)],
      history: [expect.any(Object), expect.any(Object)],
    });
  });
});
