import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { signOutLocally } from '../../session/end-session';
import { sessionStore } from '../../session/session';
import { changePassword } from '../api';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { NewPasswordFields, SubmitButton, TextField } from './form-controls';

/** Spec 9: the page goes to /login this long after a password change. */
export const LOGIN_AFTER_PASSWORD_CHANGE_MS = 1000;

/**
 * Password change (spec 4, 8): on success a toast, the session is cleared (the server revoked it)
 * and /login follows after 1 s, the address filled in. 401/403 end the session; 404 is a wrong
 * current password.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const alert = useFormAlert();
  const showError = useAccountError('changePassword', { form, aliases: { password: 'newPassword' }, alert });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;

  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = form.handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await changePassword({ oldPassword, newPassword });
    } catch (error) {
      showError(error);
      // Keeps isSubmitSuccessful false, so the button comes back.
      throw error;
    }
    alert.succeed();
    toast.success(t('toasts.passwordChanged'));
    const email = sessionStore().getSnapshot().user?.email;
    signOutLocally(queryClient);
    timer.current = setTimeout(
      () => void navigate({ to: '/login', state: email ? { email } : {} }),
      LOGIN_AFTER_PASSWORD_CHANGE_MS,
    );
  });

  return (
    <form
      className="account-form"
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      onInput={alert.clear}
      noValidate
      aria-label={t('changePassword.submit')}
    >
      <TextField
        label={t('fields.oldPassword')}
        type="password"
        autoComplete="current-password"
        registration={form.register('oldPassword')}
        error={errors.oldPassword}
      />
      <NewPasswordFields
        renewal
        password={form.register('newPassword')}
        passwordError={errors.newPassword}
        confirm={form.register('newPasswordConfirm')}
        confirmError={errors.newPasswordConfirm}
      />
      <p className="account-hint">{t('changePassword.note')}</p>
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting || isSubmitSuccessful}
        label={t('changePassword.submit')}
        pendingLabel={t('form.saving')}
        testId="change-password-submit"
      />
    </form>
  );
}
