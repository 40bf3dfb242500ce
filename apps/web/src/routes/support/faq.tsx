import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/use-page-title';
import { FaqBrowser } from '../../features/help/components/faq-browser';
import { NeedHelpBox } from '../../features/help/components/need-help-box';
import { validateFaqSearch } from '../../features/help/search';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/support/faq')({
  validateSearch: validateFaqSearch,
  loader: () => loadNamespace('help'),
  component: FaqPage,
});

function FaqPage() {
  const { t } = useTranslation();
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const title = t('pages.faq.title');
  usePageTitle(title);
  // The address follows the search box, so a filtered FAQ can be shared; no history entry per key.
  const keepInAddress = (query: string) =>
    void navigate({ search: query.trim() ? { q: query } : {}, replace: true, resetScroll: false });

  return (
    <section className="page help-page" aria-labelledby="faq-title">
      <header className="help-header">
        <h1 id="faq-title">{title}</h1>
        <p className="lead">{t('pages.faq.intro')}</p>
      </header>
      <FaqBrowser initialQuery={q ?? ''} onQueryChange={keepInAddress} />
      <NeedHelpBox />
    </section>
  );
}
