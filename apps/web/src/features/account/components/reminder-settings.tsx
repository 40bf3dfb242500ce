import type { UserProfileResponse } from '../../../lib/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { updateProfile } from '../api';
import { useAccountError } from '../error-messages';

interface ReminderSettingsProps {
  profile: UserProfileResponse;
  /** False until the server's profile is here (the stored user does not keep this setting). */
  loaded: boolean;
  onSaved: (change: Partial<UserProfileResponse>) => void;
}

/** The mails before a VPN pass or box subscription ends: on or off (PUT /api/User/Update). */
export function ReminderSettings({ profile, loaded, onSaved }: ReminderSettingsProps) {
  const { t } = useTranslation('account');
  const alert = useFormAlert();
  const showError = useAccountError('updateProfile', { alert });
  /** The value being saved: shown at once, dropped when the save ends (saved: the profile has it). */
  const [saving, setSaving] = useState<boolean | null>(null);

  async function toggle(reminderMails: boolean) {
    setSaving(reminderMails);
    try {
      const { name, surname, country, language, tfa } = profile;
      await updateProfile({ name, surname, country, language, tfa, reminderMails });
      onSaved({ reminderMails });
      alert.succeed();
      toast.success(reminderMails ? t('reminders.turnedOn') : t('reminders.turnedOff'));
    } catch (error) {
      showError(error);
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="account-card" aria-labelledby="reminders-title" data-testid="reminder-settings">
      <h2 id="reminders-title">{t('reminders.title')}</h2>
      <p className="account-hint">{t('reminders.intro')}</p>
      <label className="account-check">
        <input
          type="checkbox"
          checked={saving ?? profile.reminderMails}
          disabled={!loaded || saving !== null}
          aria-busy={saving !== null || undefined}
          onChange={(event) => void toggle(event.target.checked)}
          data-testid="reminder-mails"
        />{' '}
        {t('reminders.label')}
      </label>
      <FormAlert alert={alert} />
    </section>
  );
}
