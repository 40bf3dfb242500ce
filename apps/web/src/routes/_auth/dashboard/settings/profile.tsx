import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountDeletion } from '../../../../features/account/components/account-deletion';
import { AccountPage } from '../../../../features/account/components/account-page';
import { AddressBook } from '../../../../features/account/components/address-book';
import { DataExport } from '../../../../features/account/components/data-export';
import { ProfileDetailsForm } from '../../../../features/account/components/profile-details-form';
import { ReminderSettings } from '../../../../features/account/components/reminder-settings';
import { SessionList } from '../../../../features/account/components/session-list';
import { useProfile } from '../../../../features/account/use-profile';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/settings/profile')({
  loader: () => loadNamespace('account'),
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useTranslation('account');
  const { profile, loaded, loadFailed, applyProfile, applyAddresses } = useProfile();
  return (
    <AccountPage page="profile" wide>
      {loadFailed && <p className="account-note account-note--warning">{t('profile.loadFailed')}</p>}
      {profile && (
        <div className="account-columns">
          <div className="account-card">
            <ProfileDetailsForm profile={profile} onSaved={applyProfile} />
          </div>
          <AddressBook addresses={profile.addresses} defaults={profile} onChanged={applyAddresses} />
        </div>
      )}
      <div className="account-columns account-columns--spaced">
        <SessionList />
        <DataExport />
      </div>
      {profile && (
        <div className="account-columns account-columns--spaced">
          <ReminderSettings profile={profile} loaded={loaded} onSaved={applyProfile} />
          <AccountDeletion email={profile.email} tfa={profile.tfa} />
        </div>
      )}
    </AccountPage>
  );
}
