import { HttpStatus, Injectable } from '@nestjs/common';
import { AccountService } from '../../account/account.service';
import { AddressService } from '../../account/profile/address.service';
import { RegistrationService } from '../../account/registration/registration.service';
import { DomainException } from '../../core/errors/domain.exception';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { DeviceService } from '../../player/device.service';
import type {
  PayAndRegisterDto,
  PayDto,
  ProviderName,
  SummaryAndRegisterDto,
  SummaryDto,
  SummaryWithOtpDto,
  VideoPlayerWithOtpDto,
} from '../payment.dto';
import type { CheckoutCatalogue } from '../../catalog/checkout-catalogue';
import type { ProductType } from '../../generated/prisma/enums';
import type { PayResponse, PriceEntryResponse, SummaryResponse } from '../payment.responses';
import { toRenewsResponse } from '../payment.mapper';
import { periodOf, QuoteService, licenceProductFor, type Quote, type QuoteRequest } from '../pricing/quote.service';
import type { PaymentProviderAdapter } from '../providers/payment-provider';
import { ProviderRegistry } from '../providers/provider-registry';
import { OrderPlacement, type Buyer } from './order-placement';
import type { AddressResponse, UserProfileResponse } from '../../account/account.responses';

export interface Shopper {
  userId?: string;
  ip: string;
}

/** Reasons that name something of the buyer's that does not exist: 404, the rest 409. */
const NOT_FOUND_REASONS = new Set([
  'DEVICE_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'PRODUCT_UNKNOWN',
  'PASS_NOT_FOUND',
  'BOX_NOT_FOUND',
]);

/** The products of one type the buyer may buy, with their prices (none when the type is excluded). */
function onSale(catalogue: CheckoutCatalogue, type: ProductType): PriceEntryResponse[] {
  const boxWithoutShipping = type === 'VPN_BOX_HW' && catalogue.excluded.has('SHIP');
  if (catalogue.excluded.has(type) || boxWithoutShipping) return [];
  return [...catalogue.products.values()]
    .filter((p) => p.type === type && p.priceCents !== null)
    .map((p) => ({ productName: p.name, price: p.priceCents ?? 0, durationMonths: p.durationMonths, stock: p.stock }));
}

/** The summary of a quote: the player and VPN summaries of spec section 3 in one shape. */
export function toSummary(quote: Quote, now = new Date()): SummaryResponse {
  const { totals, discount, catalogue } = quote;
  const boxes = onSale(catalogue, 'VPN_BOX_HW');
  const first = totals.lines[0];
  const period = periodOf(totals, now);
  return {
    currency: catalogue.currency,
    country: catalogue.country,
    items: totals.lines.map((l) => ({
      productName: l.product.name,
      productType: l.product.type.replace(/_/g, '-'),
      quantity: l.quantity,
      unitPrice: l.product.priceCents,
      discount: l.discountCents,
      total: l.totalCents,
      durationMonths: l.product.durationMonths,
      target: l.target,
      renews: l.renews ? toRenewsResponse(l.renews) : null,
    })),
    productName: first?.product.name ?? '',
    description: first?.target ? (quote.devices.get(first.target)?.description ?? null) : null,
    priceValue: totals.subtotalCents,
    discount: totals.discountCents > 0,
    discountValue: totals.discountCents,
    code: discount?.code ?? null,
    percentOff: discount?.percentOff ?? null,
    maxItems: discount?.maxItems ?? null,
    startAt: period?.startAt ?? null,
    endAt: period?.endAt ?? null,
    prizes: onSale(catalogue, 'VIDEO_PLAYER'),
    allVpnPassNew: onSale(catalogue, 'VPN_PASS'),
    // One product is both the box and its subscription: the spec's two lists are the same products.
    allVpnBoxNew: boxes,
    allHwNew: boxes,
    priceShipVpnBox: totals.shippingCents,
    allShipVpnBox: [...catalogue.shipmentCountries],
    finalPrice: totals.totalCents,
    productIsPurchasable: quote.reason === null,
    reason: quote.reason,
    reasonProduct: quote.reasonProduct,
    recurring: quote.recurring
      ? {
          productName: quote.recurring.product.name,
          amount: quote.recurring.amountCents,
          durationMonths: quote.recurring.durationMonths,
          renewsOn: period?.endAt ?? null,
        }
      : null,
  };
}

/** Pay refuses exactly what the summary reported as not purchasable, with the same code. */
function assertPurchasable(quote: Quote): void {
  if (quote.reason === null) return;
  const status = NOT_FOUND_REASONS.has(quote.reason) ? HttpStatus.NOT_FOUND : HttpStatus.CONFLICT;
  const about = quote.reasonProduct ? ` (${quote.reasonProduct})` : '';
  throw new DomainException(status, quote.reason, `This checkout cannot be paid: ${quote.reason}${about}.`);
}

/** The billing details printed on the invoice: the favourite billing address, else the first, else the name. */
function billingOf(
  profile: Pick<UserProfileResponse, 'name' | 'surname' | 'country' | 'email' | 'addresses'>,
): Record<string, unknown> {
  const billing = profile.addresses.filter((a) => !a.isShipping);
  const address = billing.find((a) => a.isFavorite) ?? billing[0];
  return address
    ? { ...addressFields(address), email: profile.email }
    : { name: profile.name, surname: profile.surname, country: profile.country, email: profile.email };
}

type AddressFields = Pick<AddressResponse, 'name' | 'surname' | 'street' | 'city' | 'zip' | 'country'> &
  Partial<Pick<AddressResponse, 'company' | 'vatNumber' | 'province' | 'phone'>>;

/** The copy of an address kept on the order (later edits of the address book do not change it). */
function addressFields(a: AddressFields): Record<string, unknown> {
  const { name, surname, street, city, zip, country } = a;
  return {
    name,
    surname,
    company: a.company ?? null,
    vatNumber: a.vatNumber ?? null,
    street,
    city,
    zip,
    province: a.province ?? null,
    country,
    phone: a.phone ?? null,
  };
}

/**
 * The checkout calls: summaries priced by the server, and Pay in its three forms (account, new
 * account, device code), each placing a pending order and the provider's payment.
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly quotes: QuoteService,
    private readonly placement: OrderPlacement,
    private readonly providers: ProviderRegistry,
    private readonly account: AccountService,
    private readonly addresses: AddressService,
    private readonly registration: RegistrationService,
    private readonly devices: DeviceService,
    private readonly rateLimits: RateLimitService,
  ) {}

  enabledProviders(): ProviderName[] {
    return this.providers.names();
  }

  /** Enabled providers that renew automatically. */
  renewingProviders(): ProviderName[] {
    return this.providers.names().filter((name) => this.providers.find(name)?.subscriptions);
  }

  async summary(body: SummaryDto, shopper: Required<Shopper>): Promise<SummaryResponse> {
    const { quote } = await this.quoteForAccount(body, shopper);
    return toSummary(quote);
  }

  async summaryWithOtp(body: SummaryWithOtpDto, shopper: Shopper): Promise<SummaryResponse> {
    return toSummary((await this.quoteForOtp(body, shopper)).quote);
  }

  async summaryAndRegister(body: SummaryAndRegisterDto, ip: string): Promise<SummaryResponse> {
    const quote = await this.quotes.quote({
      items: body.items,
      code: body.code,
      country: body.country,
      shipTo: { country: body.shippingCountry ?? body.country },
      ip,
    });
    return toSummary(quote);
  }

  async pay(body: PayDto, shopper: Required<Shopper>): Promise<PayResponse> {
    const adapter = this.providers.get(body.provider);
    const { quote, profile, shipping } = await this.quoteForAccount(body, shopper);
    assertPurchasable(quote);
    if (quote.recurring && !adapter.subscriptions)
      throw new DomainException(
        HttpStatus.CONFLICT,
        'AUTO_RENEW_NOT_POSSIBLE',
        `Payments with ${adapter.name} do not renew automatically here; renew by hand, or choose another way to pay.`,
      );
    const buyer: Buyer = {
      userId: shopper.userId,
      email: profile.email,
      language: profile.language,
      billingAddress: billingOf(profile),
      shippingAddress: shipping,
    };
    return this.place(quote, buyer, adapter, shopper.ip);
  }

  /** Registers (unconfirmed, with the confirmation mail) and pays; counted like Register. */
  payAndRegister(body: PayAndRegisterDto, ip: string): Promise<PayResponse> {
    const adapter = this.providers.get(body.provider);
    return this.rateLimits.attempt(
      'register',
      { ip },
      async () => {
        const shipping = body.address ? addressFields(body.address) : null;
        const quote = await this.quotes.quote({
          items: body.items,
          code: body.code,
          country: body.country,
          shipTo: body.address ? { country: body.address.country } : null,
          ip,
        });
        assertPurchasable(quote);
        const buyer: Buyer = {
          email: body.email,
          language: body.language ?? 'en',
          billingAddress: { name: body.name, surname: body.surname, country: body.country, email: body.email },
          shippingAddress: shipping,
          createAccount: async () => {
            const { userId } = await this.registration.createUnconfirmed(body);
            if (body.address) await this.addresses.addToNewAccount(userId, body.address);
            return userId;
          },
        };
        return this.placement.place(quote, buyer, adapter);
      },
      'every-attempt',
    );
  }

  async payWithOtp(body: VideoPlayerWithOtpDto, shopper: Shopper): Promise<PayResponse> {
    const adapter = this.providers.get(body.provider);
    const { quote, profile } = await this.quoteForOtp(body, shopper);
    assertPurchasable(quote);
    const buyer: Buyer = {
      userId: shopper.userId,
      email: profile?.email ?? body.email,
      language: body.language ?? profile?.language ?? 'en',
      billingAddress: profile ? billingOf(profile) : { email: body.email, country: body.country ?? null },
      shippingAddress: null,
    };
    return this.place(quote, buyer, adapter, shopper.ip);
  }

  /** Every order placed counts against the address (`checkout` budget). */
  private place(quote: Quote, buyer: Buyer, adapter: PaymentProviderAdapter, ip: string): Promise<PayResponse> {
    return this.rateLimits.attempt(
      'checkout',
      { ip },
      () => this.placement.place(quote, buyer, adapter),
      'every-attempt',
    );
  }

  private async quoteForAccount(body: SummaryDto, shopper: Required<Shopper>) {
    const profile = await this.account.profile(shopper.userId);
    let shipping: Record<string, unknown> | null = null;
    let missingAddress = false;
    if (body.addressId) {
      const address = profile.addresses.find((a) => a.id === body.addressId);
      if (address) shipping = addressFields(address);
      else missingAddress = true;
    }
    const request: QuoteRequest = {
      items: body.items,
      code: body.code,
      country: profile.country,
      userId: shopper.userId,
      shipTo: shipping ? { country: String(shipping.country) } : null,
      ip: shopper.ip,
      autoRenew: body.autoRenew,
    };
    const quote = await this.quotes.quote(request);
    // An address that is not mine is reported as not found, before any other reason.
    if (missingAddress) Object.assign(quote, { reason: 'ADDRESS_NOT_FOUND', reasonProduct: null });
    return { quote, profile, shipping };
  }

  private async quoteForOtp(body: SummaryWithOtpDto, shopper: Shopper) {
    const device = await this.devices.byOtp(body.otp, shopper.ip);
    const profile = shopper.userId ? await this.account.profile(shopper.userId) : null;
    const quote = await this.quotes.quote({
      items: [{ productName: licenceProductFor(device), quantity: 1 }],
      code: body.code,
      country: profile?.country ?? body.country,
      otpDevice: device,
      shipTo: null,
      ip: shopper.ip,
    });
    return { quote, profile };
  }
}
