import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { ErrorCode } from '@shop/contracts';
import { CatalogService } from '../../catalog/catalog.service';
import type { CheckoutCatalogue, PricedProduct } from '../../catalog/checkout-catalogue';
import { DEFAULT_COUNTRY } from '../../catalog/country';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { ProductType } from '../../generated/prisma/enums';
import { DeviceService } from '../../player/device.service';
import type { DeviceRow } from '../../player/player.mapper';
import { couponPlatform, platformOf } from '../../player/licence.service';
import { DiscountService } from '../../promo/discount.service';
import type { DiscountTerms } from '../../promo/promo.mapper';
import { addMonths, renewalStart } from '../../vpn/months';
import { deviceTargetOf, renewalOf, type CheckoutItemDto } from '../payment.dto';
import { priceCheckout, type PricedLine, type RenewedItem, type Totals } from './price-engine';

/** Most units of one product type per order; a licence is one per device. */
const QUANTITY_LIMITS: Record<ProductType, number> = {
  VIDEO_PLAYER: 1,
  VPN_PASS: 10,
  VPN_BOX_HW: 5,
  COUPON: 100,
  SHIP: 0,
};

export interface QuoteRequest {
  items: CheckoutItemDto[];
  code?: string;
  /** The buyer's country: its price list (else DEFAULT) and its exclusions. */
  country: string | undefined;
  /** Whose devices a licence target may name. */
  userId?: string;
  /** The device showing the code, for a licence bought by code (its platform's licence). */
  otpDevice?: DeviceRow;
  /** Where a box goes; null: no address chosen (yet). */
  shipTo: { country: string } | null;
  ip: string;
  /** The buyer asks for automatic renewal of the pass or box bought or renewed. */
  autoRenew?: boolean;
}

/** What an automatic renewal would bill each period: the VPN pass product of the line's duration. */
export interface RecurringQuote {
  product: PricedProduct;
  amountCents: number;
  durationMonths: number;
}

/** Stripe prices and PayPal plans bill at most once a year: longer passes renew by hand. */
export const MAX_RENEWAL_MONTHS = 12;

export interface Quote {
  catalogue: CheckoutCatalogue;
  totals: Totals;
  discount: DiscountTerms | null;
  /** Why Pay would refuse, with the product concerned; null: purchasable. */
  reason: ErrorCode | null;
  reasonProduct: string | null;
  /** Licence targets by deviceId: the row id and the name shown. */
  devices: Map<string, { id: string; description: string | null }>;
  needsShipping: boolean;
  /** autoRenew asked and possible: what each renewal bills. */
  recurring: RecurringQuote | null;
}

class Refusal {
  constructor(
    readonly reason: ErrorCode,
    readonly product: string | null = null,
  ) {}
}

/** The licence product name of a device's platform (web, android, ios). */
export function licenceProductFor(device: Pick<DeviceRow, 'platform'>): string {
  const platform = platformOf(device);
  return platform === 'WEB' ? 'VIDEO-PLAYER-LIFETIME' : `VIDEO-PLAYER-${platform}-LIFETIME`;
}

/**
 * Prices a checkout from the server's catalogue only and decides whether it can be bought:
 * products, exclusions, quantities, licence targets, stock, shipping and the discount code.
 * A refusal is not an error here: the summary reports it, Pay turns it into its answer.
 */
/**
 * A licence is refused while another order for the same device is being paid: processing (money on
 * its way), or pending and placed this recently (a payment page likely still open in another tab).
 * An older pending order is most likely abandoned; should both be paid after all, the second
 * licence is refunded automatically (see SettlementService.refundUndeliverable).
 */
export const PENDING_LICENCE_WINDOW_MS = 60 * 60 * 1000;

@Injectable()
export class QuoteService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly catalog: CatalogService,
    private readonly devices: DeviceService,
    private readonly discounts: DiscountService,
    private readonly rateLimits: RateLimitService,
  ) {}

  async quote(request: QuoteRequest): Promise<Quote> {
    const catalogue = await this.catalog.checkoutCatalogue(request.country ?? DEFAULT_COUNTRY);
    const devices = new Map<string, { id: string; description: string | null }>();
    let refusal: Refusal | null = null;
    const lines: PricedLine[] = [];
    for (const item of request.items) {
      const line = await this.line(item, catalogue, request, devices).catch((error: unknown) => {
        if (error instanceof Refusal) return error;
        throw error;
      });
      if (line instanceof Refusal) refusal ??= line;
      else lines.push(line);
    }
    refusal ??= duplicateLines(lines);
    const needsShipping = lines.some((l) => l.product.type === 'VPN_BOX_HW');
    let shippingCents = 0;
    if (needsShipping) {
      const shipping = request.shipTo
        ? await this.catalog.shippingTo(request.shipTo.country, catalogue.country, catalogue.currency)
        : null;
      if (!request.shipTo) refusal ??= new Refusal('ADDRESS_REQUIRED');
      else if (shipping?.priceCents == null) refusal ??= new Refusal('SHIPPING_UNAVAILABLE', 'SHIPPING');
      else shippingCents = shipping.priceCents;
    }
    let discount: DiscountTerms | null = null;
    if (request.code) {
      const found = await this.lookupDiscount(request.code, request.ip);
      if (found.ok) discount = found.terms;
      else refusal ??= new Refusal(found.reason);
    }
    const priced = priceCheckout(lines, shippingCents, catalogue.currency, discount);
    if (!priced.ok) {
      refusal ??= new Refusal(priced.reason);
      discount = null;
    }
    let recurring: RecurringQuote | null = null;
    if (request.autoRenew) {
      const terms = await this.recurringTerms(lines, catalogue, request.userId);
      if (terms instanceof Refusal) refusal ??= terms;
      else recurring = terms;
    }
    return {
      catalogue,
      totals: priced.totals,
      discount,
      reason: refusal?.reason ?? null,
      reasonProduct: refusal?.product ?? null,
      devices,
      needsShipping,
      recurring,
    };
  }

  /**
   * Automatic renewal is for one pass or one box (bought or renewed) of an account, of at most
   * MAX_RENEWAL_MONTHS, that does not renew by itself already; each period bills the VPN pass
   * product of its duration in the buyer's price list.
   */
  private async recurringTerms(
    lines: PricedLine[],
    catalogue: CheckoutCatalogue,
    userId: string | undefined,
  ): Promise<RecurringQuote | Refusal> {
    const line = lines.length === 1 ? lines[0] : null;
    const months = line?.product.durationMonths ?? null;
    const renewable = line && (line.product.type === 'VPN_PASS' || line.product.type === 'VPN_BOX_HW');
    if (!userId || !line || !renewable || line.quantity !== 1 || !months || months > MAX_RENEWAL_MONTHS)
      return new Refusal('AUTO_RENEW_NOT_POSSIBLE', line?.product.name ?? null);
    const product = [...catalogue.products.values()].find(
      (p) => p.type === 'VPN_PASS' && p.durationMonths === months && p.priceCents !== null,
    );
    if (!product || product.priceCents === null) return new Refusal('AUTO_RENEW_NOT_POSSIBLE', line.product.name);
    if (line.renews) {
      const renewing = await this.txHost.tx.subscription.count({
        where: {
          status: { in: ['ACTIVE', 'PAST_DUE'] },
          ...(line.renews.kind === 'pass' ? { passId: line.renews.id } : { boxId: line.renews.id }),
        },
      });
      if (renewing > 0) return new Refusal('AUTO_RENEW_NOT_POSSIBLE', line.product.name);
    }
    return { product, amountCents: product.priceCents, durationMonths: months };
  }

  /** Unknown codes count against the caller's address, so codes cannot be found by trying. */
  private async lookupDiscount(code: string, ip: string) {
    await this.rateLimits.assertNotOver('discount', { ip });
    const found = await this.discounts.lookup(code);
    if (!found.ok && found.reason === 'DISCOUNT_INVALID') await this.rateLimits.failure('discount', { ip });
    return found;
  }

  private async line(
    item: CheckoutItemDto,
    catalogue: CheckoutCatalogue,
    request: QuoteRequest,
    devices: Quote['devices'],
  ): Promise<PricedLine> {
    const product = catalogue.products.get(item.productName);
    if (!product || product.type === 'SHIP') throw new Refusal('PRODUCT_UNKNOWN', item.productName);
    const boxWithoutShipping = product.type === 'VPN_BOX_HW' && catalogue.excluded.has('SHIP');
    if (catalogue.excluded.has(product.type) || boxWithoutShipping) throw new Refusal('PRODUCT_EXCLUDED', product.name);
    if (product.priceCents === null) throw new Refusal('PRODUCT_UNAVAILABLE', product.name);
    if (item.quantity > QUANTITY_LIMITS[product.type]) throw new Refusal('QUANTITY_LIMIT', product.name);
    if (product.type === 'VPN_BOX_HW' && product.stock !== null && product.stock < item.quantity)
      throw new Refusal('OUT_OF_STOCK', product.name);
    const renewal = renewalOf(item);
    if (renewal) {
      const renews = await this.renewalTarget(product, item, request, renewal);
      return { product: { ...product, priceCents: product.priceCents }, quantity: 1, target: null, renews };
    }
    const target = product.type === 'VIDEO_PLAYER' ? await this.licenceTarget(product, item, request, devices) : null;
    return { product: { ...product, priceCents: product.priceCents }, quantity: item.quantity, target };
  }

  /**
   * A renewal: one VPN pass product (a box's subscription is a VPN subscription, priced as a pass
   * of that duration, without hardware or shipping) for a pass or box of the buyer's own.
   */
  private async renewalTarget(
    product: PricedProduct,
    item: CheckoutItemDto,
    request: QuoteRequest,
    renewal: { passId: string } | { boxId: string },
  ): Promise<RenewedItem> {
    if (product.type !== 'VPN_PASS' || !product.durationMonths) throw new Refusal('RENEWAL_NOT_POSSIBLE', product.name);
    if (item.quantity !== 1) throw new Refusal('QUANTITY_LIMIT', product.name);
    const notFound = new Refusal('passId' in renewal ? 'PASS_NOT_FOUND' : 'BOX_NOT_FOUND', product.name);
    // Without an account (SummaryAndRegister) nothing is the buyer's yet.
    const userId = request.userId;
    if (!userId) throw notFound;
    if ('passId' in renewal) {
      const pass = await this.txHost.tx.vpnPass.findFirst({
        where: { id: renewal.passId, userId },
        select: { id: true, code: true, endsAt: true },
      });
      if (!pass) throw notFound;
      return { kind: 'pass', ...pass };
    }
    const box = await this.txHost.tx.vpnBox.findFirst({
      where: { id: renewal.boxId, userId },
      select: {
        id: true,
        serial: true,
        subscriptions: { select: { endsAt: true }, orderBy: { endsAt: 'desc' }, take: 1 },
      },
    });
    if (!box) throw notFound;
    return { kind: 'box', id: box.id, serial: box.serial, endsAt: box.subscriptions[0]?.endsAt ?? null };
  }

  /** Another order for this device's licence is being paid (see PENDING_LICENCE_WINDOW_MS). */
  private async licenceBeingPaid(deviceId: string, now = new Date()): Promise<boolean> {
    const since = new Date(now.getTime() - PENDING_LICENCE_WINDOW_MS);
    const order = await this.txHost.tx.order.findFirst({
      where: {
        OR: [{ status: 'PROCESSING' }, { status: 'PENDING', createdAt: { gt: since } }],
        items: { some: { targetDeviceId: deviceId, product: { type: 'VIDEO_PLAYER' } } },
      },
      select: { id: true },
    });
    return order !== null;
  }

  /** The device a licence is for: the one showing the code, or one of the buyer's own. */
  private async licenceTarget(
    product: PricedProduct,
    item: CheckoutItemDto,
    request: QuoteRequest,
    devices: Quote['devices'],
  ): Promise<string> {
    let device = request.otpDevice;
    if (!device) {
      const deviceId = deviceTargetOf(item);
      if (!deviceId) throw new Refusal('DEVICE_REQUIRED', product.name);
      if (!request.userId) throw new Refusal('DEVICE_NOT_FOUND', product.name);
      device = await this.devices.owned(request.userId, deviceId).catch((error: unknown) => {
        if (error instanceof DomainException && error.code === 'DEVICE_NOT_FOUND')
          throw new Refusal('DEVICE_NOT_FOUND', product.name);
        throw error;
      });
    }
    const platform = platformOf(device);
    // The licence must be of the device's own platform (coupons name theirs the same way).
    if (couponPlatform(product.name) !== platform) throw new Refusal('PRODUCT_UNAVAILABLE', product.name);
    if (device.licences.some((l) => l.lifetime && l.platform === platform))
      throw new Refusal('LICENCE_EXISTS', product.name);
    if (await this.licenceBeingPaid(device.id)) throw new Refusal('LICENCE_PAYMENT_PENDING', product.name);
    devices.set(device.deviceId, { id: device.id, description: device.description });
    return device.deviceId;
  }
}

/** The same product twice (or the same device's licence twice) is one line with a quantity. */
function duplicateLines(lines: PricedLine[]): Refusal | null {
  const seen = new Set<string>();
  for (const line of lines) {
    // One renewal of a pass or box per order, whatever its duration: the summary says one period.
    if (line.renews) {
      if (seen.has(line.renews.id)) return new Refusal('RENEWAL_NOT_POSSIBLE', line.product.name);
      seen.add(line.renews.id);
      continue;
    }
    const key = `${line.product.name}|${line.target ?? ''}`;
    if (seen.has(key)) return new Refusal('QUANTITY_LIMIT', line.product.name);
    seen.add(key);
  }
  return null;
}

/** The period a pass or box subscription bought now would cover (the summary's startAt/endAt); a renewal's runs on from its end. */
export function periodOf(totals: Totals, now = new Date()): { startAt: string; endAt: string } | null {
  const line = totals.lines.find((l) => l.product.durationMonths !== null);
  const months = line?.product.durationMonths;
  if (!months) return null;
  const start = line.renews ? renewalStart(line.renews.endsAt, now) : now;
  return { startAt: start.toISOString(), endAt: addMonths(start, months).toISOString() };
}
