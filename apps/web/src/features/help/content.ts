import { z } from 'zod/mini';
import type help from '../../locales/en/help.json';
import type common from '../../locales/en/common.json';

/** The English help texts' shape: the source of every key the help pages may use. */
export type HelpTexts = typeof help;
export type CommonPageKey = keyof (typeof common)['pages'];

export type ArticleKey = keyof HelpTexts['support'];
export type LegalDocKey = keyof HelpTexts['legal'];
export type FaqGroupId = keyof HelpTexts['faq']['groups'];
export type FaqItemId = keyof HelpTexts['faq']['items'];

const articleSectionSchema = z.object({
  heading: z.string(),
  intro: z.string(),
  steps: z.array(z.string()),
});
export type ArticleSection = z.infer<typeof articleSectionSchema>;

const legalSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
  items: z.optional(z.array(z.string())),
  closing: z.optional(z.string()),
});
export type LegalSection = z.infer<typeof legalSectionSchema>;

const faqEntrySchema = z.object({ q: z.string(), a: z.string() });
export type FaqEntry = z.infer<typeof faqEntrySchema>;

const articleSectionsSchema = z.record(z.string(), articleSectionSchema);
const legalSectionsSchema = z.array(legalSectionSchema);
const faqEntriesSchema = z.record(z.string(), faqEntrySchema);

/*
 * i18next returns the key itself while a namespace is still loading, so long texts read with
 * `returnObjects` are checked before use: a page then renders empty for a moment, never crashes.
 */
export function readArticleSections(value: unknown): Record<string, ArticleSection> {
  const parsed = articleSectionsSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

export function readLegalSections(value: unknown): LegalSection[] {
  const parsed = legalSectionsSchema.safeParse(value);
  return parsed.success ? parsed.data : [];
}

export function readFaqEntries(value: unknown): Record<string, FaqEntry> {
  const parsed = faqEntriesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}
