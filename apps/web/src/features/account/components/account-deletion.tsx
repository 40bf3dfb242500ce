import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useErrorText, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { signOutLocally } from '../../session/end-session';
import { deleteAccount } from '../api';
import { PinField, SubmitButton, TextField } from './form-controls';

interface DeletionValues {
  confirmEmail: string;
  password: string;
  pin: string;
}

/** The typed address matches the account's (as the server compares them: trimmed, any case). */
export const emailConfirmed = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

/**
 * "Delete my account" (GDPR article 17, issue 21): says what goes and what the law keeps, asks for
 * the account's e-mail address typed out (the button waits for it), the password and, with 2FA on,
 * the authenticator code. Once deleted, the session here is cleared and the shop's home follows.
 */
export function AccountDeletion({ email, tfa }: { email: string; tfa: boolean }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { messageOf } = useErrorText('account');
  const alert = useFormAlert();
  const form = useForm<DeletionValues>({ defaultValues: { confirmEmail: '', password: '', pin: '' } });
  const { isSubmitting, isSubmitSuccessful } = form.formState;
  const [confirmEmail, password, pin] = form.watch(['confirmEmail', 'password', 'pin']);
  const ready = emailConfirmed(confirmEmail, email) && password !== '' && (!tfa || /^\d{6}$/.test(pin.trim()));
  const pending = isSubmitting || isSubmitSuccessful;

  const submit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount({ password: values.password, ...(tfa && { pin: values.pin.trim() }) });
    } catch (error) {
      alert.show({ text: messageOf(error) });
      // Keeps isSubmitSuccessful false, so the button comes back.
      throw error;
    }
    alert.succeed();
    // Away from the account's pages first: signed out under them, their queries would ask again
    // without a session (a 401 each).
    await navigate({ to: '/' });
    signOutLocally(queryClient);
    toast.success(t('deleteAccount.deleted'));
  });

  return (
    <section
      className="account-card account-card--danger"
      aria-labelledby="delete-account-title"
      data-testid="account-deletion"
    >
      <h2 id="delete-account-title">{t('deleteAccount.title')}</h2>
      <p>{t('deleteAccount.intro')}</p>
      <ul className="account-list">
        <li>{t('deleteAccount.ends')}</li>
        <li>{t('deleteAccount.erased')}</li>
        <li>{t('deleteAccount.kept')}</li>
        <li>{t('deleteAccount.mail')}</li>
      </ul>
      <p className="account-hint">{t('deleteAccount.exportFirst')}</p>
      <form
        className="account-form"
        onSubmit={(event) => void submit(event).catch(() => undefined)}
        onInput={alert.clear}
        noValidate
        aria-label={t('deleteAccount.title')}
        aria-describedby={alert.text ? alert.id : undefined}
      >
        <TextField
          label={t('deleteAccount.confirmEmail')}
          hint={t('deleteAccount.confirmEmailHint', { email })}
          type="email"
          autoComplete="off"
          spellCheck={false}
          registration={form.register('confirmEmail')}
          data-testid="delete-account-email"
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          registration={form.register('password')}
          data-testid="delete-account-password"
        />
        {tfa && <PinField registration={form.register('pin')} />}
        <FormAlert alert={alert} />
        <SubmitButton
          pending={pending}
          disabled={!ready}
          label={t('deleteAccount.submit')}
          pendingLabel={t('deleteAccount.deleting')}
          className="account-button account-button--danger"
          testId="delete-account-submit"
        />
      </form>
    </section>
  );
}
