import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isNetworkError } from '../../../lib/api';
import { linkTokenQueryOptions, type LinkAnswer, type LinkKind } from '../api';
import { describeAccountError, type AccountContext } from '../error-messages';

interface LinkTokenProps<K extends LinkKind> {
  kind: K;
  context: AccountContext;
  token: string | undefined;
  /** Where a visitor with a dead link gets a new one. */
  renewal?: { to: '/forgotPassword' | '/forgotTfa'; label: string };
  children: (answer: LinkAnswer<K>) => ReactNode;
}

/** Where a mailed link's check stands: the page's lead text follows it. */
export type LinkState = 'checking' | 'done' | 'failed';

function useLinkCheck<K extends LinkKind>(kind: K, token: string | undefined) {
  return useQuery({ ...linkTokenQueryOptions(kind, token ?? ''), enabled: Boolean(token) });
}

/** The state of the link's check (the same query LinkToken shows; it is posted once). */
export function useLinkState(kind: LinkKind, token: string | undefined): LinkState {
  const check = useLinkCheck(kind, token);
  if (!token) return 'failed';
  if (check.isPending) return 'checking';
  return check.isError ? 'failed' : 'done';
}

/**
 * A mailed link's page (/confirm-account, /confirm-password, /confirm-tfa): posts its token once
 * and shows the checking state, a dead link, a failure, or the page's content.
 */
export function LinkToken<K extends LinkKind>({ kind, context, token, renewal, children }: LinkTokenProps<K>) {
  const { t } = useTranslation('account');
  const { t: errorTexts } = useTranslation('errors');
  const check = useLinkCheck(kind, token);

  if (!token) return <LinkProblem text={t('link.missing')} renewal={renewal} />;
  if (check.isPending) {
    return (
      <p className="account-note" role="status" aria-live="polite">
        <span className="account-spinner" aria-hidden="true" /> {t('link.checking')}
      </p>
    );
  }
  if (check.isError) {
    const error = check.error;
    if (isNetworkError(error)) {
      return (
        <div className="account-problem" role="alert">
          <p>{describeAccountError(context, error, errorTexts).message}</p>
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={() => void check.refetch()}
          >
            {t('link.retry')}
          </button>
        </div>
      );
    }
    const dead = isApiError(error) && (error.code === 'TOKEN_INVALID' || error.status === 404 || error.status === 410);
    return (
      <LinkProblem
        text={dead ? t('link.invalid') : describeAccountError(context, error, errorTexts).message}
        renewal={renewal}
      />
    );
  }
  return <>{children(check.data)}</>;
}

function LinkProblem({ text, renewal }: { text: string; renewal?: LinkTokenProps<LinkKind>['renewal'] }) {
  const { t } = useTranslation('account');
  return (
    <div className="account-problem" role="alert" data-testid="link-problem">
      <p>{text}</p>
      <ul className="account-links">
        {renewal && (
          <li>
            <Link to={renewal.to}>{renewal.label}</Link>
          </li>
        )}
        <li>
          <Link to="/login">{t('form.backToLogin')}</Link>
        </li>
      </ul>
    </div>
  );
}
