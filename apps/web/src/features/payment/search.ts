import { z } from 'zod/mini';

// The checkout pages' reading of their search params and path (the routes take them unchecked,
// route-search.ts): what does not fit is ignored, never trusted.

/** A product name as the API spells them (CheckoutItemDto). */
const productName = z.string().check(z.regex(/^[A-Z0-9-]{1,80}$/));

/** A purchaseId as Pay answers it (PurchaseQueryDto). */
const purchaseId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** Where the provider sent the browser back: it only picks the words shown while the order is looked up. */
export const PAYMENT_RESULTS = ['success', 'cancel', 'pending'] as const;
export type PaymentResult = (typeof PAYMENT_RESULTS)[number];

/** The plan of ?plan=, when it is a product name at all (the page still checks it is on sale). */
export function planParam(value: unknown): string | undefined {
  const parsed = productName.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function purchaseIdParam(value: unknown): string | undefined {
  const parsed = purchaseId.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The $result segment; anything else reads as "pending" (the order's state decides what is shown). */
export function resultParam(value: unknown): PaymentResult {
  const parsed = z.enum(PAYMENT_RESULTS).safeParse(value);
  return parsed.success ? parsed.data : 'pending';
}
