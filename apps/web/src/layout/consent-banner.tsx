import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from '../lib/storage';

/** A choice is stored as "true" or "false" under `policy`; any stored value means "answered". */
export function hasAnsweredConsent(storage: KeyValueStorage): boolean {
  const value = storage.getItem(STORAGE_KEYS.policy);
  return value === 'true' || value === 'false';
}

/**
 * Consent banner of spec 2. Fixed to the bottom of the viewport, so showing or hiding it never
 * moves the page.
 */
export function ConsentBanner({ storage = browserStorage() }: { storage?: KeyValueStorage }) {
  const { t } = useTranslation();
  const [answered, setAnswered] = useState(() => hasAnsweredConsent(storage));
  if (answered) return null;

  const answer = (accepted: boolean) => {
    storage.setItem(STORAGE_KEYS.policy, String(accepted));
    setAnswered(true);
  };

  return (
    <section className="consent-banner" data-testid="consent-banner" aria-label={t('consent.label')}>
      <p>
        {t('consent.text')} <Link to="/policy">{t('consent.policyLink')}</Link>
      </p>
      <div className="consent-banner__actions">
        <button
          type="button"
          className="button button--ghost"
          data-testid="consent-decline"
          onClick={() => answer(false)}
        >
          {t('consent.decline')}
        </button>
        <button type="button" className="button" data-testid="consent-accept" onClick={() => answer(true)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
