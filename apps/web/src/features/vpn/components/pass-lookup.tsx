import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import { FormAlert, alertedField, useFormAlert, useApiErrorToast } from '../../../components/data/call-failure';
import { isDeviceCode, normalizeDeviceCode } from '../../shop/device-code';
import { passFromDeviceCode, type VpnPass } from '../api';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useLocationName } from './pass-locations';
import { StatusBadge } from './status-badge';
import '../../../components/data/data.css';
import '../vpn.css';
import '../vpn-forms.css';

type Lookup = { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; pass: VpnPass } | { kind: 'none' };

/** /player/vpn-pass: the code a player device shows, then the VPN pass attached to that device. */
export function PassLookup() {
  const { t } = useTranslation('vpn');
  const id = useId();
  const showError = useApiErrorToast('vpn');
  const alert = useFormAlert();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  // Only the last lookup's answer counts.
  const latest = useRef(0);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const otp = normalizeDeviceCode(value);
    if (!isDeviceCode(otp)) {
      setInvalid(true);
      alert.clear();
      input.current?.focus();
      return;
    }
    setInvalid(false);
    const request = ++latest.current;
    setLookup({ kind: 'searching' });
    try {
      const { pass } = await passFromDeviceCode(otp);
      if (request !== latest.current) return;
      alert.succeed();
      setLookup(pass ? { kind: 'found', pass } : { kind: 'none' });
    } catch (error) {
      if (request !== latest.current) return;
      setLookup({ kind: 'idle' });
      const outcome = showError(error);
      alert.show({ text: outcome.message, toastId: outcome.toastId });
      input.current?.focus();
    }
  }

  function onChange(next: string) {
    setValue(next);
    alert.clear();
    if (invalid && isDeviceCode(normalizeDeviceCode(next))) setInvalid(false);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const searching = lookup.kind === 'searching';

  return (
    <div className="vpn-page vpn-lookup">
      <form className="vpn-form" onSubmit={(event) => void onSubmit(event)} noValidate data-testid="vpn-pass-lookup">
        <label htmlFor={`${id}-code`} className="vpn-form__label">
          {t('lookup.label')}
        </label>
        <p id={hintId} className="vpn-muted">
          {t('lookup.hint')}
        </p>
        <div className="vpn-form__row">
          <input
            ref={input}
            id={`${id}-code`}
            name="otp"
            className="data-input vpn-form__input vpn-form__input--code"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            {...(invalid
              ? { 'aria-invalid': true, 'aria-describedby': `${hintId} ${errorId}` }
              : alertedField(alert, hintId))}
          />
          <button
            type="submit"
            className="data-button data-button--primary"
            disabled={searching}
            aria-busy={searching || undefined}
          >
            {t('lookup.submit')}
          </button>
        </div>
        {invalid ? (
          <p id={errorId} className="vpn-error" role="alert">
            {t('lookup.invalid')}
          </p>
        ) : null}
        <FormAlert alert={alert} />
      </form>
      <div className="vpn-result" aria-live="polite" data-testid="vpn-pass-lookup-result">
        {searching ? <p className="vpn-muted">{t('lookup.searching')}</p> : null}
        {lookup.kind === 'found' ? <FoundPass pass={lookup.pass} /> : null}
        {lookup.kind === 'none' ? (
          <div className="vpn-result__box vpn-result__box--warn">
            <p>{t('lookup.noPass')}</p>
            <p className="vpn-muted">{t('lookup.noPassHint')}</p>
            <p className="data-links">
              <Link to="/vpn/buy" className="data-button data-button--primary">
                {t('lookup.buy')}
              </Link>
              <Link to="/dashboard/pass/passList" className="data-button">
                {t('lookup.myPasses')}
              </Link>
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The pass found for the device: its code, status, end and locations. */
function FoundPass({ pass }: { pass: VpnPass }) {
  const { t } = useTranslation('vpn');
  const id = useId();
  const formatDate = useDateFormatter();
  const locationName = useLocationName();
  return (
    <section className="vpn-card" aria-labelledby={`${id}-title`} data-testid="vpn-pass-found">
      <h3 id={`${id}-title`} className="vpn-card__title">
        {t('lookup.resultTitle')}
      </h3>
      <dl className="data-fields">
        <div className="data-field data-field--wide">
          <dt>{t('pass.code')}</dt>
          <dd className="vpn-code-row">
            <code className="vpn-code">{pass.code}</code>
            <CopyButton value={pass.code} label={t('pass.codeLabel')} />
          </dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.status')}</dt>
          <dd>
            <StatusBadge status={pass.status} />
          </dd>
        </div>
        <div className="data-field">
          <dt>{t('pass.endsAt')}</dt>
          <dd>
            <time dateTime={pass.endsAt}>{formatDate(pass.endsAt)}</time>
          </dd>
        </div>
        <div className="data-field data-field--wide">
          <dt>{t('pass.locations')}</dt>
          <dd>
            {pass.peers.length > 0 ? (
              <ul className="vpn-chips">
                {pass.peers.map((peer) => (
                  <li key={peer.location.code}>{locationName(peer.location)}</li>
                ))}
              </ul>
            ) : (
              <span className="vpn-muted">{pass.status === 'ended' ? t('pass.endedNoPeers') : t('pass.noPeers')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
