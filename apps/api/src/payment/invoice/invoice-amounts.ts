import type { Language } from '@shop/contracts';

/** The locale Intl formats a shop language in ("sa" is the shop's code for Arabic). */
export function intlLocale(language: Language): string {
  return language === 'sa' ? 'ar' : language;
}

/**
 * The VAT contained in a price that includes it, rounded half up to the cent:
 * gross × rate / (100 + rate). Computed on integers (the rate in hundredths of a percent) so that
 * 5.5 % or 7.7 % round exactly as on paper, not as binary fractions happen to fall.
 */
export function vatIncludedCents(grossCents: number, ratePercent: number): number {
  if (!Number.isInteger(grossCents)) throw new Error('an amount in cents must be an integer');
  const rate = Math.round(ratePercent * 100);
  if (rate <= 0 || grossCents === 0) return 0;
  const denominator = 10_000 + rate;
  const sign = Math.sign(grossCents);
  return sign * Math.floor((2 * Math.abs(grossCents) * rate + denominator) / (2 * denominator));
}

/** An amount in cents as the reader's language writes money (1.234,50 € in German, €1,234.50 in English). */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(cents / 100);
}

/** A VAT rate as the reader's language writes numbers (22, 5,5). */
export function formatRate(ratePercent: number, language: Language): string {
  return new Intl.NumberFormat(intlLocale(language), { maximumFractionDigits: 2 }).format(ratePercent);
}
