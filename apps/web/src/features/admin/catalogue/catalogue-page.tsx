import { useQuery } from '@tanstack/react-query';
import { useErrorText } from '../../../components/data/call-failure';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import { catalogueQueryOptions, type CatalogueTables } from './api';
import { BoxStock } from './box-stock';
import catalogueStyles from './catalogue.css?inline';
import { Exclusions } from './exclusions';
import { NewPriceForm } from './new-price-form';
import { PriceTable } from './price-table';
import { ShipmentCountries } from './shipment-countries';

/**
 * /staff/catalogue: every product's price in every list (shipping is the SHIPPING product), who may
 * not buy what, where boxes are shipped and how many are in stock. A change is live in the shop
 * the moment it is saved; orders already placed keep their amounts.
 */
export function CataloguePage() {
  return (
    <AdminPage section="catalogue">
      <Catalogue />
    </AdminPage>
  );
}

function Catalogue() {
  const t = useAdminT();
  const tables = useQuery(catalogueQueryOptions());
  const { messageOf } = useErrorText();
  return (
    <>
      <style>{catalogueStyles}</style>
      <p className="lead">{t('catalogue.intro')}</p>
      {tables.isPending ? (
        <LoadingState />
      ) : tables.isError ? (
        <ErrorState message={messageOf(tables.error)} onRetry={() => void tables.refetch()} />
      ) : (
        <Sections tables={tables.data} />
      )}
    </>
  );
}

function Sections({ tables }: { tables: CatalogueTables }) {
  const t = useAdminT();
  const boxes = tables.products.filter((p) => p.type === 'VPN-BOX-HW');
  return (
    <>
      <section aria-labelledby="catalogue-prices" className="catalogue-section">
        <h2 id="catalogue-prices">{t('catalogue.pricesTitle')}</h2>
        <p className="admin-muted">{t('catalogue.pricesHint')}</p>
        <PriceTable products={tables.products} priceLists={tables.priceLists} />
        <NewPriceForm products={tables.products} priceLists={tables.priceLists} />
      </section>
      <section aria-labelledby="catalogue-stock" className="catalogue-section">
        <h2 id="catalogue-stock">{t('catalogue.stock.title')}</h2>
        <BoxStock boxes={boxes} />
      </section>
      <section aria-labelledby="catalogue-exclusions" className="catalogue-section">
        <h2 id="catalogue-exclusions">{t('catalogue.exclusions.title')}</h2>
        <p className="admin-muted">{t('catalogue.exclusions.hint')}</p>
        <Exclusions exclusions={tables.exclusions} />
      </section>
      <section aria-labelledby="catalogue-shipping" className="catalogue-section">
        <h2 id="catalogue-shipping">{t('catalogue.shipping.title')}</h2>
        <p className="admin-muted">{t('catalogue.shipping.hint')}</p>
        <ShipmentCountries countries={tables.shipmentCountries} />
      </section>
    </>
  );
}
