import type { Response } from 'supertest';
import { orderState, placeOrder, type PlacedOrder } from './payment-support';
import { http } from './player-support';
import {
  byProvider,
  deliver as send,
  deliverUntilTaken,
  providerHarnesses,
  useProviderApp,
} from './support/provider-app';
import type { SignedWebhook } from './support/provider-harness';
import { PayPalHarness } from './support/paypal-harness';
import { SandboxHarness } from './support/sandbox-harness';

// Many correctly signed deliveries for one order at once, as a provider retrying and sending
// several event types does: every answer is 2xx or a 503 the provider sends again (never a 500,
// never a deadlock), the goods are granted once, and the order is paid.

describe.each(byProvider(providerHarnesses()))('%s: concurrent deliveries for one order', (provider, harness) => {
  const context = useProviderApp(harness);
  const deliver = (hook: SignedWebhook) => send(context.app, hook);

  /** The sandbox page's own Pay button: records the payment and posts its webhook through the server. */
  function payOnPage(placed: PlacedOrder) {
    const session = new URL(placed.payUrl).searchParams.get('session');
    return http(context.app).post('/api/Payment/Sandbox/Checkout').type('form').send({ session, decision: 'pay' });
  }

  it('20 distinct events, 10 repeats of one and the payment itself at once: paid once, no 500', async () => {
    const placed = await placeOrder(context.app, context.shopper, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider,
    });
    const sandbox = harness instanceof SandboxHarness ? harness : null;
    if (sandbox) await sandbox.track(placed.sessionId);
    else harness.setRemote(placed.sessionId, { status: 'paid' });

    const distinct = Array.from({ length: 20 }, () => harness.webhook('paid', placed.sessionId));
    const repeated = harness.webhook('paid', placed.sessionId, { eventId: `evt-repeat-${placed.orderId}` });
    const hooks = [...distinct, ...Array.from({ length: 10 }, () => repeated)];
    // The sandbox's payment happens on its page while the events arrive; the others are paid already.
    const [page, ...answers] = await Promise.all([
      sandbox ? payOnPage(placed) : Promise.resolve(null),
      ...hooks.map(deliver),
    ]);
    if (page) expect(page.status).toBe(303);

    const statuses = answers.map((answer: Response) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const answer of answers.filter((a: Response) => a.status === 503)) {
      expect(answer.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(answer.headers['retry-after']).toBeDefined();
    }

    const state = await orderState(context.app, placed.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
    expect(state.invoice).not.toBeNull();
    const paidOutcomes = await context.prisma.providerEvent.count({
      where: { orderId: placed.orderId, outcome: 'paid' },
    });
    // The page's own webhook or one of the events made it paid: exactly one delivery did.
    expect(paidOutcomes).toBe(1);

    // What answered 503 the provider sends again later: then it is recorded, and nothing more is granted.
    const retried: number[] = [];
    for (const hook of hooks.filter((_, index) => statuses[index] === 503))
      retried.push((await deliverUntilTaken(context.app, hook)).status);
    expect(retried.filter((status) => status !== 200)).toEqual([]);
    const after = await orderState(context.app, placed.orderId);
    expect(after.items[0].vpnPasses).toHaveLength(1);
    expect(
      await context.prisma.providerEvent.count({
        where: { orderId: placed.orderId, eventId: `evt-repeat-${placed.orderId}` },
      }),
    ).toBe(1);
    expect(await context.prisma.invoice.count({ where: { orderId: placed.orderId } })).toBe(1);
  });

  it('an order held longer than a delivery may wait answers 503 with Retry-After, and the event is taken when sent again', async () => {
    const placed = await placeOrder(context.app, context.shopper, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider,
    });
    if (harness instanceof SandboxHarness) await harness.track(placed.sessionId);
    harness.setRemote(placed.sessionId, { status: 'paid' });
    if (harness instanceof SandboxHarness) await harness.settled();
    const hook = harness.webhook('paid', placed.sessionId);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => undefined as void;
    const holding = new Promise<void>((resolve) => (locked = resolve));
    // Another delivery (or an admin's refund) holding the order's row for longer than 2 s.
    const holder = context.prisma.$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${placed.orderId}::uuid FOR UPDATE`;
        locked();
        await held;
      },
      { timeout: 15_000 },
    );
    await holding;
    const started = Date.now();
    const busy = await deliver(hook);
    const waited = Date.now() - started;
    release();
    await holder;
    expect(busy.status).toBe(503);
    expect(busy.body.code).toBe('SERVICE_UNAVAILABLE');
    expect(busy.headers['retry-after']).toBe('30');
    // It gave up within the lock wait (2 s), not the transaction's 5 s.
    expect(waited).toBeLessThan(4_900);
    expect((await orderState(context.app, placed.orderId)).status).toBe('PENDING');
    expect(await context.prisma.providerEvent.count({ where: { orderId: placed.orderId } })).toBe(0);
    const again = await deliver(hook);
    expect([again.status, again.body.outcome]).toEqual([200, 'paid']);
    expect((await orderState(context.app, placed.orderId)).items[0].vpnPasses).toHaveLength(1);
  });
});

// Many orders at once exercise the invoice counter and the connection pool, which no provider
// changes: one stand-in (PayPal's, which makes the most provider calls per delivery) is enough.
// Forty deliveries, each laying out an invoice PDF, on a machine also running the browser suite
// take longer than the default 30 s.
describe('many orders paid at once', () => {
  const harness = new PayPalHarness();
  const provider = harness.provider;
  const context = useProviderApp(harness);
  const deliver = (hook: SignedWebhook) => send(context.app, hook);

  it('deliveries for twenty orders at once each pay their own order once', async () => {
    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        placeOrder(context.app, context.shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], provider }),
      ),
    );
    for (const placed of orders) harness.setRemote(placed.sessionId, { status: 'paid' });
    const hooks = orders.flatMap((placed) => [
      harness.webhook('paid', placed.sessionId),
      harness.webhook('paid', placed.sessionId),
    ]);
    const answers = await Promise.all(hooks.map(deliver));
    expect(answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    for (const hook of hooks.filter((_, index) => answers[index].status === 503))
      expect((await deliverUntilTaken(context.app, hook)).status).toBe(200);
    const states = await Promise.all(orders.map((placed) => orderState(context.app, placed.orderId)));
    expect(states.map((state) => state.status)).toEqual(Array(20).fill('PAID'));
    expect(states.map((state) => state.items[0].vpnPasses.length)).toEqual(Array(20).fill(1));
    // Invoices numbered without gaps across the concurrent payments.
    const numbers = states.map((state) => state.invoice?.number ?? 0).sort((a, b) => a - b);
    expect(numbers[numbers.length - 1] - numbers[0]).toBe(19);
  }, 300_000);
});
