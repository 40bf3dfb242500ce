import type { Language } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { readLegalSections, type CommonPageKey, type LegalDocKey, type LegalSection } from '../content';
import { CONTACT_PLACEHOLDERS, LEGAL_LAST_UPDATED, siteContact, withContact, withContactDeep } from '../site-contact';
import '../help.css';
import { RichText } from './rich-text';
import { TableOfContents } from './table-of-contents';

/** A legal text (privacy policy, terms, refund policy): numbered sections with a table of contents. */
export function LegalDocument({ doc, page }: { doc: LegalDocKey; page: CommonPageKey }) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('help');
  const language = useLanguage();
  const title = tc(`pages.${page}.title`);
  usePageTitle(title);
  const contact = siteContact();
  const locale = intlLocale(language);
  const sections = readLegalSections(
    withContactDeep(t(`legal.${doc}.sections`, { returnObjects: true, ...CONTACT_PLACEHOLDERS }), contact, locale),
  ).map(withoutEmptyTexts);
  const ids = sections.map((_, index) => `${doc}-${index + 1}`);

  return (
    <article className="page help-page legal-doc" aria-labelledby={`${doc}-title`}>
      <header className="help-header">
        <h1 id={`${doc}-title`}>{title}</h1>
        <p className="help-meta">{t('shared.lastUpdated', { date: formatLegalDate(LEGAL_LAST_UPDATED, language) })}</p>
        <p className="lead">{withContact(t(`legal.${doc}.intro`, CONTACT_PLACEHOLDERS), contact, locale)}</p>
      </header>
      <TableOfContents
        idPrefix={doc}
        entries={sections.map((section, index) => ({ id: ids[index], label: section.heading }))}
      />
      {sections.map((section, index) => (
        <LegalSectionBlock key={ids[index]} id={ids[index]} number={index + 1} section={section} />
      ))}
    </article>
  );
}

/** A section without the texts that only named a contact that is not configured. */
function withoutEmptyTexts(section: LegalSection): LegalSection {
  const items = section.items?.filter(Boolean);
  return {
    ...section,
    paragraphs: section.paragraphs.filter(Boolean),
    items: items?.length ? items : undefined,
    closing: section.closing || undefined,
  };
}

function LegalSectionBlock({ id, number, section }: { id: string; number: number; section: LegalSection }) {
  return (
    <section className="help-section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {number}. {section.heading}
      </h2>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>
          <RichText text={paragraph} />
        </p>
      ))}
      {section.items && (
        <ul className="help-list">
          {section.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.closing && (
        <p>
          <RichText text={section.closing} />
        </p>
      )}
    </section>
  );
}

/** 2026-11-01 as the visitor reads dates ("1 November 2026", "1. November 2026", ...). */
export function formatLegalDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
