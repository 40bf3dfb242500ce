import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldControl } from '../../../components/forms/field-shell';
import { rulesResolver } from '../../../components/forms/rules-resolver';
import { useAdminT, type AdminT } from '../use-admin-texts';
import { centsOf, isCountry, isCurrency, type AdminProduct, type PriceList } from './api';
import { CATALOGUE_FIELD } from './catalogue-field';
import { useCatalogueChange } from './use-catalogue-change';

type Field = 'product' | 'country' | 'currency' | 'amount';
type Problems = Partial<Record<Field, string>>;

interface Draft {
  productId: string;
  country: string;
  currency: string;
  amount: string;
}

/** The server's rules (prices.dto.ts, prices.rules.ts), in the page's words. */
export function priceProblems(draft: Draft, priceLists: PriceList[], t: AdminT): Problems {
  const problems: Problems = {};
  const country = draft.country.trim().toUpperCase();
  const currency = draft.currency.trim().toUpperCase();
  if (!draft.productId) problems.product = t('catalogue.form.productRequired');
  if (country !== 'DEFAULT' && !isCountry(country)) problems.country = t('catalogue.form.badCountry');
  if (!isCurrency(currency)) problems.currency = t('catalogue.form.badCurrency');
  const list = priceLists.find((l) => l.country === country);
  if (list && !problems.currency && list.currency !== currency)
    problems.currency = t('catalogue.form.listCurrency', { list: country, currency: list.currency });
  if (centsOf(draft.amount) === null) problems.amount = t('catalogue.badAmount');
  return problems;
}

const EMPTY: Draft = { productId: '', country: '', currency: '', amount: '' };

/** A price in a list, or the first price of a new country's list (its currency is the list's from then on). */
export function NewPriceForm({ products, priceLists }: { products: AdminProduct[]; priceLists: PriceList[] }) {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const resolver = useMemo(
    () =>
      rulesResolver<Draft>((draft) => {
        const { product, ...rest } = priceProblems(draft, priceLists, t);
        return { productId: product, ...rest };
      }),
    [priceLists, t],
  );
  const form = useForm<Draft>({ resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (draft) => {
    if (pending) return;
    try {
      await send({
        prices: [
          {
            productId: draft.productId,
            country: draft.country.trim().toUpperCase(),
            currency: draft.currency.trim().toUpperCase(),
            amountCents: centsOf(draft.amount) as number,
          },
        ],
      });
      alert.succeed();
      form.reset(EMPTY);
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  });

  const field = (name: keyof Draft, label: string, control: (props: FieldControl) => ReactNode) => (
    <FieldShell id={`${id}-${name}`} look={CATALOGUE_FIELD} label={label} error={errors[name]?.message}>
      {control}
    </FieldShell>
  );

  return (
    <form
      className="admin-form catalogue-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="new-price"
    >
      <h3 id={`${id}-title`}>{t('catalogue.form.title')}</h3>
      <p className="admin-muted">{t('catalogue.form.hint')}</p>
      {field('productId', t('catalogue.product'), (control) => (
        <select {...control} className="data-input" {...form.register('productId')}>
          <option value="">{t('catalogue.form.chooseProduct')}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      ))}
      {field('country', t('catalogue.form.country'), (control) => (
        <input
          {...control}
          className="data-input"
          maxLength={7}
          autoCapitalize="characters"
          placeholder="PL"
          {...form.register('country', {
            // A known list's currency comes with its country.
            onChange: (event: { target: { value: string } }) => {
              const list = priceLists.find((l) => l.country === event.target.value.trim().toUpperCase());
              if (list) form.setValue('currency', list.currency);
            },
            deps: ['currency'],
          })}
        />
      ))}
      {field('currency', t('catalogue.form.currency'), (control) => (
        <input
          {...control}
          className="data-input"
          maxLength={3}
          autoCapitalize="characters"
          placeholder="PLN"
          {...form.register('currency')}
        />
      ))}
      {field('amount', t('catalogue.form.amount'), (control) => (
        <input
          {...control}
          className="data-input"
          inputMode="decimal"
          maxLength={14}
          placeholder="19.99"
          {...form.register('amount')}
        />
      ))}
      <FormAlert alert={alert} />
      <div className="data-page__actions">
        <button
          type="submit"
          className="data-button data-button--primary"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t('catalogue.form.save')}
        </button>
      </div>
    </form>
  );
}
