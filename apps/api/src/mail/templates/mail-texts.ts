import { LANGUAGES, type Language } from '@shop/contracts';
import type { MailTemplate, MailTemplateData } from '../mail.types';

/** Every mail is written in each language of the shop; anything else is sent in English. */
export const MAIL_LANGUAGES = LANGUAGES;
export type MailLanguage = Language;

/** Words shared by every mail of one language. `#name#`-style placeholders name a data field. */
export interface CommonMailTexts {
  /** First line, e.g. "Hello #name#,". */
  greeting: string;
  /** Shown above the raw link, for mail clients that do not show the button. */
  linkHint: string;
  signature: string;
  /** Why the reader got this mail. */
  footer: string;
}

/** A template whose data carries a link gets a button, whose label is `action` (per reason where the data has one, if it differs). */
type ActionText<T extends MailTemplate> = MailTemplateData[T] extends { link: string }
  ? { action: MailTemplateData[T] extends { reason: infer R extends string } ? string | Record<R, string> : string }
  : { action?: never };

/** A template whose data carries a `reason` words its paragraphs once per reason. */
type Paragraphs<T extends MailTemplate> = MailTemplateData[T] extends { reason: infer R extends string }
  ? Record<R, string[]>
  : string[];

export type TemplateTexts<T extends MailTemplate> = {
  subject: string;
  /** Paragraphs before the button (or the whole message when there is none); per reason where the data has one. */
  paragraphs: Paragraphs<T>;
  /** Paragraphs after the button, e.g. "ignore this mail if it was not you". */
  closing?: string[];
} & ActionText<T>;

export interface MailLanguageTexts {
  /** The HTML lang attribute ("sa" is the shop's code for Arabic). */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  common: CommonMailTexts;
  templates: { [T in MailTemplate]: TemplateTexts<T> };
}
