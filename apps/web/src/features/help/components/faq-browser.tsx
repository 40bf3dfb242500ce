import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFaqEntries } from '../content';
import { FAQ_GROUPS } from '../faq-data';
import { countQuestions, filterFaq, type FaqQuestion, type FaqSection } from '../faq-filter';
import type { HelpLinkPath } from '../help-links';
import '../help.css';
import '../faq.css';
import { FaqItem } from './faq-item';

type FaqEntryView = FaqQuestion & { link?: HelpLinkPath };

/** The FAQ in the current language, grouped as FAQ_GROUPS says. */
function useFaqSections(): FaqSection<FaqEntryView>[] {
  const { t } = useTranslation('help');
  const entries = readFaqEntries(t('faq.items', { returnObjects: true }));
  return FAQ_GROUPS.map((group) => ({
    id: group.id,
    title: t(`faq.groups.${group.id}`),
    questions: group.items.flatMap(({ id, link }) => {
      const entry = entries[id];
      return entry ? [{ id, question: entry.q, answer: entry.a, link }] : [];
    }),
  }));
}

export interface FaqBrowserProps {
  initialQuery?: string;
  /** Told about every change of the search text (the route keeps it in ?q=). */
  onQueryChange?: (query: string) => void;
}

/** Searchable FAQ accordion. */
export function FaqBrowser({ initialQuery = '', onQueryChange }: FaqBrowserProps) {
  const { t } = useTranslation('help');
  const [query, setQuery] = useState(initialQuery);
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());
  const sections = useFaqSections();
  const visible = filterFaq(sections, query);
  const searchId = useId();

  const changeQuery = (value: string) => {
    setQuery(value);
    onQueryChange?.(value);
  };
  const toggle = (id: string) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="faq">
      <div className="faq-search" role="search">
        <label htmlFor={searchId}>{t('faq.searchLabel')}</label>
        <div className="faq-search__row">
          <input
            id={searchId}
            type="search"
            className="help-input"
            value={query}
            onChange={(event) => changeQuery(event.target.value)}
            aria-describedby={`${searchId}-hint`}
            autoComplete="off"
          />
          {query && (
            <button type="button" className="help-button help-button--secondary" onClick={() => changeQuery('')}>
              {t('faq.clear')}
            </button>
          )}
        </div>
        <p id={`${searchId}-hint`} className="help-hint">
          {t('faq.searchHint')}
        </p>
      </div>
      <p className="faq-count" role="status">
        {visible.length
          ? t('faq.results', { shown: countQuestions(visible), total: countQuestions(sections) })
          : t('faq.noResults', { query: query.trim() })}
      </p>
      {visible.map((section) => (
        <section key={section.id} className="faq-group" aria-labelledby={`faq-group-${section.id}`}>
          <h2 id={`faq-group-${section.id}`}>{section.title}</h2>
          {section.questions.map((item) => (
            <FaqItem key={item.id} {...item} open={openIds.has(item.id)} onToggle={toggle} />
          ))}
        </section>
      ))}
    </div>
  );
}
