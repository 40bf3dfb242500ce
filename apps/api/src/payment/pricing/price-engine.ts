import type { ErrorCode } from '@shop/contracts';
import type { PricedProduct } from '../../catalog/checkout-catalogue';
import type { DiscountTerms } from '../../promo/promo.mapper';

/** One line of a checkout with its product as the price list has it. */
export interface PricedLine {
  product: PricedProduct & { priceCents: number };
  quantity: number;
  /** The device receiving a licence. */
  target: string | null;
  /** The pass or box a renewal extends (a VPN pass product, one unit). */
  renews?: RenewedItem | null;
}

/** A pass or box being renewed, with what the buyer knows it by and where it ends now. */
export type RenewedItem =
  | { kind: 'pass'; id: string; code: string; endsAt: Date }
  | { kind: 'box'; id: string; serial: string; endsAt: Date | null };

export interface LineTotal extends PricedLine {
  discountCents: number;
  totalCents: number;
}

export interface Totals {
  lines: LineTotal[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
}

export type DiscountOutcome = { ok: true; totals: Totals } | { ok: false; reason: ErrorCode; totals: Totals };

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function applies(terms: DiscountTerms, line: PricedLine): boolean {
  if (line.product.type === 'SHIP') return false;
  return terms.productTypes.length === 0 || terms.productTypes.includes(line.product.type);
}

/**
 * Cents off per line. The discount covers the most expensive eligible units first, at most
 * `maxItems` of them; a percentage is rounded per unit, a fixed amount never exceeds what it covers.
 */
function discountPerLine(lines: PricedLine[], terms: DiscountTerms): number[] {
  const units = lines
    .flatMap((line, index) =>
      applies(terms, line)
        ? Array.from({ length: line.quantity }, () => ({ index, price: line.product.priceCents }))
        : [],
    )
    .sort((a, b) => b.price - a.price)
    .slice(0, terms.maxItems ?? undefined);
  const off = lines.map(() => 0);
  if (terms.percentOff !== null) {
    for (const unit of units) off[unit.index] += Math.round((unit.price * terms.percentOff) / 100);
    return off;
  }
  let left = terms.amountOffCents ?? 0;
  for (const unit of units) {
    const take = Math.min(left, unit.price);
    off[unit.index] += take;
    left -= take;
  }
  return off;
}

/** Subtotal, discount, shipping and total of a checkout, all from the server's prices. */
export function priceCheckout(
  lines: PricedLine[],
  shippingCents: number,
  currency: string,
  terms: DiscountTerms | null,
): DiscountOutcome {
  const plain = (): Totals => {
    const withTotals = lines.map((line) => ({
      ...line,
      discountCents: 0,
      totalCents: line.product.priceCents * line.quantity,
    }));
    const subtotalCents = sum(withTotals.map((l) => l.totalCents));
    return {
      lines: withTotals,
      subtotalCents,
      discountCents: 0,
      shippingCents,
      totalCents: subtotalCents + shippingCents,
    };
  };
  if (!terms) return { ok: true, totals: plain() };
  const fixedInOtherCurrency = terms.percentOff === null && terms.currency !== null && terms.currency !== currency;
  if (fixedInOtherCurrency || !lines.some((line) => applies(terms, line)))
    return { ok: false, reason: 'DISCOUNT_NOT_APPLICABLE', totals: plain() };
  const off = discountPerLine(lines, terms);
  const withTotals = lines.map((line, i) => ({
    ...line,
    discountCents: off[i],
    totalCents: line.product.priceCents * line.quantity - off[i],
  }));
  const subtotalCents = sum(lines.map((l) => l.product.priceCents * l.quantity));
  const discountCents = sum(off);
  // Nothing left to pay is not a payment a provider takes: such a code does not apply here.
  if (subtotalCents - discountCents <= 0) return { ok: false, reason: 'DISCOUNT_NOT_APPLICABLE', totals: plain() };
  return {
    ok: true,
    totals: {
      lines: withTotals,
      subtotalCents,
      discountCents,
      shippingCents,
      totalCents: subtotalCents - discountCents + shippingCents,
    },
  };
}
