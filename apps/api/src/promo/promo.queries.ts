import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';

/** The redemption given back: the code whose use it held. */
export interface ReleasedRedemption {
  discountCodeId: string;
}

/** A use taken again: whether that took the code past its limit. */
export interface RetakenUse {
  over: boolean;
}

/**
 * Promo's SQL: a discount code's use count moves with conditional single statements, so no number
 * of payments at once can take more uses than the code allows (or give one back twice).
 */
@Injectable()
export class PromoQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /** One more use of the code, only while it is active, in its window and not used up: answers whether it was taken. */
  async takeUse(discountCodeId: string, now: Date): Promise<boolean> {
    const taken = await this.txHost.tx.$executeRaw`
      UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = ${now}
      WHERE id = ${discountCodeId}::uuid AND active AND "startsAt" <= ${now} AND "endsAt" > ${now}
        AND ("maxUses" IS NULL OR "usedCount" < "maxUses")`;
    return taken > 0;
  }

  /** Deletes the order's redemption: null when it had none (or another caller deleted it first). */
  async deleteRedemption(orderId: string): Promise<ReleasedRedemption | null> {
    const [released] = await this.txHost.tx.$queryRaw<ReleasedRedemption[]>`
      DELETE FROM "DiscountRedemption" WHERE "orderId" = ${orderId}::uuid RETURNING "discountCodeId"`;
    return released ?? null;
  }

  /** One use fewer, never below zero. */
  async giveUseBack(discountCodeId: string, now: Date): Promise<void> {
    await this.txHost.tx.$executeRaw`
      UPDATE "DiscountCode" SET "usedCount" = GREATEST("usedCount" - 1, 0), "updatedAt" = ${now} WHERE id = ${discountCodeId}::uuid`;
  }

  /** One more use whatever the code's limit and window: null when the code is gone. */
  async retakeUse(discountCodeId: string, now: Date): Promise<RetakenUse | null> {
    const [row] = await this.txHost.tx.$queryRaw<RetakenUse[]>`
      UPDATE "DiscountCode" SET "usedCount" = "usedCount" + 1, "updatedAt" = ${now}
      WHERE id = ${discountCodeId}::uuid
      RETURNING ("maxUses" IS NOT NULL AND "usedCount" > "maxUses") AS over`;
    return row ?? null;
  }
}
