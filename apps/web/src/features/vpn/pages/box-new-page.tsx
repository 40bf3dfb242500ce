import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BoxPairing } from '../components/box-pairing';
import { VpnPage } from '../components/vpn-page';

/** /dashboard/box/boxNew: pairing a box one has; buying one comes with the checkout. */
export function BoxNewPage() {
  const { t } = useTranslation('vpn');
  return (
    <VpnPage page="boxNew">
      <section className="vpn-card" aria-labelledby="vpn-pair-title">
        <h2 id="vpn-pair-title" className="vpn-card__title">
          {t('boxNew.pairTitle')}
        </h2>
        <p className="vpn-muted">{t('boxNew.pairIntro')}</p>
        <BoxPairing />
      </section>
      <section className="vpn-card" aria-labelledby="vpn-buy-title">
        <h2 id="vpn-buy-title" className="vpn-card__title">
          {t('boxNew.buyTitle')}
        </h2>
        <p className="vpn-muted">{t('boxNew.buySoon')}</p>
        <p className="vpn-links">
          <Link to="/vpn/box" className="data-button">
            {t('boxNew.buyLink')}
          </Link>
        </p>
      </section>
    </VpnPage>
  );
}
