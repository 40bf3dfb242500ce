import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { intlLocale } from '../../../i18n/locale';
import { useCountryName, useDateFormatter, useLanguageName } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useDateTime } from '../../support/components/use-support-format';
import { useAdminT } from '../use-admin-texts';
import { AccountControls } from './account-controls';
import { useAccountStates } from './account-list';
import { accountName, accountQueryOptions, isRefundable, type AccountDetail } from './api';
import { OrderRefund } from './order-refund';

interface AccountDetailProps {
  userId: string;
  /** Admins change the account; support agents only read it. */
  canChange: boolean;
  selfEmail: string;
}

/** One account: who, its state, and what it holds; an admin's controls beside. */
export function AccountDetailView({ userId, canChange, selfEmail }: AccountDetailProps) {
  const t = useAdminT();
  const account = useQuery(accountQueryOptions(userId));
  const { messageOf } = useErrorText();
  return (
    <>
      <p>
        <Link to="/staff/accounts">{t('accounts.back')}</Link>
      </p>
      {account.isPending ? (
        <LoadingState />
      ) : account.isError ? (
        <ErrorState message={messageOf(account.error)} onRetry={() => void account.refetch()} />
      ) : (
        <>
          <AccountFacts account={account.data} />
          {canChange ? (
            // Keyed by the account's answer: after a change the controls start from the server's state.
            <AccountControls key={JSON.stringify(account.data.roles)} account={account.data} selfEmail={selfEmail} />
          ) : (
            <p className="admin-muted" data-testid="account-read-only">
              {t('accounts.readOnly')}
            </p>
          )}
          <AccountHoldings account={account.data} canRefund={canChange} />
        </>
      )}
    </>
  );
}

function AccountFacts({ account }: { account: AccountDetail }) {
  const t = useAdminT();
  const id = useId();
  const date = useDateFormatter();
  const country = useCountryName();
  const languageName = useLanguageName();
  const states = useAccountStates()(account);
  const fact = (label: string, value: ReactNode) => (
    <div className="data-field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section className="accounts-card" aria-labelledby={`${id}-title`} data-testid="account-facts">
      <h2 id={`${id}-title`}>{accountName(account)}</h2>
      <dl className="data-fields">
        {fact(t('accounts.email'), account.email)}
        {fact(t('accounts.roles'), account.roles.map((role) => t(`accounts.roleNames.${role}`)).join(', '))}
        {fact(
          t('accounts.state'),
          <span data-testid="account-state">{states.join(', ') || t('accounts.states.active')}</span>,
        )}
        {account.lockedAt ? fact(t('accounts.lockedSince'), date(account.lockedAt)) : null}
        {fact(t('accounts.country'), account.country ? country(account.country) : '—')}
        {fact(t('accounts.language'), languageName(account.language))}
        {fact(t('accounts.tfa'), account.tfa ? t('accounts.yes') : t('accounts.no'))}
        {fact(t('accounts.created'), date(account.createdAt))}
        {fact(t('accounts.lastLogin'), account.lastLoginAt ? date(account.lastLoginAt) : t('accounts.never'))}
      </dl>
    </section>
  );
}

function Holding<T>(props: {
  title: string;
  empty: string;
  items: T[];
  more?: number;
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  const id = useId();
  const t = useAdminT();
  return (
    <section className="accounts-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      {props.items.length === 0 ? (
        <p className="admin-muted">{props.empty}</p>
      ) : (
        <ul className="accounts-list">
          {props.items.map((item) => (
            <li key={props.keyOf(item)}>{props.children(item)}</li>
          ))}
        </ul>
      )}
      {props.more && props.more > props.items.length ? (
        <p className="admin-muted">{t('accounts.showing', { shown: props.items.length, total: props.more })}</p>
      ) : null}
    </section>
  );
}

/** Orders, devices, passes, boxes, tickets and live sessions, each a short list. */
function AccountHoldings({ account, canRefund }: { account: AccountDetail; canRefund: boolean }) {
  const t = useAdminT();
  const date = useDateFormatter();
  const dateTime = useDateTime();
  const locale = intlLocale(useLanguage());
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  return (
    <div className="accounts-holdings">
      <Holding
        title={t('accounts.orders')}
        empty={t('accounts.noOrders')}
        items={account.orders}
        more={account.orderCount}
        keyOf={(o) => o.purchaseId}
      >
        {(order) => (
          <>
            <strong>{order.purchaseId}</strong> · {money(order.totalCents, order.currency)} · {order.status} ·{' '}
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
            {order.refundedCents > 0
              ? ` · ${t('accounts.refunded', { amount: money(order.refundedCents, order.currency) })}`
              : null}
            {canRefund && isRefundable(order) ? (
              <>
                {' '}
                <OrderRefund order={order} userId={account.id} money={(cents) => money(cents, order.currency)} />
              </>
            ) : null}
          </>
        )}
      </Holding>
      <Holding
        title={t('accounts.devices')}
        empty={t('accounts.noDevices')}
        items={account.devices}
        keyOf={(d) => d.deviceId}
      >
        {(device) => (
          <>
            <strong>{device.description ?? device.platform}</strong>{' '}
            <span className="admin-muted">{device.deviceId}</span> ·{' '}
            {device.licences.length === 0 ? t('accounts.noLicence') : device.licences.map((l) => l.platform).join(', ')}
          </>
        )}
      </Holding>
      <Holding title={t('accounts.passes')} empty={t('accounts.noPasses')} items={account.passes} keyOf={(p) => p.id}>
        {(pass) => (
          <>
            <strong>{pass.description ?? pass.code}</strong> · {t('accounts.endsAt', { date: date(pass.endsAt) })}
          </>
        )}
      </Holding>
      <Holding title={t('accounts.boxes')} empty={t('accounts.noBoxes')} items={account.boxes} keyOf={(b) => b.serial}>
        {(box) => (
          <>
            <strong>{box.serial}</strong>
            {box.endsAt ? ` · ${t('accounts.endsAt', { date: date(box.endsAt) })}` : null}
          </>
        )}
      </Holding>
      <Holding
        title={t('accounts.tickets')}
        empty={t('accounts.noTickets')}
        items={account.tickets}
        more={account.ticketCount}
        keyOf={(ticket) => ticket.id}
      >
        {(ticket) => (
          <>
            <Link to="/staff" search={{ ticketId: ticket.id }}>
              #{ticket.number} {ticket.subject}
            </Link>{' '}
            · {ticket.status} · <time dateTime={ticket.lastActivityAt}>{dateTime(ticket.lastActivityAt)}</time>
          </>
        )}
      </Holding>
      <Holding
        title={t('accounts.sessions')}
        empty={t('accounts.noSessions')}
        items={account.sessions}
        keyOf={(s) => s.id}
      >
        {(session) => (
          <>
            <strong>{[session.browser, session.os].filter(Boolean).join(', ') || session.deviceType}</strong>
            {session.ip ? ` · ${session.ip}` : null} · {t('accounts.lastUsed', { date: dateTime(session.lastUsedAt) })}
          </>
        )}
      </Holding>
    </div>
  );
}
