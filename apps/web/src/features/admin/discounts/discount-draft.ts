import {
  DISCOUNT_AMOUNT_MAX_CENTS,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_COUNT_MAX,
  discountCodeProblems,
  type DiscountCodeProblem,
} from '@shop/contracts';
import { centsOf, isCurrency, amountText } from '../catalogue/api';
import type { DiscountCode, NewDiscountCode } from './api';

// The discount code form's values as typed, checked by the server's rules (libs/contracts
// discount-code.ts and the DTO's ranges) before anything is sent.

export type DiscountField =
  'code' | 'percentOff' | 'amountOffCents' | 'currency' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxItems';

/** Why a value is refused: a key of admin.json `discounts.problems`. */
export type DraftProblem =
  DiscountCodeProblem | 'codeFormat' | 'percentRange' | 'badAmount' | 'badCurrency' | 'dateRequired' | 'countRange';

export interface DiscountDraft {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  percent: string;
  amount: string;
  currency: string;
  productTypes: string[];
  /** datetime-local values, in the admin's time zone. */
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxItems: string;
}

/** A Date as a datetime-local input's value (local time, to the minute). */
export function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyDraft(now = new Date()): DiscountDraft {
  return {
    code: '',
    description: '',
    kind: 'percent',
    percent: '',
    amount: '',
    currency: 'EUR',
    productTypes: [],
    startsAt: localInput(now),
    endsAt: localInput(new Date(now.getTime() + 30 * 86_400_000)),
    maxUses: '',
    maxItems: '',
  };
}

export function draftOf(code: DiscountCode): DiscountDraft {
  return {
    code: code.code,
    description: code.description ?? '',
    kind: code.amountOffCents === null ? 'percent' : 'amount',
    percent: code.percentOff === null ? '' : String(code.percentOff),
    amount: code.amountOffCents === null ? '' : amountText(code.amountOffCents),
    currency: code.currency ?? 'EUR',
    productTypes: [...code.productTypes],
    startsAt: localInput(new Date(code.startsAt)),
    endsAt: localInput(new Date(code.endsAt)),
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    maxItems: code.maxItems === null ? '' : String(code.maxItems),
  };
}

const dateOf = (value: string): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** "" is none (null); a whole number in range; anything else undefined (refused). */
function countOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,7}$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= DISCOUNT_COUNT_MAX ? n : undefined;
}

export interface CheckedDraft {
  problems: Partial<Record<DiscountField, DraftProblem>>;
  /** The body to send, when there is no problem. */
  body: NonNullable<NewDiscountCode> | null;
}

/** The draft as the server would take it, or why it would not; `usedCount` is the code's uses so far (0 for a new one). */
export function checkDraft(draft: DiscountDraft, usedCount = 0): CheckedDraft {
  const problems: CheckedDraft['problems'] = {};
  const code = draft.code.trim().toUpperCase();
  if (!DISCOUNT_CODE_PATTERN.test(code)) problems.code = 'codeFormat';
  const percent = draft.kind === 'percent' ? Number(draft.percent.trim()) : null;
  if (percent !== null && !(Number.isInteger(percent) && percent >= 1 && percent <= 100 && draft.percent.trim()))
    problems.percentOff = 'percentRange';
  const amount = draft.kind === 'amount' ? centsOf(draft.amount) : null;
  if (draft.kind === 'amount' && (amount === null || amount > DISCOUNT_AMOUNT_MAX_CENTS))
    problems.amountOffCents = 'badAmount';
  const currency = draft.kind === 'amount' ? draft.currency.trim().toUpperCase() : null;
  if (currency !== null && !isCurrency(currency)) problems.currency = 'badCurrency';
  const startsAt = dateOf(draft.startsAt);
  const endsAt = dateOf(draft.endsAt);
  if (!startsAt) problems.startsAt = 'dateRequired';
  if (!endsAt) problems.endsAt = 'dateRequired';
  const maxUses = countOf(draft.maxUses);
  const maxItems = countOf(draft.maxItems);
  if (maxUses === undefined) problems.maxUses = 'countRange';
  if (maxItems === undefined) problems.maxItems = 'countRange';
  if (startsAt && endsAt) {
    const rules = discountCodeProblems({
      percentOff: percent,
      amountOffCents: amount,
      currency,
      startsAt,
      endsAt,
      // A refused count is said on its own (countRange): the rules read it as none.
      maxUses: maxUses ?? null,
      usedCount,
    });
    for (const [field, problem] of Object.entries(rules) as [DiscountField, DiscountCodeProblem][])
      problems[field] ??= problem;
  }
  if (Object.keys(problems).length > 0 || !startsAt || !endsAt) return { problems, body: null };
  return {
    problems,
    body: {
      code,
      description: draft.description.trim() || null,
      percentOff: percent,
      amountOffCents: amount,
      currency,
      productTypes: draft.productTypes as NonNullable<NewDiscountCode>['productTypes'],
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      maxUses: maxUses ?? null,
      maxItems: maxItems ?? null,
    },
  };
}
