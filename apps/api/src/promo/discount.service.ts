import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { ErrorCode } from '@shop/contracts';
import type { PrismaTransactions } from '../core/database/database.module';
import type { ProductType } from '../generated/prisma/enums';

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

export type DiscountLookup = { ok: true; terms: DiscountTerms } | { ok: false; reason: ErrorCode };

/**
 * Discount codes: looked up for a summary, and one use taken for an order with a conditional
 * update, so no number of payments at once can use a code more often than it allows or outside
 * its window. Owns DiscountCode and DiscountRedemption.
 */
@Injectable()
export class DiscountService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  private get db() {
    return this.txHost.tx;
  }

  async lookup(code: string, now = new Date()): Promise<DiscountLookup> {
    const row = await this.db.discountCode.findUnique({ where: { code: code.toUpperCase() } });
    if (!row || !row.active) return { ok: false, reason: 'DISCOUNT_INVALID' };
    if (now < row.startsAt) return { ok: false, reason: 'DISCOUNT_NOT_STARTED' };
    if (now >= row.endsAt) return { ok: false, reason: 'DISCOUNT_EXPIRED' };
    if (row.maxUses !== null && row.usedCount >= row.maxUses) return { ok: false, reason: 'DISCOUNT_USED_UP' };
    const { id, percentOff, amountOffCents, currency, productTypes, startsAt, endsAt, maxItems } = row;
    return { ok: true, terms: { id, code: row.code, percentOff, amountOffCents, currency, productTypes, startsAt, endsAt, maxItems } };
  }

  /**
   * Takes one use of the code for the order, in the caller's transaction: false when it is used
   * up, switched off or outside its window at this moment (another payment took the last use).
   */
  async redeem(discountCodeId: string, orderId: string, userId: string | null, now = new Date()): Promise<boolean> {
    const taken = await this.db.$executeRaw`
      UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = ${now}
      WHERE id = ${discountCodeId}::uuid AND active AND "startsAt" <= ${now} AND "endsAt" > ${now}
        AND ("maxUses" IS NULL OR "usedCount" < "maxUses")`;
    if (taken === 0) return false;
    await this.db.discountRedemption.create({ data: { discountCodeId, orderId, userId }, select: { id: true } });
    return true;
  }

  /** Gives the order's use back (a cancelled or abandoned order); nothing when it took none. */
  async release(orderId: string): Promise<void> {
    const redemption = await this.db.discountRedemption.findUnique({ where: { orderId }, select: { id: true, discountCodeId: true } });
    if (!redemption) return;
    await this.db.discountRedemption.delete({ where: { id: redemption.id }, select: { id: true } });
    await this.db.$executeRaw`UPDATE "DiscountCode" SET "usedCount" = GREATEST("usedCount" - 1, 0) WHERE id = ${redemption.discountCodeId}::uuid`;
  }
}
