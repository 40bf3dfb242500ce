import type { Language } from '@shop/contracts';
import type { Prisma } from '../../generated/prisma/client';
import { intlLocale } from './invoice-amounts';
import { INVOICE_TEXTS } from './invoice-texts';

/** The seller as printed: SELLER_NAME, SELLER_ADDRESS (lines separated by "|") and SELLER_VAT_ID. */
export function sellerOf(env: { SELLER_NAME: string; SELLER_ADDRESS: string; SELLER_VAT_ID: string }) {
  return {
    name: env.SELLER_NAME,
    addressLines: env.SELLER_ADDRESS.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    vatId: env.SELLER_VAT_ID.trim(),
  };
}

/** What an invoice needs to know about the buyer. */
export interface BuyerSource {
  email: string | null;
  billingAddress: Prisma.JsonValue;
  user: { name: string; surname: string; email: string; country: string } | null;
}

/** A country code in the reader's language ("IT": "Italien"); an unknown code as it is. */
function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames(intlLocale(language), { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The fields of a copied address (the Address columns); anything else in the JSON is ignored. */
function addressFields(json: Prisma.JsonValue): Record<string, string> | undefined {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(json)) {
    if (typeof value === 'string' && value.trim()) fields[key] = value.trim();
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/**
 * The buyer's lines, name first: the billing address copied at checkout, else the account's name
 * and country, else the order's e-mail address.
 */
export function buyerLines(source: BuyerSource, language: Language): string[] {
  const address = addressFields(source.billingAddress);
  if (address) {
    const name = joined(address.name, address.surname);
    // A buyer without an account leaves only an e-mail address (and maybe a country) at checkout.
    const who = address.company || name ? name : (address.email ?? source.email ?? undefined);
    return [
      address.company,
      who,
      address.street,
      joined(address.zip, address.city, address.province),
      address.country && countryName(address.country, language),
      address.vatNumber && `${INVOICE_TEXTS[language].vatId}: ${address.vatNumber}`,
    ].filter((line): line is string => Boolean(line));
  }
  if (source.user) return [joined(source.user.name, source.user.surname), countryName(source.user.country, language)];
  return [source.email ?? ''];
}

/** How the receipt greets the buyer: the name on the invoice, else the e-mail address. */
export function buyerName(source: BuyerSource): string {
  const address = addressFields(source.billingAddress);
  return address?.name ?? source.user?.name ?? address?.email ?? source.email ?? '';
}
