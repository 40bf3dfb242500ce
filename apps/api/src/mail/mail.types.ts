// The mails the shop sends and the data each template needs. MailService.enqueue(mail, db?)
// renders one in the user's language and writes it to the outbox (in the caller's transaction
// when `db` is one); a scheduled job delivers it.

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
}

export type MailTemplate = keyof MailTemplateData;

export interface OutgoingMail<T extends MailTemplate = MailTemplate> {
  to: string;
  userId?: string;
  /** de, en, es, fr, it, ru or sa; anything else is sent in English. */
  language: string;
  template: T;
  data: MailTemplateData[T];
}
