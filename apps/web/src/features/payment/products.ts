import type { PlanMonths } from '@shop/contracts';
import { VPN_BOX_NAMES } from '../catalog/box-names';
import { PRODUCT_NAMES, VPN_PASS_NAMES } from '../catalog/product-names';

// What a product name of spec 3 stands for, so orders, summaries and coupons can name it in the
// user's language ("VPN pass, 12 months") instead of showing VPN-TWELVE-MONTHS.

export type PlayerPlatform = 'web' | 'android' | 'ios';

export type ProductKind =
  | { kind: 'pass'; months: PlanMonths }
  | { kind: 'box'; months: PlanMonths }
  | { kind: 'licence'; platform: PlayerPlatform }
  | { kind: 'coupon'; platform: PlayerPlatform }
  | { kind: 'shipping' }
  | { kind: 'other' };

const monthsOf = (names: Readonly<Record<PlanMonths, string>>, productName: string): PlanMonths | undefined => {
  const found = Object.entries(names).find(([, name]) => name === productName);
  return found ? (Number(found[0]) as PlanMonths) : undefined;
};

const PLAYER_PLATFORMS: Record<string, PlayerPlatform> = {
  [PRODUCT_NAMES.playerWeb]: 'web',
  [PRODUCT_NAMES.playerAndroid]: 'android',
  [PRODUCT_NAMES.playerIos]: 'ios',
};

/** {BRAND}-COUPON-VIDEO-PLAYER[-ANDROID|-IOS]-LIFETIME, whatever the brand. */
const COUPON = /-COUPON-VIDEO-PLAYER-(?:(ANDROID|IOS)-)?LIFETIME$/;

export function productKind(productName: string): ProductKind {
  const pass = monthsOf(VPN_PASS_NAMES, productName);
  if (pass) return { kind: 'pass', months: pass };
  const box = monthsOf(VPN_BOX_NAMES, productName);
  if (box) return { kind: 'box', months: box };
  const player = PLAYER_PLATFORMS[productName];
  if (player) return { kind: 'licence', platform: player };
  const coupon = COUPON.exec(productName);
  if (coupon)
    return { kind: 'coupon', platform: coupon[1] === 'ANDROID' ? 'android' : coupon[1] === 'IOS' ? 'ios' : 'web' };
  if (productName === PRODUCT_NAMES.shipping) return { kind: 'shipping' };
  return { kind: 'other' };
}

/** Statuses the result page keeps polling in (payment.responses.ts PENDING_ORDER_STATUSES). */
export const PENDING_STATUSES = ['pending', 'processing'] as const;

export function isPendingStatus(status: string): boolean {
  return (PENDING_STATUSES as readonly string[]).includes(status);
}

/** Statuses of an order whose money arrived (some or all of it may have gone back since): it was paid with its provider. */
export const PAID_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;

export function wasPaid(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/**
 * A slow payment (a bank transfer, a direct debit: the order's history has its processing step)
 * that the provider then reported failed or cancelled: the money never arrived, which is not a card
 * declined at once. Not an order closed because it could not be confirmed (`unsettled`): of that
 * one nobody can say nothing was taken.
 */
export function slowPaymentFailed(order: { status: string; history: readonly { kind: string }[] }): boolean {
  const kinds = order.history.map((event) => event.kind);
  return (
    (order.status === 'failed' || order.status === 'cancelled') &&
    kinds.includes('processing') &&
    !kinds.includes('unsettled')
  );
}
