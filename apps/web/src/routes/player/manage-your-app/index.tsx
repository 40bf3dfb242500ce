import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeviceCodeForm } from '../../../features/shop/components/device-code-form';
import { FeatureGrid, type Feature } from '../../../features/shop/components/feature-grid';
import { ShopPage, ShopSection } from '../../../features/shop/components/shop-page';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/manage-your-app/')({
  loader: () => loadNamespace('shop'),
  component: ManageYourAppPage,
});

const ABILITIES = [
  { key: 'add', icon: 'list' },
  { key: 'guide', icon: 'guide' },
  { key: 'edit', icon: 'star' },
  { key: 'remove', icon: 'eyeOff' },
] as const;

function ManageYourAppPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const abilities: Feature[] = ABILITIES.map(({ key, icon }) => ({
    icon,
    title: t(`manage.can.${key}.title`),
    text: t(`manage.can.${key}.text`),
  }));

  return (
    <ShopPage title={tc('pages.manageYourApp.title')} intro={tc('pages.manageYourApp.intro')}>
      <ShopSection id="manage-form" title={t('manage.formTitle')} intro={t('code.whereText')}>
        <div className="shop-panel">
          <DeviceCodeForm />
        </div>
      </ShopSection>
      <ShopSection id="manage-can" title={t('manage.canTitle')}>
        <FeatureGrid features={abilities} />
      </ShopSection>
      <ShopSection id="manage-account" title={t('manage.accountTitle')} intro={t('manage.accountText')}>
        <p className="cta-row">
          <Link to="/dashboard/player/devices" className="button button--secondary">
            {tc('links.myDevices')}
          </Link>
          <Link to="/support/player">{tc('links.playerHelp')}</Link>
        </p>
      </ShopSection>
    </ShopPage>
  );
}
