import { callPayPalV1 } from './paypal-v1';
import type { PayPalClient } from './paypal.client';
import { fromPayPalValue, isJson, SALE_SESSION as SALE, toPayPalValue } from './paypal.shapes';
import {
  PaymentNotFoundError,
  ProviderCallError,
  ProviderRefusedError,
  type RemotePayment,
  type RemoteRefund,
  type RemoteStatus,
} from './payment-provider';

type Json = Record<string, unknown>;

/** The sale was paid back in full already (on PayPal's site, or by an earlier try): the goal is reached. */
const ALREADY_REFUNDED = 'TRANSACTION_ALREADY_REFUNDED';

/**
 * The sales of PayPal's subscriptions, read and refunded through Payments v1 (the server SDK and
 * Payments v2 speak of captures only). A sale does not list its refunds: those the shop knows of
 * (the one it just made, the one a PAYMENT.SALE.REFUNDED names) are read one by one, each
 * checked to be of that sale, and the shop's own are known by the invoice_number they were made with.
 */
export class PayPalSales {
  constructor(
    private readonly client: PayPalClient,
    private readonly timeoutMs: number,
  ) {}

  static isSale(sessionId: string): boolean {
    return sessionId.startsWith(SALE);
  }

  static sessionOf(saleId: string): string {
    return `${SALE}${saleId}`;
  }

  /** GET /v1/payments/sale/{id}, with the refunds named that are of this sale. */
  async retrieve(sessionId: string, refundIds: string[] = []): Promise<RemotePayment> {
    const saleId = sessionId.slice(SALE.length);
    const { status, body: sale } = await this.call(
      'GET',
      `/v1/payments/sale/${encodeURIComponent(saleId)}`,
      'get a sale',
    );
    if (status === 404) throw new PaymentNotFoundError(`PayPal does not know the sale ${saleId}`);
    if (!ok(status)) throw new ProviderCallError(`PayPal could not get a sale (HTTP ${status})`);
    const amount = isJson(sale.amount) ? sale.amount : {};
    const currency = text(amount.currency);
    const refunds = await this.refundsOf(saleId, refundIds);
    return {
      sessionId,
      // A sale carries the subscription's custom id (its first order's), never this renewal's.
      purchaseId: null,
      status: saleStatus(text(sale.state)),
      amountCents: currency ? fromPayPalValue(String(amount.total), currency) : null,
      currency: currency?.toUpperCase() ?? null,
      paymentId: text(sale.id) ?? saleId,
      refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
      refunds,
    };
  }

  /** The refunds named that are of the sale and went or are going through (GET /v1/payments/refund/{id}). */
  async refundsOf(saleId: string, refundIds: string[]): Promise<RemoteRefund[]> {
    const refunds: RemoteRefund[] = [];
    for (const refundId of new Set(refundIds)) {
      const path = `/v1/payments/refund/${encodeURIComponent(refundId)}`;
      const { status, body: refund } = await this.call('GET', path, 'get a refund');
      // A reversal (PAYMENT.SALE.REVERSED) is no refund: disputes account for it.
      if (status === 404) continue;
      if (!ok(status)) throw new ProviderCallError(`PayPal could not get a refund (HTTP ${status})`);
      const state = text(refund.state);
      if (text(refund.sale_id) !== saleId || (state !== 'completed' && state !== 'pending')) continue;
      const amount = isJson(refund.amount) ? refund.amount : {};
      // Webhook bodies have shown refunds as negative amounts; what was paid back is its size.
      const cents = fromPayPalValue(String(amount.total).replace(/^-/, ''), text(amount.currency) ?? '');
      if (cents === null) continue;
      refunds.push({ refundId: text(refund.id) ?? refundId, amountCents: cents, ref: text(refund.invoice_number) });
    }
    return refunds;
  }

  /**
   * POST /v1/payments/sale/{id}/refund, carrying the shop's Refund id as invoice_number and the
   * idempotency key as PayPal-Request-Id (kept 30 days). Answers the refund's id; nothing when
   * the sale was refunded in full already.
   */
  async refund(
    saleId: string,
    payment: { amountCents: number; currency: string; idempotencyKey: string; ref: string },
  ): Promise<string | undefined> {
    const currency = payment.currency.toUpperCase();
    const { status, body } = await this.call(
      'POST',
      `/v1/payments/sale/${encodeURIComponent(saleId)}/refund`,
      'refund a sale',
      {
        amount: { total: toPayPalValue(payment.amountCents, currency), currency },
        invoice_number: payment.ref,
      },
      payment.idempotencyKey,
    );
    if (ok(status)) return text(body.id) ?? undefined;
    const name = text(body.name);
    if (name === ALREADY_REFUNDED) return undefined;
    const message = `PayPal could not refund a sale (HTTP ${status}${name ? ` ${name}` : ''})`;
    // A 409 is another request with the same id still running: not a refusal, asked again later.
    const refused = status >= 400 && status < 500 && ![401, 409, 429].includes(status);
    throw refused ? new ProviderRefusedError(message) : new ProviderCallError(message);
  }

  private call(method: 'GET' | 'POST', path: string, what: string, body?: Json, requestId?: string) {
    return callPayPalV1(this.client, this.timeoutMs, { method, path, what, body, requestId });
  }
}

function saleStatus(state: string | null): RemoteStatus {
  switch (state) {
    case 'completed':
    case 'partially_refunded':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'pending':
      return 'processing';
    case 'denied':
      return 'failed';
    default:
      return 'open';
  }
}

const ok = (status: number) => status >= 200 && status < 300;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
