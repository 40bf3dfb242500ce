import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { resetPassword } from '../api';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { NewPasswordFields, SubmitButton } from './form-controls';

/** The new password of /confirm-password, once its link is checked; then to /login, the address filled in. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordConfirm: '' },
  });
  const alert = useFormAlert();
  const showError = useAccountError('newPassword', { form, alert });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ token, password });
      alert.succeed();
      toast.success(t('toasts.passwordChanged'));
      await navigate({ to: '/login', state: email ? { email } : {} });
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
      aria-label={t('confirmPassword.submit')}
    >
      {email && <p className="account-note">{t('confirmPassword.forEmail', { email })}</p>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <NewPasswordFields
        renewal
        password={form.register('password')}
        passwordError={errors.password}
        confirm={form.register('passwordConfirm')}
        confirmError={errors.passwordConfirm}
      />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t('confirmPassword.submit')}
        pendingLabel={t('form.saving')}
        testId="reset-submit"
      />
    </form>
  );
}
