import { randomUUID } from 'node:crypto';
import { PayPalHarness } from '../../../test/support/paypal-harness';
import { unusedLoopbackUrl } from '../../../test/support/provider-harness';
import { PaymentNotFoundError, ProviderCallError, ProviderRefusedError } from './payment-provider';
import { PayPalProvider } from './paypal.provider';

// A renewal's sale read and refunded through Payments v1, over loopback against the stand-in.
describe('PayPalProvider: subscription sales', () => {
  const harness = new PayPalHarness();
  let sut: PayPalProvider;

  /** A subscription approved and billed once: the renewal's sale id. */
  async function renewalSale(): Promise<string> {
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
    harness.standIn.billing.approve(sessionId);
    const saleId = harness.standIn.billing.renew(sessionId, 'paid');
    if (!saleId) throw new Error('no sale');
    return saleId;
  }
  const refund = (saleId: string, amountCents: number, ref = randomUUID()) =>
    sut.refund({
      sessionId: `sale:${saleId}`,
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
