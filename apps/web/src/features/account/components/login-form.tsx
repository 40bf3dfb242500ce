import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isTfaRequired } from '../../../lib/api-types';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { completeLogin } from '../../session/sign-in';
import { sessionStore } from '../../session/session';
import { login } from '../api';
import { forgetPurchaseReturn, saveLoginChallenge, useHandedEmail } from '../handoff';
import { loginSchema, type LoginValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { CaptchaNote } from './account-page';
import { SubmitButton, TextField } from './form-controls';

/**
 * Login of spec 4: without 2FA the session is stored and the page goes to the safe `redirect` or
 * /dashboard; with 2FA the challenge is kept and /loginTfa asks for the pin. The e-mail address
 * comes prefilled when the previous screen handed it over (password change or reset).
 */
export function LoginForm({ redirect }: { redirect?: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const email = useHandedEmail();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email, password: '' } });
  const alert = useFormAlert();
  const showError = useAccountError('login', { form, alert });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await login(values);
      alert.succeed();
      if (isTfaRequired(answer)) {
        saveLoginChallenge({ email: answer.email, tfaChallenge: answer.tfaChallenge, redirect });
        await navigate({ to: '/loginTfa' });
        return;
      }
      completeLogin(answer);
      forgetPurchaseReturn();
      toast.success(t('toasts.login', { name: sessionStore().getSnapshot().user?.name ?? '' }));
      // `href` (the safe redirect) wins over `to` when set.
      await navigate({ to: '/dashboard', href: redirect });
    } catch (error) {
      showError(error);
    }
  });

  return (
    <form className="account-form" onSubmit={submit} onInput={alert.clear} noValidate aria-label={t('login.submit')}>
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="username"
        registration={form.register('email')}
        error={errors.email}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        // With the address handed over, the password is what is left to type.
        autoFocus={email !== ''}
        registration={form.register('password')}
        error={errors.password}
      />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t('login.submit')}
        pendingLabel={t('login.submitting')}
        testId="login-submit"
      />
      <CaptchaNote />
      <ul className="account-links">
        <li>
          <Link to="/forgotPassword">{t('login.forgotPassword')}</Link>
        </li>
        <li>
          {t('login.noAccount')}{' '}
          <Link to="/register" search={redirect ? { redirect } : {}}>
            {t('login.register')}
          </Link>
        </li>
      </ul>
    </form>
  );
}
