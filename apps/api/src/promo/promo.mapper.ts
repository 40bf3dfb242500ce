import type { PricedProduct } from '../catalog/checkout-catalogue';
import type { DiscountCode, Prisma } from '../generated/prisma/client';
import type { ProductType } from '../generated/prisma/enums';
import { couponPlatform } from '../player/licence.service';
import type { CouponCodeResponse, CouponProductResponse } from './promo.responses';

// Rows of the promo tables become answers here, and only here.

/** What a coupon code's answer is built from. */
export const COUPON_CODE_SELECT = {
  code: true,
  usedAt: true,
  createdAt: true,
  product: { select: { name: true } },
  usedByDevice: { select: { deviceId: true } },
  orderItem: { select: { order: { select: { purchaseId: true } } } },
} as const satisfies Prisma.CouponCodeSelect;

export type CouponCodeRow = Prisma.CouponCodeGetPayload<{ select: typeof COUPON_CODE_SELECT }>;

export function toCouponCodeResponse(c: CouponCodeRow): CouponCodeResponse {
  return {
    code: c.code,
    productName: c.product.name,
    state: c.usedAt ? 'used' : 'unused',
    deviceId: c.usedByDevice?.deviceId ?? null,
    usedAt: c.usedAt?.toISOString() ?? null,
    purchaseId: c.orderItem?.order.purchaseId ?? null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** A coupon product of the buyer's price list (allCouponsProductNew). */
export function toCouponProductResponse(
  p: Pick<PricedProduct, 'name' | 'priceCents'>,
  currency: string,
): CouponProductResponse {
  return {
    productName: p.name,
    platform: couponPlatform(p.name).toLowerCase(),
    price: p.priceCents ?? 0,
    currency,
  };
}

/** A discount code as checkout applies it. */
export interface DiscountTerms {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string | null;
  /** Types it applies to; empty: every type but shipping. */
  productTypes: ProductType[];
  startsAt: Date;
  endsAt: Date;
  maxItems: number | null;
}

export function toDiscountTerms(row: Pick<DiscountCode, keyof DiscountTerms>): DiscountTerms {
  const { id, code, percentOff, amountOffCents, currency, productTypes, startsAt, endsAt, maxItems } = row;
  return { id, code, percentOff, amountOffCents, currency, productTypes, startsAt, endsAt, maxItems };
}
