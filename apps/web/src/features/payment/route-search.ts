import { loadNamespace } from '../../i18n/i18n';

// What the checkout routes declare, in the start-up bundle (validateSearch and loaders run there):
// their search shapes, unchecked (each page checks the values it uses, search.ts, with zod in the
// page's own chunk, and ignores what does not fit), and the loading of their texts.

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

/** The routes' loader: their page never renders before its texts are there. */
export const loadPaymentTexts = () => loadNamespace('payment');
