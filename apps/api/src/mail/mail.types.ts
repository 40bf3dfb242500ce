// The mails the shop sends and the data each template needs. MailService.enqueue(mail) renders one
// in the reader's language and writes it to the outbox in the caller's transaction (if any); a
// scheduled job delivers it.

import type { CreditNoteReason } from '@shop/contracts';

export interface MailTemplateData {
  /** Registration: the link to /confirm-account?token=... */
  'confirm-account': { name: string; link: string };
  /** ForgotPassword: the link to /confirm-password?token=... */
  'reset-password': { name: string; link: string };
  /** ForgotTFA: the link to /confirm-tfa?token=... that turns 2FA off. */
  'tfa-recovery': { name: string; link: string };
  /** 2FA was turned off (by the recovery link or in the profile). */
  'tfa-disabled': { name: string };
  /** The password was changed or reset. */
  'password-changed': { name: string };
  /** The account was deleted (GDPR article 17): the last mail, to the address it had. */
  'account-deleted': { name: string };
  /**
   * The receipt of a paid order, with its invoice attached. `total` is formatted in the reader's
   * language, `items` are ready-made lines ("2 × VPN pass, 12 months: 79,98 €"), `link` is the
   * /dashboard/orders page (the button).
   */
  'order-paid': {
    name: string;
    purchaseId: string;
    invoiceNumber: string;
    total: string;
    items: string[];
    link: string;
  };
  /**
   * Money paid back (a refund, whole or partial) or taken back by the buyer's bank (a lost
   * chargeback), with its credit note attached. `amount` is formatted in the reader's language;
   * `reason` chooses the paragraphs; `link` is the /dashboard/orders page (the button).
   */
  'order-refunded': {
    name: string;
    purchaseId: string;
    creditNoteNumber: string;
    amount: string;
    reason: CreditNoteReason;
    link: string;
  };
  /**
   * A public reply of support on a ticket (never an internal note): `message` is the reply as
   * written (a paragraph of its own, escaped like every text), `link` the /dashboard/ticket?ticketId=… page.
   */
  'ticket-reply': { name: string; number: number; subject: string; message: string; link: string };
  /**
   * A customer opened a ticket: to each agent (role SUPPORT or ADMIN), in the agent's language.
   * `name` is the agent's, `group` the ticket group's name in the agent's language, `customer` the
   * customer's name, `message` the first message as written (escaped like every text), `link` the
   * /staff?ticketId=… page.
   */
  'ticket-new': {
    name: string;
    number: number;
    group: string;
    subject: string;
    customer: string;
    message: string;
    link: string;
  };
  /**
   * A pass or a box subscription that does not renew by itself ends soon (7 days, 1 day): `item` is
   * the pass code or the box serial, `date` the end in the reader's language, `reason` chooses the
   * paragraphs, `link` the renewal checkout of this pass or box.
   */
  'subscription-ending': { name: string; item: string; date: string; reason: 'pass' | 'box'; link: string };
  /**
   * A VPN box left the warehouse (the back office marked its shipment shipped). `reason` is
   * `tracked` when the carrier's tracking page is known (then `link` is that page), else
   * `untracked` (then `link` is the /dashboard/orders page, where the number is shown too).
   */
  'box-shipped': {
    name: string;
    purchaseId: string;
    carrier: string;
    trackingNumber: string;
    reason: 'tracked' | 'untracked';
    link: string;
  };
  /** The same, on the day it ended. */
  'subscription-ended': { name: string; item: string; reason: 'pass' | 'box'; link: string };
  /** An automatic renewal bills in 7 days: `amount` formatted in the reader's language, `link` the account home. */
  'subscription-renews': {
    name: string;
    item: string;
    date: string;
    amount: string;
    reason: 'pass' | 'box';
    link: string;
  };
  /** An automatic renewal could not be paid: kept until `date` (the grace days), `link` the renewal checkout. */
  'subscription-renewal-failed': { name: string; item: string; date: string; reason: 'pass' | 'box'; link: string };
}

export type MailTemplate = keyof MailTemplateData;

/** A file sent with a mail; stored in MailAttachment next to its outbox row. */
export interface MailAttachmentInput {
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  to: string;
  userId?: string;
  /** de, en, es, fr, it, ru or sa; anything else is sent in English. */
  language: string;
  template: T;
  data: MailTemplateData[T];
  attachments?: MailAttachmentInput[];
}
