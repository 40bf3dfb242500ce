import { CaptureStatus, Order, OrderStatus, RefundStatus } from '@paypal/paypal-server-sdk';
import type { PayPalTransmission } from './paypal.webhook-verifier';
import {
  WebhookSignatureError,
  type RemoteDispute,
  type RemotePayment,
  type RemoteStatus,
  type WebhookEvent,
} from './payment-provider';

// PayPal's orders, disputes, webhook headers and events, and its amounts, in the terms of the
// provider interface: pure functions, no calls.

/** Currencies PayPal takes without decimals (none of ours, kept right for the day one is added). */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

type Json = Record<string, unknown>;

/** How a renewal's sale is named as a session (Order.providerSessionId): `sale:<sale id>`. */
export const SALE_SESSION = 'sale:';

export function remotePayment(orderId: string, order: Order): RemotePayment {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.at(-1);
  const amount = capture?.amount ?? unit?.amount;
  const refunds = refundsOf(unit);
  return {
    sessionId: order.id ?? orderId,
    purchaseId: unit?.customId ?? capture?.customId ?? null,
    status: orderStatus(order.status, capture?.status),
    amountCents: amount ? fromPayPalValue(amount.value, amount.currencyCode) : null,
    currency: amount ? amount.currencyCode.toUpperCase() : null,
    paymentId: capture?.id ?? null,
    refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
    refunds,
  };
}

/** The refunds PayPal lists on the order's capture that went or are going through. */
function refundsOf(unit: NonNullable<Order['purchaseUnits']>[number] | undefined): RemotePayment['refunds'] {
  return (unit?.payments?.refunds ?? [])
    .filter(
      (refund) => refund.id && (refund.status === RefundStatus.Completed || refund.status === RefundStatus.Pending),
    )
    .map((refund) => ({
      refundId: refund.id as string,
      amountCents: fromPayPalValue(refund.amount?.value ?? '', refund.amount?.currencyCode ?? '') ?? 0,
      ref: refund.customId ?? null,
    }));
}

/** A buyer's win (or the seller accepting the claim) takes the money back; anything else resolved leaves it with us. */
const LOST_OUTCOMES = new Set(['RESOLVED_BUYER_FAVOUR', 'ACCEPTED']);

export function remoteDispute(disputeId: string, dispute: Json): RemoteDispute {
  const transactions = Array.isArray(dispute.disputed_transactions) ? (dispute.disputed_transactions as unknown[]) : [];
  const first = isJson(transactions[0]) ? transactions[0] : {};
  const amount = isJson(dispute.dispute_amount) ? dispute.dispute_amount : {};
  const currency = text(amount.currency_code) ?? '';
  const outcome = isJson(dispute.dispute_outcome) ? text(dispute.dispute_outcome.outcome_code) : null;
  const resolved = dispute.status === 'RESOLVED';
  return {
    disputeId: text(dispute.dispute_id) ?? disputeId,
    paymentId: text(first.seller_transaction_id),
    status: !resolved ? 'open' : outcome && LOST_OUTCOMES.has(outcome) ? 'lost' : 'won',
    amountCents: fromPayPalValue(text(amount.value) ?? '', currency) ?? 0,
    currency: currency.toUpperCase(),
    reason: text(dispute.reason),
  };
}

function orderStatus(order: OrderStatus | undefined, capture: CaptureStatus | undefined): RemoteStatus {
  if (order === OrderStatus.Voided) return 'cancelled';
  switch (capture) {
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
      return 'paid';
    case CaptureStatus.Refunded:
      return 'refunded';
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return 'failed';
    case CaptureStatus.Pending:
      // Captured, the money on its way (an eCheck, a review): days may pass.
      return 'processing';
    default:
      // CREATED, SAVED, APPROVED (not captured yet), PAYER_ACTION_REQUIRED.
      return 'open';
  }
}

export function transmissionOf(headers: Record<string, string | string[] | undefined>): PayPalTransmission {
  const header = (name: string): string => {
    const value = headers[name];
    if (typeof value !== 'string' || value === '') throw new WebhookSignatureError(`${name} header is missing`);
    return value;
  };
  return {
    transmissionId: header('paypal-transmission-id'),
    transmissionTime: header('paypal-transmission-time'),
    transmissionSig: header('paypal-transmission-sig'),
    certUrl: header('paypal-cert-url'),
    authAlgo: header('paypal-auth-algo'),
  };
}

export function eventIds(
  type: string,
  resource: Json,
): Pick<
  WebhookEvent,
  'sessionId' | 'purchaseId' | 'paymentId' | 'disputeId' | 'subscriptionId' | 'invoiceId' | 'refundId'
> {
  switch (type) {
    case 'PAYMENT.SALE.COMPLETED':
    case 'PAYMENT.SALE.DENIED': {
      // A subscription's payment (a sale of its billing agreement); the setup fee is the checkout's.
      const subscriptionId = text(resource.billing_agreement_id);
      return subscriptionId
        ? { sessionId: null, purchaseId: null, paymentId: null, invoiceId: text(resource.id), subscriptionId }
        : { sessionId: null, purchaseId: null, paymentId: null };
    }
    case 'PAYMENT.SALE.REFUNDED':
    case 'PAYMENT.SALE.REVERSED': {
      // The resource is the refund (Payments v1): a renewal's order is found by its sale, the
      // subscription's first order by its payment; the refund itself is read again by id.
      const saleId = text(resource.sale_id);
      return {
        sessionId: saleId ? `${SALE_SESSION}${saleId}` : null,
        purchaseId: null,
        paymentId: saleId,
        refundId: text(resource.id),
      };
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED':
      // The buyer approved and the setup fee was paid: the checkout's order settles.
      return { sessionId: text(resource.id), purchaseId: text(resource.custom_id), paymentId: null };
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const billing = isJson(resource.billing_info) ? resource.billing_info : {};
      const failed = isJson(billing.last_failed_payment) ? billing.last_failed_payment : {};
      const id = text(resource.id);
      return {
        sessionId: null,
        purchaseId: null,
        paymentId: null,
        subscriptionId: id,
        invoiceId: id ? `failed:${id}:${text(failed.time) ?? ''}` : null,
      };
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.SUSPENDED':
    case 'BILLING.SUBSCRIPTION.EXPIRED':
    case 'BILLING.SUBSCRIPTION.UPDATED':
      return { sessionId: null, purchaseId: null, paymentId: null, subscriptionId: text(resource.id) };
    case 'CHECKOUT.ORDER.APPROVED':
    case 'CHECKOUT.ORDER.COMPLETED':
    case 'CHECKOUT.ORDER.VOIDED': {
      const units = Array.isArray(resource.purchase_units) ? (resource.purchase_units as unknown[]) : [];
      return {
        sessionId: text(resource.id),
        purchaseId: isJson(units[0]) ? text(units[0].custom_id) : null,
        paymentId: null,
      };
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
      // The resource is the capture.
      return {
        sessionId: relatedOrderId(resource),
        purchaseId: text(resource.custom_id),
        paymentId: text(resource.id),
      };
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      // The resource is the refund: the capture is the link with rel "up".
      return {
        sessionId: relatedOrderId(resource),
        purchaseId: text(resource.custom_id),
        paymentId: upCaptureId(resource) ?? text(resource.id),
      };
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.UPDATED':
    case 'CUSTOMER.DISPUTE.RESOLVED': {
      const transactions = Array.isArray(resource.disputed_transactions)
        ? (resource.disputed_transactions as unknown[])
        : [];
      const first = isJson(transactions[0]) ? transactions[0] : {};
      return {
        sessionId: null,
        purchaseId: text(first.custom),
        paymentId: text(first.seller_transaction_id),
        disputeId: text(resource.dispute_id),
      };
    }
    default:
      return { sessionId: null, purchaseId: null, paymentId: null };
  }
}

function relatedOrderId(resource: Json): string | null {
  const supplementary = isJson(resource.supplementary_data) ? resource.supplementary_data : {};
  const related = isJson(supplementary.related_ids) ? supplementary.related_ids : {};
  return text(related.order_id);
}

function upCaptureId(resource: Json): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as unknown[]) : [];
  const up = links.find((link): link is Json => isJson(link) && link.rel === 'up');
  const match = up && typeof up.href === 'string' ? /\/captures\/([^/?#]+)/.exec(up.href) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

export function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Cents as PayPal's decimal string: 1999 EUR -> "19.99"; whole units for currencies without decimals. */
export function toPayPalValue(amountCents: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(amountCents);
  return `${Math.trunc(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string as cents, without floating point; null when it is not a plain amount. */
export function fromPayPalValue(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return match[2] && Number(match[2]) !== 0 ? null : Number(match[1]);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
