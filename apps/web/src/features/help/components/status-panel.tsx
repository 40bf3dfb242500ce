import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { versionQueryOptions } from '../../catalog/api';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { api, type ApiClient } from '../../../lib/api';
import { overallState, serviceHealthQueryOptions, type OverallState, type ServiceHealth } from '../api';
import { CONTACT_PLACEHOLDERS, siteContact, withContact } from '../site-contact';
import '../help.css';
import '../status.css';
import { RichText } from './rich-text';
import { StatusBadge } from './status-badge';

// Shown while the API cannot be reached: its own state is known, the database's is not.
const UNREACHABLE: ServiceHealth = { api: 'down', database: 'unknown' };
const SUMMARY_ICONS: Record<OverallState, string> = { up: '✓', degraded: '!', down: '✕' };

/** Live API and database state, checked every 30 seconds and on demand. */
export function StatusPanel({ client = api }: { client?: ApiClient }) {
  const { t } = useTranslation('help');
  const language = useLanguage();
  const health = useQuery(serviceHealthQueryOptions(client));
  // The version the start-up already fetched; never requested from here.
  const { data: info } = useQuery({ ...versionQueryOptions(client), enabled: false });

  if (health.isPending) {
    return (
      <p className="status-loading" role="status" aria-busy="true">
        {t('status.checking')}
      </p>
    );
  }

  const shown = health.isError ? UNREACHABLE : health.data;
  const overall = health.isError ? 'down' : overallState(shown);
  const checkedAt = Math.max(health.dataUpdatedAt, health.errorUpdatedAt);
  const version = shown.version ?? info?.version;
  const contactLine = withContact(t('status.contact', CONTACT_PLACEHOLDERS), siteContact(), intlLocale(language));

  return (
    <div className="status-panel" aria-busy={health.isFetching || undefined}>
      <div className={`status-summary status-summary--${overall}`} role="status" data-testid="status-summary">
        <span className="status-summary__icon" aria-hidden="true">
          {SUMMARY_ICONS[overall]}
        </span>
        <h2>{t(`status.summary.${overall}`)}</h2>
      </div>
      {health.isError && (
        <p className="help-error" role="alert">
          {t('status.unreachable')}
        </p>
      )}
      <dl className="status-list">
        <StatusRow label={t('status.components.api')}>
          <StatusBadge state={shown.api} />
        </StatusRow>
        <StatusRow label={t('status.components.database')}>
          <StatusBadge state={shown.database} />
        </StatusRow>
        <StatusRow label={t('status.version')}>{version ?? t('status.versionUnknown')}</StatusRow>
        <StatusRow label={t('status.lastChecked')}>
          <time dateTime={new Date(checkedAt).toISOString()}>
            {new Intl.DateTimeFormat(intlLocale(language), { timeStyle: 'medium' }).format(checkedAt)}
          </time>
        </StatusRow>
      </dl>
      <div className="status-actions">
        <button
          type="button"
          className="help-button"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          {health.isFetching ? t('status.checkingNow') : t('status.checkAgain')}
        </button>
        <p className="help-hint">{t('status.autoRefresh')}</p>
      </div>
      {contactLine && (
        <p className="help-hint">
          <RichText text={contactLine} />
        </p>
      )}
    </div>
  );
}

function StatusRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="status-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
