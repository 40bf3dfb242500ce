import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldControl } from '../../../components/forms/field-shell';
import { rulesResolver } from '../../../components/forms/rules-resolver';
import { useAdminT } from '../use-admin-texts';
import { isCountry, type CatalogueTables } from './api';
import { CATALOGUE_FIELD } from './catalogue-field';
import { useCatalogueChange } from './use-catalogue-change';

type ShipmentCountry = CatalogueTables['shipmentCountries'][number];

/** Where boxes are shipped: listed, taken off (confirmed), added or renamed (adding a known code renames it). */
export function ShipmentCountries({ countries }: { countries: ShipmentCountry[] }) {
  const t = useAdminT();
  const { send, pending } = useCatalogueChange();
  const [removing, setRemoving] = useState<ShipmentCountry | null>(null);
  return (
    <>
      <ul className="catalogue-chips" data-testid="shipment-countries">
        {countries.map((c) => (
          <li key={c.code}>
            <span>
              {c.description} ({c.code})
            </span>
            <button
              type="button"
              className="data-button data-button--small"
              disabled={pending}
              aria-label={t('catalogue.shipping.removeLabel', { country: c.description })}
              onClick={() => setRemoving(c)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        title={t('catalogue.shipping.removeTitle', { country: removing?.description ?? '' })}
        confirmLabel={t('catalogue.shipping.remove')}
        danger
        pending={pending}
        onConfirm={() =>
          void send({ removeShipmentCountries: [removing?.code as string] })
            .then(() => setRemoving(null))
            .catch(() => undefined)
        }
        onCancel={() => setRemoving(null)}
      >
        {t('catalogue.shipping.removeText')}
      </ConfirmDialog>
      <AddShipmentCountry />
    </>
  );
}

interface NewShipmentCountry {
  code: string;
  description: string;
}

function AddShipmentCountry() {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const resolver = useMemo(
    () =>
      rulesResolver<NewShipmentCountry>(
        ({ code, description }) => ({
          code: isCountry(code.trim().toUpperCase()) ? undefined : t('catalogue.form.badCountry'),
          description: description.trim() ? undefined : t('catalogue.shipping.descriptionRequired'),
        }),
        ({ code, description }) => ({ code: code.trim().toUpperCase(), description: description.trim() }),
      ),
    [t],
  );
  const form = useForm<NewShipmentCountry>({ resolver, defaultValues: { code: '', description: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (country) => {
    if (pending) return;
    try {
      await send({ addShipmentCountries: [country] });
      alert.succeed();
      form.reset();
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  });

  const field = (name: keyof NewShipmentCountry, label: string, control: (props: FieldControl) => ReactNode) => (
    <FieldShell id={`${id}-${name}`} look={CATALOGUE_FIELD} label={label} error={errors[name]?.message}>
      {control}
    </FieldShell>
  );

  return (
    <form
      className="admin-toolbar"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={alert.clear}
      data-testid="add-shipment-country"
    >
      {field('code', t('catalogue.form.country'), (control) => (
        <input {...control} className="data-input" maxLength={2} placeholder="MT" {...form.register('code')} />
      ))}
      {field('description', t('catalogue.shipping.description'), (control) => (
        <input
          {...control}
          className="data-input"
          maxLength={80}
          placeholder="Malta"
          {...form.register('description')}
        />
      ))}
      <button type="submit" className="data-button data-button--primary" disabled={pending}>
        {t('catalogue.shipping.add')}
      </button>
      <FormAlert alert={alert} />
    </form>
  );
}
