import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './data.css';

/** A list (or anything) being fetched; announced politely to screen readers. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="data-state data-state--loading" role="status" aria-live="polite" data-testid="data-loading">
      <span className="data-spinner" aria-hidden="true" />
      <span>{label ?? t('app.loading')}</span>
    </div>
  );
}

/** Nothing to show: a sentence and, optionally, what to do about it (a link, a form). */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="data-state data-state--empty" data-testid="data-empty">
      <p>{message ?? t('data.empty')}</p>
      {children}
    </div>
  );
}

/** Loading failed: the reason and a retry button (when `onRetry` is given). */
export function ErrorState({
  message,
  onRetry,
  children,
}: {
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="data-state data-state--error" role="alert" data-testid="data-error">
      <p>{message ?? t('errors.unknown')}</p>
      {children}
      {onRetry ? (
        <button type="button" className="data-button" onClick={onRetry}>
          {t('data.retry')}
        </button>
      ) : null}
    </div>
  );
}
