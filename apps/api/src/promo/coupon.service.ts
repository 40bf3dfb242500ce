import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { pageWindow, type PageQueryDto } from '../core/http/pagination';
import { newCouponCode } from './coupon-code';
import { COUPON_CODE_SELECT, toCouponCodeResponse } from './promo.mapper';
import type { CouponCodeResponse } from './promo.responses';

/** Licence coupons bought by resellers: the codes of an order, and the list of mine with their state. */
@Injectable()
export class CouponService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async list(
    ownerId: string,
    query: PageQueryDto,
  ): Promise<{ items: CouponCodeResponse[]; total: number; unused: number }> {
    const [rows, total, unused] = await Promise.all([
      this.txHost.tx.couponCode.findMany({
        where: { ownerId },
        select: COUPON_CODE_SELECT,
        orderBy: [{ createdAt: 'desc' }, { code: 'asc' }],
        ...pageWindow(query),
      }),
      this.txHost.tx.couponCode.count({ where: { ownerId } }),
      this.txHost.tx.couponCode.count({ where: { ownerId, usedAt: null } }),
    ]);
    return {
      items: rows.map(toCouponCodeResponse),
      total,
      unused,
    };
  }

  /** `quantity` new codes of the coupon product for the buyer (fulfilment, in its transaction). */
  async issue(ownerId: string, productId: string, orderItemId: string, quantity: number): Promise<void> {
    // 31^16 codes: a collision is a once-in-forever event; the unique index refuses it, the
    // fulfilment transaction rolls back and the provider's retry draws new codes.
    await this.txHost.tx.couponCode.createMany({
      data: Array.from({ length: quantity }, () => ({ code: newCouponCode(), productId, ownerId, orderItemId })),
    });
  }

  /** A refund takes back the order's codes not used yet; the used ones have become licences. Answers how many were used. */
  async revoke(orderItemIds: string[]): Promise<number> {
    await this.txHost.tx.couponCode.deleteMany({ where: { orderItemId: { in: orderItemIds }, usedAt: null } });
    return this.txHost.tx.couponCode.count({ where: { orderItemId: { in: orderItemIds } } });
  }
}
