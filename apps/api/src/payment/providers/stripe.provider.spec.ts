import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { unusedLoopbackUrl } from '../../../test/support/provider-harness';
import { StripeHarness } from '../../../test/support/stripe-harness';
import { CheckoutRequest, PaymentNotFoundError, ProviderCallError, WebhookSignatureError } from './payment-provider';
import { StripeProvider } from './stripe.provider';

// Over real loopback HTTP: the SDK talks to the stand-in exactly as to api.stripe.com.
describe('StripeProvider', () => {
  const harness = new StripeHarness();
  let sut: StripeProvider;

  const order = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
    const purchaseId = randomUUID();
    return {
      purchaseId,
      idempotencyKey: `checkout-${purchaseId}`,
      amountCents: 1999,
      currency: 'EUR',
      description: 'Player licence (lifetime)',
      email: 'buyer@example.com',
      language: 'de',
      successUrl: `https://shop.example/payment/result?purchaseId=${purchaseId}`,
      cancelUrl: `https://shop.example/payment/result?purchaseId=${purchaseId}&cancelled=1`,
      ...overrides,
    };
  };
  const lastRequest = () => harness.requests().at(-1)!;
  const webhook = (
    kind: Parameters<StripeHarness['webhook']>[0],
    sessionId: string,
    options?: Parameters<StripeHarness['webhook']>[2],
  ) => {
    const signed = harness.webhook(kind, sessionId, options);
    return sut.parseWebhook(Buffer.from(signed.body), signed.headers);
  };
  const signed = (payload: string, timestamp = Math.floor(Date.now() / 1000)) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: harness.webhookSecret, timestamp }),
  });

  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  beforeEach(() => {
    harness.standIn.clearRequests();
    sut = new StripeProvider(harness.env(), { maxNetworkRetries: 0 });
  });

  describe('createCheckout', () => {
    it("asks for exactly the order's amount and currency, with its reference and idempotency key", async () => {
      const request = order();
      const created = await sut.createCheckout(request);

      expect(created.sessionId).toMatch(/^cs_test_/);
      expect(created.payUrl).toBe(`${harness.standIn.url}/pay/${created.sessionId}`);
      const sent = lastRequest();
      expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(sent.headers['idempotency-key']).toBe(request.idempotencyKey);
      expect(sent.body).toEqual({
        mode: 'payment',
        line_items: [
          {
            quantity: '1',
            price_data: { currency: 'eur', unit_amount: '1999', product_data: { name: 'Player licence (lifetime)' } },
          },
        ],
        client_reference_id: request.purchaseId,
        metadata: { purchaseId: request.purchaseId },
        payment_intent_data: { metadata: { purchaseId: request.purchaseId } },
        customer_email: 'buyer@example.com',
        locale: 'de',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
    });

    it('lets the browser choose the language for Arabic and sends no e-mail when there is none', async () => {
      await sut.createCheckout(order({ language: 'sa', email: null }));
      const body = lastRequest().body as Record<string, unknown>;
      expect(body.locale).toBe('auto');
      expect(body).not.toHaveProperty('customer_email');
    });

    it('makes one session however often the same order is tried', async () => {
      const request = order();
      const first = await sut.createCheckout(request);
      const again = await sut.createCheckout(request);
      expect(again).toEqual(first);
      expect(harness.standIn.sessionIds().filter((id) => id === first.sessionId)).toHaveLength(1);
    });

    it('fails with a ProviderCallError that does not show the key when Stripe refuses it', async () => {
      const wrongKey = 'sk_test_wrong0123456789abcdef';
      const other = new StripeProvider({ ...harness.env(), STRIPE_SECRET_KEY: wrongKey }, { maxNetworkRetries: 0 });
      const failure = other.createCheckout(order());
      await expect(failure).rejects.toBeInstanceOf(ProviderCallError);
      await expect(failure).rejects.toThrow(/401/);
      await failure.catch((error: Error) => expect(error.message).not.toContain(wrongKey));
    });

    it('fails with a ProviderCallError when Stripe answers 500', async () => {
      harness.standIn.failNext(500);
      await expect(sut.createCheckout(order())).rejects.toBeInstanceOf(ProviderCallError);
    });

    it('fails with a ProviderCallError when Stripe cannot be reached', async () => {
      const down = new StripeProvider(
        { ...harness.env(), STRIPE_API_URL: await unusedLoopbackUrl() },
        { maxNetworkRetries: 0 },
      );
      await expect(down.createCheckout(order())).rejects.toBeInstanceOf(ProviderCallError);
      await expect(down.retrieve('cs_test_x')).rejects.toBeInstanceOf(ProviderCallError);
    });
  });

  describe('retrieve', () => {
    it.each([
      ['open', 'open'],
      ['processing', 'processing'],
      ['paid', 'paid'],
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
      ['refunded', 'refunded'],
    ] as const)('reports a session Stripe shows as %s as %s', async (remote, expected) => {
      const request = order();
      const { sessionId } = await sut.createCheckout(request);
      harness.setRemote(sessionId, { status: remote });

      const payment = await sut.retrieve(sessionId);

      expect(payment).toMatchObject({
        sessionId,
        purchaseId: request.purchaseId,
        status: expected,
        amountCents: 1999,
        currency: 'EUR',
      });
      expect(payment.paymentId).toEqual(
        remote === 'open' || remote === 'cancelled' ? null : expect.stringMatching(/^pi_test_/),
      );
    });

    it("expands the payment intent, its charge and its refunds (what was paid back, and which refund is which), and a subscription checkout's invoice payments", async () => {
      const { sessionId } = await sut.createCheckout(order());
      await sut.retrieve(sessionId);
      const sent = lastRequest();
      expect(sent.method).toBe('GET');
      expect(decodeURIComponent(sent.path)).toBe(
        `/v1/checkout/sessions/${sessionId}?expand[0]=payment_intent.latest_charge.refunds&expand[1]=invoice.payments`,
      );
    });

    it('reports what Stripe collected when it differs from the order', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid', amountCents: 1, currency: 'usd' });
      expect(await sut.retrieve(sessionId)).toMatchObject({ status: 'paid', amountCents: 1, currency: 'USD' });
    });

    it('reports a partial refund as paid with the amount paid back (from the charge)', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid', refundedCents: 700 });
      expect(await sut.retrieve(sessionId)).toMatchObject({ status: 'paid', refundedCents: 700 });
    });

    it('fails with a PaymentNotFoundError (a ProviderCallError) for a session Stripe does not know', async () => {
      const failure = sut.retrieve('cs_test_unknown');
      await expect(failure).rejects.toThrow(PaymentNotFoundError);
      await expect(failure).rejects.toThrow(ProviderCallError);
    });
  });

  describe('retrieveDispute', () => {
    it.each([
      ['open', 'open'],
      ['won', 'won'],
      ['lost', 'lost'],
    ] as const)('reports a dispute Stripe shows as %s as %s, with its payment and amount', async (state, expected) => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid' });
      const { paymentId } = await sut.retrieve(sessionId);
      harness.setDispute(sessionId, `dp_${state}_${sessionId}`, state, 1500);
      expect(await sut.retrieveDispute(`dp_${state}_${sessionId}`)).toEqual({
        disputeId: `dp_${state}_${sessionId}`,
        paymentId,
        status: expected,
        amountCents: 1500,
        currency: 'EUR',
        reason: 'fraudulent',
      });
    });
  });

  describe('refund', () => {
    it('refunds the payment intent with the idempotency key', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid' });
      const { paymentId } = await sut.retrieve(sessionId);

      await sut.refund({
        sessionId,
        paymentId: paymentId!,
        amountCents: 1999,
        currency: 'EUR',
        idempotencyKey: `refund-${sessionId}`,
        ref: randomUUID(),
      });

      const sent = harness.requests().find((request) => request.path === '/v1/refunds')!;
      expect(sent.body).toEqual({
        payment_intent: paymentId,
        amount: '1999',
        metadata: { refundId: expect.any(String) },
      });
      expect(sent.headers['idempotency-key']).toBe(`refund-${sessionId}`);
      const refunded = await sut.retrieve(sessionId);
      expect(refunded.status).toBe('refunded');
      // The refund is listed with the shop's id it was asked with.
      expect(refunded.refunds).toEqual([
        {
          refundId: expect.stringMatching(/^re_/),
          amountCents: 1999,
          ref: (sent.body as { metadata: { refundId: string } }).metadata.refundId,
        },
      ]);
    });

    it('refunds part of the payment: it stays paid, with what was paid back', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid' });
      const { paymentId } = await sut.retrieve(sessionId);
      await sut.refund({
        sessionId,
        paymentId: paymentId!,
        amountCents: 500,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
        ref: randomUUID(),
      });
      expect(await sut.retrieve(sessionId)).toMatchObject({ status: 'paid', refundedCents: 500 });
    });

    it('treats a payment refunded already as done', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'refunded' });
      const { paymentId } = await sut.retrieve(sessionId);
      await expect(
        sut.refund({
          sessionId,
          paymentId: paymentId!,
          amountCents: 1999,
          currency: 'EUR',
          idempotencyKey: randomUUID(),
          ref: randomUUID(),
        }),
      ).resolves.toBeUndefined();
    });

    it('fails with a ProviderCallError when the payment cannot be refunded', async () => {
      await expect(
        sut.refund({
          sessionId: 'cs_x',
          paymentId: 'pi_unknown',
          amountCents: 1,
          currency: 'EUR',
          idempotencyKey: randomUUID(),
          ref: randomUUID(),
        }),
      ).rejects.toThrow(ProviderCallError);
    });
  });

  describe('parseWebhook', () => {
    let sessionId: string;
    let purchaseId: string;
    let paymentId: string;

    beforeEach(async () => {
      const request = order();
      purchaseId = request.purchaseId;
      sessionId = (await sut.createCheckout(request)).sessionId;
      harness.setRemote(sessionId, { status: 'paid' });
      paymentId = (await sut.retrieve(sessionId)).paymentId!;
    });

    it.each([
      ['paid', 'checkout.session.completed'],
      ['failed', 'checkout.session.async_payment_failed'],
      ['cancelled', 'checkout.session.expired'],
    ] as const)('reads the session and the purchase of a %s event (%s)', async (kind, type) => {
      const event = await webhook(kind, sessionId, { eventId: `evt_${kind}_${sessionId}` });
      expect(event).toEqual({
        eventId: `evt_${kind}_${sessionId}`,
        type,
        sessionId,
        purchaseId,
        paymentId: kind === 'cancelled' ? null : paymentId,
      });
    });

    it('reads the payment intent of a refund (charge.refunded)', async () => {
      const event = await webhook('refunded', sessionId);
      expect(event).toMatchObject({ type: 'charge.refunded', sessionId: null, purchaseId: null, paymentId });
    });

    it('reads the payment intent and purchase of payment_intent.payment_failed', async () => {
      const payload = JSON.stringify({
        id: 'evt_pi_failed',
        object: 'event',
        type: 'payment_intent.payment_failed',
        data: { object: { id: paymentId, object: 'payment_intent', metadata: { purchaseId } } },
      });
      expect(await sut.parseWebhook(Buffer.from(payload), signed(payload))).toEqual({
        eventId: 'evt_pi_failed',
        type: 'payment_intent.payment_failed',
        sessionId: null,
        purchaseId,
        paymentId,
      });
    });

    it('passes on event types it does not use, without ids', async () => {
      const payload = JSON.stringify({
        id: 'evt_other',
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      expect(await sut.parseWebhook(Buffer.from(payload), signed(payload))).toEqual({
        eventId: 'evt_other',
        type: 'customer.created',
        sessionId: null,
        purchaseId: null,
        paymentId: null,
      });
    });

    it('refuses a signature made with another secret', async () => {
      await expect(webhook('paid', sessionId, { badSignature: true })).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it('refuses a body changed after signing', async () => {
      const good = harness.webhook('paid', sessionId);
      const forged = good.body.replace(sessionId, 'cs_test_someone_else');
      await expect(sut.parseWebhook(Buffer.from(forged), good.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it('refuses a signature older than 300 s and takes one a little younger', async () => {
      const now = Math.floor(Date.now() / 1000);
      await expect(webhook('paid', sessionId, { timestampSeconds: now - 301 })).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      await expect(webhook('paid', sessionId, { timestampSeconds: now - 280 })).resolves.toMatchObject({ sessionId });
    });

    it('refuses a request without the Stripe-Signature header', async () => {
      const { body } = harness.webhook('paid', sessionId);
      await expect(sut.parseWebhook(Buffer.from(body), { 'content-type': 'application/json' })).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      await expect(sut.parseWebhook(Buffer.from(body), { 'stripe-signature': '' })).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
    });
  });

  it('needs both Stripe secrets', () => {
    expect(
      () =>
        new StripeProvider({
          STRIPE_SECRET_KEY: 'sk_test_x',
          STRIPE_WEBHOOK_SECRET: undefined,
          STRIPE_API_URL: undefined,
        }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});
