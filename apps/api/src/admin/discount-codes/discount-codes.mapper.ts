import type { DiscountCodeState } from '@shop/contracts';
import type { AuditState } from '../../core/audit/audit-trail';
import { toProductTypeName } from '../../catalog/product-type';
import type { DiscountCode, Prisma } from '../../generated/prisma/client';
import type { DiscountCodeResponse, DiscountUseResponse } from './discount-codes.responses';

// Discount codes as the back office shows them and as the audit log keeps them.

/** Where the code stands at `now`, by the precedence of DISCOUNT_CODE_STATES (the list filter uses the same). */
export function discountCodeState(row: DiscountCode, now: Date): DiscountCodeState {
  if (!row.active) return 'disabled';
  if (row.endsAt <= now) return 'ended';
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return 'usedUp';
  if (row.startsAt > now) return 'scheduled';
  return 'live';
}

export function toDiscountCodeResponse(row: DiscountCode, now = new Date()): DiscountCodeResponse {
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    currency: row.currency,
    productTypes: row.productTypes.map(toProductTypeName) as DiscountCodeResponse['productTypes'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxUses: row.maxUses,
    maxItems: row.maxItems,
    usedCount: row.usedCount,
    active: row.active,
    state: discountCodeState(row, now),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const REDEMPTION_SELECT = {
  createdAt: true,
  user: { select: { id: true, email: true, name: true } },
  order: { select: { purchaseId: true, email: true, status: true, discountCents: true, currency: true } },
} as const satisfies Prisma.DiscountRedemptionSelect;

type RedemptionRow = Prisma.DiscountRedemptionGetPayload<{ select: typeof REDEMPTION_SELECT }>;

export function toDiscountUseResponse(row: RedemptionRow): DiscountUseResponse {
  return {
    purchaseId: row.order.purchaseId,
    customer: row.user,
    email: row.order.email,
    orderStatus: row.order.status,
    discountCents: row.order.discountCents,
    currency: row.order.currency,
    at: row.createdAt.toISOString(),
  };
}

/** The terms as the audit log keeps them (not the use count: uses are not changes by staff). */
export function discountCodeAuditState(row: DiscountCode): AuditState {
  return {
    code: row.code,
    description: row.description,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    currency: row.currency,
    productTypes: row.productTypes.map(toProductTypeName),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    maxUses: row.maxUses,
    maxItems: row.maxItems,
    active: row.active,
  };
}
