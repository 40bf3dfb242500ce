import type { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import type { OrderStatus, ShipmentStatus, TicketStatus } from '../src/generated/prisma/enums';
import { newRenewal, newSession, newUser } from './factories';
import { countStatements, http } from './player-support';
import { createTestApp } from './test-app';

const DAY = 86_400_000;

describe('The account home (GET /api/User/Overview)', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  const users: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(async () => {
    // Shipments hold their order (Restrict): they go first, then the accounts take the rest with them.
    await prisma.shipment.deleteMany({ where: { order: { userId: { in: users } } } });
    await prisma.order.deleteMany({ where: { userId: { in: users } } });
    await prisma.vpnBox.deleteMany({ where: { userId: { in: users } } });
    await prisma.playerDevice.deleteMany({ where: { userId: { in: users } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const signedIn = async (data: { isReseller?: boolean } = {}) => {
    const user = await newUser(prisma, data);
    users.push(user.id);
    return { user, token: (await newSession(app, user.id)).token };
  };
  const overview = (token: string) =>
    http(app).get('/api/User/Overview').set('Authorization', `Bearer ${token}`).expect(200);

  const device = (userId: string, platform = 'android') =>
    prisma.playerDevice.create({ data: { deviceId: `test-${randomUUID()}`, platform, userId, pairedAt: new Date() } });
  const licence = (playerDeviceId: string, data: { platform?: 'WEB' | 'ANDROID' | 'IOS'; trialEndsAt?: Date } = {}) =>
    prisma.licence.create({
      data: {
        playerDeviceId,
        platform: data.platform ?? 'ANDROID',
        source: data.trialEndsAt ? 'FREE_TRIAL' : 'PURCHASE',
        lifetime: !data.trialEndsAt,
        endsAt: data.trialEndsAt ?? null,
      },
    });
  const pass = (userId: string, endsAt: Date) =>
    prisma.vpnPass.create({
      data: {
        userId,
        code: `T${randomBytes(6).toString('hex').toUpperCase()}`,
        durationMonths: 1,
        startsAt: new Date(endsAt.getTime() - 30 * DAY),
        endsAt,
      },
    });
  const box = (userId: string, endsAt: Date) =>
    prisma.vpnBox.create({
      data: {
        serial: `TEST-${randomUUID()}`,
        userId,
        pairedAt: new Date(),
        subscriptions: {
          create: [
            {
              durationMonths: 1,
              startsAt: new Date(endsAt.getTime() - 60 * DAY),
              endsAt: new Date(endsAt.getTime() - 30 * DAY),
            },
            { durationMonths: 1, startsAt: new Date(endsAt.getTime() - 30 * DAY), endsAt },
          ],
        },
      },
    });
  const order = (userId: string, status: OrderStatus, createdAt: Date, shipment?: ShipmentStatus) =>
    prisma.order.create({
      data: {
        purchaseId: `P-${randomBytes(12).toString('base64url')}`,
        userId,
        status,
        provider: 'SANDBOX',
        currency: 'EUR',
        subtotalCents: 2999,
        totalCents: 2999,
        country: 'IT',
        idempotencyKey: randomUUID(),
        createdAt,
        ...(shipment && { shipment: { create: { status: shipment } } }),
      },
    });
  const ticket = (userId: string, status: TicketStatus, subject: string, lastActivityAt = new Date()) =>
    prisma.ticket.create({
      data: {
        userId,
        groupId: 1,
        subject,
        status,
        lastActivityAt,
        firstResponseDueAt: new Date(lastActivityAt.getTime() + DAY),
      },
    });
  const coupon = async (ownerId: string, used = false) => {
    const product = await prisma.product.findFirstOrThrow({
      where: { name: { endsWith: 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME' } },
    });
    return prisma.couponCode.create({
      data: {
        code: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
        productId: product.id,
        ownerId,
        ...(used && { usedAt: new Date() }),
      },
    });
  };

  /** A second account holding one of everything: none of it may show on the first one's home. */
  const stranger = async () => {
    const { user } = await signedIn({ isReseller: true });
    const d = await device(user.id);
    await licence(d.id);
    await pass(user.id, new Date(Date.now() + DAY));
    await box(user.id, new Date(Date.now() + DAY));
    await order(user.id, 'PROCESSING', new Date());
    await order(user.id, 'PAID', new Date(), 'PENDING');
    await ticket(user.id, 'PENDING', 'Not mine');
    await coupon(user.id);
  };

  it('answers 401 without a token', async () => {
    await http(app).get('/api/User/Overview').expect(401);
  });

  it('shows a new account empty, with every first step still to do', async () => {
    await stranger();
    const { token } = await signedIn();
    const { body } = await overview(token);
    expect(body).toEqual({
      devices: { total: 0, licensed: 0, trial: 0, unlicensed: 0 },
      subscriptions: [],
      ordersInFlight: [],
      ticketsWaiting: { count: 0, items: [] },
      recentOrders: [],
      coupons: null,
      firstSteps: { pairedDevice: false, licence: false, pass: false },
    });
  });

  it("shows the account's devices, passes, boxes, orders and tickets, and never another account's", async () => {
    await stranger();
    const { user, token } = await signedIn();
    const now = Date.now();

    const licensed = await device(user.id, 'android');
    await licence(licensed.id);
    const onTrial = await device(user.id, 'web');
    await licence(onTrial.id, { platform: 'WEB', trialEndsAt: new Date(now + 3 * DAY) });
    const trialEnded = await device(user.id, 'ios');
    await licence(trialEnded.id, { platform: 'IOS', trialEndsAt: new Date(now - DAY) });
    // A licence of another platform does not unlock this device.
    const otherPlatform = await device(user.id, 'ios');
    await licence(otherPlatform.id, { platform: 'ANDROID' });

    const later = await pass(user.id, new Date(now + 40 * DAY));
    const soon = await pass(user.id, new Date(now + 2.5 * DAY));
    await pass(user.id, new Date(now - 90 * DAY)); // long over: not on the home
    const ended = await pass(user.id, new Date(now - 2 * DAY));
    const myBox = await box(user.id, new Date(now + 10 * DAY));

    const processing = await order(user.id, 'PROCESSING', new Date(now - 5 * 60_000));
    const notShipped = await order(user.id, 'PAID', new Date(now - 10 * 60_000), 'PENDING');
    await order(user.id, 'PAID', new Date(now - 20 * 60_000), 'SHIPPED');
    await order(user.id, 'FAILED', new Date(now - 30 * 60_000));
    await ticket(user.id, 'OPEN', 'Waiting for support');
    await ticket(user.id, 'PENDING', 'Older question', new Date(now - DAY));
    const newest = await ticket(user.id, 'PENDING', 'Which router?');

    // The later pass renews automatically: its subscription was started by an order of its own.
    const renewing = await newRenewal(prisma, {
      userId: user.id,
      pass: later,
      productName: 'VPN-ONE-MONTH',
      amountCents: 999,
    });
    const started = await order(user.id, 'PAID', new Date(now - 40 * 60_000));
    await prisma.order.update({ where: { id: started.id }, data: { subscriptionId: renewing.id } });

    const { body } = await overview(token);
    expect(body.devices).toEqual({ total: 4, licensed: 1, trial: 1, unlicensed: 2 });
    expect(body.subscriptions).toEqual([
      {
        kind: 'pass',
        id: ended.id,
        code: ended.code,
        endsAt: ended.endsAt.toISOString(),
        daysLeft: 0,
        renewsAutomatically: false,
        renewal: null,
      },
      {
        kind: 'pass',
        id: soon.id,
        code: soon.code,
        endsAt: soon.endsAt.toISOString(),
        daysLeft: 3,
        renewsAutomatically: false,
        renewal: null,
      },
      {
        kind: 'box',
        id: myBox.id,
        code: myBox.serial,
        endsAt: new Date(now + 10 * DAY).toISOString(),
        daysLeft: 10,
        renewsAutomatically: false,
        renewal: null,
      },
      {
        kind: 'pass',
        id: later.id,
        code: later.code,
        endsAt: later.endsAt.toISOString(),
        daysLeft: 40,
        renewsAutomatically: true,
        renewal: {
          subscriptionId: renewing.id,
          provider: 'sandbox',
          purchaseId: started.purchaseId,
          state: 'active',
          renewsOn: later.endsAt.toISOString(),
          amount: 999,
          currency: 'EUR',
          graceUntil: null,
        },
      },
    ]);
    expect(body.ordersInFlight).toEqual([
      {
        purchaseId: processing.purchaseId,
        purchaseDate: processing.createdAt.toISOString(),
        status: 'processing',
        amount: 2999,
        currency: 'EUR',
        stage: 'payment-processing',
        shipment: null,
      },
      expect.objectContaining({ purchaseId: notShipped.purchaseId, status: 'paid', stage: 'awaiting-shipment' }),
    ]);
    expect(body.recentOrders.map((o: { purchaseId: string }) => o.purchaseId)).toEqual([
      processing.purchaseId,
      notShipped.purchaseId,
      expect.any(String),
    ]);
    expect(body.recentOrders[2]).toMatchObject({ status: 'paid', amount: 2999, currency: 'EUR' });
    expect(body.ticketsWaiting).toEqual({
      count: 2,
      items: [
        {
          id: newest.id,
          number: newest.number,
          subject: 'Which router?',
          lastActivityAt: newest.lastActivityAt.toISOString(),
        },
        expect.objectContaining({ subject: 'Older question' }),
      ],
    });
    expect(body.coupons).toBeNull();
    expect(body.firstSteps).toEqual({ pairedDevice: true, licence: true, pass: true });
  });

  it('counts a device on trial as not licensed yet, and a box alone as a pass', async () => {
    const { user, token } = await signedIn();
    const d = await device(user.id, 'web');
    await licence(d.id, { platform: 'WEB', trialEndsAt: new Date(Date.now() + DAY) });
    await box(user.id, new Date(Date.now() + DAY));
    const { body } = await overview(token);
    expect(body.firstSteps).toEqual({ pairedDevice: true, licence: false, pass: true });
  });

  it("shows a reseller's unused coupon codes, oldest first, and no one else's", async () => {
    await stranger();
    const { user, token } = await signedIn({ isReseller: true });
    const first = await coupon(user.id);
    const second = await coupon(user.id);
    await coupon(user.id, true);
    const { body } = await overview(token);
    expect(body.coupons).toEqual({
      count: 2,
      items: [
        { code: first.code, productName: expect.stringMatching(/COUPON-VIDEO-PLAYER-ANDROID-LIFETIME$/) },
        { code: second.code, productName: expect.any(String) },
      ],
    });

    const empty = await signedIn({ isReseller: true });
    expect((await overview(empty.token)).body.coupons).toEqual({ count: 0, items: [] });
  });

  it('never shows coupon codes to a customer who is not a reseller, even one who holds some', async () => {
    const { user, token } = await signedIn();
    await coupon(user.id);
    expect((await overview(token)).body.coupons).toBeNull();
  });

  it('reads the whole home in at most 3 SQL statements, the session check included, however much the account holds', async () => {
    const { user, token } = await signedIn({ isReseller: true });
    const statementsEmpty = await countStatements(prisma, () => overview(token));
    for (let i = 0; i < 4; i++) {
      const d = await device(user.id);
      await licence(d.id);
      await pass(user.id, new Date(Date.now() + (i + 1) * DAY));
      await box(user.id, new Date(Date.now() + (i + 2) * DAY));
      await order(user.id, 'PAID', new Date(Date.now() - i * 60_000), 'PENDING');
      await ticket(user.id, 'PENDING', `Question ${i}`);
      await coupon(user.id);
    }
    const statementsFull = await countStatements(prisma, () => overview(token));
    expect(statementsFull).toBeLessThanOrEqual(3);
    expect(statementsFull).toBeGreaterThan(0);
    expect(statementsFull).toBe(statementsEmpty);
  });
});
