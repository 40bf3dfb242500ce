import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { MAX_CHECKS } from '../src/payment/settlement/settlement.service';
import { orderState, type PlacedOrder } from './payment-support';
import { http } from './player-support';
import {
  byProvider,
  deliverUntilTaken,
  placeWith,
  providerHarnesses,
  reconcileAfter,
  setRemote,
  useProviderApp,
} from './support/provider-app';
import type { RemoteState, WebhookKind } from './support/provider-harness';

// Slow payments (SEPA, BACS, ACH, PayPal eCheck) and payments that fail or come late: the order
// says "processing" for as long as the provider does and is never abandoned meanwhile; a failed
// or cancelled order gives its discount use back exactly once; a success after that takes it again.

const DAY = 24 * 60 * 60 * 1000;

describe.each(byProvider(providerHarnesses()))('%s: slow, failed and late payments', (provider, harness) => {
  const context = useProviderApp(harness);
  const order = (code?: string) =>
    placeWith(context, harness, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], ...(code && { code }) });

  /** The provider's state becomes `kind` and its event arrives; answers the outcome. */
  async function event(
    placed: PlacedOrder,
    kind: WebhookKind,
    state: RemoteState = { status: kind === 'processing' ? 'processing' : kind },
  ): Promise<string> {
    await setRemote(harness, placed, state);
    // As a provider does: sent again after a 503 (the order was busy, which a loaded machine can stretch past the wait).
    const res = await deliverUntilTaken(context.app, harness.webhook(kind, placed.sessionId));
    expect(res.status).toBe(200);
    return res.body.outcome as string;
  }

  async function newCode(maxUses: number): Promise<string> {
    const code = `SLOW${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    await context.prisma.discountCode.create({
      data: {
        code,
        percentOff: 10,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 30 * DAY),
        maxUses,
      },
    });
    return code;
  }

  const uses = async (code: string) =>
    (await context.prisma.discountCode.findUniqueOrThrow({ where: { code }, select: { usedCount: true } })).usedCount;
  const orderView = async (placed: PlacedOrder) =>
    (
      await http(context.app)
        .get('/api/Payment/Order')
        .query({ purchaseId: placed.purchaseId })
        .set('Authorization', `Bearer ${context.shopper.token}`)
        .expect(200)
    ).body;

  it('a slow payment is processing, is not abandoned after a day, and is fulfilled when the money arrives', async () => {
    const code = await newCode(1);
    const placed = await order(code);
    expect(await event(placed, 'processing')).toBe('processing');
    expect((await orderState(context.app, placed.orderId)).status).toBe('PROCESSING');
    expect((await orderView(placed)).status).toBe('processing');

    // Over two days the bank has not paid yet: asked more often than an order that cannot settle
    // would be, the provider still says processing, and the order waits.
    for (let check = 1; check <= MAX_CHECKS + 2; check++)
      await reconcileAfter(context.app, [placed.orderId], (check * 2 * DAY) / (MAX_CHECKS + 2) / 60_000);
    const waiting = await orderState(context.app, placed.orderId);
    expect(waiting.status).toBe('PROCESSING');
    expect(waiting.items[0].vpnPasses).toHaveLength(0);
    expect(await uses(code)).toBe(1);

    expect(await event(placed, 'paid')).toBe('paid');
    const paid = await orderState(context.app, placed.orderId);
    expect(paid.status).toBe('PAID');
    expect(paid.items[0].vpnPasses).toHaveLength(1);
    expect(await uses(code)).toBe(1);
    expect((await orderView(placed)).history.map((e: { kind: string }) => e.kind)).toEqual(['processing', 'paid']);
  });

  it('a failed payment gives its discount use back once, and the buyer can use the code again', async () => {
    const code = await newCode(1);
    const placed = await order(code);
    expect(await uses(code)).toBe(1);
    expect(await event(placed, 'processing')).toBe('processing');
    expect(await event(placed, 'failed')).toBe('failed');
    expect((await orderState(context.app, placed.orderId)).status).toBe('FAILED');
    expect(await uses(code)).toBe(0);
    // The same failure reported again, and an expiry after it, give nothing back twice.
    expect(await event(placed, 'failed')).toBe('stale');
    expect(await event(placed, 'cancelled')).toBe('cancelled');
    expect(await uses(code)).toBe(0);
    expect(await context.prisma.discountRedemption.count({ where: { orderId: placed.orderId } })).toBe(0);
    // Another card: the code works again.
    const retry = await order(code);
    expect(await uses(code)).toBe(1);
    expect(await event(retry, 'paid')).toBe('paid');
  });

  it('a success after the order was abandoned fulfils and takes the use again, past the limit, for staff to see', async () => {
    const warnings = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const code = await newCode(1);
      const late = await order(code);
      // Nobody paid within a day: abandoned, its use given back.
      await reconcileAfter(context.app, [late.orderId], DAY / 60_000 + 1);
      expect((await orderState(context.app, late.orderId)).status).toBe('CANCELLED');
      expect(await uses(code)).toBe(0);
      // Someone else takes the code's only use meanwhile.
      const other = await order(code);
      expect(await uses(code)).toBe(1);
      // Then the first payment goes through after all (a slow method, a late capture).
      expect(await event(late, 'paid')).toBe('paid');
      const state = await orderState(context.app, late.orderId);
      expect(state.status).toBe('PAID');
      expect(state.items[0].vpnPasses).toHaveLength(1);
      expect(await uses(code)).toBe(2);
      expect(await context.prisma.discountRedemption.count({ where: { discountCode: { code } } })).toBe(2);
      expect(
        await context.prisma.orderEvent.count({ where: { orderId: late.orderId, kind: 'discount-over-used' } }),
      ).toBe(1);
      expect(
        warnings.mock.calls.some(
          ([message]) => String(message).includes(late.orderId) && /past its limit/.test(String(message)),
        ),
      ).toBe(true);
      // The buyer's history does not show the staff's note, nor does the other buyer's order change.
      expect((await orderView(late)).history.map((e: { kind: string }) => e.kind)).toEqual(['cancelled', 'paid']);
      expect((await orderState(context.app, other.orderId)).status).toBe('PENDING');
    } finally {
      warnings.mockRestore();
    }
  });
});
