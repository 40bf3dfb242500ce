import type { PlanMonths } from '@shop/contracts';
import { isSafeRedirect } from '../auth/auth';
import { productKind } from '../payment/products';

// A purchase that a login or a registration interrupted: the login page says why it is asked
// for ("Log in or create an account to buy the VPN pass for 1 month"), and the visitor lands on
// the chosen plan afterwards. The target is the login's ?redirect=, or, after a registration,
// remembered in this browser until the next login: the account is confirmed first, by a mailed
// link that may open in another tab.

/** What is being bought, read from the checkout page the login returns to. */
export type Purchase = { kind: 'pass' | 'box'; months?: PlanMonths } | { kind: 'coupons' };

/** The sign-in-only pages where a purchase happens. */
const CHECKOUTS: Readonly<Record<string, Purchase['kind']>> = {
  '/dashboard/pass/passNew': 'pass',
  '/dashboard/box/boxNew': 'box',
  '/dashboard/coupon/buy-coupon': 'coupons',
};

/** The purchase a post-login target stands for, if it is a checkout of this site. */
export function purchaseOf(redirect: string | undefined): Purchase | undefined {
  if (!redirect || !isSafeRedirect(redirect)) return undefined;
  const url = new URL(redirect, 'https://shop.invalid');
  const kind = CHECKOUTS[url.pathname];
  if (!kind) return undefined;
  if (kind === 'coupons') return { kind };
  const product = productKind(url.searchParams.get('plan') ?? '');
  return product.kind === kind ? { kind, months: product.months } : { kind };
}

const KEY = 'nova.purchaseReturn';
/** As long as the mailed confirmation link works (apps/api one-time-token.service.ts). */
export const PURCHASE_RETURN_LIFETIME_MS = 48 * 3600_000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** After a registration from a buy button: the checkout the next login goes to. */
export function rememberPurchaseReturn(redirect: string | undefined, now = Date.now()): void {
  if (!redirect || !purchaseOf(redirect)) return;
  try {
    store()?.setItem(KEY, JSON.stringify({ redirect, savedAt: now }));
  } catch {
    // Storage full or refused: the login then lands on the dashboard, as without a purchase.
  }
}

/** The remembered checkout, unless it has expired or is not one of ours. */
export function pendingPurchaseReturn(now = Date.now()): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(store()?.getItem(KEY) ?? 'null');
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { redirect, savedAt } = value as { redirect?: unknown; savedAt?: unknown };
  const live = typeof savedAt === 'number' && now - savedAt >= 0 && now - savedAt < PURCHASE_RETURN_LIFETIME_MS;
  if (typeof redirect === 'string' && live && purchaseOf(redirect)) return redirect;
  forgetPurchaseReturn();
  return undefined;
}

/** A login has happened: it went to the checkout (or the visitor chose another way). */
export function forgetPurchaseReturn(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
