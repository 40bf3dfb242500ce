import type { Language } from '@shop/contracts';
import { INVOICE_TEXTS } from './invoice-texts';

type Platform = 'web' | 'android' | 'ios';

/** What a catalogue name (VPN-TWELVE-MONTHS, VPNBOX-SIX-MONTHS-HW, NOVA-COUPON-VIDEO-PLAYER-LIFETIME ...) sells. */
export type ProductKind =
  | { kind: 'playerLicence' | 'licenceCode'; platform: Platform }
  | { kind: 'vpnPass' | 'vpnBox'; months: number }
  | { kind: 'shipping' }
  | { kind: 'other' };

/** The catalogue spells plan lengths as words (see seed/catalogue.data.ts). */
const MONTH_WORDS: Record<string, number> = { ONE: 1, THREE: 3, SIX: 6, TWELVE: 12, TWENTYFOUR: 24, THIRTYSIX: 36 };
const PLAN = /^(VPNBOX|VPN)-(?:PASS-)?([A-Z]+|\d+)(?:-MONTHS?)?(?:-HW)?$/;

export function productKind(productName: string): ProductKind {
  if (productName === 'SHIPPING') return { kind: 'shipping' };
  const platform: Platform = productName.includes('-ANDROID-')
    ? 'android'
    : productName.includes('-IOS-')
      ? 'ios'
      : 'web';
  if (productName.includes('-COUPON-VIDEO-PLAYER-')) return { kind: 'licenceCode', platform };
  if (productName.startsWith('VIDEO-PLAYER-')) return { kind: 'playerLicence', platform };
  const plan = PLAN.exec(productName);
  const months = plan ? (MONTH_WORDS[plan[2]] ?? Number(plan[2])) : NaN;
  if (plan && Number.isInteger(months) && months > 0)
    return { kind: plan[1] === 'VPNBOX' ? 'vpnBox' : 'vpnPass', months };
  return { kind: 'other' };
}

/** "12 months" in the language, with its plural rules (12 месяцев, 3 месяца; 12 شهرًا). */
export function durationLabel(months: number, language: Language): string {
  const forms = INVOICE_TEXTS[language].products.months;
  const category = new Intl.PluralRules(language === 'sa' ? 'ar' : language).select(months);
  return (forms[category] ?? forms.other).replace('#n#', String(months));
}

/** A readable, translated name for a catalogue product; a name we do not know is shown as it is. */
export function productLabel(productName: string, language: Language): string {
  const texts = INVOICE_TEXTS[language].products;
  const product = productKind(productName);
  switch (product.kind) {
    case 'playerLicence':
    case 'licenceCode':
      return texts[product.kind].replace('#platform#', texts.platforms[product.platform]);
    case 'vpnPass':
    case 'vpnBox':
      return texts[product.kind].replace('#duration#', durationLabel(product.months, language));
    case 'shipping':
      return texts.shipping;
    case 'other':
      return productName;
  }
}
