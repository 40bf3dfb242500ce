import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomBytes, randomUUID } from 'node:crypto';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { CatalogService } from '../src/catalog/catalog.service';
import { InvoiceService } from '../src/payment/invoice/invoice.service';
import { LicenceService } from '../src/player/licence.service';
import { SettlementQueries } from '../src/payment/settlement/settlement.queries';
import { ReminderQueries } from '../src/reminders/reminder.queries';
import { createTestApp } from './test-app';
import { ownDatabase } from './test-database';

/** How far a written time may be from the real time around the writes. */
const SLACK_MS = 5_000;

// `timestamp(3)` columns hold UTC. A database whose time zone is not UTC (an embedded PostgreSQL
// inherits the host's) turns a bare now() into local time, hours off: the server's own statements
// must write UTC whatever the session's time zone. This database is in Rome (UTC+1, +2 in summer),
// set on the database itself, so every connection of the server gets it as it would in real life.
describe('Times written by hand-written statements, on a database in Europe/Rome', () => {
  let database: Awaited<ReturnType<typeof ownDatabase>> | undefined;
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let txHost: TransactionHost<PrismaTransactions>;

  beforeAll(async () => {
    database = await ownDatabase('shop_rome', { timezone: 'Europe/Rome' });
    ({ app, prisma } = await createTestApp({ DATABASE_URL: database.url }));
    txHost = app.get(TransactionHost);
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  /** Runs `work` and expects each time it reports to lie between the real UTC time before and after it. */
  async function expectNow(work: () => Promise<Record<string, Date | null | undefined>>): Promise<void> {
    const before = Date.now();
    const written = await work();
    const after = Date.now();
    // By column, so a failure says which ones are off and by how much (3,600,000: an hour).
    const offByMs = (at: Date | null | undefined) => {
      if (!at) return 'not written';
      const ms = at.getTime();
      return ms < before - SLACK_MS ? ms - before : ms > after + SLACK_MS ? ms - after : 0;
    };
    const off = Object.fromEntries(Object.entries(written).map(([column, at]) => [column, offByMs(at)]));
    expect(off).toEqual(Object.fromEntries(Object.keys(written).map((column) => [column, 0])));
  }

  it("the server's connections are really in Rome, where a bare now() is not UTC", async () => {
    // The premise of the tests below: were the session forced to UTC they would prove nothing.
    const [session] = await prisma.$queryRaw<{ zone: string; offsetHours: number }[]>`
      SELECT current_setting('TimeZone') AS zone,
             round(extract(epoch FROM (now()::timestamp - (now() AT TIME ZONE 'UTC'))) / 3600)::int AS "offsetHours"`;
    expect(session.zone).toBe('Europe/Rome');
    expect([1, 2]).toContain(session.offsetHours);
  });

  it('a bought licence is held since now, in UTC', async () => {
    const product = await prisma.product.create({
      data: { name: `VIDEO-PLAYER-LIFETIME-${randomUUID()}`, type: 'VIDEO_PLAYER' },
      select: { id: true, name: true },
    });
    const order = await prisma.order.create({
      data: {
        purchaseId: `P-${randomBytes(12).toString('base64url')}`,
        email: `buyer-${randomUUID()}@test.example`,
        status: 'PAID',
        paidAt: new Date(),
        provider: 'SANDBOX',
        currency: 'EUR',
        subtotalCents: 1299,
        totalCents: 1299,
        country: 'IT',
        idempotencyKey: randomUUID(),
        items: { create: { productId: product.id, productName: product.name, quantity: 1, unitPriceCents: 1299 } },
      },
      select: { items: { select: { id: true } } },
    });
    const device = await prisma.playerDevice.create({
      data: { deviceId: `test-${randomUUID()}`, platform: 'web' },
      select: { id: true },
    });

    await expectNow(async () => {
      const granted = await txHost.withTransaction(() =>
        app.get(LicenceService).grantPurchased({
          playerDeviceId: device.id,
          productName: product.name,
          userId: null,
          orderItemId: order.items[0].id,
        }),
      );
      expect(granted).toBe(true);
      const licence = await prisma.licence.findFirstOrThrow({
        where: { playerDeviceId: device.id },
        select: { since: true, createdAt: true },
      });
      return { 'Licence.since': licence.since, 'Licence.createdAt': licence.createdAt };
    });
  });

  it("stock taken stamps the product's updatedAt with now, in UTC", async () => {
    const product = await prisma.product.create({
      data: { name: `VPNBOX-HW-${randomUUID()}`, type: 'VPN_BOX_HW', stock: 3 },
      select: { id: true },
    });

    await expectNow(async () => {
      expect(await txHost.withTransaction(() => app.get(CatalogService).takeStock(product.id, 1))).toBe(true);
      const row = await prisma.product.findUniqueOrThrow({
        where: { id: product.id },
        select: { stock: true, updatedAt: true },
      });
      expect(row.stock).toBe(2);
      return { 'Product.updatedAt': row.updatedAt };
    });
  });

  it("an invoice number taken (the year's first, then the next) stamps the counter with now, in UTC", async () => {
    const newPaidOrder = () =>
      prisma.order.create({
        data: {
          purchaseId: `P-${randomBytes(12).toString('base64url')}`,
          email: `buyer-${randomUUID()}@test.example`,
          status: 'PAID',
          paidAt: new Date(),
          provider: 'SANDBOX',
          currency: 'EUR',
          subtotalCents: 0,
          totalCents: 0,
          country: 'IT',
          idempotencyKey: randomUUID(),
        },
        select: { id: true },
      });
    const issue = (orderId: string) =>
      txHost.withTransaction({ maxWait: 60_000, timeout: 60_000 }, () => app.get(InvoiceService).issue(orderId));
    const year = new Date().getUTCFullYear();

    // The first of the year inserts the counter row, the second updates it: both write the time.
    for (const expected of [1, 2]) {
      const order = await newPaidOrder();
      await expectNow(async () => {
        await issue(order.id);
        const counter = await prisma.invoiceCounter.findUniqueOrThrow({ where: { year } });
        expect(counter.lastNumber).toBe(expected);
        const invoice = await prisma.invoice.findUniqueOrThrow({
          where: { orderId: order.id },
          select: { number: true, createdAt: true },
        });
        expect(invoice.number).toBe(expected);
        // Invoice.createdAt is @default(now()), filled in by Prisma Client itself (not by the
        // column's DEFAULT): right in any session time zone, like every row Prisma creates.
        return { 'InvoiceCounter.updatedAt': counter.updatedAt, 'Invoice.createdAt': invoice.createdAt };
      });
    }
  }, 300_000);

  it("a provider's event is stamped with the time it was received, in UTC", async () => {
    await expectNow(async () => {
      const id = await app.get(SettlementQueries).recordEvent('SANDBOX', `evt_${randomUUID()}`, 'test.event', null);
      const event = await prisma.providerEvent.findUniqueOrThrow({ where: { id: id ?? '' } });
      return { 'ProviderEvent.receivedAt': event.receivedAt };
    });
  });

  it('the reminder job finds the passes ending in the next 7 days by UTC, not by the local clock', async () => {
    const user = await prisma.user.create({
      data: {
        email: `rome-${randomUUID()}@test.example`,
        passwordHash: 'not-a-real-hash',
        name: 'Roma',
        surname: 'Test',
        country: 'IT',
        confirmedAt: new Date(),
      },
    });
    const now = new Date('2093-06-01T12:00:00.000Z');
    const pass = (code: string, endsAt: Date) =>
      prisma.vpnPass.create({ data: { userId: user.id, code, durationMonths: 1, startsAt: now, endsAt } });
    // Inside the window by 30 minutes at either end: an hour or two of local time would drop them.
    await pass(`ROME-IN-${randomUUID()}`, new Date(now.getTime() + 7 * 86_400_000 - 30 * 60_000));
    await pass(`ROME-ENDED-${randomUUID()}`, new Date(now.getTime() - 86_400_000 + 30 * 60_000));
    // Outside by 30 minutes.
    await pass(`ROME-OUT-${randomUUID()}`, new Date(now.getTime() + 7 * 86_400_000 + 30 * 60_000));
    const found = await app.get(ReminderQueries).ending(now);
    expect(
      found
        .filter((row) => row.userId === user.id)
        .map((row) => row.name.split('-')[1])
        .sort(),
    ).toEqual(['ENDED', 'IN']);
  });
});
