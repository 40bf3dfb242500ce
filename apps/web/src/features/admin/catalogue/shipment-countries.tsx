import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { useAdminT } from '../use-admin-texts';
import { isCountry, type CatalogueTables } from './api';
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

function AddShipmentCountry() {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const [code, setCode] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const upper = code.trim().toUpperCase();
  const problems = {
    code: isCountry(upper) ? null : t('catalogue.form.badCountry'),
    description: description.trim() ? null : t('catalogue.shipping.descriptionRequired'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problems.code || problems.description || pending) return;
    try {
      await send({ addShipmentCountries: [{ code: upper, description: description.trim() }] });
      alert.succeed();
      setTried(false);
      setCode('');
      setDescription('');
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  }

  const problem = (name: 'code' | 'description') =>
    tried && problems[name] ? (
      <span id={`${id}-${name}-problem`} className="catalogue-problem">
        {problems[name]}
      </span>
    ) : null;
  const marks = (name: 'code' | 'description') =>
    tried && problems[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-problem` } : {};

  return (
    <form
      className="admin-toolbar"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={alert.clear}
      data-testid="add-shipment-country"
    >
      <div className="catalogue-field">
        <label htmlFor={`${id}-code`}>{t('catalogue.form.country')}</label>
        <input
          id={`${id}-code`}
          className="data-input"
          value={code}
          maxLength={2}
          placeholder="MT"
          onChange={(e) => setCode(e.target.value)}
          {...marks('code')}
        />
        {problem('code')}
      </div>
      <div className="catalogue-field">
        <label htmlFor={`${id}-description`}>{t('catalogue.shipping.description')}</label>
        <input
          id={`${id}-description`}
          className="data-input"
          value={description}
          maxLength={80}
          placeholder="Malta"
          onChange={(e) => setDescription(e.target.value)}
          {...marks('description')}
        />
        {problem('description')}
      </div>
      <button type="submit" className="data-button data-button--primary" disabled={pending}>
        {t('catalogue.shipping.add')}
      </button>
      <FormAlert alert={alert} />
    </form>
  );
}
