// Search params of the checkout routes. validateSearch runs in the start-up bundle for every route,
// so the routes only declare the shape here; each page checks the values it uses (search.ts, with
// zod in the page's own chunk) and ignores what does not fit.

/** ?plan=VPN-TWELVE-MONTHS: the plan chosen on a product page, preselected in the checkout. */
export interface PlanSearch {
  plan?: unknown;
}

/** /payment/$result?purchaseId=: the order the provider sent the browser back for. */
export interface PaymentResultSearch {
  purchaseId?: unknown;
}

export const keepPlanSearch = (search: Record<string, unknown>): PlanSearch => search;
export const keepPaymentResultSearch = (search: Record<string, unknown>): PaymentResultSearch => search;
