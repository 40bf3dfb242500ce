import type { ProductType } from '../generated/prisma/enums';

/** A product as checkout prices it: from the buyer's price list, never from the client. */
export interface PricedProduct {
  id: string;
  name: string;
  type: ProductType;
  durationMonths: number | null;
  stock: number | null;
  /** Cents in `currency`; null when the list has no price for it. */
  priceCents: number | null;
}

/** Everything checkout needs of the catalogue for one buyer country. */
export interface CheckoutCatalogue {
  /** The price list used: the country's own, else DEFAULT. */
  country: string;
  currency: string;
  /** Active products by name. */
  products: ReadonlyMap<string, PricedProduct>;
  /** Product types the buyer's country cannot buy. */
  excluded: ReadonlySet<ProductType>;
  shipmentCountries: readonly { code: string; description: string }[];
}

/** Shipping of a VPN box to one country. */
export interface ShippingQuote {
  /** Null: no shipping there (not a shipment country, SHIP excluded, or no price). */
  priceCents: number | null;
}
