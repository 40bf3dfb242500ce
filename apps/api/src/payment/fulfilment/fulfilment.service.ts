import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { CatalogService } from '../../catalog/catalog.service';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { Prisma } from '../../generated/prisma/client';
import { LicenceService } from '../../player/licence.service';
import { CouponService } from '../../promo/coupon.service';
import { VpnBoxService } from '../../vpn/vpn-box.service';
import { VpnPassService } from '../../vpn/vpn-pass.service';
import { InvoiceService } from '../invoice/invoice.service';

const ORDER_FOR_FULFILMENT = {
  id: true,
  purchaseId: true,
  userId: true,
  fulfilledAt: true,
  shippingAddress: true,
  items: { select: { id: true, quantity: true, productId: true, productName: true, targetDeviceId: true, product: { select: { type: true, durationMonths: true } } } },
} as const satisfies Prisma.OrderSelect;

type FulfilmentOrder = Prisma.OrderGetPayload<{ select: typeof ORDER_FOR_FULFILMENT }>;
type FulfilmentItem = FulfilmentOrder['items'][number];

/**
 * What a paid order grants: licences, VPN passes with their peers, boxes with their subscription
 * and the shipment, licence coupons, then the invoice and receipt. Runs in the settlement's
 * transaction, which holds the order's row lock, and marks the order so it runs exactly once.
 */
@Injectable()
export class FulfilmentService {
  private readonly log = new Logger('Fulfilment');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly licences: LicenceService,
    private readonly passes: VpnPassService,
    private readonly boxes: VpnBoxService,
    private readonly coupons: CouponService,
    private readonly catalog: CatalogService,
    private readonly invoices: InvoiceService,
  ) {}

  private get db() {
    return this.txHost.tx;
  }

  /** Grants the order's goods unless that was done already; answers whether it did the work now. */
  async fulfil(orderId: string): Promise<boolean> {
    const claimed = await this.db.order.updateMany({ where: { id: orderId, fulfilledAt: null }, data: { fulfilledAt: new Date() } });
    if (claimed.count === 0) return false;
    const order = await this.db.order.findUniqueOrThrow({ where: { id: orderId }, select: ORDER_FOR_FULFILMENT });
    let firstBox: string | null = null;
    for (const item of order.items) {
      const box = await this.grant(order, item);
      firstBox ??= box;
    }
    if (order.items.some((i) => i.product.type === 'VPN_BOX_HW')) {
      await this.db.shipment.create({ data: { orderId, boxId: firstBox }, select: { id: true } });
    }
    await this.invoices.issue(orderId);
    return true;
  }

  /** Takes back what a refunded order granted (unused coupons, licences, passes and box time). */
  async revoke(orderId: string): Promise<void> {
    const items = await this.db.orderItem.findMany({ where: { orderId }, select: { id: true } });
    const ids = items.map((i) => i.id);
    await this.licences.revokeForOrder(ids);
    await this.passes.endForOrder(ids);
    await this.boxes.endForOrder(ids);
    const used = await this.coupons.revoke(ids);
    if (used > 0) this.log.warn(`Refunded order ${orderId} had ${used} licence coupons already used; their licences stay`);
  }

  /** One item's goods; answers the id of a box it sent, for the shipment. */
  private async grant(order: FulfilmentOrder, item: FulfilmentItem): Promise<string | null> {
    const { type, durationMonths } = item.product;
    switch (type) {
      case 'VIDEO_PLAYER': {
        if (!item.targetDeviceId) throw new Error(`Order ${order.purchaseId}: licence item without a device`);
        const granted = await this.licences.grantPurchased({ playerDeviceId: item.targetDeviceId, productName: item.productName, userId: order.userId, orderItemId: item.id });
        if (!granted) this.log.warn(`Order ${order.purchaseId}: the device already had a lifetime licence; refund this order`);
        return null;
      }
      case 'VPN_PASS':
        for (let n = 0; n < item.quantity; n++) {
          await this.passes.create({ userId: this.owner(order), durationMonths: durationMonths ?? 1, locations: [], orderItemId: item.id });
        }
        return null;
      case 'VPN_BOX_HW': {
        if (!(await this.catalog.takeStock(item.productId, item.quantity))) this.log.warn(`Order ${order.purchaseId}: ${item.productName} oversold; restock before shipping`);
        let first: string | null = null;
        for (let n = 0; n < item.quantity; n++) {
          const box = await this.boxes.provideForOrder({ userId: this.owner(order), durationMonths: durationMonths ?? 1, orderItemId: item.id });
          first ??= box.id;
        }
        return first;
      }
      case 'COUPON':
        await this.coupons.issue(this.owner(order), item.productId, item.id, item.quantity);
        return null;
      case 'SHIP':
        return null;
    }
  }

  /** Passes, boxes and coupons belong to an account: checkout never sells them without one. */
  private owner(order: FulfilmentOrder): string {
    if (!order.userId) throw new Error(`Order ${order.purchaseId} has no account to grant its goods to`);
    return order.userId;
  }
}
