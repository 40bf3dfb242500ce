import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockNamed, lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import { CatalogService } from '../../catalog/catalog.service';
import { CatalogueChangeListener } from '../../catalog/catalogue-change.listener';
import { fromProductTypeName } from '../../catalog/product-type';
import type { UpdatePricesDto } from './prices.dto';
import {
  ADMIN_PRODUCT_SELECT,
  exclusionState,
  priceState,
  productState,
  shipmentCountryState,
  toAdminPricesResponse,
} from './prices.mapper';
import type { AdminPricesResponse } from './prices.responses';
import { exclusionKey, refusedChanges, type CatalogueState } from './prices.rules';

type Entity = 'ProductPrice' | 'ProductExclusion' | 'ShipmentCountry' | 'Product';

const ACTION_PREFIX: Record<Entity, string> = {
  ProductPrice: 'productPrice',
  ProductExclusion: 'productExclusion',
  ShipmentCountry: 'shipmentCountry',
  Product: 'product',
};

type Audit = (
  entity: Entity,
  verb: 'create' | 'update' | 'delete',
  id: string,
  before: AuditState | null,
  after: AuditState | null,
) => Promise<void>;

const hasChanges = (body: UpdatePricesDto) => Object.values(body).some((rows) => Array.isArray(rows) && rows.length);

/**
 * The catalogue in the back office: price lists, exclusions, shipment countries, what is sold. A change
 * is made whole or not at all, each row it touches is in the audit log, and it answers once this
 * instance's pricing cache (and so every instance's: one database notice) has let go of the old
 * prices. Orders keep the amounts they were placed with (OrderItem.unitPriceCents).
 */
@Injectable()
export class PricesService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly auditTrail: AuditTrail,
    private readonly catalog: CatalogService,
    private readonly changes: CatalogueChangeListener,
  ) {}

  async table(): Promise<AdminPricesResponse> {
    const [products, exclusions, shipmentCountries] = await Promise.all([
      this.txHost.tx.product.findMany({
        select: ADMIN_PRODUCT_SELECT,
        orderBy: [{ type: 'asc' }, { sortOrder: 'asc' }, { name: 'asc' }],
      }),
      this.txHost.tx.productExclusion.findMany({ orderBy: [{ country: 'asc' }, { productType: 'asc' }] }),
      this.txHost.tx.shipmentCountry.findMany({ orderBy: { code: 'asc' } }),
    ]);
    return toAdminPricesResponse(products, exclusions, shipmentCountries);
  }

  async update(actorId: string, body: UpdatePricesDto): Promise<AdminPricesResponse> {
    if (hasChanges(body)) {
      await this.changes.announced((token) =>
        this.txHost.withTransaction(async () => {
          await this.apply(actorId, body, await this.stateFor(body));
          await this.catalog.announceChange(token);
        }),
      );
    }
    return this.table();
  }

  /**
   * The rows the change is checked against. Price changes queue first (two admins at once could
   * otherwise each keep a list in one currency by the other's old state, and leave it in two); then
   * the products it changes are locked (a sale reads them under the same lock).
   */
  private async stateFor(body: UpdatePricesDto): Promise<CatalogueState> {
    await lockNamed(this.txHost.tx, 'admin.prices');
    const locked = [...new Set(body.products?.map((p) => p.productId))].sort();
    for (const id of locked) await lockRow(this.txHost.tx, 'Product', id);
    const countries = [...new Set([...(body.prices ?? []), ...(body.removePrices ?? [])].map((p) => p.country))];
    // One after another: a transaction is one connection.
    const db = this.txHost.tx;
    const products = await db.product.findMany({ select: { id: true, name: true, type: true } });
    const prices = await db.productPrice.findMany({
      where: { country: { in: countries } },
      select: { productId: true, country: true, currency: true },
    });
    const exclusions = await db.productExclusion.findMany({ select: { country: true, productType: true } });
    const shipmentCountries = await db.shipmentCountry.findMany({ select: { code: true } });
    return {
      products: new Map(products.map((p) => [p.id, p])),
      prices,
      exclusions: new Set(exclusions.map((e) => exclusionKey(e.country, e.productType))),
      shipmentCountries: new Set(shipmentCountries.map((c) => c.code)),
    };
  }

  private async apply(actorId: string, body: UpdatePricesDto, state: CatalogueState): Promise<void> {
    const fields = refusedChanges(body, state);
    if (Object.keys(fields).length)
      throw new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Some changes are not valid.', fields);
    const audit: Audit = (entity, verb, id, before, after) =>
      this.auditTrail.record({
        actorId,
        action: `${ACTION_PREFIX[entity]}.${verb}`,
        entity,
        entityId: id,
        before,
        after,
      });
    await this.applyPrices(body, (productId) => state.products.get(productId)!.name, audit);
    await this.applyExclusions(body, state.exclusions, audit);
    await this.applyShipmentCountries(body, audit);
    await this.applyProducts(body, audit);
  }

  private async applyPrices(body: UpdatePricesDto, nameOf: (productId: string) => string, audit: Audit): Promise<void> {
    const db = this.txHost.tx;
    for (const { productId, country, amountCents, currency } of body.prices ?? []) {
      const where = { productId_country: { productId, country } };
      const old = await db.productPrice.findUnique({ where });
      if (old && old.amountCents === amountCents && old.currency === currency) continue;
      const row = await db.productPrice.upsert({
        where,
        create: { productId, country, amountCents, currency },
        update: { amountCents, currency },
      });
      const before = old && priceState(nameOf(productId), old);
      await audit('ProductPrice', old ? 'update' : 'create', row.id, before, priceState(nameOf(productId), row));
    }
    for (const { productId, country } of body.removePrices ?? []) {
      const old = await db.productPrice.delete({ where: { productId_country: { productId, country } } });
      await audit('ProductPrice', 'delete', old.id, priceState(nameOf(productId), old), null);
    }
  }

  /** An exclusion already in place is left as it is (adding it again changes nothing). */
  private async applyExclusions(body: UpdatePricesDto, existing: Set<string>, audit: Audit): Promise<void> {
    const db = this.txHost.tx;
    for (const exclusion of body.addExclusions ?? []) {
      const data = { country: exclusion.country, productType: fromProductTypeName(exclusion.productType) };
      const key = exclusionKey(data.country, data.productType);
      if (existing.has(key)) continue;
      existing.add(key);
      const row = await db.productExclusion.create({ data });
      await audit('ProductExclusion', 'create', row.id, null, exclusionState(row));
    }
    for (const exclusion of body.removeExclusions ?? []) {
      const country_productType = {
        country: exclusion.country,
        productType: fromProductTypeName(exclusion.productType),
      };
      const old = await db.productExclusion.delete({ where: { country_productType } });
      await audit('ProductExclusion', 'delete', old.id, exclusionState(old), null);
    }
  }

  /** A shipment country added again takes the new description. */
  private async applyShipmentCountries(body: UpdatePricesDto, audit: Audit): Promise<void> {
    const db = this.txHost.tx;
    for (const country of body.addShipmentCountries ?? []) {
      const old = await db.shipmentCountry.findUnique({ where: { code: country.code } });
      if (old?.description === country.description) continue;
      const row = await db.shipmentCountry.upsert({
        where: { code: country.code },
        create: country,
        update: { description: country.description },
      });
      const before = old && shipmentCountryState(old);
      await audit('ShipmentCountry', old ? 'update' : 'create', row.id, before, shipmentCountryState(row));
    }
    for (const code of body.removeShipmentCountries ?? []) {
      const old = await db.shipmentCountry.delete({ where: { code } });
      await audit('ShipmentCountry', 'delete', old.id, shipmentCountryState(old), null);
    }
  }

  /**
   * Whether each product is sold. Box stock is not set here: it is the number of registered boxes not
   * sold yet (vpn/box-stock.queries.ts), counted again by every import, sale, pairing and refund.
   */
  private async applyProducts(body: UpdatePricesDto, audit: Audit): Promise<void> {
    const db = this.txHost.tx;
    for (const change of body.products ?? []) {
      const old = await db.product.findUniqueOrThrow({ where: { id: change.productId } });
      const active = change.active ?? old.active;
      if (active === old.active) continue;
      const row = await db.product.update({ where: { id: old.id }, data: { active } });
      await audit('Product', 'update', row.id, productState(old), productState(row));
    }
  }
}
