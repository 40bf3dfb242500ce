import { intlLocale } from '../../../i18n/locale';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';
import type { DiscountCode } from './api';
import type { DiscountSortColumn } from './search';

interface DiscountTableProps {
  codes: DiscountCode[];
  sort: DiscountSortColumn;
  order: 'asc' | 'desc';
  onSort: (sort: DiscountSortColumn, order: 'asc' | 'desc') => void;
  onEdit: (code: DiscountCode) => void;
  onEnd: (code: DiscountCode) => void;
  onActive: (code: DiscountCode, active: boolean) => void;
  onUses: (code: DiscountCode) => void;
  pending: boolean;
}

/** The codes, sortable by the columns the API sorts by; each row's actions at its end. */
export function DiscountTable(props: DiscountTableProps) {
  const t = useAdminT();
  const date = useDateFormatter();
  const locale = intlLocale(useLanguage());
  const off = (code: DiscountCode) =>
    code.percentOff !== null
      ? new Intl.NumberFormat(locale, { style: 'percent' }).format(code.percentOff / 100)
      : new Intl.NumberFormat(locale, { style: 'currency', currency: code.currency ?? 'EUR' }).format(
          (code.amountOffCents ?? 0) / 100,
        );
  const header = (column: DiscountSortColumn, label: string) => {
    const current = props.sort === column;
    const next = current && props.order === 'asc' ? 'desc' : 'asc';
    return (
      <th scope="col" aria-sort={current ? (props.order === 'asc' ? 'ascending' : 'descending') : undefined}>
        <button type="button" onClick={() => props.onSort(column, next)}>
          {label} {current ? (props.order === 'asc' ? '▲' : '▼') : ''}
        </button>
      </th>
    );
  };
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="discounts-table">
        <caption className="visually-hidden">{t('discounts.caption')}</caption>
        <thead>
          <tr>
            {header('code', t('discounts.code'))}
            <th scope="col">{t('discounts.off')}</th>
            <th scope="col">{t('discounts.appliesTo')}</th>
            {header('startsAt', t('discounts.startsAt'))}
            {header('endsAt', t('discounts.endsAt'))}
            {header('usedCount', t('discounts.uses'))}
            <th scope="col">{t('discounts.state')}</th>
            {header('createdAt', t('discounts.createdAt'))}
            <th scope="col">{t('discounts.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {props.codes.map((code) => (
            <tr key={code.id}>
              <td>
                <code>{code.code}</code>
                {code.description ? <div className="admin-muted">{code.description}</div> : null}
              </td>
              <td>
                {off(code)}
                {code.maxItems !== null ? (
                  <div className="admin-muted">{t('discounts.maxItemsShort', { count: code.maxItems })}</div>
                ) : null}
              </td>
              <td>
                {code.productTypes.length === 0
                  ? t('discounts.allTypes')
                  : code.productTypes.map((type) => t(`catalogue.types.${type}`)).join(', ')}
              </td>
              <td>{date(code.startsAt)}</td>
              <td>{date(code.endsAt)}</td>
              <td>{code.maxUses === null ? code.usedCount : `${code.usedCount} / ${code.maxUses}`}</td>
              <td>
                <span className={`discounts-state discounts-state--${code.state}`}>
                  {t(`discounts.states.${code.state}`)}
                </span>
              </td>
              <td>{date(code.createdAt)}</td>
              <td>
                <div className="discounts-actions">
                  <button
                    type="button"
                    className="data-button data-button--small"
                    aria-label={t('discounts.usesLabel', { code: code.code })}
                    onClick={() => props.onUses(code)}
                  >
                    {t('discounts.showUses')}
                  </button>
                  <button
                    type="button"
                    className="data-button data-button--small"
                    aria-label={t('discounts.editLabel', { code: code.code })}
                    onClick={() => props.onEdit(code)}
                  >
                    {t('discounts.edit')}
                  </button>
                  <button
                    type="button"
                    className="data-button data-button--small"
                    disabled={props.pending}
                    aria-label={t(code.active ? 'discounts.switchOffLabel' : 'discounts.switchOnLabel', {
                      code: code.code,
                    })}
                    onClick={() => props.onActive(code, !code.active)}
                  >
                    {t(code.active ? 'discounts.switchOff' : 'discounts.switchOn')}
                  </button>
                  {code.state !== 'ended' ? (
                    <button
                      type="button"
                      className="data-button data-button--small data-button--danger"
                      disabled={props.pending}
                      aria-label={t('discounts.endLabel', { code: code.code })}
                      onClick={() => props.onEnd(code)}
                    >
                      {t('discounts.end')}
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
