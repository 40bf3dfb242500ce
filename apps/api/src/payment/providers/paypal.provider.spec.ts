import { randomUUID } from 'node:crypto';
import { PayPalHarness } from '../../../test/support/paypal-harness';
import { unusedLoopbackUrl } from '../../../test/support/provider-harness';
import { CheckoutRequest, ProviderCallError, WebhookSignatureError } from './payment-provider';
import { PayPalProvider, PayPalProviderOptions } from './paypal.provider';

// Over real loopback HTTP: the SDK and the verify call talk to the stand-in as to api-m.paypal.com.
describe('PayPalProvider', () => {
  const harness = new PayPalHarness();
  let now: number;
  let sut: PayPalProvider;

  const provider = (env: Record<string, string> = {}, options: PayPalProviderOptions = {}) =>
    new PayPalProvider(
      { ...harness.env(), PAYPAL_ENVIRONMENT: 'sandbox', ...env },
      { now: () => now, timeoutMs: 5000, ...options },
    );
  const order = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => {
    const purchaseId = randomUUID();
    return {
      purchaseId,
      idempotencyKey: `checkout-${purchaseId}`,
      amountCents: 1999,
      currency: 'EUR',
      description: 'VPN pass (12 months)',
      email: 'buyer@example.com',
      language: 'it',
      successUrl: `https://shop.example/payment/result?purchaseId=${purchaseId}`,
      cancelUrl: `https://shop.example/payment/result?purchaseId=${purchaseId}&cancelled=1`,
      ...overrides,
    };
  };
  const calls = (pattern: RegExp) => harness.requests().filter((request) => pattern.test(request.path));
  const webhook = (
    kind: Parameters<PayPalHarness['webhook']>[0],
    orderId: string,
    options?: Parameters<PayPalHarness['webhook']>[2],
  ) => {
    const signed = harness.webhook(kind, orderId, options);
    return sut.parseWebhook(Buffer.from(signed.body), signed.headers);
  };

  beforeAll(() => harness.start());
  afterAll(() => harness.stop());
  beforeEach(() => {
    now = Date.now();
    harness.standIn.clearRequests();
    sut = provider();
  });

  describe('createCheckout', () => {
    it("creates an order for exactly the order's amount, with the purchase as custom and invoice id and the idempotency key", async () => {
      const request = order();
      const created = await sut.createCheckout(request);

      expect(created.payUrl).toBe(`${harness.standIn.url}/checkoutnow?token=${created.sessionId}`);
      const [sent] = calls(/^\/v2\/checkout\/orders$/);
      expect(sent.headers['paypal-request-id']).toBe(request.idempotencyKey);
      expect(sent.headers.authorization).toMatch(/^Bearer A21AA/);
      expect(sent.body).toEqual({
        intent: 'CAPTURE',
        purchase_units: [
          {
            custom_id: request.purchaseId,
            invoice_id: request.purchaseId,
            description: 'VPN pass (12 months)',
            amount: { currency_code: 'EUR', value: '19.99' },
          },
        ],
        payment_source: {
          paypal: {
            email_address: 'buyer@example.com',
            experience_context: {
              return_url: request.successUrl,
              cancel_url: request.cancelUrl,
              locale: 'it-IT',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      });
    });

    it('leaves the language to PayPal for Arabic and sends no e-mail when there is none', async () => {
      await sut.createCheckout(order({ language: 'sa', email: null }));
      const paypal = (
        calls(/^\/v2\/checkout\/orders$/)[0].body as {
          payment_source: { paypal: Record<string, Record<string, unknown>> };
        }
      ).payment_source.paypal;
      expect(paypal).not.toHaveProperty('email_address');
      expect(paypal.experience_context).not.toHaveProperty('locale');
    });

    it('makes one order however often the same purchase is tried', async () => {
      const request = order();
      const first = await sut.createCheckout(request);
      expect(await sut.createCheckout(request)).toEqual(first);
    });

    it('fetches one token for many calls', async () => {
      await sut.createCheckout(order());
      await sut.createCheckout(order());
      await Promise.all([sut.createCheckout(order()), sut.createCheckout(order())]);
      expect(calls(/oauth2\/token/)).toHaveLength(1);
    });

    it('fetches another token shortly before the first expires', async () => {
      await sut.createCheckout(order());
      now += 32400 * 1000 - 30_000;
      await sut.createCheckout(order());
      expect(calls(/oauth2\/token/)).toHaveLength(2);
    });

    it('fetches another token when PayPal refuses the one it has', async () => {
      await sut.createCheckout(order());
      harness.standIn.revokeTokens();
      await expect(sut.createCheckout(order())).rejects.toThrow(/HTTP 401/);
      await expect(sut.createCheckout(order())).resolves.toHaveProperty('sessionId');
      expect(calls(/oauth2\/token/)).toHaveLength(2);
    });

    it('recovers after PayPal failed to give a token', async () => {
      harness.standIn.failNext(503, /oauth2\/token/);
      await expect(sut.createCheckout(order())).rejects.toThrow(/access token \(HTTP 503/);
      await expect(sut.createCheckout(order())).resolves.toHaveProperty('sessionId');
    });

    it('fails with a ProviderCallError that does not show the secret when the credentials are wrong', async () => {
      const failure = provider({ PAYPAL_CLIENT_SECRET: 'not-the-secret-0123456789' }).createCheckout(order());
      await expect(failure).rejects.toBeInstanceOf(ProviderCallError);
      await failure.catch((error: Error) => {
        expect(error.message).not.toContain('not-the-secret');
        expect(error.message).not.toContain(
          Buffer.from(`${harness.clientId}:not-the-secret-0123456789`).toString('base64'),
        );
      });
    });

    it('fails with a ProviderCallError when PayPal cannot be reached', async () => {
      const down = provider({ PAYPAL_API_URL: await unusedLoopbackUrl() });
      await expect(down.createCheckout(order())).rejects.toThrow(ProviderCallError);
      await expect(down.retrieve('5O190127TN364715T')).rejects.toThrow(ProviderCallError);
    });
  });

  describe('retrieve', () => {
    it('reports an order waiting for the buyer as open, without trying to capture it', async () => {
      const request = order();
      const { sessionId } = await sut.createCheckout(request);
      expect(await sut.retrieve(sessionId)).toEqual({
        sessionId,
        purchaseId: request.purchaseId,
        status: 'open',
        amountCents: 1999,
        currency: 'EUR',
        paymentId: null,
        refundedCents: 0,
        refunds: [],
      });
      expect(calls(/capture/)).toHaveLength(0);
    });

    it('captures an approved order once, with a request id of its own, and reports it paid', async () => {
      const request = order();
      const { sessionId } = await sut.createCheckout(request);
      harness.setRemote(sessionId, { status: 'paid' });

      const payment = await sut.retrieve(sessionId);
      const again = await sut.retrieve(sessionId);

      expect(payment).toEqual({
        sessionId,
        purchaseId: request.purchaseId,
        status: 'paid',
        amountCents: 1999,
        currency: 'EUR',
        paymentId: expect.any(String),
        refundedCents: 0,
        refunds: [],
      });
      expect(again).toEqual(payment);
      const captures = calls(/\/capture$/);
      expect(captures).toHaveLength(1);
      expect(captures[0].headers['paypal-request-id']).toBe(`capture-${sessionId}`);
    });

    it('leaves an approved order open when PayPal declines the capture (the buyer may pick another card)', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid' });
      harness.standIn.failNext(422, /\/capture$/);
      expect((await sut.retrieve(sessionId)).status).toBe('open');
    });

    it.each([
      ['failed', 'failed'],
      ['cancelled', 'cancelled'],
      ['refunded', 'refunded'],
    ] as const)('reports an order PayPal shows as %s as %s', async (remote, expected) => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: remote });
      const payment = await sut.retrieve(sessionId);
      expect(payment).toMatchObject({ sessionId, status: expected, amountCents: 1999, currency: 'EUR' });
      expect(payment.paymentId).toEqual(remote === 'cancelled' ? null : expect.any(String));
    });

    it('reports what PayPal captured when it differs from the order', async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid', amountCents: 1000, currency: 'USD' });
      expect(await sut.retrieve(sessionId)).toMatchObject({ status: 'paid', amountCents: 1000, currency: 'USD' });
    });

    it('fails with a ProviderCallError for an order PayPal does not know', async () => {
      await expect(sut.retrieve('UNKNOWN0000000000')).rejects.toThrow(/HTTP 404/);
    });
  });

  describe('refund', () => {
    const paidOrder = async () => {
      const { sessionId } = await sut.createCheckout(order());
      harness.setRemote(sessionId, { status: 'paid' });
      return { sessionId, paymentId: (await sut.retrieve(sessionId)).paymentId! };
    };

    it('refunds the capture in full with the idempotency key', async () => {
      const { sessionId, paymentId } = await paidOrder();
      await sut.refund({
        sessionId,
        paymentId,
        amountCents: 1999,
        currency: 'EUR',
        idempotencyKey: `refund-${sessionId}`,
        ref: randomUUID(),
      });

      const [sent] = calls(/\/refund$/);
      expect(sent.path).toBe(`/v2/payments/captures/${paymentId}/refund`);
      expect(sent.headers['paypal-request-id']).toBe(`refund-${sessionId}`);
      expect((await sut.retrieve(sessionId)).status).toBe('refunded');
    });

    it('refunds part of a capture: it stays paid, with the refunds added up', async () => {
      const { sessionId, paymentId } = await paidOrder();
      const [first, second] = [randomUUID(), randomUUID()];
      await sut.refund({
        sessionId,
        paymentId,
        amountCents: 500,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
        ref: first,
      });
      await sut.refund({
        sessionId,
        paymentId,
        amountCents: 250,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
        ref: second,
      });
      const bodies = calls(/\/refund$/).map((call) => call.body);
      expect(bodies).toEqual([
        { amount: { currency_code: 'EUR', value: '5.00' }, custom_id: first },
        { amount: { currency_code: 'EUR', value: '2.50' }, custom_id: second },
      ]);
      // Each refund listed with the id it was asked with, so the shop knows which of its refunds it is.
      const payment = await sut.retrieve(sessionId);
      expect(payment).toMatchObject({ status: 'paid', refundedCents: 750 });
      expect(payment.refunds.map((r) => [r.amountCents, r.ref])).toEqual([
        [500, first],
        [250, second],
      ]);
    });

    it('reports a pending capture (an eCheck) as processing', async () => {
      const { sessionId } = await paidOrder();
      harness.setRemote(sessionId, { status: 'processing' });
      expect((await sut.retrieve(sessionId)).status).toBe('processing');
    });

    it.each([
      ['open', 'open'],
      ['won', 'won'],
      ['lost', 'lost'],
    ] as const)('reads a dispute PayPal shows as %s as %s, with its capture and amount', async (state, expected) => {
      const { sessionId, paymentId } = await paidOrder();
      harness.setDispute(sessionId, `PP-D-${state}-${sessionId}`, state, 1500);
      expect(await sut.retrieveDispute(`PP-D-${state}-${sessionId}`)).toEqual({
        disputeId: `PP-D-${state}-${sessionId}`,
        paymentId,
        status: expected,
        amountCents: 1500,
        currency: 'EUR',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      });
    });

    it('treats a capture refunded already as done', async () => {
      const { sessionId, paymentId } = await paidOrder();
      await sut.refund({
        sessionId,
        paymentId,
        amountCents: 1999,
        currency: 'EUR',
        idempotencyKey: randomUUID(),
        ref: randomUUID(),
      });
      await expect(
        sut.refund({
          sessionId,
          paymentId,
          amountCents: 1999,
          currency: 'EUR',
          idempotencyKey: randomUUID(),
          ref: randomUUID(),
        }),
      ).resolves.toBeUndefined();
    });

    it('fails with a ProviderCallError for a capture PayPal does not know', async () => {
      await expect(
        sut.refund({
          sessionId: 'X',
          paymentId: 'NOCAPTURE',
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
      harness.standIn.clearRequests();
    });

    it.each([
      ['paid', 'CHECKOUT.ORDER.APPROVED', false],
      ['cancelled', 'CHECKOUT.ORDER.VOIDED', false],
      ['failed', 'PAYMENT.CAPTURE.DENIED', true],
    ] as const)('reads the order and purchase of a %s event (%s)', async (kind, type, aboutCapture) => {
      const event = await webhook(kind, sessionId, { eventId: `WH-${kind}-${sessionId}` });
      expect(event).toEqual({
        eventId: `WH-${kind}-${sessionId}`,
        type,
        sessionId,
        purchaseId,
        paymentId: aboutCapture ? paymentId : null,
      });
    });

    it('reads the capture of a refund from its "up" link (the resource is the refund)', async () => {
      expect(await webhook('refunded', sessionId)).toMatchObject({
        type: 'PAYMENT.CAPTURE.REFUNDED',
        sessionId: null,
        purchaseId,
        paymentId,
      });
    });

    it('asks PayPal to verify the signature for our webhook id, with the event as received', async () => {
      const signed = harness.webhook('paid', sessionId);
      await sut.parseWebhook(Buffer.from(signed.body), signed.headers);
      const [verify] = calls(/verify-webhook-signature/);
      expect(verify.headers.authorization).toMatch(/^Bearer /);
      expect(verify.body).toEqual({
        auth_algo: 'SHA256withRSA',
        cert_url: signed.headers['paypal-cert-url'],
        transmission_id: signed.headers['paypal-transmission-id'],
        transmission_sig: signed.headers['paypal-transmission-sig'],
        transmission_time: signed.headers['paypal-transmission-time'],
        webhook_id: harness.webhookId,
        webhook_event: JSON.parse(signed.body),
      });
    });

    it('keeps the bytes of the event: a body formatted otherwise still verifies', async () => {
      const body = JSON.stringify(
        {
          id: 'WH-PRETTY',
          event_type: 'PAYMENT.CAPTURE.COMPLETED',
          resource: { id: paymentId, custom_id: purchaseId },
        },
        null,
        2,
      );
      const headers = harness.sign(body, new Date(now).toISOString());
      expect(await sut.parseWebhook(Buffer.from(body), headers)).toEqual({
        eventId: 'WH-PRETTY',
        type: 'PAYMENT.CAPTURE.COMPLETED',
        sessionId: null,
        purchaseId,
        paymentId,
      });
    });

    it('passes on event types it does not use, without ids', async () => {
      const body = JSON.stringify({
        id: 'WH-OTHER',
        event_type: 'BILLING.SUBSCRIPTION.CREATED',
        resource: { id: 'I-1' },
      });
      expect(await sut.parseWebhook(Buffer.from(body), harness.sign(body, new Date(now).toISOString()))).toEqual({
        eventId: 'WH-OTHER',
        type: 'BILLING.SUBSCRIPTION.CREATED',
        sessionId: null,
        purchaseId: null,
        paymentId: null,
      });
    });

    it('refuses a signature PayPal does not confirm', async () => {
      await expect(webhook('paid', sessionId, { badSignature: true })).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it('refuses a body changed after signing', async () => {
      const signed = harness.webhook('paid', sessionId);
      const forged = signed.body.replace(purchaseId, randomUUID());
      await expect(sut.parseWebhook(Buffer.from(forged), signed.headers)).rejects.toBeInstanceOf(WebhookSignatureError);
    });

    it('refuses a transmission more than 300 s old or ahead, before asking PayPal, and takes one a little younger', async () => {
      const seconds = Math.floor(now / 1000);
      await expect(webhook('paid', sessionId, { timestampSeconds: seconds - 301 })).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      await expect(webhook('paid', sessionId, { timestampSeconds: seconds + 301 })).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      expect(calls(/verify-webhook-signature/)).toHaveLength(0);
      await expect(webhook('paid', sessionId, { timestampSeconds: seconds - 280 })).resolves.toMatchObject({
        sessionId,
      });
    });

    it.each([
      'paypal-transmission-id',
      'paypal-transmission-time',
      'paypal-transmission-sig',
      'paypal-cert-url',
      'paypal-auth-algo',
    ])('refuses a request without %s', async (name) => {
      const signed = harness.webhook('paid', sessionId);
      const headers: Record<string, string> = { ...signed.headers };
      delete headers[name];
      await expect(sut.parseWebhook(Buffer.from(signed.body), headers)).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(calls(/verify-webhook-signature/)).toHaveLength(0);
    });

    it('refuses a body that is not a PayPal event', async () => {
      for (const body of ['not json', '[]', '{"id":"WH-1"}']) {
        await expect(
          sut.parseWebhook(Buffer.from(body), harness.sign(body, new Date(now).toISOString())),
        ).rejects.toBeInstanceOf(WebhookSignatureError);
      }
    });

    it('fails with a ProviderCallError (not a refusal) when PayPal cannot verify', async () => {
      harness.standIn.failNext(503, /verify-webhook-signature/);
      await expect(webhook('paid', sessionId)).rejects.toBeInstanceOf(ProviderCallError);
    });

    it('uses the verifier it is given in place of the verify API', async () => {
      const verify = jest.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
      sut = provider({}, { verifier: { verify } });
      const signed = harness.webhook('paid', sessionId);
      await expect(sut.parseWebhook(Buffer.from(signed.body), signed.headers)).resolves.toMatchObject({ sessionId });
      await expect(sut.parseWebhook(Buffer.from(signed.body), signed.headers)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      expect(verify).toHaveBeenCalledWith(
        expect.objectContaining({ transmissionSig: signed.headers['paypal-transmission-sig'] }),
        signed.body,
      );
      expect(calls(/verify-webhook-signature/)).toHaveLength(0);
    });
  });

  it('needs the client id, secret and webhook id, and an API address without a path', () => {
    expect(() => provider({ PAYPAL_WEBHOOK_ID: '' })).toThrow(/PAYPAL_WEBHOOK_ID/);
    expect(() => provider({ PAYPAL_API_URL: 'http://127.0.0.1:1/paypal' })).toThrow(/without a path/);
  });
});
