import { mapLocale } from '@shop/contracts';
import type { MailTemplate, MailTemplateData } from '../mail.types';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { fr } from './i18n/fr';
import { it } from './i18n/it';
import { ru } from './i18n/ru';
import { sa } from './i18n/sa';
import { layoutHtml, layoutText } from './mail-layout';
import { type MailLanguage, type MailLanguageTexts } from './mail-texts';

const TEXTS: Record<MailLanguage, MailLanguageTexts> = { de, en, es, fr, it, ru, sa };

export interface RenderedMail {
  /** The language actually used (after falling back to English). */
  language: MailLanguage;
  subject: string;
  html: string;
  text: string;
}

/** The reader's language by the locale rules of spec 9 ("it-IT", "IT", "it": Italian; "de-AT": English). */
export function mailLanguageOf(language: string | undefined): MailLanguage {
  return mapLocale(language);
}

/** A day as the reader's language writes it in a mail ("4 December 2026", "4. Dezember 2026"), in UTC. */
export function mailDate(date: Date, language: string | undefined): string {
  return new Intl.DateTimeFormat(TEXTS[mailLanguageOf(language)].htmlLang, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}

/** An amount as the reader's language writes it in a mail ("€9.99", "9,99 €"). */
export function mailMoney(cents: number, currency: string, language: string | undefined): string {
  return new Intl.NumberFormat(TEXTS[mailLanguageOf(language)].htmlLang, { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** Replaces `#field#` with the field's value; an unknown field stays visible so tests catch it. */
function fill(text: string, data: Record<string, string | number>): string {
  return text.replace(/#(\w+)#/g, (whole, key: string) => (key in data ? String(data[key]) : whole));
}

/** Renders one template in the reader's language: subject, HTML and plain text. */
export function renderMail<T extends MailTemplate>(
  template: T,
  language: string | undefined,
  data: MailTemplateData[T],
  siteUrl: string,
): RenderedMail {
  const lang = mailLanguageOf(language);
  const texts = TEXTS[lang];
  // Widened: whether `action` exists is checked at run time together with the link, and the
  // paragraphs of a template with reasons are chosen by the data's reason.
  const own: {
    subject: string;
    paragraphs: string[] | Record<string, string[]>;
    closing?: string[];
    action?: string | Record<string, string>;
  } = texts.templates[template];
  // Scalars fill `#field#` placeholders; a list (the items of an order) is laid out on its own.
  const fields: Record<string, string | number | readonly string[]> = data;
  const values = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | number] => !Array.isArray(entry[1])),
  );
  const list = Object.values(fields).find((value): value is readonly string[] => Array.isArray(value));
  const reason = 'reason' in data ? String(data.reason) : undefined;
  const byReason = own.paragraphs;
  const paragraphs = Array.isArray(byReason)
    ? byReason
    : reason !== undefined && Object.hasOwn(byReason, reason)
      ? byReason[reason]
      : undefined;
  if (!paragraphs) throw new Error(`Mail ${template}: no paragraphs for reason ${reason}`);
  const link = 'link' in data && typeof data.link === 'string' ? data.link : undefined;
  if (link !== undefined && !/^https?:\/\//i.test(link)) {
    // Links come from our own PUBLIC_URL or a carrier's tracking page (CARRIERS); anything else
    // (javascript:, data:) is a bug, never sent.
    throw new Error(`Mail ${template}: link must be an http(s) URL`);
  }
  const actionLabel =
    typeof own.action === 'string' || own.action === undefined
      ? own.action
      : reason !== undefined && Object.hasOwn(own.action, reason)
        ? own.action[reason]
        : undefined;
  const content = {
    htmlLang: texts.htmlLang,
    dir: texts.dir,
    subject: fill(own.subject, values),
    greeting: fill(texts.common.greeting, values),
    paragraphs: paragraphs.map((p) => fill(p, values)),
    list: list ? [...list] : undefined,
    action:
      link !== undefined && actionLabel
        ? { label: fill(actionLabel, values), link, hint: texts.common.linkHint }
        : undefined,
    closing: (own.closing ?? []).map((p) => fill(p, values)),
    signature: texts.common.signature,
    footer: texts.common.footer,
    siteUrl,
  };
  return { language: lang, subject: content.subject, html: layoutHtml(content), text: layoutText(content) };
}
