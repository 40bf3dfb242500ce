import { randomUUID } from 'node:crypto';
import { PayPalHarness } from '../../../test/support/paypal-harness';
import { unusedLoopbackUrl } from '../../../test/support/provider-harness';
import { PaymentNotFoundError, ProviderCallError, ProviderRefusedError } from './payment-provider';
import { PayPalProvider } from './paypal.provider';

// A subscription's sales (a renewal's, the setup fee of its first order) read and refunded
// through Payments v1, over loopback against the stand-in.
describe('PayPalProvider: subscription sales', () => {
  const harness = new PayPalHarness();
  let sut: PayPalProvider;

  /** A subscription approved and billed once: the renewal's sale id. */
  async function renewalSale(): Promise<string> {
    const { sessionId } = await subscribed();
    const saleId = harness.standIn.billing.renew(sessionId, 'paid');
    if (!saleId) throw new Error('no sale');
    return saleId;
  }
  /** A subscription checkout the buyer approved: its session (I-...), purchase and setup fee's sale. */
  async function subscribed() {
    const { sessionId, purchaseId } = await subscription();
    const setupSaleId = harness.standIn.billing.approve(sessionId);
    return { sessionId, purchaseId, setupSaleId };
  }
  /** A subscription checkout waiting for the buyer. */
  async function subscription() {
    const purchaseId = randomUUID();
    const { sessionId } = await sut.createCheckout({
      purchaseId,
      idempotencyKey: `checkout-${purchaseId}`,
      amountCents: 499,
      currency: 'EUR',
      description: 'VPN pass (1 month)',
      email: null,
      language: 'en',
      successUrl: 'https://shop.example/ok',
      cancelUrl: 'https://shop.example/cancel',
      recurring: {
        intervalMonths: 1,
        amountCents: 499,
        productName: 'VPN-ONE-MONTH',
        firstRenewalAt: new Date(Date.now() + 86_400_000),
      },
    });
    return { sessionId, purchaseId };
  }
  const refund = (saleId: string, amountCents: number, ref = randomUUID(), sessionId = `sale:${saleId}`) =>
    sut.refund({
      sessionId,
      paymentId: saleId,
      amountCents,
      currency: 'EUR',
      idempotencyKey: `refund-${ref}`,
      ref,
    });

  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  beforeEach(() => {
    sut = new PayPalProvider({ ...harness.env(), PAYPAL_ENVIRONMENT: 'sandbox' }, { timeoutMs: 5000 });
  });

  it("a renewal's invoice names its sale as the session to read and refund", async () => {
    const saleId = await renewalSale();
    expect(await sut.subscriptions.retrieveInvoice(saleId)).toMatchObject({
      sessionId: `sale:${saleId}`,
      paymentId: saleId,
      status: 'paid',
      amountCents: 499,
    });
  });

  it('reads the sale with the refunds named that are its own; a refund of another sale or unknown is left out', async () => {
    const saleId = await renewalSale();
    const ref = randomUUID();
    const made = await refund(saleId, 100, ref);
    expect(made).toMatch(/^RF/);
    const elsewhere = harness.standIn.billing.refundOnSite(await renewalSale(), 50);
    const remote = await sut.retrieve(`sale:${saleId}`, { refundIds: [made as string, elsewhere, 'RFUNKNOWN'] });
    expect(remote).toEqual({
      sessionId: `sale:${saleId}`,
      purchaseId: null,
      status: 'paid',
      amountCents: 499,
      currency: 'EUR',
      paymentId: saleId,
      refundedCents: 100,
      refunds: [{ refundId: made, amountCents: 100, ref }],
    });
    // Without names it lists none (a sale does not), and says refunded once all of it is.
    harness.standIn.billing.refundOnSite(saleId);
    expect(await sut.retrieve(`sale:${saleId}`)).toMatchObject({ status: 'refunded', refunds: [] });
  });

  it('the same key makes one refund; a sale refunded in full counts as reached; too much is a refusal', async () => {
    const saleId = await renewalSale();
    const ref = randomUUID();
    const first = await refund(saleId, 200, ref);
    expect(await refund(saleId, 200, ref)).toBe(first);
    await expect(refund(saleId, 400)).rejects.toBeInstanceOf(ProviderRefusedError);
    harness.standIn.billing.refundOnSite(saleId);
    await expect(refund(saleId, 100)).resolves.toBeUndefined();
  });

  it("a subscription's first order is refunded through its setup fee's sale and reads paid, then refunded, never open", async () => {
    const { sessionId, purchaseId, setupSaleId } = await subscribed();
    // A renewal billed since: a later sale of the same subscription, listed before the first.
    harness.standIn.billing.renew(sessionId, 'paid');
    const first = { sessionId, purchaseId, status: 'paid', paymentId: setupSaleId, subscriptionId: sessionId };
    expect(await sut.retrieve(sessionId)).toMatchObject({ ...first, amountCents: 499, refunds: [] });

    const ref = randomUUID();
    const made = await refund(setupSaleId, 150, ref, sessionId);
    expect(made).toMatch(/^RF/);
    // Through Payments v1, never as a capture (v2) it is not.
    const asked = harness.requests().filter((r) => r.method === 'POST' && r.path.includes(setupSaleId));
    expect(asked.map((r) => r.path)).toEqual([`/v1/payments/sale/${setupSaleId}/refund`]);
    expect(await refund(setupSaleId, 150, ref, sessionId)).toBe(made);
    expect(await sut.retrieve(sessionId, { refundIds: [made as string] })).toMatchObject({
      ...first,
      refundedCents: 150,
      refunds: [{ refundId: made, amountCents: 150, ref }],
    });

    // The rest refunded on PayPal's site, the subscription ended: the order still reads as its sale.
    const rest = harness.standIn.billing.refundOnSite(setupSaleId);
    harness.standIn.billing.cancel(sessionId);
    expect(await sut.retrieve(sessionId, { refundIds: [rest] })).toMatchObject({
      ...first,
      status: 'refunded',
      refundedCents: 349,
      refunds: [{ refundId: rest, amountCents: 349, ref: null }],
    });
    await expect(refund(setupSaleId, 1, randomUUID(), sessionId)).resolves.toBeUndefined();
  });

  it('a subscription not approved yet, or cancelled before it was, has no payment', async () => {
    const { sessionId } = await subscribed();
    const pending = await subscription();
    expect(await sut.retrieve(pending.sessionId)).toMatchObject({ status: 'open', paymentId: null });
    harness.standIn.billing.cancel(pending.sessionId);
    expect(await sut.retrieve(pending.sessionId)).toMatchObject({ status: 'cancelled', paymentId: null });
    expect(await sut.retrieve(sessionId)).toMatchObject({ status: 'paid' });
  });

  it('a sale PayPal does not know, or a PayPal that does not answer, is no refusal', async () => {
    await expect(sut.retrieve('sale:SALEUNKNOWN')).rejects.toBeInstanceOf(PaymentNotFoundError);
    const down = new PayPalProvider(
      { ...harness.env(), PAYPAL_ENVIRONMENT: 'sandbox', PAYPAL_API_URL: await unusedLoopbackUrl() },
      { timeoutMs: 2000 },
    );
    const failure = await down
      .refund({ sessionId: 'sale:X', paymentId: 'X', amountCents: 1, currency: 'EUR', idempotencyKey: 'k', ref: 'r' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderCallError);
    expect(failure).not.toBeInstanceOf(ProviderRefusedError);
  });

  it('PAYMENT.SALE.REFUNDED names the sale (as session and payment) and the refund to read', async () => {
    const saleId = await renewalSale();
    const refundId = harness.standIn.billing.refundOnSite(saleId, 100);
    const signed = harness.saleRefundWebhook(refundId);
    expect(await sut.parseWebhook(Buffer.from(signed.body), signed.headers)).toMatchObject({
      type: 'PAYMENT.SALE.REFUNDED',
      sessionId: `sale:${saleId}`,
      paymentId: saleId,
      purchaseId: null,
      refundId,
    });
  });
});
