import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import type { ArticleSpec } from '../articles';
import { readArticleSections, type ArticleKey, type ArticleSection } from '../content';
import { SUPPORT_PAGES, type HelpLinkPath } from '../help-links';
import '../help.css';
import { HelpLinkList } from './help-link';
import { NeedHelpBox } from './need-help-box';
import { TableOfContents } from './table-of-contents';

/** A support article: numbered steps per task, links to the pages where they happen, then a way to ask us. */
export function HelpArticle<A extends ArticleKey>({ spec, path }: { spec: ArticleSpec<A>; path: HelpLinkPath }) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('help');
  const title = tc(`pages.${spec.page}.title`);
  usePageTitle(title);
  // Widened from the generic so the key is one of four known keys for the type checker.
  const article: ArticleKey = spec.article;
  const texts = readArticleSections(t(`support.${article}.sections`, { returnObjects: true }));
  const sections = spec.sections.flatMap(({ id, links }) => {
    const section = texts[id];
    return section ? [{ id: `${spec.article}-${id}`, links, section }] : [];
  });

  return (
    <article className="page help-page help-article" aria-labelledby={`${spec.article}-title`}>
      <header className="help-header">
        <h1 id={`${spec.article}-title`}>{title}</h1>
        <p className="lead">{t(`support.${article}.intro`)}</p>
      </header>
      <TableOfContents
        idPrefix={spec.article}
        entries={sections.map(({ id, section }) => ({ id, label: section.heading }))}
      />
      {sections.map(({ id, links, section }) => (
        <ArticleSectionBlock key={id} id={id} links={links} section={section} />
      ))}
      <NeedHelpBox />
      <nav className="help-more" aria-labelledby={`${spec.article}-more`}>
        <h2 id={`${spec.article}-more`}>{t('shared.moreHelp')}</h2>
        <HelpLinkList links={['/support/faq', ...SUPPORT_PAGES.filter((page) => page !== path), '/help']} />
      </nav>
    </article>
  );
}

function ArticleSectionBlock({
  id,
  links,
  section,
}: {
  id: string;
  links: readonly HelpLinkPath[];
  section: ArticleSection;
}) {
  const { t } = useTranslation('help');
  return (
    <section className="help-section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {section.heading}
      </h2>
      <p>{section.intro}</p>
      <ol className="help-steps">
        {section.steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
      <HelpLinkList label={t('shared.usefulPages')} links={links} />
    </section>
  );
}
