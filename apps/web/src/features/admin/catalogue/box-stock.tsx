import { Link } from '@tanstack/react-router';
import { useAdminT } from '../use-admin-texts';
import type { AdminProduct } from './api';

/**
 * Units of each VPN box in stock. Read only: it is the number of registered boxes not sold yet,
 * counted again by every import, sale, pairing and refund; more come in through the Boxes section.
 */
export function BoxStock({ boxes }: { boxes: AdminProduct[] }) {
  const t = useAdminT();
  return (
    <>
      <p className="admin-muted">
        {t('catalogue.stock.hint')} <Link to="/staff/boxes">{t('catalogue.stock.register')}</Link>
      </p>
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
                <td>{box.stock ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
