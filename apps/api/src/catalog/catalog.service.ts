import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../core/config/app-config';
import type { PrismaTransactions } from '../core/database/database.module';
import { toChangelogResponse, toExclusionResponse, toPricingEntryResponse } from './catalog.mapper';
import { CatalogQueries } from './catalog.queries';
import type { ChangelogResponseBody, InfoResponseBody, PricingResponseBody } from './catalog.responses';
import type { CheckoutCatalogue, PricedProduct, ShippingQuote } from './checkout-catalogue';
import { DEFAULT_COUNTRY } from './country';
import { CachedBody, PricingCache, serialize } from './pricing.cache';

const byDescription = (a: { description: string }, b: { description: string }) =>
  a.description.localeCompare(b.description, 'en', { sensitivity: 'base' });

@Injectable()
export class CatalogService {
  readonly pricingCache: PricingCache;
  /** GET /info.json never changes while the server runs. */
  readonly info: CachedBody;

  /**
   * Reads go through `txHost.tx` like every service's: in a checkout's transaction they see what
   * it sees; elsewhere (the pricing answer, which the fast path then serves from the cache) it is
   * the plain client.
   */
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: CatalogQueries,
    config: AppConfig,
  ) {
    this.pricingCache = new PricingCache(config.env.PRICING_CACHE_TTL_SECONDS * 1000);
    const info: InfoResponseBody = { version: config.version };
    this.info = { ...serialize(info), expiresAt: Infinity };
  }

  /** The serialized pricing answer for a country, from the cache when possible. */
  async pricingFor(country: string): Promise<CachedBody> {
    return this.pricingCache.get(country) ?? this.pricingCache.set(country, await this.loadPricing(country));
  }

  /**
   * Prices of the country's own list, or of the DEFAULT list when it has none; exclusions
   * likewise; shipment countries sorted by description, ignoring case.
   */
  async loadPricing(country: string): Promise<PricingResponseBody> {
    const [ownPrices, ownExclusions] = await Promise.all([
      this.txHost.tx.productPrice.count({ where: { country, product: { active: true } } }),
      this.txHost.tx.productExclusion.count({ where: { country } }),
    ]);
    const priceCountry = ownPrices > 0 ? country : DEFAULT_COUNTRY;
    const exclusionCountry = ownExclusions > 0 ? country : DEFAULT_COUNTRY;
    const [prices, exclusions, shipmentCountries] = await Promise.all([
      this.txHost.tx.productPrice.findMany({
        where: { country: priceCountry, product: { active: true } },
        include: { product: true },
        orderBy: [{ product: { type: 'asc' } }, { product: { sortOrder: 'asc' } }, { product: { name: 'asc' } }],
      }),
      this.txHost.tx.productExclusion.findMany({
        where: { country: exclusionCountry },
        orderBy: { productType: 'asc' },
      }),
      this.txHost.tx.shipmentCountry.findMany({ select: { code: true, description: true } }),
    ]);
    return {
      pricings: prices.map(toPricingEntryResponse),
      exclusions: exclusions.map(toExclusionResponse),
      country: priceCountry,
      shipmentCountries: shipmentCountries.sort(byDescription),
    };
  }

  /**
   * The catalogue as checkout prices it for a buyer of `country`: the country's price list when
   * it has one, else DEFAULT; exclusions likewise. Read fresh (not from the cache): an order is
   * priced with the list in force when it is placed.
   */
  async checkoutCatalogue(country: string): Promise<CheckoutCatalogue> {
    const [ownPrices, ownExclusions] = await Promise.all([
      this.txHost.tx.productPrice.count({ where: { country, product: { active: true } } }),
      this.txHost.tx.productExclusion.count({ where: { country } }),
    ]);
    const priceCountry = ownPrices > 0 ? country : DEFAULT_COUNTRY;
    const [products, exclusions, shipmentCountries] = await Promise.all([
      this.txHost.tx.product.findMany({
        where: { active: true },
        orderBy: [{ type: 'asc' }, { sortOrder: 'asc' }, { name: 'asc' }],
        select: {
          id: true,
          name: true,
          type: true,
          durationMonths: true,
          stock: true,
          prices: { where: { country: priceCountry }, select: { amountCents: true, currency: true } },
        },
      }),
      this.txHost.tx.productExclusion.findMany({
        where: { country: ownExclusions > 0 ? country : DEFAULT_COUNTRY },
        select: { productType: true },
      }),
      this.txHost.tx.shipmentCountry.findMany({ select: { code: true, description: true } }),
    ]);
    const currency = products.flatMap((p) => p.prices).find(Boolean)?.currency ?? 'EUR';
    const byName = new Map<string, PricedProduct>(
      products.map(({ prices, ...product }) => [
        product.name,
        { ...product, priceCents: prices[0]?.amountCents ?? null },
      ]),
    );
    return {
      country: priceCountry,
      currency,
      products: byName,
      excluded: new Set(exclusions.map((e) => e.productType)),
      shipmentCountries: shipmentCountries.sort(byDescription),
    };
  }

  /**
   * Shipping of a box to `destination`, in `currency` (the order's): the destination's own
   * SHIPPING price when its list is in that currency, else the one of the buyer's list
   * (`priceCountry`). None when the destination is not a shipment country or excludes shipping.
   */
  async shippingTo(destination: string, priceCountry: string, currency: string): Promise<ShippingQuote> {
    const [shipment, excluded, prices] = await Promise.all([
      this.txHost.tx.shipmentCountry.findUnique({ where: { code: destination }, select: { id: true } }),
      this.txHost.tx.productExclusion.findFirst({
        where: { country: destination, productType: 'SHIP' },
        select: { id: true },
      }),
      this.txHost.tx.productPrice.findMany({
        where: { country: { in: [destination, priceCountry] }, currency, product: { type: 'SHIP', active: true } },
        select: { country: true, amountCents: true },
      }),
    ]);
    const price = prices.find((p) => p.country === destination) ?? prices.find((p) => p.country === priceCountry);
    if (!shipment || excluded || !price) return { priceCents: null };
    return { priceCents: price.amountCents };
  }

  /** Hardware sold, in the caller's transaction: the product's stock goes down (never below zero; an oversold unit is logged by the caller). Answers whether it covered the quantity. */
  takeStock(productId: string, quantity: number): Promise<boolean> {
    return this.queries.takeStock(productId, quantity);
  }

  /** Hardware that will not be sent after all (refunded before shipping): back in stock, in the caller's transaction. */
  returnStock(productId: string, quantity: number): Promise<void> {
    return this.queries.returnStock(productId, quantity);
  }

  /** Sends a catalogue change's notice in the caller's transaction (see CatalogueChangeListener.announced). */
  announceChange(token: string): Promise<void> {
    return this.queries.announce(token);
  }

  /** Enabled changelog entries grouped by type, newest first; `maintenance` only while a notice is on. */
  async changelog(): Promise<ChangelogResponseBody> {
    const entries = await this.txHost.tx.changelogEntry.findMany({
      where: { enabled: true },
      orderBy: { createdAt: 'desc' },
    });
    return toChangelogResponse(entries);
  }
}
