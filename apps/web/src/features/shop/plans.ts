import { PLAN_MONTHS, type PlanMonths } from '@shop/contracts';
import type { PricingEntryResponse } from '../../lib/api-types';

/** One purchasable plan: its length, its price entry and what it costs per month. */
export interface PlanOffer {
  months: PlanMonths;
  entry: PricingEntryResponse;
  /** Price per month in integer cents of the entry's currency. */
  perMonth: number;
  /** Fraction saved against paying the one-month price every month (0 when none or unknown). */
  saving: number;
}

/** Price per month in whole cents, rounded half up. */
export function perMonthCents(entry: Pick<PricingEntryResponse, 'price'>, months: number): number {
  return Math.round(entry.price / months);
}

/**
 * Saving against `months` one-month plans, floored to a whole percent so the page never promises
 * more than the customer saves.
 */
export function savingAgainstMonthly(
  entry: PricingEntryResponse,
  months: number,
  monthly: PricingEntryResponse | undefined,
): number {
  if (!monthly || months <= 1 || monthly.currency !== entry.currency || monthly.price <= 0) return 0;
  const saving = 1 - entry.price / (monthly.price * months);
  return saving > 0 ? Math.floor(saving * 100) / 100 : 0;
}

/** The plans of `names` found in `list`, shortest first; missing plans are left out. */
export function planOffers(
  list: readonly PricingEntryResponse[],
  names: Readonly<Record<PlanMonths, string>>,
  months: readonly PlanMonths[] = PLAN_MONTHS,
): PlanOffer[] {
  const byName = (name: string) => list.find((entry) => entry.productName === name);
  const monthly = byName(names[1]);
  return months.flatMap((length) => {
    const entry = byName(names[length]);
    if (!entry) return [];
    return [
      {
        months: length,
        entry,
        perMonth: perMonthCents(entry, length),
        saving: savingAgainstMonthly(entry, length, monthly),
      },
    ];
  });
}

/** The plan with the lowest monthly cost, when there is a choice to make. */
export function bestValuePlan(offers: readonly PlanOffer[]): PlanMonths | undefined {
  if (offers.length < 2) return undefined;
  const best = offers.reduce((low, offer) => (offer.perMonth < low.perMonth ? offer : low));
  return best.perMonth < offers[0].perMonth ? best.months : undefined;
}

/** The cheapest monthly cost among the offers, for "from ... a month" teasers. */
export function lowestPerMonth(
  offers: readonly PlanOffer[],
): Pick<PricingEntryResponse, 'price' | 'currency'> | undefined {
  if (offers.length === 0) return undefined;
  const low = offers.reduce((min, offer) => (offer.perMonth < min.perMonth ? offer : min));
  return { price: low.perMonth, currency: low.entry.currency };
}

/**
 * Translation key of a plan duration label (spec 1: keys 1month ... 36months). Here rather than in
 * catalog/product-names.ts, which the start-up bundle carries: only the product pages need it.
 */
export function planLabelKey(months: PlanMonths) {
  return months === 1 ? ('plans.1month' as const) : (`plans.${months}months` as const);
}
