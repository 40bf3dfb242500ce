import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { PrismaService } from '../src/core/database/prisma.service';
import { SettlementService } from '../src/payment/settlement/settlement.service';
import { orderState, placeOrder, newShopper, type PlacedOrder, type Shopper } from './payment-support';
import { http } from './player-support';
import { PayPalHarness } from './support/paypal-harness';
import type { ProviderHarness, WebhookKind, WebhookOptions } from './support/provider-harness';
import { SandboxHarness } from './support/sandbox-harness';
import { StripeHarness } from './support/stripe-harness';
import { createTestApp } from './test-app';

// Every provider's webhook runs through the same pipeline: signature, one record per event, the
// provider re-read, amount/currency/order compared, fulfilment once. Each provider is driven
// against its stand-in on loopback (the sandbox is its own provider).

let prismaRef: PrismaService | undefined;
const harnesses: ProviderHarness[] = [new SandboxHarness(() => prismaRef as PrismaService), new StripeHarness(), new PayPalHarness()];

describe.each(harnesses.map((h) => [h.provider, h] as const))('%s webhooks', (provider, harness) => {
  let app: INestApplication;
  let prisma: PrismaService;
  let shopper: Shopper;

  beforeAll(async () => {
    await harness.start();
    ({ app, prisma } = await createTestApp({ ...harness.env(), RATE_LIMIT_ENABLED: 'false' }));
    prismaRef = prisma;
    shopper = await newShopper(app);
  });

  afterAll(async () => {
    await harness.stop();
    await prisma.user.deleteMany({ where: { id: shopper.userId } });
    await app.close();
  });

  async function order(items: Record<string, unknown>[] = [{ productName: 'VPN-ONE-MONTH', quantity: 1 }]): Promise<PlacedOrder> {
    const placed = await placeOrder(app, shopper, { items, provider });
    if (harness instanceof SandboxHarness) await harness.track(placed.sessionId);
    return placed;
  }

  async function remote(placed: PlacedOrder, state: Parameters<ProviderHarness['setRemote']>[1]): Promise<void> {
    harness.setRemote(placed.sessionId, state);
    if (harness instanceof SandboxHarness) await harness.settled();
  }

  function send(kind: WebhookKind, placed: PlacedOrder, options?: WebhookOptions) {
    const hook = harness.webhook(kind, placed.sessionId, options);
    return http(app).post(hook.path).set(hook.headers).send(hook.body);
  }

  const events = (orderId: string) => prisma.providerEvent.count({ where: { orderId } });

  it('asked the provider for exactly the order total, in its currency, once per order', async () => {
    const placed = await order([{ productName: 'VPN-THREE-MONTHS', quantity: 2 }]);
    expect(placed.totalCents).toBe(2 * 1299);
    if (harness instanceof SandboxHarness) {
      const payment = await prisma.sandboxPayment.findUniqueOrThrow({ where: { id: placed.sessionId } });
      expect([payment.amountCents, payment.currency]).toEqual([2598, 'EUR']);
    } else {
      const creates = harness.requests().filter((r) => r.method === 'POST' && /checkout\/sessions$|\/v2\/checkout\/orders$/.test(r.path.split('?')[0]));
      expect(JSON.stringify(creates.at(-1)?.body)).toMatch(provider === 'stripe' ? /"unit_amount":"2598"/ : /"value":"25\.98"/);
    }
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const res = await send('paid', placed, { badSignature: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await orderState(app, placed.orderId)).status).toBe('PENDING');
    expect(await events(placed.orderId)).toBe(0);
  });

  it('refuses an event signed more than 300 s ago', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const res = await send('paid', placed, { timestampSeconds: Math.floor(Date.now() / 1000) - 301 });
    expect(res.status).toBe(400);
    expect((await orderState(app, placed.orderId)).status).toBe('PENDING');
  });

  it('fulfils once when the same event arrives 10 times at once', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const hook = harness.webhook('paid', placed.sessionId, { eventId: `evt-same-${placed.orderId}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => http(app).post(hook.path).set(hook.headers).send(hook.body)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const state = await orderState(app, placed.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
    expect(state.invoice).not.toBeNull();
    expect(await events(placed.orderId)).toBe(1);
    // A different event about the same payment later: recorded, nothing granted twice.
    expect((await send('paid', placed)).status).toBe(200);
    expect((await orderState(app, placed.orderId)).items[0].vpnPasses).toHaveLength(1);
  });

  it.each([
    ['amount', { amountCents: 1 }],
    ['currency', { currency: 'USD' }],
  ])('does not fulfil when the %s paid differs from the order, and logs it', async (_what, override) => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const placed = await order();
      await remote(placed, { status: 'paid', ...override });
      expect((await send('paid', placed)).status).toBe(200);
      const state = await orderState(app, placed.orderId);
      expect(state.status).not.toBe('PAID');
      expect(state.fulfilledAt).toBeNull();
      expect(state.items[0].vpnPasses).toHaveLength(0);
      expect(state.failureReason).toMatch(/^MISMATCH/);
      expect(errors.mock.calls.some(([message]) => String(message).includes(placed.purchaseId))).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('ends in the right state when events arrive out of order', async () => {
    // The payment failed first and then went through: the success counts, whatever arrives last.
    const placed = await order();
    await remote(placed, { status: 'paid' });
    expect((await send('paid', placed)).status).toBe(200);
    expect((await send('failed', placed)).status).toBe(200);
    expect((await send('cancelled', placed)).status).toBe(200);
    expect((await orderState(app, placed.orderId)).status).toBe('PAID');

    const declined = await order();
    await remote(declined, { status: 'failed' });
    expect((await send('failed', declined)).status).toBe(200);
    expect((await orderState(app, declined.orderId)).status).toBe('FAILED');
    await remote(declined, { status: 'paid' });
    expect((await send('paid', declined)).status).toBe(200);
    const state = await orderState(app, declined.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
  });

  it('a refund marks the order and ends what it granted', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    await send('paid', placed).expect(200);
    await remote(placed, { status: 'refunded' });
    await send('refunded', placed).expect(200);
    const state = await orderState(app, placed.orderId);
    expect(state.status).toBe('REFUNDED');
    expect(state.items[0].vpnPasses[0].endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('the reconcile job settles an order whose webhook never came', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const settlement = app.get(SettlementService);
    // Not yet 15 minutes old: left alone.
    await settlement.reconcilePending(15);
    expect((await orderState(app, placed.orderId)).status).toBe('PENDING');
    const later = new Date(Date.now() + 16 * 60_000);
    // Other test files leave pending orders in the shared database: a batch large enough for all of them.
    const outcomes = await settlement.reconcilePending(15, later, 10_000);
    expect(outcomes.paid).toBeGreaterThanOrEqual(1);
    const state = await orderState(app, placed.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
  });
});
