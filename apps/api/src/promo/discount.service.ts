import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { ErrorCode } from '@shop/contracts';
import type { PrismaTransactions } from '../core/database/database.module';
import { toDiscountTerms, type DiscountTerms } from './promo.mapper';
import { PromoQueries } from './promo.queries';

export type DiscountLookup = { ok: true; terms: DiscountTerms } | { ok: false; reason: ErrorCode };

/**
 * Discount codes: looked up for a summary, and one use taken for an order with a conditional
 * update, so no number of payments at once can use a code more often than it allows or outside
 * its window. Owns DiscountCode and DiscountRedemption.
 */
@Injectable()
export class DiscountService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: PromoQueries,
  ) {}

  async lookup(code: string, now = new Date()): Promise<DiscountLookup> {
    const row = await this.txHost.tx.discountCode.findUnique({ where: { code: code.toUpperCase() } });
    if (!row || !row.active) return { ok: false, reason: 'DISCOUNT_INVALID' };
    if (now < row.startsAt) return { ok: false, reason: 'DISCOUNT_NOT_STARTED' };
    if (now >= row.endsAt) return { ok: false, reason: 'DISCOUNT_EXPIRED' };
    if (row.maxUses !== null && row.usedCount >= row.maxUses) return { ok: false, reason: 'DISCOUNT_USED_UP' };
    return { ok: true, terms: toDiscountTerms(row) };
  }

  /**
   * Takes one use of the code for the order, in the caller's transaction: false when it is used
   * up, switched off or outside its window at this moment (another payment took the last use).
   */
  async redeem(discountCodeId: string, orderId: string, userId: string | null, now = new Date()): Promise<boolean> {
    if (!(await this.queries.takeUse(discountCodeId, now))) return false;
    await this.txHost.tx.discountRedemption.create({
      data: { discountCodeId, orderId, userId },
      select: { id: true },
    });
    return true;
  }

  /**
   * Gives the order's use back (a failed, cancelled or abandoned order), exactly once: the
   * redemption row is the use, and only the caller that deletes it gives it back. Answers whether it did.
   */
  async release(orderId: string): Promise<boolean> {
    const released = await this.queries.deleteRedemption(orderId);
    if (!released) return false;
    await this.queries.giveUseBack(released.discountCodeId, new Date());
    return true;
  }

  /**
   * A payment that succeeds after its order failed or was cancelled (money was taken): the use
   * given back is taken again, even past the code's limit, since the buyer paid the discounted
   * price. Answers 'over' when that took the code past its limit (for staff), null when the order
   * still held its use.
   */
  async retake(orderId: string, discountCodeId: string, userId: string | null): Promise<'taken' | 'over' | null> {
    const held = await this.txHost.tx.discountRedemption.findUnique({ where: { orderId }, select: { id: true } });
    if (held) return null;
    const row = await this.queries.retakeUse(discountCodeId, new Date());
    if (!row) return null;
    await this.txHost.tx.discountRedemption.create({
      data: { discountCodeId, orderId, userId },
      select: { id: true },
    });
    return row.over ? 'over' : 'taken';
  }
}
