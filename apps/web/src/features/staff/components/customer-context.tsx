import { useId, type ReactNode } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { useDateTime } from '../../support/components/use-support-format';
import type { CustomerContext } from '../api';
import { useStaffT } from '../use-staff-texts';

/** Who the customer is and what they have: account, devices with licences, passes, boxes, last orders. */
export function CustomerContextPanel({ customer }: { customer: CustomerContext }) {
  const t = useStaffT();
  const id = useId();
  const dateTime = useDateTime();
  const locale = intlLocale(useLanguage());
  const date = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  return (
    <section className="staff-card staff-context" aria-labelledby={`${id}-title`} data-testid="customer-context">
      <h3 id={`${id}-title`} className="staff-side__title">
        {t('context.title')}
      </h3>
      <AccountFacts customer={customer} date={date} />
      <FactList
        title={t('context.devices')}
        empty={t('context.noDevices')}
        items={customer.devices}
        keyOf={(device) => device.deviceId}
      >
        {(device) => (
          <>
            <strong>{device.description ?? device.platform}</strong>{' '}
            <span className="staff-muted">{device.deviceId}</span>
            <br />
            {device.licences.length === 0
              ? t('context.noLicence')
              : device.licences
                  .map((licence) => {
                    const until = licence.endsAt ? t('context.until', { date: date(licence.endsAt) }) : '';
                    return `${licence.platform} (${licence.source}) ${licence.lifetime ? t('context.lifetime') : until}`;
                  })
                  .join(' · ')}
          </>
        )}
      </FactList>
      <FactList
        title={t('context.passes')}
        empty={t('context.noPasses')}
        items={customer.passes}
        keyOf={(pass) => pass.id}
      >
        {(pass) => (
          <>
            <strong>{pass.description ?? pass.code}</strong>{' '}
            <time dateTime={pass.endsAt}>{t('context.endsAt', { date: date(pass.endsAt) })}</time>
          </>
        )}
      </FactList>
      <FactList
        title={t('context.boxes')}
        empty={t('context.noBoxes')}
        items={customer.boxes}
        keyOf={(box) => box.serial}
      >
        {(box) => (
          <>
            <strong>{box.serial}</strong>{' '}
            {box.endsAt ? <time dateTime={box.endsAt}>{t('context.endsAt', { date: date(box.endsAt) })}</time> : null}
          </>
        )}
      </FactList>
      <FactList
        title={t('context.orders')}
        empty={t('context.noOrders')}
        items={customer.orders}
        keyOf={(order) => order.purchaseId}
      >
        {(order) => (
          <>
            <strong>{order.purchaseId}</strong> · {money(order.totalCents, order.currency)} · {order.status} ·{' '}
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
          </>
        )}
      </FactList>
    </section>
  );
}

function AccountFacts({ customer, date }: { customer: CustomerContext; date: (iso: string) => string }) {
  const t = useStaffT();
  const { account } = customer;
  const yesNo = (value: boolean) => (value ? t('context.yes') : t('context.no'));
  const facts: [string, ReactNode][] = [
    [t('context.since'), <time dateTime={customer.createdAt}>{date(customer.createdAt)}</time>],
    [t('context.country'), customer.country ?? t('context.unknown')],
    [t('context.language'), customer.language],
    [t('context.reseller'), yesNo(customer.isReseller)],
    [t('context.tfa'), yesNo(customer.tfa)],
  ];
  return (
    <dl className="data-fields">
      <div className="data-field data-field--wide">
        <dt>{t('context.account')}</dt>
        <dd>
          {account.name} {account.surname} · {account.email}
        </dd>
      </div>
      {facts.map(([label, value]) => (
        <div key={label} className="data-field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A heading and its things, or a sentence saying there are none. */
function FactList<T>({
  title,
  empty,
  items,
  keyOf,
  children,
}: {
  title: string;
  empty: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <h4>{title}</h4>
      {items.length === 0 ? (
        <p className="staff-muted">{empty}</p>
      ) : (
        <ul className="staff-facts">
          {items.map((item) => (
            <li key={keyOf(item)}>{children(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
