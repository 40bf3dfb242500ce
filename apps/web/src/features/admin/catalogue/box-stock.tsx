import { InlineEdit } from '../../../components/data/inline-edit';
import { useAdminT } from '../use-admin-texts';
import { stockOf, type AdminProduct } from './api';
import { refused, useCatalogueChange } from './use-catalogue-change';

/** Units of each VPN box in stock, set to what was counted (a sale takes one off as before). */
export function BoxStock({ boxes }: { boxes: AdminProduct[] }) {
  const t = useAdminT();
  const { send } = useCatalogueChange();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="box-stock">
        <caption className="visually-hidden">{t('catalogue.stock.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.product')}</th>
            <th scope="col">{t('catalogue.stock.units')}</th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((box) => (
            <tr key={box.id}>
              <th scope="row">{box.name}</th>
              <td>
                <InlineEdit
                  value={String(box.stock ?? 0)}
                  label={t('catalogue.stock.label', { product: box.name })}
                  maxLength={7}
                  onSave={async (text) => {
                    const stock = stockOf(text);
                    if (stock === null) throw refused(t('catalogue.stock.bad'));
                    await send({ products: [{ productId: box.id, stock }] });
                  }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
