import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { completeLogin } from '../../session/sign-in';
import { sessionStore } from '../../session/session';
import { loginWithPin } from '../api';
import { clearLoginChallenge, forgetPurchaseReturn, readLoginChallenge, type LoginChallenge } from '../handoff';
import { pinSchema, type PinValues } from '../schemas';
import { useAccountError } from '../error-messages';
import { PinField, SubmitButton } from './form-controls';

/**
 * Second login step of spec 4: the pin with the kept e-mail and challenge. Not signed in until the
 * server accepts it. The pin field has the focus on arrival; after any failed attempt it is emptied
 * and loses focus.
 */
export function LoginTfaForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [challenge] = useState<LoginChallenge | null>(() => readLoginChallenge());
  const form = useForm<PinValues>({ resolver: zodResolver(pinSchema), defaultValues: { pin: '' } });
  const alert = useFormAlert();
  const showError = useAccountError('loginTfa', { form, noFocus: true, alert });
  const { errors, isSubmitting } = form.formState;

  // Without a pending first step there is nothing to confirm: back to the login.
  useEffect(() => {
    if (!challenge) void navigate({ to: '/login', replace: true });
  }, [challenge, navigate]);
  // The pin is the one thing to do here: the visitor arrives typing it (WCAG 2.4.3).
  const { setFocus } = form;
  useEffect(() => {
    if (challenge) setFocus('pin');
  }, [challenge, setFocus]);
  if (!challenge) return null;

  const submit = form.handleSubmit(async ({ pin }) => {
    try {
      const answer = await loginWithPin({ email: challenge.email, pin, tfaChallenge: challenge.tfaChallenge });
      clearLoginChallenge();
      alert.succeed();
      completeLogin(answer);
      forgetPurchaseReturn();
      toast.success(t('toasts.login', { name: sessionStore().getSnapshot().user?.name ?? '' }));
      await navigate({ to: '/dashboard', href: challenge.redirect });
    } catch (error) {
      form.setValue('pin', '');
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      const outcome = showError(error);
      if (outcome.restartLogin) {
        clearLoginChallenge();
        await navigate({ to: '/login', search: challenge.redirect ? { redirect: challenge.redirect } : {} });
      }
    }
  });

  return (
    <form className="account-form" onSubmit={submit} onInput={alert.clear} noValidate aria-label={t('loginTfa.submit')}>
      <p className="account-note" data-testid="tfa-email">
        {t('loginTfa.signingInAs', { email: challenge.email })}
      </p>
      <PinField registration={form.register('pin')} error={errors.pin} />
      <FormAlert alert={alert} />
      <SubmitButton
        pending={isSubmitting}
        label={t('loginTfa.submit')}
        pendingLabel={t('loginTfa.submitting')}
        testId="tfa-submit"
      />
      <ul className="account-links">
        <li>
          {/* The first step's address goes along in history state (handoff.ts), not in the URL. */}
          <Link to="/forgotTfa" state={{ email: challenge.email }}>
            {t('loginTfa.lostDevice')}
          </Link>
        </li>
        <li>
          <Link
            to="/login"
            search={challenge.redirect ? { redirect: challenge.redirect } : {}}
            onClick={() => clearLoginChallenge()}
          >
            {t('loginTfa.restart')}
          </Link>
        </li>
      </ul>
    </form>
  );
}
