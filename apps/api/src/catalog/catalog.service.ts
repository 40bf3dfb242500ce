import { Injectable } from '@nestjs/common';
import type { ChangelogResponse, PricingResponse } from '@shop/contracts';
import { AppConfig } from '../core/config/app-config';
import { PrismaService } from '../core/database/prisma.service';
import { DEFAULT_COUNTRY } from './country';
import { CachedBody, PricingCache, serialize } from './pricing.cache';
import { toProductTypeName } from './product-type';

const byDescription = (a: { description: string }, b: { description: string }) =>
  a.description.localeCompare(b.description, 'en', { sensitivity: 'base' });

@Injectable()
export class CatalogService {
  readonly pricingCache: PricingCache;
  /** GET /info.json never changes while the server runs. */
  readonly info: CachedBody;

  constructor(
    private readonly prisma: PrismaService,
    config: AppConfig,
  ) {
    this.pricingCache = new PricingCache(config.env.PRICING_CACHE_TTL_SECONDS * 1000);
    this.info = { ...serialize({ version: config.version }), expiresAt: Infinity };
  }

  /** The serialized pricing answer for a country, from the cache when possible. */
  async pricingFor(country: string): Promise<CachedBody> {
    return this.pricingCache.get(country) ?? this.pricingCache.set(country, await this.loadPricing(country));
  }

  /**
   * Prices of the country's own list, or of the DEFAULT list when it has none; exclusions
   * likewise; shipment countries sorted by description, ignoring case.
   */
  async loadPricing(country: string): Promise<PricingResponse> {
    const [ownPrices, ownExclusions] = await Promise.all([
      this.prisma.productPrice.count({ where: { country, product: { active: true } } }),
      this.prisma.productExclusion.count({ where: { country } }),
    ]);
    const priceCountry = ownPrices > 0 ? country : DEFAULT_COUNTRY;
    const exclusionCountry = ownExclusions > 0 ? country : DEFAULT_COUNTRY;
    const [prices, exclusions, shipmentCountries] = await Promise.all([
      this.prisma.productPrice.findMany({
        where: { country: priceCountry, product: { active: true } },
        include: { product: true },
        orderBy: [{ product: { type: 'asc' } }, { product: { sortOrder: 'asc' } }, { product: { name: 'asc' } }],
      }),
      this.prisma.productExclusion.findMany({ where: { country: exclusionCountry }, orderBy: { productType: 'asc' } }),
      this.prisma.shipmentCountry.findMany({ select: { code: true, description: true } }),
    ]);
    return {
      pricings: prices.map(({ product, amountCents, currency }) => ({
        productType: toProductTypeName(product.type),
        productName: product.name,
        price: amountCents,
        currency,
        ...(product.stock !== null && { stock: product.stock }),
      })),
      exclusions: exclusions.map((e) => ({ productType: toProductTypeName(e.productType) })),
      country: priceCountry,
      shipmentCountries: shipmentCountries.sort(byDescription),
    };
  }

  /** Enabled changelog entries grouped by type, newest first; `maintenance` only while a notice is on. */
  async changelog(): Promise<ChangelogResponse> {
    const entries = await this.prisma.changelogEntry.findMany({
      where: { enabled: true },
      orderBy: { createdAt: 'desc' },
    });
    const grouped: ChangelogResponse = {};
    for (const entry of entries) {
      (grouped[entry.type] ??= []).push({
        version: entry.version,
        languageLogs: entry.languageLogs as Record<string, string>,
        date: entry.createdAt.toISOString(),
      });
    }
    return grouped;
  }
}
