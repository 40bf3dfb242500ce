import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast';
import { api, isApiError, isNetworkError, type ApiClient } from '../../../lib/api';
import { unsubscribe } from '../api';
import { isValidEmail } from '../email';
import '../help.css';

type FailureKey = 'unsubscribe.invalidEmail' | 'unsubscribe.networkError' | 'unsubscribe.error';

function failureKey(error: unknown): FailureKey {
  if (isNetworkError(error)) return 'unsubscribe.networkError';
  if (isApiError(error) && error.code === 'VALIDATION_FAILED') return 'unsubscribe.invalidEmail';
  return 'unsubscribe.error';
}

export interface UnsubscribeFormProps {
  initialEmail?: string;
  client?: ApiClient;
  /** Called once the address is off the list (the page's lead then says so). */
  onDone?: () => void;
}

/** E-mail field and button; on success a toast and a confirmation in place of the form. */
export function UnsubscribeForm({ initialEmail = '', client = api, onDone }: UnsubscribeFormProps) {
  const { t } = useTranslation('help');
  const [email, setEmail] = useState(initialEmail);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const mutation = useMutation({
    mutationFn: (address: string) => unsubscribe(address, client),
    onSuccess: () => {
      toast.success(t('unsubscribe.toast'));
      onDone?.();
    },
  });

  if (mutation.isSuccess) return <UnsubscribeConfirmation email={mutation.variables} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isValidEmail(address)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    mutation.mutate(address);
  };

  const error = invalid ? 'unsubscribe.invalidEmail' : mutation.isError ? failureKey(mutation.error) : undefined;
  return (
    <form className="help-form" onSubmit={submit} noValidate>
      <EmailField
        id={fieldId}
        inputRef={input}
        value={email}
        onChange={setEmail}
        error={error && t(error)}
        invalid={error === 'unsubscribe.invalidEmail'}
      />
      <button
        type="submit"
        className="help-button"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? t('unsubscribe.submitting') : t('unsubscribe.submit')}
      </button>
      <p className="help-hint">
        {t('unsubscribe.privacy')} <Link to="/policy">{t('pages.policy.title', { ns: 'common' })}</Link>
      </p>
    </form>
  );
}

function UnsubscribeConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('help');
  return (
    <div className="help-confirmation" role="status" data-testid="unsubscribe-done">
      <h2>{t('unsubscribe.doneTitle')}</h2>
      <p>{t('unsubscribe.doneText', { email })}</p>
    </div>
  );
}

interface EmailFieldProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (value: string) => void;
  /** Translated message shown under the field (and announced), if any. */
  error?: string;
  invalid: boolean;
}

function EmailField({ id, inputRef, value, onChange, error, invalid }: EmailFieldProps) {
  const { t } = useTranslation('help');
  return (
    <div className="help-field">
      <label htmlFor={id}>{t('unsubscribe.emailLabel')}</label>
      <input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        className="help-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="help-hint">
        {t('unsubscribe.emailHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="help-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
