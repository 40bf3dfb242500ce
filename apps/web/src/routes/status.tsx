import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../components/use-page-title';
import { StatusPanel } from '../features/help/components/status-panel';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/status')({
  loader: () => loadNamespace('help'),
  component: ServiceStatusPage,
});

function ServiceStatusPage() {
  const { t } = useTranslation('help');
  const title = t('status.title');
  usePageTitle(title);
  return (
    <section className="page help-page help-narrow" aria-labelledby="status-title">
      <header className="help-header">
        <h1 id="status-title">{title}</h1>
        <p className="lead">{t('status.intro')}</p>
      </header>
      <StatusPanel />
    </section>
  );
}
