import { matching } from '../../lib/search-params';

// The checkout routes' search params (built from lib/search-params.ts, which says why).

/** A product name as the API spells them (CheckoutItemDto). */
const PRODUCT_NAME = /^[A-Z0-9-]{1,80}$/;

/** A purchaseId as Pay answers it (PurchaseQueryDto). */
const PURCHASE_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface PlanSearch {
  /**
   * ?plan=VPN-TWELVE-MONTHS: the plan chosen on a product page, preselected in the checkout (which
   * still checks it is on sale). '' when the address asks for a plan that cannot be a product name:
   * /vpn/buy and /vpn/box then still show their checkout, saying it is not on sale.
   */
  plan?: string;
}

/** ?plan= of /vpn/buy, /vpn/box, /dashboard/pass/passNew and /dashboard/box/boxNew. */
export function validatePlanSearch(search: Record<string, unknown>): PlanSearch {
  const { plan } = search;
  return { plan: typeof plan === 'string' ? (matching(plan, PRODUCT_NAME) ?? '') : undefined };
}

export interface PaymentResultSearch {
  /** The order the provider sent the browser back for. */
  purchaseId?: string;
}

/** /payment/$result?purchaseId=: dropped unless it has the shape Pay answers. */
export function validatePaymentResultSearch(search: Record<string, unknown>): PaymentResultSearch {
  return { purchaseId: matching(search.purchaseId, PURCHASE_ID) };
}
