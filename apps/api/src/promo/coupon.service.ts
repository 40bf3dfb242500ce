import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { pageWindow, type PageQueryDto } from '../core/http/pagination';
import type { CouponCodeResponse } from '../payment/payment.responses';
import { newCouponCode } from './coupon-code';

/** Licence coupons bought by resellers: the codes of an order, and the list of mine with their state. */
@Injectable()
export class CouponService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  private get db() {
    return this.txHost.tx;
  }

  async list(ownerId: string, query: PageQueryDto): Promise<{ items: CouponCodeResponse[]; total: number; unused: number }> {
    const [rows, total, unused] = await Promise.all([
      this.db.couponCode.findMany({
        where: { ownerId },
        select: {
          code: true,
          usedAt: true,
          createdAt: true,
          product: { select: { name: true } },
          usedByDevice: { select: { deviceId: true } },
          orderItem: { select: { order: { select: { purchaseId: true } } } },
        },
        orderBy: [{ createdAt: 'desc' }, { code: 'asc' }],
        ...pageWindow(query),
      }),
      this.db.couponCode.count({ where: { ownerId } }),
      this.db.couponCode.count({ where: { ownerId, usedAt: null } }),
    ]);
    return {
      items: rows.map((c) => ({
        code: c.code,
        productName: c.product.name,
        state: c.usedAt ? 'used' : 'unused',
        deviceId: c.usedByDevice?.deviceId ?? null,
        usedAt: c.usedAt?.toISOString() ?? null,
        purchaseId: c.orderItem?.order.purchaseId ?? null,
        createdAt: c.createdAt.toISOString(),
      })),
      total,
      unused,
    };
  }

  /** `quantity` new codes of the coupon product for the buyer (fulfilment, in its transaction). */
  async issue(ownerId: string, productId: string, orderItemId: string, quantity: number): Promise<void> {
    // 31^16 codes: a collision is a once-in-forever event; the unique index refuses it, the
    // fulfilment transaction rolls back and the provider's retry draws new codes.
    await this.db.couponCode.createMany({ data: Array.from({ length: quantity }, () => ({ code: newCouponCode(), productId, ownerId, orderItemId })) });
  }

  /** A refund takes back the order's codes not used yet; the used ones have become licences. Answers how many were used. */
  async revoke(orderItemIds: string[]): Promise<number> {
    await this.db.couponCode.deleteMany({ where: { orderItemId: { in: orderItemIds }, usedAt: null } });
    return this.db.couponCode.count({ where: { orderItemId: { in: orderItemIds } } });
  }
}
