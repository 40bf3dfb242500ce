import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../components/use-page-title';
import { UnsubscribeForm } from '../features/help/components/unsubscribe-form';
import { validateUnsubscribeSearch } from '../features/help/search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/unsubscribe')({
  validateSearch: validateUnsubscribeSearch,
  loader: () => loadNamespace('help'),
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('help');
  const { email } = Route.useSearch();
  // The lead follows the form: what will happen, then what has happened.
  const [done, setDone] = useState(false);
  const title = tc('pages.unsubscribe.title');
  usePageTitle(title);
  return (
    <section className="page help-page help-narrow" aria-labelledby="unsubscribe-title">
      <header className="help-header">
        <h1 id="unsubscribe-title">{title}</h1>
        <p className="lead">{done ? t('unsubscribe.introDone') : t('unsubscribe.intro')}</p>
      </header>
      <UnsubscribeForm initialEmail={email ?? ''} onDone={() => setDone(true)} />
    </section>
  );
}
