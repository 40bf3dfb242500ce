/** Product types as the spec spells them. */
export const PRODUCT_TYPES = ['VIDEO-PLAYER', 'VPN-PASS', 'COUPON', 'VPN-BOX-HW', 'SHIP'] as const;
export type ProductTypeName = (typeof PRODUCT_TYPES)[number];

/** Plan durations in months, for VPN passes and VPN boxes. */
export const PLAN_MONTHS = [1, 3, 6, 12, 24, 36] as const;
export type PlanMonths = (typeof PLAN_MONTHS)[number];

export interface PricingEntry {
  productType: ProductTypeName;
  productName: string;
  /** Integer cents in `currency`. */
  price: number;
  currency: string;
  /** Units in stock, for hardware only. */
  stock?: number | null;
}

export interface ShipmentCountryDto {
  code: string;
  description: string;
}

export interface PricingResponse {
  pricings: PricingEntry[];
  exclusions: { productType: ProductTypeName }[];
  /** The country whose price list was used ("DEFAULT" when it has none of its own). */
  country: string;
  shipmentCountries: ShipmentCountryDto[];
}

export interface InfoResponse {
  version: string;
}

export interface ChangelogItem {
  version: string;
  /** Message per language code (de, en, es, fr, it, ru, sa). */
  languageLogs: Record<string, string>;
  date: string;
}

/** Enabled changelog entries keyed by type; `maintenance` is present only while a notice is on. */
export type ChangelogResponse = Record<string, ChangelogItem[]>;
