import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  alertedField,
  useFormAlert,
  useApiErrorToast,
  useErrorText,
} from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { checkBoxSerial, pairBox, vpnKeys } from '../api';
import { isBoxSerial, normalizeBoxSerial } from '../box-serial';
import { errorCodeOf } from '../../../lib/api';
import '../vpn-forms.css';

/** Where the serial stands: not checked yet, being checked, or what the server said. */
export type SerialState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available'; serial: string }
  | { kind: 'pairing'; serial: string }
  | { kind: 'unknown'; serial: string }
  | { kind: 'alreadyPaired'; serial: string };

/** CheckSerial's and PairWithAccount's refusals that are answers about the serial, not failures. */
function serialStateOf(error: unknown, serial: string): SerialState | undefined {
  const code = errorCodeOf(error);
  if (code === 'BOX_SERIAL_UNKNOWN') return { kind: 'unknown', serial };
  if (code === 'BOX_ALREADY_PAIRED') return { kind: 'alreadyPaired', serial };
  return undefined;
}

/**
 * The pairing part of /dashboard/box/boxNew: the serial printed on the box is checked
 * (available, unknown, already paired), then paired with the account; then to My VPN boxes.
 */
export function BoxPairing() {
  const { t } = useTranslation('vpn');
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toastError = useApiErrorToast('vpn');
  const errorText = useErrorText('vpn');
  const alert = useFormAlert();
  /** A failure that is not an answer about the serial: a toast and the form's line. */
  const showError = (error: unknown) => {
    const outcome = toastError(error);
    alert.show({ text: outcome.message, toastId: outcome.toastId });
  };
  const input = useRef<HTMLInputElement>(null);
  const pairButton = useRef<HTMLButtonElement>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<SerialState>({ kind: 'idle' });
  const busy = state.kind === 'checking' || state.kind === 'pairing';

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const serial = normalizeBoxSerial(value);
    if (!isBoxSerial(serial)) {
      setInvalid(true);
      alert.clear();
      setState({ kind: 'idle' });
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setState({ kind: 'checking' });
    try {
      const answer = await checkBoxSerial(serial);
      alert.succeed();
      setState({ kind: 'available', serial: answer.serial });
      // The next step is right there: Pair with my account.
      requestAnimationFrame(() => pairButton.current?.focus());
    } catch (error) {
      const known = serialStateOf(error, serial);
      if (known) alert.succeed();
      else showError(error);
      setState(known ?? { kind: 'idle' });
    }
  }

  async function pair(serial: string) {
    setState({ kind: 'pairing', serial });
    try {
      await pairBox(serial);
    } catch (error) {
      const known = serialStateOf(error, serial);
      if (!known) showError(error);
      setState(known ?? { kind: 'available', serial });
      return;
    }
    alert.succeed();
    toast.success(t('boxNew.paired', { serial }));
    await queryClient.invalidateQueries({ queryKey: vpnKeys.boxes() });
    await navigate({ to: '/dashboard/box/boxList' });
  }

  function onChange(next: string) {
    setValue(next);
    alert.clear();
    // A new serial is a new question: the previous answer no longer applies.
    if (state.kind !== 'idle' && !busy) setState({ kind: 'idle' });
    if (invalid && isBoxSerial(normalizeBoxSerial(next))) setInvalid(false);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const refused = state.kind === 'unknown' || state.kind === 'alreadyPaired';

  return (
    <div className="vpn-pairing">
      <form className="vpn-form" onSubmit={(event) => void check(event)} noValidate>
        <label htmlFor={`${id}-serial`} className="vpn-form__label">
          {t('box.serial')}
        </label>
        <p id={hintId} className="vpn-muted">
          {t('boxNew.serialHint')}
        </p>
        <div className="vpn-form__row">
          <input
            ref={input}
            id={`${id}-serial`}
            name="serial"
            className="data-input vpn-form__input"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            {...(invalid || refused
              ? { 'aria-invalid': true, 'aria-describedby': invalid ? `${hintId} ${errorId}` : hintId }
              : alertedField(alert, hintId))}
            readOnly={busy}
          />
          <button
            type="submit"
            className="data-button data-button--primary"
            disabled={busy}
            aria-busy={state.kind === 'checking' || undefined}
          >
            {state.kind === 'checking' ? t('boxNew.checking') : t('boxNew.check')}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} className="vpn-error" role="alert">
            {t('boxNew.serialInvalid')}
          </p>
        ) : null}
        <FormAlert alert={alert} />
      </form>
      <div className="vpn-result" aria-live="polite" data-testid="box-serial-result">
        {state.kind === 'available' || state.kind === 'pairing' ? (
          <div className="vpn-result__box vpn-result__box--ok">
            <p>{t('boxNew.available', { serial: state.serial })}</p>
            <button
              ref={pairButton}
              type="button"
              className="data-button data-button--primary"
              disabled={state.kind === 'pairing'}
              aria-busy={state.kind === 'pairing' || undefined}
              onClick={() => void pair(state.serial)}
            >
              {state.kind === 'pairing' ? t('boxNew.pairing') : t('boxNew.pair')}
            </button>
          </div>
        ) : null}
        {state.kind === 'unknown' ? (
          <div className="vpn-result__box vpn-result__box--bad">
            <p>{errorText.ofCode('BOX_SERIAL_UNKNOWN')}</p>
          </div>
        ) : null}
        {state.kind === 'alreadyPaired' ? (
          <div className="vpn-result__box vpn-result__box--warn">
            <p>{errorText.ofCode('BOX_ALREADY_PAIRED')}</p>
            <p>{t('boxNew.alreadyPairedHint')}</p>
            <Link to="/dashboard/box/boxList">{t('boxNew.myBoxes')}</Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
