import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell } from '../../../components/forms/field-shell';
import { rulesResolver } from '../../../components/forms/rules-resolver';
import { useCountryName } from '../../../i18n/use-formatters';
import { useAdminT } from '../use-admin-texts';
import { isCountry, type CatalogueTables, type ProductTypeName } from './api';
import { CATALOGUE_FIELD } from './catalogue-field';
import { useCatalogueChange } from './use-catalogue-change';

type Exclusion = CatalogueTables['exclusions'][number];

const TYPES: readonly ProductTypeName[] = ['VIDEO-PLAYER', 'VPN-PASS', 'COUPON', 'VPN-BOX-HW', 'SHIP'];

/** Product types a country may not buy: listed, taken back (confirmed) and added. */
export function Exclusions({ exclusions }: { exclusions: Exclusion[] }) {
  const t = useAdminT();
  const countryName = useCountryName();
  const { send, pending } = useCatalogueChange();
  const [removing, setRemoving] = useState<Exclusion | null>(null);
  const named = (e: Exclusion) => ({
    country: e.country === 'DEFAULT' ? t('catalogue.defaultList') : `${countryName(e.country)} (${e.country})`,
    type: t(`catalogue.types.${e.productType}`),
  });
  return (
    <>
      {exclusions.length === 0 ? (
        <p className="admin-muted">{t('catalogue.exclusions.none')}</p>
      ) : (
        <ul className="catalogue-chips" data-testid="exclusions">
          {exclusions.map((e) => (
            <li key={`${e.country} ${e.productType}`}>
              <span>{t('catalogue.exclusions.item', named(e))}</span>
              <button
                type="button"
                className="data-button data-button--small"
                disabled={pending}
                aria-label={t('catalogue.exclusions.removeLabel', named(e))}
                onClick={() => setRemoving(e)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('catalogue.exclusions.removeTitle')}
        confirmLabel={t('catalogue.exclusions.remove')}
        pending={pending}
        onConfirm={() =>
          void send({ removeExclusions: [removing as Exclusion] })
            .then(() => setRemoving(null))
            .catch(() => undefined)
        }
        onCancel={() => setRemoving(null)}
      >
        {removing ? t('catalogue.exclusions.removeText', named(removing)) : null}
      </ConfirmDialog>
      <AddExclusion />
    </>
  );
}

interface NewExclusion {
  country: string;
  productType: ProductTypeName;
}

function AddExclusion() {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const resolver = useMemo(
    () =>
      rulesResolver<NewExclusion>(
        ({ country }) => {
          const code = country.trim().toUpperCase();
          return { country: code === 'DEFAULT' || isCountry(code) ? undefined : t('catalogue.form.badCountry') };
        },
        ({ country, productType }) => ({ country: country.trim().toUpperCase(), productType }),
      ),
    [t],
  );
  const form = useForm<NewExclusion>({ resolver, defaultValues: { country: '', productType: 'SHIP' } });

  const submit = form.handleSubmit(async (exclusion) => {
    if (pending) return;
    try {
      await send({ addExclusions: [exclusion] });
      alert.succeed();
      form.reset({ country: '', productType: exclusion.productType });
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  });

  return (
    <form
      className="admin-toolbar"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={alert.clear}
      data-testid="add-exclusion"
    >
      <FieldShell
        id={`${id}-country`}
        look={CATALOGUE_FIELD}
        label={t('catalogue.form.country')}
        error={form.formState.errors.country?.message}
      >
        {(control) => (
          <input {...control} className="data-input" maxLength={7} placeholder="RU" {...form.register('country')} />
        )}
      </FieldShell>
      <label htmlFor={`${id}-type`}>
        {t('catalogue.type')}
        <select id={`${id}-type`} className="data-input" {...form.register('productType')}>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`catalogue.types.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="data-button data-button--primary" disabled={pending}>
        {t('catalogue.exclusions.add')}
      </button>
      <FormAlert alert={alert} />
    </form>
  );
}
