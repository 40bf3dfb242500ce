import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import type { Prisma } from '../../generated/prisma/client';
import { formatInvoiceNumber } from '../invoice/invoice-number';
import type { OrdersQueryDto } from '../payment.dto';
import type { OrderPageResponse, OrderResponse, OrderStatusName, ShippingAddressResponse } from '../payment.responses';
import { providerNameOf } from '../providers/provider-registry';

export const orderNotFound = () => new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order does not exist.');

const ORDER_SELECT = {
  id: true,
  purchaseId: true,
  userId: true,
  status: true,
  provider: true,
  currency: true,
  subtotalCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  createdAt: true,
  paidAt: true,
  subscriptionCancelledAt: true,
  shippingAddress: true,
  items: {
    select: { productName: true, quantity: true, unitPriceCents: true, product: { select: { type: true } }, targetDevice: { select: { deviceId: true } } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
  invoice: { select: { year: true, number: true } },
  shipment: { select: { status: true, carrier: true, trackingNumber: true, box: { select: { serial: true } } } },
} as const satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>;

const RENEWING_TYPES = new Set(['VPN_PASS', 'VPN_BOX_HW']);

/** The copy of the shipping address kept on the order (checkout wrote it: see addressFields). */
function toShippingAddress(value: Prisma.JsonValue | null): ShippingAddressResponse | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    name: text('name') ?? '',
    surname: text('surname') ?? '',
    company: text('company'),
    street: text('street') ?? '',
    city: text('city') ?? '',
    zip: text('zip') ?? '',
    province: text('province'),
    country: text('country') ?? '',
    phone: text('phone'),
  };
}

/** The order as the buyer sees it; `viewerOwns` decides whether the invoice link is shown. */
function toOrder(o: OrderRow, viewerOwns: boolean): OrderResponse {
  return {
    purchaseId: o.purchaseId,
    status: o.status.toLowerCase() as OrderStatusName,
    items: o.items.map((i) => ({
      productName: i.productName,
      productType: i.product.type.replace(/_/g, '-'),
      quantity: i.quantity,
      unitPrice: i.unitPriceCents,
      deviceId: i.targetDevice?.deviceId ?? null,
    })),
    invoiceNumber: o.invoice ? formatInvoiceNumber(o.invoice.year, o.invoice.number) : null,
    amount: o.totalCents,
    currency: o.currency,
    subtotal: o.subtotalCents,
    discount: o.discountCents,
    shipping: o.shippingCents,
    purchaseDate: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    provider: providerNameOf(o.provider),
    invoiceUrl: o.invoice && viewerOwns ? `/api/Payment/Invoice?purchaseId=${encodeURIComponent(o.purchaseId)}` : null,
    shipment: o.shipment
      ? {
          status: o.shipment.status.toLowerCase(),
          boxSerial: o.shipment.box?.serial ?? null,
          carrier: o.shipment.carrier,
          trackingNumber: o.shipment.trackingNumber,
          address: toShippingAddress(o.shippingAddress),
        }
      : null,
    canCancelSubscription: o.status === 'PAID' && o.subscriptionCancelledAt === null && o.items.some((i) => RENEWING_TYPES.has(i.product.type)),
  };
}

/** My orders, one order by its purchase id (the result page), and ending a subscription's renewal. */
@Injectable()
export class OrderService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  private get db() {
    return this.txHost.tx;
  }

  /** Newest first; the same number of statements for 10 orders or 1,000. */
  async list(userId: string, query: OrdersQueryDto): Promise<OrderPageResponse> {
    const [rows, total] = await Promise.all([
      this.db.order.findMany({ where: { userId }, select: ORDER_SELECT, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
      this.db.order.count({ where: { userId } }),
    ]);
    return { items: rows.map((o) => toOrder(o, true)), total };
  }

  /**
   * An account's order is answered to its owner only; an order bought by device code without an
   * account (or with an account not confirmed yet) to whoever holds its purchase id (128 random
   * bits), without the invoice link. Anyone else: 404.
   */
  async get(purchaseId: string, userId: string | undefined): Promise<OrderResponse> {
    const order = await this.db.order.findUnique({ where: { purchaseId }, select: { ...ORDER_SELECT, user: { select: { confirmedAt: true } } } });
    const owner = order !== null && order.userId !== null && order.userId === userId;
    // An order placed while registering (PayAndRegister) has an account nobody can log in to
    // until its link is used: meanwhile the result page reads it by its purchase id, as a guest's.
    const guest = order !== null && (order.userId === null || order.user?.confirmedAt === null);
    if (!order || !(owner || guest)) throw orderNotFound();
    return toOrder(order, owner);
  }

  /**
   * Passes and boxes are paid once per period; ending the renewal records that the buyer does not
   * want to be asked to renew (the expiry reminders stop). The goods run to their end date.
   */
  async cancelSubscription(purchaseId: string, userId: string): Promise<OrderResponse> {
    const order = await this.get(purchaseId, userId);
    if (!order.canCancelSubscription) throw new DomainException(HttpStatus.CONFLICT, 'SUBSCRIPTION_NOT_CANCELLABLE', 'This order has no renewing subscription.');
    await this.db.order.updateMany({ where: { purchaseId, userId, subscriptionCancelledAt: null }, data: { subscriptionCancelledAt: new Date() } });
    return this.get(purchaseId, userId);
  }
}
