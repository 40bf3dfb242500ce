import { zodResolver } from '@hookform/resolvers/zod';
import type { TfaKeyResponse, UserProfileResponse } from '../../../lib/api-types';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { requestTfaKey, updateProfile, verifyPin } from '../api';
import { pinSchema, type PinValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { PinField, SubmitButton } from './form-controls';

/** Authenticator apps of spec 9 ("store links for Android and iOS exist"). */
export const AUTHENTICATOR_LINKS = {
  googlePlay: 'https://play.google.com/store/apps/details?id=com.google.android.apps.authenticator2',
  appStore: 'https://apps.apple.com/app/google-authenticator/id388497605',
} as const;

interface TfaSettingsProps {
  profile: UserProfileResponse;
  onSaved: (change: Partial<UserProfileResponse>) => void;
}

/**
 * Two-factor settings (spec 4): turning it on asks the server for a key (QR code and manual key),
 * then a pin is verified and the profile saved with tfa true; turning it off is pin, verify, save
 * with tfa false. Key data is forgotten once it is no longer needed.
 */
export function TfaSettings({ profile, onSaved }: TfaSettingsProps) {
  const { t } = useTranslation('account');
  const [keyData, setKeyData] = useState<TfaKeyResponse | null>(null);
  const [loadingKey, setLoadingKey] = useState(false);
  const keyAlert = useFormAlert();
  const showKeyError = useAccountError('tfaKey', { alert: keyAlert });

  const startSetUp = async () => {
    setLoadingKey(true);
    try {
      setKeyData(await requestTfaKey());
      keyAlert.succeed();
    } catch (error) {
      showKeyError(error);
    } finally {
      setLoadingKey(false);
    }
  };

  const saved = (tfa: boolean, answer: UserProfileResponse | undefined) => {
    // The key is only needed until it is in the app (or 2FA is off again).
    setKeyData(null);
    onSaved(answer?.email ? { ...answer, tfa } : { tfa });
    toast.success(tfa ? t('toasts.tfaEnabled') : t('toasts.tfaDisabled'));
  };

  return (
    <div className="account-card" data-testid="tfa-settings" data-tfa={profile.tfa}>
      <p
        className={`account-status account-status--${profile.tfa ? 'on' : 'off'}`}
        role="status"
        data-testid="tfa-status"
      >
        {profile.tfa ? t('tfa.statusOn') : t('tfa.statusOff')}
      </p>
      {profile.tfa ? (
        <>
          <p>{t('tfa.disableIntro')}</p>
          <PinStep profile={profile} enable={false} onSaved={saved} />
        </>
      ) : keyData ? (
        <ol className="account-steps">
          <li>
            {t('tfa.stepApp')}
            <ul className="account-links">
              <li>
                <a href={AUTHENTICATOR_LINKS.googlePlay} target="_blank" rel="noopener noreferrer">
                  {t('tfa.googlePlay')}
                </a>
              </li>
              <li>
                <a href={AUTHENTICATOR_LINKS.appStore} target="_blank" rel="noopener noreferrer">
                  {t('tfa.appStore')}
                </a>
              </li>
            </ul>
          </li>
          <li>
            {t('tfa.stepScan')}
            <img
              className="account-qr"
              src={keyData.qrCodeUrl}
              alt={t('tfa.qrAlt', { email: profile.email })}
              width={200}
              height={200}
              data-testid="tfa-qr"
            />
            <p>
              {t('tfa.manualKey')}{' '}
              <code className="account-key" dir="ltr" data-testid="tfa-key">
                {keyData.manualEntryKey}
              </code>
            </p>
          </li>
          <li>
            {t('tfa.stepPin')}
            <PinStep profile={profile} enable onSaved={saved} />
          </li>
        </ol>
      ) : (
        <>
          <FormAlert alert={keyAlert} spaced />
          <button
            type="button"
            className="account-button"
            onClick={() => void startSetUp()}
            disabled={loadingKey}
            aria-busy={loadingKey || undefined}
            data-testid="tfa-setup"
          >
            {loadingKey && <span className="account-spinner" aria-hidden="true" />}
            {loadingKey ? t('tfa.preparing') : t('tfa.setUp')}
          </button>
        </>
      )}
    </div>
  );
}

interface PinStepProps {
  profile: UserProfileResponse;
  enable: boolean;
  onSaved: (tfa: boolean, answer: UserProfileResponse | undefined) => void;
}

/** Pin -> TwoFactorLogin {email, pin} (bearer, no challenge) -> PUT Update with the new tfa flag. */
function PinStep({ profile, enable, onSaved }: PinStepProps) {
  const { t } = useTranslation('account');
  const form = useForm<PinValues>({ resolver: zodResolver(pinSchema), defaultValues: { pin: '' } });
  const alert = useFormAlert();
  const showError = useAccountError(enable ? 'tfaEnable' : 'tfaDisable', { form, alert });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      await verifyPin({ email: profile.email, pin });
      const answer = await updateProfile({
        email: profile.email,
        name: profile.name,
        surname: profile.surname,
        country: profile.country,
        language: profile.language,
        tfa: enable,
        isReseller: profile.isReseller,
      });
      alert.succeed();
      onSaved(enable, answer);
    } catch (error) {
      form.setValue('pin', '');
      showError(error);
    }
  });

  return (
    <form
      className="account-form account-form--inline"
      onSubmit={submit}
      onInput={alert.clear}
      noValidate
      aria-label={enable ? t('tfa.enable') : t('tfa.disable')}
    >
      <PinField registration={form.register('pin')} error={errors.pin} />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={enable ? t('tfa.enable') : t('tfa.disable')}
        pendingLabel={enable ? t('tfa.enabling') : t('tfa.disabling')}
        className={enable ? 'account-button' : 'account-button account-button--danger'}
        testId="tfa-submit"
      />
    </form>
  );
}
