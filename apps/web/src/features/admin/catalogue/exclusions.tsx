import { useId, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { useCountryName } from '../../../i18n/use-formatters';
import { useAdminT } from '../use-admin-texts';
import { isCountry, type CatalogueTables, type ProductTypeName } from './api';
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

function AddExclusion() {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const [country, setCountry] = useState('');
  const [productType, setProductType] = useState<ProductTypeName>('SHIP');
  const [tried, setTried] = useState(false);
  const code = country.trim().toUpperCase();
  const problem = code === 'DEFAULT' || isCountry(code) ? null : t('catalogue.form.badCountry');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || pending) return;
    try {
      await send({ addExclusions: [{ country: code, productType }] });
      alert.succeed();
      setTried(false);
      setCountry('');
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  }

  return (
    <form
      className="admin-toolbar"
      noValidate
      onSubmit={(e) => void submit(e)}
      onInput={alert.clear}
      data-testid="add-exclusion"
    >
      <div className="catalogue-field">
        <label htmlFor={`${id}-country`}>{t('catalogue.form.country')}</label>
        <input
          id={`${id}-country`}
          className="data-input"
          value={country}
          maxLength={7}
          placeholder="RU"
          aria-invalid={tried && problem ? true : undefined}
          aria-describedby={tried && problem ? `${id}-problem` : undefined}
          onChange={(e) => setCountry(e.target.value)}
        />
        {tried && problem ? (
          <span id={`${id}-problem`} className="catalogue-problem">
            {problem}
          </span>
        ) : null}
      </div>
      <label htmlFor={`${id}-type`}>
        {t('catalogue.type')}
        <select
          id={`${id}-type`}
          className="data-input"
          value={productType}
          onChange={(e) => setProductType(e.target.value as ProductTypeName)}
        >
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
