import { PRODUCT_TYPES, type ProductTypeName } from './catalog';

// A discount code's rules, shared by the server (which enforces them) and the back office's form
// (which says why a value would be refused before sending it).

/** Letters, digits, "-" and "_", 3 to 40 characters (checkout takes codes of up to 40); stored upper case. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
export const DISCOUNT_DESCRIPTION_MAX = 200;
/** 1,000,000.00 in any currency: beyond it a fixed discount is a typing error. */
export const DISCOUNT_AMOUNT_MAX_CENTS = 100_000_000;
export const DISCOUNT_COUNT_MAX = 1_000_000;

/** Product types a code may name: shipping is never discounted. Naming none means all of these. */
export const DISCOUNTABLE_TYPES = PRODUCT_TYPES.filter(
  (type): type is Exclude<ProductTypeName, 'SHIP'> => type !== 'SHIP',
);

/** Why a discount code's values do not go together, per field. */
export type DiscountCodeProblem =
  | 'percentOrAmount'
  | 'notBoth'
  | 'currencyRequired'
  | 'currencyOnlyWithAmount'
  | 'endsBeforeStart'
  | 'maxUsesBelowUsed';

export const DISCOUNT_CODE_PROBLEM_TEXT: Record<DiscountCodeProblem, string> = {
  percentOrAmount: 'give percentOff or amountOffCents',
  notBoth: 'give percentOff or amountOffCents, not both',
  currencyRequired: 'a fixed amount needs its currency',
  currencyOnlyWithAmount: 'a currency goes with a fixed amount only',
  endsBeforeStart: 'must be after startsAt',
  maxUsesBelowUsed: 'is below the uses so far',
};

/** A code's values as they will be stored (after a change: the old values merged with the new). */
export interface DiscountCodeDraft {
  percentOff: number | null;
  amountOffCents: number | null;
  currency: string | null;
  startsAt: Date;
  endsAt: Date;
  maxUses: number | null;
  /** Uses so far (0 for a new code). */
  usedCount: number;
}

/** The rules across fields (each field's own range is checked where it is read). */
export function discountCodeProblems(
  draft: DiscountCodeDraft,
): Partial<Record<'percentOff' | 'amountOffCents' | 'currency' | 'endsAt' | 'maxUses', DiscountCodeProblem>> {
  const problems: ReturnType<typeof discountCodeProblems> = {};
  const percent = draft.percentOff !== null;
  const amount = draft.amountOffCents !== null;
  if (!percent && !amount) problems.percentOff = 'percentOrAmount';
  if (percent && amount) problems.amountOffCents = 'notBoth';
  if (amount && draft.currency === null) problems.currency = 'currencyRequired';
  if (!amount && draft.currency !== null) problems.currency = 'currencyOnlyWithAmount';
  if (!(draft.endsAt.getTime() > draft.startsAt.getTime())) problems.endsAt = 'endsBeforeStart';
  if (draft.maxUses !== null && draft.maxUses < draft.usedCount) problems.maxUses = 'maxUsesBelowUsed';
  return problems;
}

/** Where a code stands: switched off, over, used up, not yet started, or usable now (in that order of precedence). */
export const DISCOUNT_CODE_STATES = ['live', 'scheduled', 'usedUp', 'ended', 'disabled'] as const;
export type DiscountCodeState = (typeof DISCOUNT_CODE_STATES)[number];
