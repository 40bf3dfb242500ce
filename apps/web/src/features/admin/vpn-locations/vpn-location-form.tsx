import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { rulesResolver } from '../../../components/forms/rules-resolver';
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
  type LocationProblem,
  type VpnLocation,
} from './api';

const LOOK: FieldLook = { field: 'vpn-admin-field', hint: 'admin-muted', error: 'vpn-admin-problem' };

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
  const resolver = useMemo(() => rulesResolver<LocationDraft>((draft) => locationProblems(draft, codes)), [codes]);
  const form = useForm<LocationDraft>({ resolver, defaultValues: draftOf(location) });
  const { errors } = form.formState;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
      // Marked, not worded: the form's alert says why.
      for (const name of refusedFields(error)) form.setError(name, { type: 'server' });
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  const submit = form.handleSubmit((draft) => {
    if (!save.isPending) save.mutate(draft);
  });

  const field = (name: LocationField, input: { label: string; hint?: string; wide?: boolean; disabled?: boolean }) => {
    const problem = errors[name]?.message as LocationProblem | undefined;
    return (
      <FieldShell
        key={name}
        id={`${id}-${name}`}
        look={LOOK}
        className={input.wide ? 'vpn-admin-wide' : undefined}
        label={input.label}
        hint={input.hint}
        error={problem ? t(`vpnLocations.problems.${problem}`) : undefined}
        invalid={Boolean(errors[name])}
      >
        {(control) =>
          name === 'country' ? (
            <select {...control} className="data-input" disabled={input.disabled} {...form.register(name)}>
              <option value="">{t('vpnLocations.chooseCountry')}</option>
              {countries.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...control}
              className="data-input"
              disabled={input.disabled}
              inputMode={name === 'port' || name === 'sortOrder' ? 'numeric' : undefined}
              spellCheck={false}
              autoCapitalize="off"
              maxLength={name === 'city' ? 60 : 253}
              {...form.register(name)}
            />
          )
        }
      </FieldShell>
    );
  };

  return (
    <form
      className="vpn-admin-form"
      noValidate
      onSubmit={(event) => void submit(event)}
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
        <input type="checkbox" {...form.register('active')} />
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
