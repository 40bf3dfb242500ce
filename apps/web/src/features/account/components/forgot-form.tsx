import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { forgotPassword, forgotTfa } from '../api';
import { useHandedEmail } from '../handoff';
import { emailSchema, type EmailValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { CaptchaNote } from './account-page';
import { SubmitButton, TextField } from './form-controls';

const KINDS = {
  password: { send: forgotPassword, context: 'passwordReset', texts: 'forgotPassword' },
  tfa: { send: forgotTfa, context: 'tfaReset', texts: 'forgotTfa' },
} as const;

/**
 * Forgot password / forgot 2FA: one e-mail field (prefilled with what the 2FA step knew);
 * afterwards the same confirmation whatever the address, as the server answers the same (no
 * account enumeration).
 */
export function ForgotForm({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation('account');
  const { send, context, texts } = KINDS[kind];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const handedEmail = useHandedEmail();
  const form = useForm<EmailValues>({ resolver: zodResolver(emailSchema), defaultValues: { email: handedEmail } });
  const alert = useFormAlert();
  const showError = useAccountError(context, { form, alert });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await send(email);
      alert.succeed();
      toast.success(t('toasts.resetSent'));
      setSentTo(email);
    } catch (error) {
      showError(error);
    }
  });

  if (sentTo) {
    return (
      <div className="account-done" role="status" data-testid="forgot-sent">
        <h2>{t(`${texts}.sentTitle`)}</h2>
        <p>{t(`${texts}.sentText`, { email: sentTo })}</p>
        <Link to="/login">{t('form.backToLogin')}</Link>
      </div>
    );
  }

  return (
    <form className="account-form" onSubmit={submit} onInput={alert.clear} noValidate aria-label={t(`${texts}.submit`)}>
      <TextField
        label={t('fields.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        registration={form.register('email')}
        error={errors.email}
      />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t(`${texts}.submit`)}
        pendingLabel={t('form.sending')}
        testId="forgot-submit"
      />
      <CaptchaNote />
      <p className="account-links">
        <Link to="/login">{t('form.backToLogin')}</Link>
      </p>
    </form>
  );
}
