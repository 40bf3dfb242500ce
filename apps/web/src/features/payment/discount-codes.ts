import type { ErrorCode } from '@shop/contracts';

/** The discount-code refusals: shown at the code field rather than at the Pay button. */
export const DISCOUNT_CODES = [
  'DISCOUNT_INVALID',
  'DISCOUNT_NOT_STARTED',
  'DISCOUNT_EXPIRED',
  'DISCOUNT_USED_UP',
  'DISCOUNT_NOT_APPLICABLE',
] as const satisfies readonly ErrorCode[];
export type DiscountCode = (typeof DISCOUNT_CODES)[number];

export function isDiscountCode(code: string | null | undefined): code is DiscountCode {
  return typeof code === 'string' && (DISCOUNT_CODES as readonly string[]).includes(code);
}
