import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeviceCodeForm } from '../../features/shop/components/device-code-form';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/player/otp')({
  loader: () => loadNamespace('shop'),
  component: PlayerOtpPage,
});

function PlayerOtpPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();

  return (
    <ShopPage title={tc('pages.playerOtp.title')} intro={tc('pages.playerOtp.intro')}>
      <div className="shop-panel">
        <DeviceCodeForm />
      </div>
      <ShopSection id="otp-where" title={t('code.whereTitle')} intro={t('code.whereText')} />
      <ShopSection id="otp-help" title={t('otp.helpTitle')} intro={t('otp.helpText')}>
        <p className="cta-row">
          <Link to="/player/download" className="button button--secondary">
            {tc('links.downloadPlayer')}
          </Link>
          <Link to="/support/player">{tc('links.playerHelp')}</Link>
        </p>
      </ShopSection>
    </ShopPage>
  );
}
