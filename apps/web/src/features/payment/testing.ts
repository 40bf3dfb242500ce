import type { CouponCode, CouponPage, Order, OrderItem, OrderPage, PayAnswer, Summary, SummaryLine } from './api';

// Fixtures for the checkout and order screen tests, shaped like the API's answers.

export const PURCHASE_ID = 'P-3kq8ZkP1rQ2m7hX9tB4yWg';

export function summaryLine(change: Partial<SummaryLine> = {}): SummaryLine {
  return {
    productName: 'VPN-TWELVE-MONTHS',
    productType: 'VPN-PASS',
    quantity: 1,
    unitPrice: 3999,
    discount: 0,
    total: 3999,
    durationMonths: 12,
    target: null,
    renews: null,
    ...change,
  };
}

/** A 12-month pass for €39.99, purchasable, no code. */
export function newSummary(change: Partial<Summary> = {}): Summary {
  const items = change.items ?? [summaryLine()];
  const priceValue = items.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return {
    currency: 'EUR',
    country: 'IT',
    items,
    productName: items[0]?.productName ?? '',
    description: null,
    priceValue,
    discount: false,
    discountValue: 0,
    code: null,
    percentOff: null,
    maxItems: null,
    startAt: '2026-11-25T10:00:00.000Z',
    endAt: '2027-11-25T10:00:00.000Z',
    priceShipVpnBox: 0,
    allShipVpnBox: [],
    allHwNew: [],
    allVpnBoxNew: [],
    allVpnPassNew: [],
    prizes: [],
    finalPrice: priceValue,
    productIsPurchasable: true,
    reason: null,
    reasonProduct: null,
    recurring: null,
    ...change,
  };
}

export function payAnswer(change: Partial<PayAnswer> = {}): PayAnswer {
  return {
    payUrl: `http://shop.test/api/Payment/Sandbox/${PURCHASE_ID}`,
    purchaseId: PURCHASE_ID,
    payStatus: 'pending',
    payMessage: null,
    dataExtra: { provider: 'sandbox', amount: 3999, currency: 'EUR' },
    ...change,
  };
}

/** A line of an order: one 12-month pass for €39.99, not refunded. */
export function orderItem(change: Partial<OrderItem> = {}): OrderItem {
  return {
    id: '0b9f4c1e-7a52-4d8e-9a43-5d1c2e6f7a80',
    productName: 'VPN-TWELVE-MONTHS',
    productType: 'VPN-PASS',
    quantity: 1,
    unitPrice: 3999,
    deviceId: null,
    refunded: false,
    renews: null,
    ...change,
  };
}

/** A paid order of a 12-month pass for €39.99, with its invoice; nothing refunded or disputed, no history. */
export function newOrder(change: Partial<Order> = {}): Order {
  return {
    purchaseId: PURCHASE_ID,
    status: 'paid',
    items: [orderItem()],
    invoiceNumber: '2026-000042',
    amount: 3999,
    currency: 'EUR',
    subtotal: 3999,
    discount: 0,
    shipping: 0,
    purchaseDate: '2026-11-25T10:00:00.000Z',
    paidAt: '2026-11-25T10:01:00.000Z',
    provider: 'sandbox',
    invoiceUrl: `/api/Payment/Invoice?purchaseId=${PURCHASE_ID}`,
    shipment: null,
    subscriptionId: null,
    canCancelSubscription: false,
    canResumeSubscription: false,
    refunded: 0,
    creditNotes: [],
    disputes: [],
    history: [],
    ...change,
  };
}

export function orderPage(items: Order[], total = items.length): OrderPage {
  return { items, total };
}

export function couponCode(change: Partial<CouponCode> = {}): CouponCode {
  return {
    code: 'NOVA-7KQM-3PXA',
    productName: 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME',
    state: 'unused',
    deviceId: null,
    usedAt: null,
    purchaseId: PURCHASE_ID,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...change,
  };
}

export function couponPage(items: CouponCode[], change: Partial<CouponPage> = {}): CouponPage {
  return {
    products: [
      { productName: 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME', platform: 'web', price: 999, currency: 'EUR' },
      { productName: 'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME', platform: 'android', price: 799, currency: 'EUR' },
    ],
    items,
    total: items.length,
    unused: items.filter((item) => item.state === 'unused').length,
    ...change,
  };
}

/** The Italian price list of the shop tests, as GET /api/Pricing answers it. */
export { FULL_PRICING } from '../shop/testing/render-shop-page';
