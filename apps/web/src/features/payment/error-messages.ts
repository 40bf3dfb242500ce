import type { ErrorCode } from '@shop/contracts';
import type { TFunction } from 'i18next';
import type { ErrorTextOf } from '../../components/data/call-failure';
import type en from '../../locales/en/payment.json';

// The checkout's words for the API codes a buyer can meet (libs/contracts errors.ts, "checkout and
// payments", and the device-code and registration codes of the checkouts without an account).
// Every other code (network, 429, validation, 5xx) gets the shared generic text of components/data.

/** Codes with a text in payment.json `errors`: the same list as its keys (checked below). */
export const PAYMENT_ERROR_CODES = [
  'PRODUCT_UNKNOWN',
  'PRODUCT_UNAVAILABLE',
  'PRODUCT_EXCLUDED',
  'OUT_OF_STOCK',
  'QUANTITY_LIMIT',
  'DEVICE_REQUIRED',
  'DEVICE_NOT_FOUND',
  'ADDRESS_REQUIRED',
  'ADDRESS_NOT_FOUND',
  'SHIPPING_UNAVAILABLE',
  'DISCOUNT_INVALID',
  'DISCOUNT_NOT_STARTED',
  'DISCOUNT_EXPIRED',
  'DISCOUNT_USED_UP',
  'DISCOUNT_NOT_APPLICABLE',
  'PROVIDER_UNAVAILABLE',
  'PROVIDER_ERROR',
  'ORDER_NOT_FOUND',
  'INVOICE_NOT_FOUND',
  'SUBSCRIPTION_NOT_CANCELLABLE',
  'ORDER_NOT_REFUNDABLE',
  'LICENCE_EXISTS',
  'OTP_INVALID',
  'USER_EXISTS',
  'CAPTCHA_FAILED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'PASSWORD_TOO_COMMON',
] as const satisfies readonly ErrorCode[];
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

// The list and the English texts cannot drift apart: a code without a text, or a text under a key
// that is no error code, fails the type check.
type TextKeys = keyof (typeof en)['errors'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listMatchesTexts: Same<TextKeys, PaymentErrorCode> = true;
void listMatchesTexts;

/** The discount-code refusals: shown at the code field rather than at the Pay button. */
export const DISCOUNT_CODES = ['DISCOUNT_INVALID', 'DISCOUNT_NOT_STARTED', 'DISCOUNT_EXPIRED', 'DISCOUNT_USED_UP', 'DISCOUNT_NOT_APPLICABLE'] as const satisfies readonly PaymentErrorCode[];

export function isPaymentErrorCode(code: string | null | undefined): code is PaymentErrorCode {
  return typeof code === 'string' && (PAYMENT_ERROR_CODES as readonly string[]).includes(code);
}

export function isDiscountCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && (DISCOUNT_CODES as readonly string[]).includes(code);
}

/** The checkout's text of a code, or undefined for the generic one. `t` is bound to the `payment` namespace. */
export function paymentErrorText(t: TFunction<'payment'>): ErrorTextOf {
  return (code) => (isPaymentErrorCode(code) ? t(`errors.${code}`) : undefined);
}
