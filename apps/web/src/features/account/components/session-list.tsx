import type { SessionResponse } from '../../../lib/api-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast, useErrorText } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import { intlLocale } from '../../../i18n/locale';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { isApiError } from '../../../lib/api';
import { accountKeys, endOtherSessions, endSession, sessionsQueryOptions, type SessionList } from '../api';
import { timeAgo } from '../relative-time';

/** What the confirmation asks about: one session, or every other one. */
type Ending = { kind: 'one'; session: SessionResponse } | { kind: 'others' } | null;

/**
 * "Where you're logged in" (issue 21): the account's live sessions with device, browser, address
 * and last use, this one marked; any other can be ended, or all of them at once, after a
 * confirmation. An ended session's tokens are refused by the server from its next request.
 */
export function SessionList() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const { messageOf } = useErrorText('account');
  const showError = useApiErrorToast('account');
  const [ending, setEnding] = useState<Ending>(null);

  const end = useMutation({
    mutationFn: (what: NonNullable<Ending>) => (what.kind === 'one' ? endSession(what.session.id) : endOtherSessions()),
    onSuccess: (left: SessionList, what) => {
      queryClient.setQueryData(accountKeys.sessions(), left);
      toast.success(what.kind === 'one' ? t('sessions.ended') : t('sessions.endedOthers'));
    },
    onError: (error) => {
      showError(error);
      // Ended elsewhere meanwhile: the list is out of date.
      if (isApiError(error) && error.status === 404) void sessions.refetch();
    },
    onSettled: () => setEnding(null),
  });

  const items = sessions.data?.items ?? [];
  const others = items.filter((session) => !session.current);

  return (
    <section className="account-card" aria-labelledby="sessions-title" data-testid="session-list">
      <h2 id="sessions-title">{t('sessions.title')}</h2>
      <p className="account-hint">{t('sessions.intro')}</p>
      {sessions.isPending ? (
        <LoadingState label={t('sessions.loading')} />
      ) : sessions.isError ? (
        <ErrorState message={messageOf(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState message={t('sessions.empty')} />
      ) : (
        <>
          <ul className="account-sessions" aria-label={t('sessions.listLabel')}>
            {items.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                onEnd={() => setEnding({ kind: 'one', session })}
                busy={end.isPending}
              />
            ))}
          </ul>
          {others.length > 0 ? (
            <button
              type="button"
              className="account-button account-button--danger"
              onClick={() => setEnding({ kind: 'others' })}
              disabled={end.isPending}
              data-testid="sessions-end-others"
            >
              {t('sessions.endOthers')}
            </button>
          ) : (
            <p className="account-note">{t('sessions.onlyThis')}</p>
          )}
        </>
      )}
      <ConfirmDialog
        open={ending !== null}
        title={ending?.kind === 'others' ? t('sessions.confirmOthersTitle') : t('sessions.confirmOneTitle')}
        confirmLabel={ending?.kind === 'others' ? t('sessions.endOthers') : t('sessions.end')}
        danger
        pending={end.isPending}
        onConfirm={() => ending && end.mutate(ending)}
        onCancel={() => setEnding(null)}
      >
        {ending?.kind === 'others' ? (
          <p>{t('sessions.confirmOthersText', { count: others.length })}</p>
        ) : ending ? (
          <ConfirmOneText session={ending.session} />
        ) : null}
      </ConfirmDialog>
    </section>
  );
}

/** "Firefox 126 on Windows 10", or the device type when the browser is unknown. */
function useSessionNames() {
  const { t } = useTranslation('account');
  return (session: SessionResponse) => {
    const device = session.device ?? t(`sessions.device.${session.deviceType}`);
    const software =
      session.browser && session.os
        ? t('sessions.browserOn', { browser: session.browser, os: session.os })
        : (session.browser ?? session.os ?? t('sessions.unknownBrowser'));
    return { device, software };
  };
}

function ConfirmOneText({ session }: { session: SessionResponse }) {
  const { t } = useTranslation('account');
  const { device, software } = useSessionNames()(session);
  return <p>{t('sessions.confirmOneText', { name: `${software} (${device})` })}</p>;
}

function SessionItem({ session, onEnd, busy }: { session: SessionResponse; onEnd: () => void; busy: boolean }) {
  const { t } = useTranslation('account');
  const locale = intlLocale(useLanguage());
  const date = useDateFormatter();
  const { device, software } = useSessionNames()(session);
  return (
    <li className="account-session" data-testid="session" data-current={session.current || undefined}>
      <div className="account-session__head">
        <strong className="account-session__name">{software}</strong>
        {session.current && (
          <span className="account-badge account-badge--current" data-testid="session-current">
            {t('sessions.thisDevice')}
          </span>
        )}
      </div>
      <dl className="account-session__facts">
        <div>
          <dt>{t('sessions.deviceLabel')}</dt>
          <dd>{device}</dd>
        </div>
        <div>
          <dt>{t('sessions.ipLabel')}</dt>
          {/* An address reads left to right, but sits where the page's text starts (Arabic: right). */}
          <dd>{session.ip ? <bdi dir="ltr">{session.ip}</bdi> : t('sessions.unknownIp')}</dd>
        </div>
        <div>
          <dt>{t('sessions.lastUsedLabel')}</dt>
          <dd>
            <time dateTime={session.lastUsedAt} title={new Date(session.lastUsedAt).toLocaleString(locale)}>
              {timeAgo(session.lastUsedAt, new Date(), locale)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('sessions.sinceLabel')}</dt>
          <dd>
            <time dateTime={session.createdAt}>{date(session.createdAt)}</time>
          </dd>
        </div>
      </dl>
      {!session.current && (
        <div className="account-actions">
          <button
            type="button"
            className="account-button account-button--secondary"
            onClick={onEnd}
            disabled={busy}
            aria-label={t('sessions.endLabel', { name: `${software} (${device})` })}
            data-testid="session-end"
          >
            {t('sessions.end')}
          </button>
        </div>
      )}
    </li>
  );
}
