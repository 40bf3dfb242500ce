import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { PayPalBillingStandIn } from './paypal-billing-stand-in';
import { RemoteState, StandInAnswer, StandInRequest, StandInServer } from './provider-harness';

type Status = RemoteState['status'];

export interface PayPalStandInOptions {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Stands in for PayPal's RSA certificate: webhooks are signed with an HMAC under this key. */
  signingKey: string;
  /** expires_in of the tokens it issues. Default 32400 s, as PayPal. */
  tokenTtlSeconds?: number;
}

interface PayPalOrderState {
  id: string;
  purchaseId: string | null;
  invoiceId: string | null;
  description: string | null;
  amountCents: number;
  currency: string;
  /** open: waiting for the buyer; paid: approved by the buyer, COMPLETED once captured. */
  status: Status;
  captured: boolean;
  reportedAmountCents?: number;
  reportedCurrency?: string;
  /** Each refund, in the order they were made (customId: what the refund was asked with). */
  refunds: { id: string; cents: number; customId: string | null }[];
  captureId: string;
  refundId: string;
  createTime: string;
}

/** PayPal's scheme, `<transmission id>|<time>|<webhook id>|<crc32 of the body>`, signed with an HMAC in place of their RSA key. */
export function signPayPalTransmission(input: {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  body: string;
  signingKey: string;
}): string {
  const message = `${input.transmissionId}|${input.transmissionTime}|${input.webhookId}|${crc32(input.body)}`;
  return createHmac('sha256', input.signingKey).update(message).digest('base64');
}

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
const money = (cents: number, currency: string) => ({ currency_code: currency, value: (cents / 100).toFixed(2) });

/**
 * PayPal's REST API as far as the adapter uses it: OAuth tokens (client credentials), Orders v2
 * (create, get, capture), capture refunds and verify-webhook-signature, which really checks the
 * signature. PayPal-Request-Id is honoured: a repeated id answers the first answer again.
 */
export class PayPalStandIn extends StandInServer {
  readonly billing = new PayPalBillingStandIn();
  private readonly orders = new Map<string, PayPalOrderState>();
  private readonly disputes = new Map<
    string,
    { orderId: string; status: 'open' | 'won' | 'lost'; amountCents: number }
  >();
  private readonly tokens = new Map<string, number>();
  private readonly replies = new Map<string, StandInAnswer>();

  constructor(private readonly options: PayPalStandInOptions) {
    super();
  }

  orderIds(): string[] {
    return [...this.orders.keys()];
  }

  setRemote(orderId: string, state: RemoteState): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`PayPal stand-in: no order ${orderId}`);
    order.status = state.status;
    // A declined, pending (eCheck) or refunded payment was captured once; an approval waits for the adapter's capture.
    order.captured =
      state.status === 'failed' ||
      state.status === 'refunded' ||
      state.status === 'processing' ||
      (state.status === 'paid' && order.captured);
    order.reportedAmountCents = state.amountCents;
    order.reportedCurrency = state.currency?.toUpperCase();
    // What setRemote says was refunded in all, as refunds made on PayPal's site (those made through the API stay).
    const asked =
      state.refundedCents ?? (state.status === 'refunded' ? (order.reportedAmountCents ?? order.amountCents) : 0);
    const made = order.refunds.reduce((sum, refund) => sum + refund.cents, 0);
    if (asked > made) order.refunds.push({ id: paypalId(), cents: asked - made, customId: null });
    if (asked === 0) order.refunds = [];
  }

  setDispute(orderId: string, disputeId: string, status: 'open' | 'won' | 'lost', amountCents?: number): void {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`PayPal stand-in: no order ${orderId}`);
    this.disputes.set(disputeId, { orderId, status, amountCents: amountCents ?? order.amountCents });
  }

  /** The dispute as PayPal shows it (GET /v1/customer/disputes/{id} and CUSTOMER.DISPUTE.* resources). */
  disputeJson(disputeId: string): Record<string, unknown> {
    const dispute = this.disputes.get(disputeId);
    const order = dispute ? this.orders.get(dispute.orderId) : undefined;
    if (!dispute || !order) throw new Error(`PayPal stand-in: no dispute ${disputeId}`);
    return {
      dispute_id: disputeId,
      reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
      status: dispute.status === 'open' ? 'WAITING_FOR_SELLER_RESPONSE' : 'RESOLVED',
      ...(dispute.status !== 'open' && {
        dispute_outcome: {
          outcome_code: dispute.status === 'lost' ? 'RESOLVED_BUYER_FAVOUR' : 'RESOLVED_SELLER_FAVOUR',
        },
      }),
      dispute_amount: money(dispute.amountCents, order.currency),
      disputed_transactions: [
        { seller_transaction_id: order.captureId, ...(order.purchaseId ? { custom: order.purchaseId } : {}) },
      ],
      create_time: new Date().toISOString(),
    };
  }

  /** Every token issued so far stops working (PayPal answers 401), as after rotated credentials. */
  revokeTokens(): void {
    this.tokens.clear();
  }

  /** The order as PayPal shows it, in `status` if given (webhook bodies). */
  orderJson(orderId: string, status?: Status): Record<string, unknown> {
    const order = this.orders.get(orderId) ?? this.stranger(orderId);
    const view = status
      ? {
          ...order,
          status,
          captured: status !== 'open' && status !== 'cancelled' && (status !== 'paid' || order.captured),
        }
      : order;
    return this.render(view);
  }

  captureJson(orderId: string, status: Status): Record<string, unknown> {
    const order = this.orders.get(orderId) ?? this.stranger(orderId);
    return { ...this.capture({ ...order, status }), supplementary_data: { related_ids: { order_id: order.id } } };
  }

  refundJson(orderId: string): Record<string, unknown> {
    return this.refund(this.orders.get(orderId) ?? this.stranger(orderId));
  }

  protected answer(request: StandInRequest): StandInAnswer {
    if (request.method === 'GET' && request.pathname === '/checkoutnow')
      return { status: 200, body: '<!doctype html><title>PayPal stand-in</title><p>Approve the order</p>' };
    if (request.method === 'POST' && request.pathname === '/v1/oauth2/token') return this.issueToken(request);
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiry = bearer ? this.tokens.get(bearer) : undefined;
    if (expiry === undefined || expiry < Date.now())
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    const requestId = request.headers['paypal-request-id'];
    if (request.method !== 'POST' || typeof requestId !== 'string') return this.route(request);
    const key = `${request.pathname}|${requestId}`;
    const earlier = this.replies.get(key);
    if (earlier) return earlier;
    const answer = this.route(request);
    if (answer.status < 500) this.replies.set(key, answer);
    return answer;
  }

  private route(request: StandInRequest): StandInAnswer {
    const billed = this.billing.route(request);
    if (billed) return billed;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.pathname === '/v2/checkout/orders') return this.createOrder(body);
    if (request.method === 'POST' && request.pathname === '/v1/notifications/verify-webhook-signature')
      return this.verify(request.rawBody, body);
    const dispute = /^\/v1\/customer\/disputes\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && dispute) {
      const id = decodeURIComponent(dispute[1]);
      return this.disputes.has(id)
        ? { status: 200, body: this.disputeJson(id) }
        : issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && get) {
      const order = this.orders.get(get[1]);
      return order
        ? { status: 200, body: this.render(order) }
        : issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.pathname);
    if (request.method === 'POST' && capture) return this.captureOrder(capture[1]);
    const captured = /^\/v2\/payments\/captures\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && captured) {
      const order = [...this.orders.values()].find(
        (candidate) => candidate.captureId === captured[1] && candidate.captured,
      );
      return order
        ? { status: 200, body: this.capture(order) }
        : issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.pathname);
    if (request.method === 'POST' && refund) return this.refundCapture(refund[1], body);
    return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
  }

  private issueToken(request: StandInRequest): StandInAnswer {
    const expected = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    const ttl = this.options.tokenTtlSeconds ?? 32400;
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    this.tokens.set(token, Date.now() + ttl * 1000);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STANDIN',
        expires_in: ttl,
        nonce: randomBytes(8).toString('hex'),
      },
    };
  }

  private createOrder(body: Record<string, unknown>): StandInAnswer {
    const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as
      Record<string, unknown> | undefined;
    const amount = unit?.amount as { currency_code?: string; value?: string } | undefined;
    const match = /^(\d+)\.(\d{2})$/.exec(amount?.value ?? '');
    if (body.intent !== 'CAPTURE' || !match || !amount?.currency_code)
      return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
    const order: PayPalOrderState = {
      id: paypalId(),
      purchaseId: typeof unit?.custom_id === 'string' ? unit.custom_id : null,
      invoiceId: typeof unit?.invoice_id === 'string' ? unit.invoice_id : null,
      description: typeof unit?.description === 'string' ? unit.description : null,
      amountCents: Number(match[1]) * 100 + Number(match[2]),
      currency: amount.currency_code,
      status: 'open',
      captured: false,
      refunds: [],
      captureId: paypalId(),
      refundId: paypalId(),
      createTime: new Date().toISOString(),
    };
    this.orders.set(order.id, order);
    return { status: 200, body: this.render(order) };
  }

  private captureOrder(orderId: string): StandInAnswer {
    const order = this.orders.get(orderId);
    if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'open') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    if (order.status === 'cancelled') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_VOIDED');
    if (order.captured) return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    order.captured = true;
    return { status: 201, body: this.render(order) };
  }

  private refundCapture(captureId: string, body: Record<string, unknown>): StandInAnswer {
    const order = [...this.orders.values()].find(
      (candidate) => candidate.captureId === captureId && candidate.captured,
    );
    if (!order) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (order.status === 'refunded') return issue(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
    if (order.status !== 'paid') return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_NOT_ALLOWED');
    const total = order.reportedAmountCents ?? order.amountCents;
    const left = total - order.refunds.reduce((sum, refund) => sum + refund.cents, 0);
    const asked = body.amount as { value?: string; currency_code?: string } | undefined;
    const match = asked?.value ? /^(\d+)\.(\d{2})$/.exec(asked.value) : null;
    if (asked && (!match || asked.currency_code !== (order.reportedCurrency ?? order.currency)))
      return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
    const cents = match ? Number(match[1]) * 100 + Number(match[2]) : left;
    if (cents < 1 || cents > left) return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    order.refunds.push({ id: paypalId(), cents, customId: typeof body.custom_id === 'string' ? body.custom_id : null });
    if (cents === left) order.status = 'refunded';
    return { status: 201, body: this.refund(order, order.refunds.length - 1) };
  }

  private verify(rawBody: string, body: Record<string, unknown>): StandInAnswer {
    const fields = [
      'auth_algo',
      'cert_url',
      'transmission_id',
      'transmission_sig',
      'transmission_time',
      'webhook_id',
    ] as const;
    if (fields.some((field) => typeof body[field] !== 'string') || typeof body.webhook_event !== 'object')
      return issue(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER');
    const expected = signPayPalTransmission({
      transmissionId: String(body.transmission_id),
      transmissionTime: String(body.transmission_time),
      webhookId: this.options.webhookId,
      body: rawEvent(rawBody) ?? JSON.stringify(body.webhook_event),
      signingKey: this.options.signingKey,
    });
    const given = Buffer.from(String(body.transmission_sig));
    const ok =
      body.webhook_id === this.options.webhookId &&
      given.length === Buffer.byteLength(expected) &&
      timingSafeEqual(given, Buffer.from(expected));
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  private render(order: PayPalOrderState): Record<string, unknown> {
    const status =
      order.status === 'open'
        ? 'PAYER_ACTION_REQUIRED'
        : order.status === 'cancelled'
          ? 'VOIDED'
          : order.captured
            ? 'COMPLETED'
            : 'APPROVED';
    const links = [{ href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'open')
      links.push({ href: `${this.url}/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' });
    if (status === 'APPROVED')
      links.push({ href: `${this.url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
    const payments = order.captured
      ? {
          captures: [this.capture(order)],
          ...(order.refunds.length > 0 ? { refunds: order.refunds.map((_, index) => this.refund(order, index)) } : {}),
        }
      : undefined;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status,
      create_time: order.createTime,
      purchase_units: [
        {
          reference_id: 'default',
          amount: money(order.reportedAmountCents ?? order.amountCents, order.reportedCurrency ?? order.currency),
          ...(order.purchaseId ? { custom_id: order.purchaseId } : {}),
          ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
          ...(order.description ? { description: order.description } : {}),
          ...(payments ? { payments } : {}),
        },
      ],
      links,
    };
  }

  private capture(order: PayPalOrderState): Record<string, unknown> {
    const status =
      order.status === 'failed'
        ? 'DECLINED'
        : order.status === 'refunded'
          ? 'REFUNDED'
          : order.status === 'processing'
            ? 'PENDING'
            : order.refunds.length > 0
              ? 'PARTIALLY_REFUNDED'
              : 'COMPLETED';
    return {
      id: order.captureId,
      status,
      amount: money(order.reportedAmountCents ?? order.amountCents, order.reportedCurrency ?? order.currency),
      final_capture: true,
      ...(order.purchaseId ? { custom_id: order.purchaseId } : {}),
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      create_time: order.createTime,
      links: [
        { href: `${this.url}/v2/payments/captures/${order.captureId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${order.captureId}/refund`, rel: 'refund', method: 'POST' },
        { href: `${this.url}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  /** The order's refund number `index` (the last one by default). */
  private refund(order: PayPalOrderState, index = order.refunds.length - 1): Record<string, unknown> {
    const made = order.refunds[index];
    const cents = made?.cents ?? order.reportedAmountCents ?? order.amountCents;
    return {
      id: made?.id ?? order.refundId,
      status: 'COMPLETED',
      amount: money(cents, order.reportedCurrency ?? order.currency),
      // What the refund was asked with; one made on PayPal's site carries the capture's.
      ...(made?.customId ? { custom_id: made.customId } : order.purchaseId ? { custom_id: order.purchaseId } : {}),
      ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
      links: [
        { href: `${this.url}/v2/payments/refunds/${order.refundId}`, rel: 'self', method: 'GET' },
        { href: `${this.url}/v2/payments/captures/${order.captureId}`, rel: 'up', method: 'GET' },
      ],
    };
  }

  private stranger(orderId: string): PayPalOrderState {
    return {
      id: orderId,
      purchaseId: null,
      invoiceId: null,
      description: null,
      amountCents: 0,
      currency: 'EUR',
      status: 'open',
      captured: false,
      refunds: [],
      captureId: `CAP${orderId}`,
      refundId: `REF${orderId}`,
      createTime: new Date().toISOString(),
    };
  }
}

/**
 * The event exactly as the caller sent it inside the verify request (its last member), since the
 * signature covers the bytes PayPal sent; a caller that re-serialised it would fail here, as at PayPal.
 */
function rawEvent(rawBody: string): string | null {
  const marker = '"webhook_event":';
  const start = rawBody.indexOf(marker);
  const end = rawBody.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  const candidate = rawBody.slice(start + marker.length, end).trim();
  try {
    JSON.parse(candidate);
    return candidate;
  } catch {
    return null;
  }
}

function issue(status: number, name: string, issueName: string): StandInAnswer {
  return {
    status,
    body: {
      name,
      message: `${name}: ${issueName}`,
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue: issueName, description: issueName }],
      links: [],
    },
  };
}
