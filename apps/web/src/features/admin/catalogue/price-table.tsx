import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { InlineEdit } from '../../../components/data/inline-edit';
import { useAdminT } from '../use-admin-texts';
import { amountText, centsOf, type AdminProduct, type PriceList } from './api';
import { refused, useCatalogueChange } from './use-catalogue-change';

interface PriceTableProps {
  products: AdminProduct[];
  priceLists: PriceList[];
}

const ALL = '';

/**
 * Products down, price lists across (one list at a time on a phone: the list filter). Each price
 * is edited in place; a price taken out of a list, and a product taken out of sale, are confirmed.
 */
export function PriceTable({ products, priceLists }: PriceTableProps) {
  const t = useAdminT();
  const id = useId();
  const [list, setList] = useState(ALL);
  const [type, setType] = useState(ALL);
  const types = [...new Set(products.map((p) => p.type))];
  const lists = list === ALL ? priceLists : priceLists.filter((l) => l.country === list);
  const shown = type === ALL ? products : products.filter((p) => p.type === type);
  return (
    <>
      <div className="admin-toolbar" role="group" aria-label={t('catalogue.filters')}>
        <label htmlFor={`${id}-list`}>
          {t('catalogue.list')}
          <select id={`${id}-list`} className="data-input" value={list} onChange={(e) => setList(e.target.value)}>
            <option value={ALL}>{t('catalogue.allLists')}</option>
            {priceLists.map((l) => (
              <option key={l.country} value={l.country}>
                {listLabel(l, t('catalogue.defaultList'))}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-type`}>
          {t('catalogue.type')}
          <select id={`${id}-type`} className="data-input" value={type} onChange={(e) => setType(e.target.value)}>
            <option value={ALL}>{t('catalogue.allTypes')}</option>
            {types.map((value) => (
              <option key={value} value={value}>
                {t(`catalogue.types.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="admin-table-wrap">
        <table className="admin-table catalogue-prices" data-testid="price-table">
          <caption className="visually-hidden">{t('catalogue.pricesCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('catalogue.product')}</th>
              {lists.map((l) => (
                <th scope="col" key={l.country}>
                  {listLabel(l, t('catalogue.defaultList'))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((product) => (
              <tr key={product.id} className={product.active ? undefined : 'catalogue-inactive'}>
                <th scope="row">
                  <ProductHead product={product} />
                </th>
                {lists.map((l) => (
                  <td key={l.country}>
                    <PriceCell product={product} list={l} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** "IT · EUR", "Default · EUR". */
function listLabel(list: PriceList, defaultName: string): string {
  return `${list.country === 'DEFAULT' ? defaultName : list.country} · ${list.currency}`;
}

function ProductHead({ product }: { product: AdminProduct }) {
  const t = useAdminT();
  const { send, pending } = useCatalogueChange();
  const [asking, setAsking] = useState(false);
  const setActive = (active: boolean) =>
    send({ products: [{ productId: product.id, active }] })
      .then(() => setAsking(false))
      .catch(() => undefined);
  return (
    <div className="catalogue-product">
      <span>{product.name}</span>
      {product.active ? null : <span className="catalogue-badge">{t('catalogue.inactive')}</span>}
      <button
        type="button"
        className="data-button data-button--small"
        disabled={pending}
        aria-label={t(product.active ? 'catalogue.stopSellingLabel' : 'catalogue.sellLabel', { product: product.name })}
        onClick={() => (product.active ? setAsking(true) : void setActive(true))}
      >
        {t(product.active ? 'catalogue.stopSelling' : 'catalogue.sell')}
      </button>
      <ConfirmDialog
        open={asking}
        title={t('catalogue.stopSellingTitle', { product: product.name })}
        confirmLabel={t('catalogue.stopSelling')}
        danger
        pending={pending}
        onConfirm={() => void setActive(false)}
        onCancel={() => setAsking(false)}
      >
        {t('catalogue.stopSellingText')}
      </ConfirmDialog>
    </div>
  );
}

function PriceCell({ product, list }: { product: AdminProduct; list: PriceList }) {
  const t = useAdminT();
  const { send, pending } = useCatalogueChange();
  const [asking, setAsking] = useState(false);
  const price = product.prices.find((p) => p.country === list.country);
  const where = { product: product.name, list: list.country };
  const save = async (text: string) => {
    const amountCents = centsOf(text);
    if (amountCents === null) throw refused(t('catalogue.badAmount'));
    await send({ prices: [{ productId: product.id, country: list.country, amountCents, currency: list.currency }] });
  };
  const remove = () =>
    send({ removePrices: [{ productId: product.id, country: list.country }] })
      .then(() => setAsking(false))
      .catch(() => undefined);
  return (
    <div className="catalogue-cell">
      <InlineEdit
        value={price ? amountText(price.amountCents) : null}
        label={t('catalogue.priceLabel', where)}
        placeholder={t('catalogue.noPrice')}
        maxLength={14}
        onSave={save}
      />
      {price ? (
        <button
          type="button"
          className="data-button data-button--small"
          aria-label={t('catalogue.removePriceLabel', where)}
          disabled={pending}
          onClick={() => setAsking(true)}
        >
          ×
        </button>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('catalogue.removePriceTitle', where)}
        confirmLabel={t('catalogue.removePrice')}
        danger
        pending={pending}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        {t(list.country === 'DEFAULT' ? 'catalogue.removeDefaultText' : 'catalogue.removePriceText', where)}
      </ConfirmDialog>
    </div>
  );
}
