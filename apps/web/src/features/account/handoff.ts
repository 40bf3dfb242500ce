import type { PlanMonths } from '@shop/contracts';
import { useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { browserStorage, type KeyValueStorage } from '../../lib/storage';
import { isSafeRedirect } from '../auth/auth';
import { VPN_PASS_NAMES } from '../catalog/product-names';

// What one account screen hands the next. One module, so the account pages share one small
// chunk for it (each chunk is one more entry in the lists the start-up bundle carries).
//
// The e-mail address to prefill (after a password change or reset, and from the 2FA step to
// /forgotTfa), without putting it in the address bar.
// History state rather than ?email=: a query string ends up in server and proxy logs, in the
// Referer of the next request and in every copied link; history state stays in this tab's
// history entry (a reload or Back keeps it) and no other tab or later visit sees it.

declare module '@tanstack/history' {
  interface HistoryState {
    /** The e-mail address the next account screen prefills. */
    email?: string;
  }
}

/** Longest address the forms take (RFC 5321). */
const EMAIL_MAX_LENGTH = 254;

/** The handed e-mail address when it looks like one, else "". History state is anybody's to set. */
export function handedEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null) return '';
  const { email } = state as { email?: unknown };
  return typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
}

/** The e-mail address the previous screen handed this one ("" when none). */
export function useHandedEmail(): string {
  return useRouterState({ select: (state) => handedEmail(state.location.state) });
}

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
  const months = planMonths(kind, url.searchParams.get('plan') ?? '');
  return months ? { kind, months } : { kind };
}

/**
 * The months of a pass (VPN-ONE-MONTH) or box (VPNBOX-ONE-MONTH-HW) plan name. A box's name is its
 * pass's with VPNBOX and -HW around it; read here rather than from the box names' module, which
 * would add a chunk to every account page's list in the start-up bundle.
 */
function planMonths(kind: 'pass' | 'box', plan: string): PlanMonths | undefined {
  const box = /^VPNBOX-(.+)-HW$/.exec(plan);
  const passName = kind === 'pass' ? plan : box && `VPN-${box[1]}`;
  const found = Object.entries(VPN_PASS_NAMES).find(([, name]) => name === passName);
  return found ? (Number(found[0]) as PlanMonths) : undefined;
}

const PURCHASE_KEY = 'nova.purchaseReturn';
/** As long as the mailed confirmation link works (apps/api one-time-token.service.ts). */
export const PURCHASE_RETURN_LIFETIME_MS = 48 * 3600_000;

/** After a registration from a buy button: the checkout the next login goes to. */
export function rememberPurchaseReturn(redirect: string | undefined, now = Date.now()): void {
  if (!redirect || !purchaseOf(redirect)) return;
  try {
    browserStorage().setItem(PURCHASE_KEY, JSON.stringify({ redirect, savedAt: now }));
  } catch {
    // Storage full: the login then lands on the dashboard, as without a purchase.
  }
}

/** The remembered checkout, unless it has expired or is not one of ours. */
export function pendingPurchaseReturn(now = Date.now()): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(browserStorage().getItem(PURCHASE_KEY) ?? 'null');
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
  browserStorage().removeItem(PURCHASE_KEY);
}

/** "the VPN pass for 1 month": the purchase a login or registration was asked for, in words. */
export function usePurchaseName(): (purchase: Purchase) => string {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  return (purchase) => {
    if (purchase.kind === 'coupons') return t('purchase.products.coupons');
    if (!purchase.months) return t(purchase.kind === 'pass' ? 'purchase.products.passAny' : 'purchase.products.boxAny');
    const months = purchase.months;
    return t(`purchase.products.${purchase.kind}`, {
      duration: tc(months === 1 ? 'plans.1month' : `plans.${months}months`),
    });
  };
}

/** Why the login is asked for: "Log in or create an account to buy the VPN pass for 1 month." */
export function usePurchaseReason(purchase: Purchase | undefined): string | undefined {
  const { t } = useTranslation('account');
  const name = usePurchaseName();
  return purchase ? t('purchase.login', { product: name(purchase) }) : undefined;
}

// The pending second step of a login with 2FA (spec 4: the e-mail is kept, the user is not
// authenticated yet), from /login to /loginTfa. Kept in sessionStorage so a reload of /loginTfa
// keeps it, but no other tab and no later visit sees it; it expires with the server's challenge.

const CHALLENGE_KEY = 'nova.loginChallenge';
/** The server accepts the challenge for 5 minutes (DESIGN 4). */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

export interface LoginChallenge {
  email: string;
  tfaChallenge: string;
  /** Where to go once the pin is confirmed (already checked as same-site). */
  redirect?: string;
  createdAt: number;
}

let memory: string | null = null;
const memoryStore: KeyValueStorage = {
  getItem: () => memory,
  setItem: (_key, value) => void (memory = value),
  removeItem: () => void (memory = null),
};

function challengeStore(): KeyValueStorage {
  try {
    const storage = globalThis.sessionStorage;
    storage.getItem(CHALLENGE_KEY);
    return storage;
  } catch {
    return memoryStore;
  }
}

export function saveLoginChallenge(challenge: Omit<LoginChallenge, 'createdAt'>, now = Date.now()): void {
  challengeStore().setItem(CHALLENGE_KEY, JSON.stringify({ ...challenge, createdAt: now }));
}

/** The pending challenge, or null when there is none, it is malformed or it has expired. */
export function readLoginChallenge(now = Date.now()): LoginChallenge | null {
  let value: unknown;
  try {
    value = JSON.parse(challengeStore().getItem(CHALLENGE_KEY) ?? 'null');
  } catch {
    value = null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Partial<LoginChallenge>;
  const valid =
    typeof record.email === 'string' &&
    typeof record.tfaChallenge === 'string' &&
    typeof record.createdAt === 'number' &&
    now - record.createdAt < CHALLENGE_LIFETIME_MS;
  if (!valid) {
    clearLoginChallenge();
    return null;
  }
  return record as LoginChallenge;
}

export function clearLoginChallenge(): void {
  challengeStore().removeItem(CHALLENGE_KEY);
}
