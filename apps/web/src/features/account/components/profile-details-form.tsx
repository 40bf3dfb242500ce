import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES } from '@shop/contracts';
import type { UserProfileResponse } from '../../../lib/api-types';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/use-language';
import { updateProfile } from '../api';
import { countryOptions } from '../countries';
import { profileSchema, type ProfileValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { SelectField, SubmitButton, TextField } from './form-controls';

interface ProfileDetailsFormProps {
  profile: UserProfileResponse;
  onSaved: (change: Partial<UserProfileResponse>) => void;
}

const valuesOf = (profile: UserProfileResponse): ProfileValues => ({
  name: profile.name,
  surname: profile.surname,
  country: profile.country,
  language: profile.language,
});

/** Name, surname, country and mail language: PUT /api/User/Update with the spec's whole payload. */
export function ProfileDetailsForm({ profile, onSaved }: ProfileDetailsFormProps) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const countries = useMemo(() => countryOptions(language), [language]);
  const languages = useMemo(() => LANGUAGES.map((code) => ({ value: code, label: tc(`languages.${code}`) })), [tc]);
  const form = useForm<ProfileValues>({ resolver: zodResolver(profileSchema), defaultValues: valuesOf(profile) });
  const alert = useFormAlert();
  const showError = useAccountError('updateProfile', { form, alert });
  const { errors, isSubmitting } = form.formState;

  // Fresher data from the server replaces what login stored, unless the user is typing.
  const saved = JSON.stringify(valuesOf(profile));
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(JSON.parse(saved) as ProfileValues);
  }, [saved, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await updateProfile({
        email: profile.email,
        ...values,
        tfa: profile.tfa,
        isReseller: profile.isReseller,
      });
      onSaved(answer?.email ? answer : values);
      form.reset(values);
      alert.succeed();
      toast.success(t('toasts.accountUpdated'));
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form
      className="account-form"
      onSubmit={submit}
      onInput={alert.clear}
      noValidate
      aria-labelledby="profile-details-title"
    >
      <h2 id="profile-details-title">{t('profile.details')}</h2>
      <p className="account-note" data-testid="profile-email">
        {t('profile.emailValue', { email: profile.email })}
      </p>
      <div className="account-row">
        <TextField
          label={t('fields.name')}
          autoComplete="given-name"
          registration={form.register('name')}
          error={errors.name}
        />
        <TextField
          label={t('fields.surname')}
          autoComplete="family-name"
          registration={form.register('surname')}
          error={errors.surname}
        />
      </div>
      <div className="account-row">
        <SelectField
          label={t('fields.country')}
          autoComplete="country"
          placeholder={t('fields.chooseCountry')}
          options={countries}
          registration={form.register('country')}
          error={errors.country}
        />
        <SelectField
          label={t('fields.language')}
          options={languages}
          registration={form.register('language')}
          error={errors.language}
        />
      </div>
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t('profile.save')}
        pendingLabel={t('form.saving')}
        testId="profile-save"
      />
    </form>
  );
}
