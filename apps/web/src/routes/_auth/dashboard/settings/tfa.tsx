import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../../../../features/account/components/account-page';
import { TfaSettings } from '../../../../features/account/components/tfa-settings';
import { useProfile } from '../../../../features/account/use-profile';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/settings/tfa')({
  loader: () => loadNamespace('account'),
  component: TfaPage,
});

function TfaPage() {
  const { t } = useTranslation('account');
  const { profile, loadFailed, applyProfile } = useProfile();
  return (
    <AccountPage page="tfa">
      {loadFailed && <p className="account-note account-note--warning">{t('profile.loadFailed')}</p>}
      {profile && <TfaSettings profile={profile} onSaved={applyProfile} />}
    </AccountPage>
  );
}
