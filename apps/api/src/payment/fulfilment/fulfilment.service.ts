import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { Prisma } from '../../generated/prisma/client';
import { LicenceService } from '../../player/licence.service';
import { CouponService } from '../../promo/coupon.service';
import { VpnBoxService } from '../../vpn/vpn-box.service';
import { VpnPassService } from '../../vpn/vpn-pass.service';
import { InvoiceService, type PreparedInvoice } from '../invoice/invoice.service';

const ORDER_FOR_FULFILMENT = {
  id: true,
  purchaseId: true,
  userId: true,
  fulfilledAt: true,
  shippingAddress: true,
  items: {
    select: {
      id: true,
      quantity: true,
      productId: true,
      productName: true,
      targetDeviceId: true,
      targetPassId: true,
      targetBoxId: true,
      product: { select: { type: true, durationMonths: true } },
    },
  },
} as const satisfies Prisma.OrderSelect;

type FulfilmentOrder = Prisma.OrderGetPayload<{ select: typeof ORDER_FOR_FULFILMENT }>;
type FulfilmentItem = FulfilmentOrder['items'][number];

/** What fulfilment did: whether it ran now, and the items it could not deliver (to be refunded). */
export interface Fulfilment {
  done: boolean;
  undeliverable: string[];
}

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
    private readonly invoices: InvoiceService,
  ) {}

  /**
   * Grants the order's goods unless that was done already. A licence that cannot be granted (the
   * device got one meanwhile: a second tab, a coupon) is answered as undeliverable, for a refund.
   */
  async fulfil(orderId: string, invoice?: PreparedInvoice | null): Promise<Fulfilment> {
    const claimed = await this.txHost.tx.order.updateMany({
      where: { id: orderId, fulfilledAt: null },
      data: { fulfilledAt: new Date() },
    });
    if (claimed.count === 0) return { done: false, undeliverable: [] };
    const order = await this.txHost.tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: ORDER_FOR_FULFILMENT,
    });
    let firstBox: string | null = null;
    const undeliverable: string[] = [];
    for (const item of order.items) {
      const granted = await this.grant(order, item);
      if (granted === false) undeliverable.push(item.id);
      else firstBox ??= granted;
    }
    if (order.items.some((i) => i.product.type === 'VPN_BOX_HW')) {
      await this.txHost.tx.shipment.create({ data: { orderId, boxId: firstBox }, select: { id: true } });
    }
    await this.invoices.issue(orderId, undefined, invoice);
    return { done: true, undeliverable };
  }

  /**
   * Takes back what the given items of a refunded order granted: unused coupons, licences, pass and
   * box time. Boxes not sent yet are not sent at all: their shipment is cancelled (once no box of
   * the order is left to send) and the stock given back; a box already sent keeps its shipment.
   */
  async revoke(orderId: string, itemIds: string[]): Promise<void> {
    if (itemIds.length === 0) return;
    await this.licences.revokeForOrder(itemIds);
    await this.passes.endForOrder(itemIds);
    await this.boxes.endForOrder(itemIds);
    const used = await this.coupons.revoke(itemIds);
    if (used > 0)
      this.log.warn(`Refunded order ${orderId} had ${used} licence coupons already used; their licences stay`);
    await this.withdrawUnsentBoxes(orderId, itemIds);
  }

  private async withdrawUnsentBoxes(orderId: string, itemIds: string[]): Promise<void> {
    const shipment = await this.txHost.tx.shipment.findUnique({
      where: { orderId },
      select: { id: true, status: true },
    });
    if (!shipment || shipment.status !== 'PENDING') return;
    const boxItems = await this.txHost.tx.orderItem.findMany({
      where: { orderId, product: { type: 'VPN_BOX_HW' } },
      select: { id: true, refundedAt: true },
    });
    const withdrawn = boxItems.filter((item) => itemIds.includes(item.id));
    if (withdrawn.length === 0) return;
    // Back on the shelf, which counts the stock again.
    await this.boxes.withdrawForOrder(withdrawn.map((item) => item.id));
    const leftToSend = boxItems.some((item) => !itemIds.includes(item.id) && item.refundedAt === null);
    if (!leftToSend)
      await this.txHost.tx.shipment.update({
        where: { id: shipment.id },
        data: { status: 'CANCELLED' },
        select: { id: true },
      });
  }

  /** One item's goods; answers the id of a box it sent (for the shipment), or false when it cannot be delivered. */
  private async grant(order: FulfilmentOrder, item: FulfilmentItem): Promise<string | null | false> {
    const { type, durationMonths } = item.product;
    switch (type) {
      case 'VIDEO_PLAYER': {
        if (!item.targetDeviceId) throw new Error(`Order ${order.id}: licence item without a device`);
        const granted = await this.licences.grantPurchased({
          playerDeviceId: item.targetDeviceId,
          productName: item.productName,
          userId: order.userId,
          orderItemId: item.id,
        });
        if (!granted)
          this.log.warn(`Order ${order.id}: the device already had a lifetime licence; the item is refunded`);
        return granted ? null : false;
      }
      case 'VPN_PASS':
        if (item.targetPassId || item.targetBoxId) {
          if (await this.renew(order, item, durationMonths ?? 1)) return null;
          this.log.warn(`Order ${order.id}: the renewed pass or box is no longer the buyer's; the item is refunded`);
          return false;
        }
        for (let n = 0; n < item.quantity; n++) {
          await this.passes.create({
            userId: this.owner(order),
            durationMonths: durationMonths ?? 1,
            locations: [],
            orderItemId: item.id,
          });
        }
        return null;
      case 'VPN_BOX_HW': {
        // Each box comes off the shelf of registered serials, which also counts the stock again.
        let first: string | null = null;
        for (let n = 0; n < item.quantity; n++) {
          const box = await this.boxes.provideForOrder({
            userId: this.owner(order),
            durationMonths: durationMonths ?? 1,
            orderItemId: item.id,
          });
          if (!box.fromStock)
            this.log.warn(`Order ${order.id}: ${item.productName} oversold; box ${box.serial} waits for a restock`);
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

  /**
   * A renewal moves its pass's or box's end by the product's duration and records the period on
   * the item. False when the pass or box is no longer the buyer's (a box unpaired and paired to
   * another account while the payment was on its way): the item is then refunded.
   */
  private async renew(order: FulfilmentOrder, item: FulfilmentItem, months: number): Promise<boolean> {
    const owner = this.owner(order);
    const owned = item.targetPassId
      ? await this.txHost.tx.vpnPass.count({ where: { id: item.targetPassId, userId: owner } })
      : await this.txHost.tx.vpnBox.count({ where: { id: item.targetBoxId ?? undefined, userId: owner } });
    if (owned === 0) return false;
    const period = item.targetPassId
      ? await this.passes.extend(item.targetPassId, months)
      : await this.boxes.extend(item.targetBoxId ?? '', months, item.id);
    await this.txHost.tx.orderItem.update({
      where: { id: item.id },
      data: { periodStartsAt: period.from, periodEndsAt: period.to },
      select: { id: true },
    });
    return true;
  }

  /** Passes, boxes and coupons belong to an account: checkout never sells them without one. */
  private owner(order: FulfilmentOrder): string {
    if (!order.userId) throw new Error(`Order ${order.id} has no account to grant its goods to`);
    return order.userId;
  }
}
