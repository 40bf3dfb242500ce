import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/use-language';
import { isApiError } from '../../../lib/api';
import { countryOptions } from '../../account/countries';
import { useAdminT } from '../use-admin-texts';
import {
  bodyOf,
  createVpnLocation,
  draftOf,
  locationProblems,
  updateVpnLocation,
  vpnLocationKeys,
  type LocationDraft,
  type LocationField,
  type VpnLocation,
} from './api';

/** The fields the server named as refused (VALIDATION_FAILED), or the subnet for its 409s. */
function refusedFields(error: unknown): LocationField[] {
  if (!isApiError(error)) return [];
  if (error.code === 'VPN_LOCATION_SUBNET_OVERLAP' || error.code === 'VPN_LOCATION_SUBNET_IN_USE') return ['subnet'];
  if (error.code === 'VPN_LOCATION_CODE_TAKEN') return ['code'];
  return Object.keys(error.body?.fields ?? {}) as LocationField[];
}

/** A location's editor: a new one (with its code), or one to change (its code stays). */
export function VpnLocationForm({ location, onDone }: { location: VpnLocation | null; onDone: () => void }) {
  const t = useAdminT();
  const id = useId();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const countries = useMemo(() => countryOptions(language), [language]);
  const codes = useMemo(() => new Set(countries.map((c) => c.value)), [countries]);
  const [draft, setDraft] = useState<LocationDraft>(() => draftOf(location));
  const [sent, setSent] = useState(false);
  const [refused, setRefused] = useState<LocationField[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const problems = locationProblems(draft, codes);
  // Its peers' addresses are in it: the server refuses another subnet (VPN_LOCATION_SUBNET_IN_USE).
  const subnetFixed = location !== null && location.peers > 0;

  const save = useMutation({
    mutationFn: (body: LocationDraft) =>
      location
        ? updateVpnLocation({ ...bodyOf(body), id: location.id })
        : createVpnLocation({ ...bodyOf(body), code: body.code.trim().toLowerCase() }),
    onSuccess: () => {
      alert.succeed();
      toast.success(t('vpnLocations.saved'));
      void queryClient.invalidateQueries({ queryKey: vpnLocationKeys.all });
      onDone();
    },
    onError: (error) => {
      setRefused(refusedFields(error));
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  const set = (field: keyof LocationDraft, value: string | boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefused((current) => current.filter((f) => f !== field));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    save.mutate(draft);
  }

  const field = (name: LocationField, input: { label: string; hint?: string; wide?: boolean; disabled?: boolean }) => {
    const problem = sent ? problems[name] : undefined;
    const invalid = Boolean(problem) || refused.includes(name);
    const describedBy = problem || input.hint ? `${id}-${name}-note` : undefined;
    const props = {
      id: `${id}-${name}`,
      className: 'data-input',
      value: draft[name],
      disabled: input.disabled,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': describedBy,
    } as const;
    return (
      <div className={input.wide ? 'vpn-admin-field vpn-admin-wide' : 'vpn-admin-field'} key={name}>
        <label htmlFor={props.id}>{input.label}</label>
        {name === 'country' ? (
          <select {...props} onChange={(event) => set(name, event.target.value)}>
            <option value="">{t('vpnLocations.chooseCountry')}</option>
            {countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...props}
            inputMode={name === 'port' || name === 'sortOrder' ? 'numeric' : undefined}
            spellCheck={false}
            autoCapitalize="off"
            maxLength={name === 'city' ? 60 : 253}
            onChange={(event) => set(name, event.target.value)}
          />
        )}
        {describedBy ? (
          <span id={describedBy} className={problem ? 'vpn-admin-problem' : 'admin-muted'}>
            {problem ? t(`vpnLocations.problems.${problem}`) : input.hint}
          </span>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="vpn-admin-form"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="vpn-location-form"
    >
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="vpn-admin-wide">
        {location ? t('vpnLocations.editTitle', { code: location.code }) : t('vpnLocations.newTitle')}
      </h2>
      {location ? null : field('code', { label: t('vpnLocations.code'), hint: t('vpnLocations.codeHint') })}
      {field('city', { label: t('vpnLocations.city') })}
      {field('country', { label: t('vpnLocations.country') })}
      {field('host', { label: t('vpnLocations.host') })}
      {field('port', { label: t('vpnLocations.port') })}
      {field('publicKey', { label: t('vpnLocations.publicKey'), hint: t('vpnLocations.publicKeyHint'), wide: true })}
      {field('subnet', {
        label: t('vpnLocations.subnet'),
        hint: subnetFixed ? t('vpnLocations.subnetFixed') : t('vpnLocations.subnetHint'),
        disabled: subnetFixed,
      })}
      {field('dns', { label: t('vpnLocations.dns'), hint: t('vpnLocations.dnsHint') })}
      {field('sortOrder', { label: t('vpnLocations.sortOrder') })}
      <label className="vpn-admin-wide vpn-admin-check">
        <input type="checkbox" checked={draft.active} onChange={(event) => set('active', event.target.checked)} />
        {t('vpnLocations.activeLabel')}
      </label>
      <div className="vpn-admin-wide">
        <FormAlert alert={alert} />
      </div>
      <div className="vpn-admin-actions vpn-admin-wide">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {t('vpnLocations.save')}
        </button>
        <button type="button" className="data-button" onClick={onDone} disabled={save.isPending}>
          {t('vpnLocations.cancel')}
        </button>
      </div>
    </form>
  );
}
