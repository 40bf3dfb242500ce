import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGE_COUNTRY } from '@shop/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { useLanguage } from '../../../i18n/use-language';
import { register } from '../api';
import { countryOptions } from '../countries';
import { rememberPurchaseReturn } from '../handoff';
import { registerSchema, type RegisterValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { CaptchaNote } from './account-page';
import { NewPasswordFields, SelectField, SubmitButton, TextField } from './form-controls';

/**
 * Registration (spec 4, 5): on success the page goes to /registerConfirmed. Reached from a buy
 * button (`redirect`, a checkout), the first login after the confirmation goes there.
 */
export function RegisterForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const countries = useMemo(() => countryOptions(language), [language]);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      name: '',
      surname: '',
      email: '',
      country: LANGUAGE_COUNTRY[language],
      password: '',
      passwordConfirm: '',
    },
  });
  const alert = useFormAlert();
  const showError = useAccountError('register', { form, alert });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ passwordConfirm: _repeated, ...values }) => {
    try {
      await register({ ...values, language });
      alert.succeed();
      rememberPurchaseReturn(redirect);
      await navigate({ to: '/registerConfirmed' });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form className="account-form" onSubmit={submit} onInput={alert.clear} noValidate aria-label={t('register.submit')}>
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
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <SelectField
        label={t('fields.country')}
        autoComplete="country"
        placeholder={t('fields.chooseCountry')}
        options={countries}
        registration={form.register('country')}
        error={errors.country}
      />
      <NewPasswordFields
        password={form.register('password')}
        passwordError={errors.password}
        confirm={form.register('passwordConfirm')}
        confirmError={errors.passwordConfirm}
      />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t('register.submit')}
        pendingLabel={t('register.submitting')}
        testId="register-submit"
      />
      <CaptchaNote />
      <p className="account-hint">
        {t('register.legal')} <Link to="/terms">{tc('pages.terms.title')}</Link> ·{' '}
        <Link to="/policy">{tc('pages.policy.title')}</Link>
      </p>
      <p className="account-links">
        {t('register.haveAccount')}{' '}
        <Link to="/login" search={redirect ? { redirect } : {}}>
          {t('register.login')}
        </Link>
      </p>
    </form>
  );
}
