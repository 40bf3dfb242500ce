/**
 * Why a credit note was issued: a refund of the whole order, a partial one (an amount or some
 * items), a chargeback the shop lost, or a paid order that could not be delivered (the device
 * already had a lifetime licence) and was refunded whole. Shared by payment, which issues credit
 * notes, and mail, which words their mail (mail must not import payment: payment sends mail).
 */
export const CREDIT_NOTE_REASONS = ['refund', 'partial-refund', 'dispute-lost', 'not-deliverable'] as const;
export type CreditNoteReason = (typeof CREDIT_NOTE_REASONS)[number];

export function isCreditNoteReason(value: string): value is CreditNoteReason {
  return (CREDIT_NOTE_REASONS as readonly string[]).includes(value);
}
