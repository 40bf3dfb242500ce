import { LANGUAGE_COUNTRY } from '@shop/contracts';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { isValidEmail } from '../../account/validation';
import { useSession } from '../../session/session';
import { licenceFlow } from '../checkout-flows';
import { CheckoutPanel } from './checkout-panel';

/** The device has its licence, or another order for it is being paid: nothing to buy here now. */
const BLOCKING = ['LICENCE_EXISTS', 'LICENCE_PAYMENT_PENDING'] as const;

/**
 * Buying the lifetime licence of the device showing `code` (/player/active-licence/$otp), with or
 * without an account: the summary for its platform, the e-mail the receipt goes to (my account's
 * when signed in), a discount code and the provider. A device with a licence, or with another
 * payment for it under way (a slow payment, or a payment page still open), says so instead.
 */
export function LicencePurchase({ code }: { code: string }) {
  const { t } = useTranslation('payment');
  const id = useId();
  const language = useLanguage();
  const session = useSession();
  const accountEmail = (session.isAuthenticated && session.user?.email) || undefined;
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const email = accountEmail ?? typed;
  // Pay reads the field when pressed, so the flow (and its summary) does not change with each key.
  const current = useRef(email);
  current.current = email;

  const flow = useMemo(
    () =>
      licenceFlow({
        otp: code,
        // Without an account the price list is the language's; with one the server takes mine.
        country: accountEmail ? undefined : LANGUAGE_COUNTRY[language],
        language,
        email: () => {
          const value = current.current.trim();
          if (isValidEmail(value)) return value;
          setInvalid(true);
          input.current?.focus();
          return undefined;
        },
      }),
    [code, accountEmail, language],
  );

  return (
    <CheckoutPanel flow={flow} title={t('licence.title')} headingLevel={3} blockingReasons={BLOCKING}>
      <div className="pay-email">
        <label htmlFor={`${id}-email`} className="pay-label">
          {t('licence.email')}
        </label>
        <input
          ref={input}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          className="data-input"
          value={email}
          readOnly={accountEmail !== undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            if (invalid && isValidEmail(event.target.value)) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-required
          aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        />
        <p id={`${id}-hint`} className="pay-muted">
          {accountEmail ? t('licence.emailAccount') : t('licence.emailHint')}
        </p>
        {invalid ? (
          <p id={`${id}-error`} className="pay-field-error" role="alert">
            {t('licence.emailInvalid')}
          </p>
        ) : null}
      </div>
    </CheckoutPanel>
  );
}
