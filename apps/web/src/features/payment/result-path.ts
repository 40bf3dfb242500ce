import { oneOf } from '../../lib/search-params';

// The path segment of /payment/$result, read by its page only (in the page's chunk, not the start-up bundle).

/** Where the provider sent the browser back: it only picks the words shown while the order is looked up. */
export const PAYMENT_RESULTS = ['success', 'cancel', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The $result segment; anything else reads as "pending" (the order's state decides what is shown). */
export function paymentResult(segment: string): PaymentResult {
  return oneOf(segment, PAYMENT_RESULTS) ?? 'pending';
}
