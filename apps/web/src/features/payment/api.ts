import { queryOptions } from '@tanstack/react-query';
import type { PageQuery } from '../../components/data/use-paged-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { fetchApiFile, type ApiFile } from '../../lib/api-file';
import { typedApi, type ApiAnswer, type ApiBody } from '../../lib/typed-api';

// The /api/Payment and /api/Promo calls of DESIGN 5, typed from the API's OpenAPI document
// (apps/api/src/payment/payment.controller.ts documents each). Prices always come from the
// server: a checkout sends product names and quantities, never an amount.

export type Summary = ApiAnswer<'/api/Payment/Summary', 'post'>;
export type SummaryLine = Summary['items'][number];
export type PayAnswer = ApiAnswer<'/api/Payment/Pay', 'post'>;
export type Provider = ApiAnswer<'/api/Payment/Providers', 'get'>['providers'][number];
export type OrderPage = ApiAnswer<'/api/Payment/Orders', 'get'>;
export type Order = ApiAnswer<'/api/Payment/Order', 'get'>;
export type OrderStatus = Order['status'];
export type OrderItem = Order['items'][number];
/** The pass or box a renewal extends. */
export type Renews = NonNullable<OrderItem['renews']>;
export type Shipment = NonNullable<Order['shipment']>;
/** Where a box is on its way: the part every answer with a shipment shares (order, box, account home). */
export type ShipmentTracking = Pick<
  Shipment,
  'status' | 'carrier' | 'trackingNumber' | 'trackingUrl' | 'shippedAt' | 'deliveredAt'
>;
export type CreditNote = Order['creditNotes'][number];
export type Dispute = Order['disputes'][number];
export type OrderEvent = Order['history'][number];
export type ProductType = SummaryLine['productType'];

export type CheckoutItem = ApiBody<'/api/Payment/Summary', 'post'>['items'][number];
export type SummaryRequest = ApiBody<'/api/Payment/Summary', 'post'>;
export type SummaryWithOtpRequest = ApiBody<'/api/Payment/SummaryWithOtp', 'post'>;
export type SummaryAndRegisterRequest = ApiBody<'/api/Payment/SummaryAndRegister', 'post'>;
export type PayRequest = ApiBody<'/api/Payment/Pay', 'post'>;
export type PayAndRegisterRequest = ApiBody<'/api/Payment/PayAndRegister', 'post'>;
export type PayWithOtpRequest = ApiBody<'/api/Payment/Video-Player-WithOtp', 'post'>;

export type CouponPage = ApiAnswer<'/api/Promo/Coupons', 'get'>;
export type CouponProduct = CouponPage['products'][number];
export type CouponCode = CouponPage['items'][number];

export const paymentKeys = {
  all: ['payment'] as const,
  providers: () => [...paymentKeys.all, 'providers'] as const,
  summary: (flow: readonly unknown[], code: string | undefined) =>
    [...paymentKeys.all, 'summary', ...flow, code ?? ''] as const,
  orders: () => [...paymentKeys.all, 'orders'] as const,
  orderPage: (query: PageQuery) => [...paymentKeys.orders(), query] as const,
  order: (purchaseId: string) => [...paymentKeys.all, 'order', purchaseId] as const,
  coupons: () => [...paymentKeys.all, 'coupons'] as const,
  couponPage: (query: PageQuery) => [...paymentKeys.coupons(), query] as const,
};

/** No second try for answers that will not change (unknown order, refused checkout, validation). */
export function retryServerTrouble(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/** The providers enabled on this server, the default first; they change with a deployment only. */
export function providersQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: paymentKeys.providers(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Payment/Providers', { signal }),
    staleTime: 60 * 60 * 1000,
    retry: retryServerTrouble,
  });
}

export function fetchSummary(request: SummaryRequest, signal?: AbortSignal, client: ApiClient = api): Promise<Summary> {
  return typedApi(client).post('/api/Payment/Summary', request, { signal });
}

export function fetchSummaryWithOtp(
  request: SummaryWithOtpRequest,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<Summary> {
  return typedApi(client).post('/api/Payment/SummaryWithOtp', request, { signal });
}

export function fetchSummaryAndRegister(
  request: SummaryAndRegisterRequest,
  signal?: AbortSignal,
  client: ApiClient = api,
): Promise<Summary> {
  return typedApi(client).post('/api/Payment/SummaryAndRegister', request, { signal, retryOnUnauthorized: false });
}

/** Creates the order and the provider's payment; the browser then goes to `payUrl`. */
export function pay(request: PayRequest, client: ApiClient = api): Promise<PayAnswer> {
  return typedApi(client).post('/api/Payment/Pay', request);
}

/** Registers and pays in one step; the captcha token goes in the header and in `reCaptchaBody`. */
export function payAndRegister(
  request: PayAndRegisterRequest,
  captchaToken: string,
  client: ApiClient = api,
): Promise<PayAnswer> {
  return typedApi(client).post('/api/Payment/PayAndRegister', request, { captchaToken, retryOnUnauthorized: false });
}

/** The lifetime licence of the device showing the code; the order is mine when I am signed in. */
export function payLicenceWithOtp(request: PayWithOtpRequest, client: ApiClient = api): Promise<PayAnswer> {
  return typedApi(client).post('/api/Payment/Video-Player-WithOtp', request);
}

export function orderPageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: paymentKeys.orderPage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Payment/Orders', { query, signal }),
    retry: retryServerTrouble,
  });
}

/** One order by its purchaseId: mine, or one bought by device code without an account. */
export function orderQueryOptions(purchaseId: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: paymentKeys.order(purchaseId),
    queryFn: ({ signal }) => typedApi(client).get('/api/Payment/Order', { query: { purchaseId }, signal }),
    retry: retryServerTrouble,
  });
}

/** Ends the renewal of the subscription of my order; answers the order as it is now. */
export function cancelSubscription(purchaseId: string, client: ApiClient = api): Promise<Order> {
  return typedApi(client).post('/api/Payment/CancelSubscription', { orderId: purchaseId });
}

/** Undoes the cancellation of my automatic renewal before its period ends. */
export function resumeSubscription(purchaseId: string, client: ApiClient = api): Promise<Order> {
  return typedApi(client).post('/api/Payment/ResumeSubscription', { orderId: purchaseId });
}

/** Outside production: bills the next period of my sandbox renewal now, as the provider would when it ends. */
export function billSandboxRenewal(
  subscription: string,
  outcome: 'paid' | 'failed',
  client: ApiClient = api,
): Promise<{ event: string | null; outcome: string | null }> {
  return client.post('/api/Payment/Sandbox/Renew', { subscription, outcome });
}

/** The invoice PDF of my paid order (the fallback name when the API's Content-Disposition is not exposed). */
export function fetchInvoice(
  order: Pick<Order, 'purchaseId' | 'invoiceNumber'>,
  client: ApiClient = api,
): Promise<ApiFile> {
  return fetchApiFile(
    '/api/Payment/Invoice',
    { purchaseId: order.purchaseId },
    { client, fallbackName: `invoice-${order.invoiceNumber ?? order.purchaseId}.pdf` },
  );
}

/** A credit note PDF of my order (one per refund), by its number; the same download as the invoice's. */
export function fetchCreditNote(
  order: Pick<Order, 'purchaseId'>,
  note: Pick<CreditNote, 'number'>,
  client: ApiClient = api,
): Promise<ApiFile> {
  return fetchApiFile(
    '/api/Payment/CreditNote',
    { purchaseId: order.purchaseId, number: note.number },
    { client, fallbackName: `credit-note-${note.number}.pdf` },
  );
}

/** The coupon products I may buy, and a page of the codes I bought. */
export function couponPageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: paymentKeys.couponPage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Promo/Coupons', { query, signal }),
    retry: retryServerTrouble,
  });
}
