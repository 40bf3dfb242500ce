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
  /** /dashboard/pass/passNew?renewPass=<id>: the duration bought extends this pass of mine. */
  renewPass?: string;
  /** /dashboard/pass/passNew?renewBox=<id>: the duration bought extends this box's subscription. */
  renewBox?: string;
  /** ?autoRenew=true: "Renew automatically" comes ticked (the card's link of that name). */
  autoRenew?: boolean;
}

/** A pass or box id as the API answers them (UUIDs). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** ?plan= of /vpn/buy, /vpn/box, /dashboard/pass/passNew and /dashboard/box/boxNew; ?renewPass= and ?renewBox= of passNew. */
export function validatePlanSearch(search: Record<string, unknown>): PlanSearch {
  const { plan } = search;
  const renewPass = matching(search.renewPass, UUID);
  const renewBox = renewPass ? undefined : matching(search.renewBox, UUID);
  return {
    plan: typeof plan === 'string' ? (matching(plan, PRODUCT_NAME) ?? '') : undefined,
    ...(renewPass ? { renewPass } : {}),
    ...(renewBox ? { renewBox } : {}),
    ...(search.autoRenew === true || search.autoRenew === 'true' ? { autoRenew: true } : {}),
  };
}

export interface PaymentResultSearch {
  /** The order the provider sent the browser back for. */
  purchaseId?: string;
}

/** /payment/$result?purchaseId=: dropped unless it has the shape Pay answers. */
export function validatePaymentResultSearch(search: Record<string, unknown>): PaymentResultSearch {
  return { purchaseId: matching(search.purchaseId, PURCHASE_ID) };
}
