import { Logger } from '@nestjs/common';
import { ProviderRegistry } from '../src/payment/providers/provider-registry';
import { SettlementService } from '../src/payment/settlement/settlement.service';
import { orderState, type PlacedOrder } from './payment-support';
import {
  byProvider,
  deliver,
  deliverUntilTaken,
  placeWith,
  providerHarnesses,
  reconcileAfter,
  setRemote,
  useProviderApp,
} from './support/provider-app';
import type { RemoteState, WebhookKind, WebhookOptions } from './support/provider-harness';
import { SandboxHarness } from './support/sandbox-harness';
import { withoutProxy } from './test-app';

withoutProxy("it makes one instance's handling fail with spies");

// Every provider's webhook runs through the same pipeline: signature, one record per event, the
// provider re-read, amount/currency/order compared, fulfilment once. Each provider is driven
// against its stand-in on loopback (the sandbox is its own provider).

describe.each(byProvider(providerHarnesses()))('%s webhooks', (provider, harness) => {
  const context = useProviderApp(harness);

  const order = (items: Record<string, unknown>[] = [{ productName: 'VPN-ONE-MONTH', quantity: 1 }]) =>
    placeWith(context, harness, { items });
  const remote = (placed: PlacedOrder, state: RemoteState) => setRemote(harness, placed, state);
  const send = (kind: WebhookKind, placed: PlacedOrder, options?: WebhookOptions) =>
    deliver(context.app, harness.webhook(kind, placed.sessionId, options));

  const events = (orderId: string) => context.prisma.providerEvent.count({ where: { orderId } });

  it('asked the provider for exactly the order total, in its currency, once per order', async () => {
    const placed = await order([{ productName: 'VPN-THREE-MONTHS', quantity: 2 }]);
    expect(placed.totalCents).toBe(2 * 1299);
    if (harness instanceof SandboxHarness) {
      const payment = await context.prisma.sandboxPayment.findUniqueOrThrow({ where: { id: placed.sessionId } });
      expect([payment.amountCents, payment.currency]).toEqual([2598, 'EUR']);
    } else {
      const creates = harness
        .requests()
        .filter((r) => r.method === 'POST' && /checkout\/sessions$|\/v2\/checkout\/orders$/.test(r.path.split('?')[0]));
      expect(JSON.stringify(creates.at(-1)?.body)).toMatch(
        provider === 'stripe' ? /"unit_amount":"2598"/ : /"value":"25\.98"/,
      );
    }
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const res = await send('paid', placed, { badSignature: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await orderState(context.app, placed.orderId)).status).toBe('PENDING');
    expect(await events(placed.orderId)).toBe(0);
  });

  it('refuses an event signed more than 300 s ago', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const res = await send('paid', placed, { timestampSeconds: Math.floor(Date.now() / 1000) - 301 });
    expect(res.status).toBe(400);
    expect((await orderState(context.app, placed.orderId)).status).toBe('PENDING');
  });

  it('fulfils once when the same event arrives 10 times at once', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const hook = harness.webhook('paid', placed.sessionId, { eventId: `evt-same-${placed.orderId}` });
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(context.app, hook)));
    // On a busy machine a delivery may find the order held past its wait: 503, sent again by the provider.
    expect(answers.map((a) => a.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const busy = answers.filter((a) => a.status === 503).length;
    for (let resent = 0; resent < busy; resent++) expect((await deliverUntilTaken(context.app, hook)).status).toBe(200);
    const state = await orderState(context.app, placed.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
    expect(state.invoice).not.toBeNull();
    expect(await events(placed.orderId)).toBe(1);
    // A different event about the same payment later: recorded, nothing granted twice.
    expect((await send('paid', placed)).status).toBe(200);
    expect((await orderState(context.app, placed.orderId)).items[0].vpnPasses).toHaveLength(1);
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
      const state = await orderState(context.app, placed.orderId);
      expect(state.status).not.toBe('PAID');
      expect(state.fulfilledAt).toBeNull();
      expect(state.items[0].vpnPasses).toHaveLength(0);
      expect(state.failureReason).toMatch(/^MISMATCH/);
      expect(errors.mock.calls.some(([message]) => String(message).includes(placed.orderId))).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  it('answers 503 (sent again), never 500, when handling fails for any other reason, and takes the event when it comes again', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const adapter = context.app.get(ProviderRegistry).get(harness.provider);
    const failing = jest.spyOn(adapter, 'retrieve').mockRejectedValueOnce(new TypeError('something unexpected'));
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      const hook = harness.webhook('paid', placed.sessionId);
      const res = await deliver(context.app, hook);
      expect([res.status, res.body.code, res.headers['retry-after']]).toEqual([503, 'SERVICE_UNAVAILABLE', '30']);
      expect(errors.mock.calls.some(([message]) => /something unexpected/.test(String(message)))).toBe(true);
      expect(await events(placed.orderId)).toBe(0);
      expect((await deliver(context.app, hook)).body.outcome).toBe('paid');
    } finally {
      failing.mockRestore();
      errors.mockRestore();
    }
  });

  it('ends in the right state when events arrive out of order', async () => {
    // A failure and an expiry reported after the success, the provider saying so when asked too:
    // a paid order never goes back (money was taken).
    const placed = await order();
    await remote(placed, { status: 'paid' });
    expect((await send('paid', placed)).body.outcome).toBe('paid');
    await remote(placed, { status: 'failed' });
    const failed = await send('failed', placed);
    expect([failed.status, failed.body.outcome]).toEqual([200, 'stale']);
    await remote(placed, { status: 'cancelled' });
    const cancelled = await send('cancelled', placed);
    expect([cancelled.status, cancelled.body.outcome]).toEqual([200, 'stale']);
    const kept = await orderState(context.app, placed.orderId);
    expect(kept.status).toBe('PAID');
    expect(kept.items[0].vpnPasses).toHaveLength(1);

    const declined = await order();
    await remote(declined, { status: 'failed' });
    expect((await send('failed', declined)).status).toBe(200);
    expect((await orderState(context.app, declined.orderId)).status).toBe('FAILED');
    await remote(declined, { status: 'paid' });
    expect((await send('paid', declined)).status).toBe(200);
    const state = await orderState(context.app, declined.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
  });

  it('a refund marks the order and ends what it granted', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    await send('paid', placed).expect(200);
    await remote(placed, { status: 'refunded' });
    await send('refunded', placed).expect(200);
    const state = await orderState(context.app, placed.orderId);
    expect(state.status).toBe('REFUNDED');
    expect(state.items[0].vpnPasses[0].endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('the reconcile job settles an order whose webhook never came', async () => {
    const placed = await order();
    await remote(placed, { status: 'paid' });
    const settlement = context.app.get(SettlementService);
    // Not yet 15 minutes old: left alone.
    await settlement.reconcilePending(15);
    expect((await orderState(context.app, placed.orderId)).status).toBe('PENDING');
    const outcomes = await reconcileAfter(context.app, [placed.orderId], 16);
    expect(outcomes.paid).toBe(1);
    const state = await orderState(context.app, placed.orderId);
    expect(state.status).toBe('PAID');
    expect(state.items[0].vpnPasses).toHaveLength(1);
  });
});
