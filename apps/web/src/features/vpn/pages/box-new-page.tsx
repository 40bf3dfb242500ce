import { useTranslation } from 'react-i18next';
import { BoxPurchase } from '../../payment/pages';
import type { PlanSearch } from '../../payment/search';
import { BoxPairing } from '../components/box-pairing';
import { VpnPage } from '../components/vpn-page';

/** /dashboard/box/boxNew: buying a box (`?plan=` preselects its subscription), and pairing a box one has. */
export function BoxNewPage({ search = {} }: { search?: PlanSearch }) {
  const { t } = useTranslation('vpn');
  const { t: tp } = useTranslation('payment');
  return (
    <VpnPage page="boxNew">
      <section className="vpn-card" aria-labelledby="vpn-buy-title">
        <h2 id="vpn-buy-title" className="vpn-card__title">
          {tp('boxNew.title')}
        </h2>
        <BoxPurchase search={search} />
      </section>
      <section className="vpn-card" aria-labelledby="vpn-pair-title">
        <h2 id="vpn-pair-title" className="vpn-card__title">
          {t('boxNew.pairTitle')}
        </h2>
        <p className="vpn-muted">{t('boxNew.pairIntro')}</p>
        <BoxPairing />
      </section>
    </VpnPage>
  );
}
