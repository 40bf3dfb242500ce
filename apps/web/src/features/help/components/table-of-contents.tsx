import { useTranslation } from 'react-i18next';

export interface TocEntry {
  id: string;
  label: string;
}

/** "On this page": in-page links to the sections below. */
export function TableOfContents({ entries, idPrefix }: { entries: TocEntry[]; idPrefix: string }) {
  const { t } = useTranslation('help');
  if (entries.length < 2) return null;
  const headingId = `${idPrefix}-toc`;
  return (
    <nav className="help-toc" aria-labelledby={headingId}>
      <h2 id={headingId} className="help-toc__title">
        {t('shared.onThisPage')}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
