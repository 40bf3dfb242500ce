import { useId, useState, type FormEvent } from 'react';
import { FormAlert, ShownFailure, useFormAlert } from '../../../components/data/call-failure';
import { useAdminT, type AdminT } from '../use-admin-texts';
import { centsOf, isCountry, isCurrency, type AdminProduct, type PriceList } from './api';
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

/** A price in a list, or the first price of a new country's list (its currency is the list's from then on). */
export function NewPriceForm({ products, priceLists }: { products: AdminProduct[]; priceLists: PriceList[] }) {
  const t = useAdminT();
  const id = useId();
  const alert = useFormAlert();
  const { send, pending } = useCatalogueChange();
  const [draft, setDraft] = useState<Draft>({ productId: '', country: '', currency: '', amount: '' });
  const [tried, setTried] = useState(false);
  const problems = priceProblems(draft, priceLists, t);
  const shown = tried ? problems : {};
  const edit = (change: Partial<Draft>) => {
    const next = { ...draft, ...change };
    // A known list's currency comes with its country.
    const list =
      change.country !== undefined && priceLists.find((l) => l.country === next.country.trim().toUpperCase());
    setDraft(list ? { ...next, currency: list.currency } : next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0 || pending) return;
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
      setTried(false);
      setDraft({ productId: '', country: '', currency: '', amount: '' });
    } catch (error) {
      if (error instanceof ShownFailure) alert.show(error.shown);
    }
  }

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    className: 'data-input',
    'aria-invalid': shown[name] ? true : undefined,
    'aria-describedby': shown[name] ? `${id}-${name}-problem` : undefined,
  });
  const problem = (name: Field) =>
    shown[name] ? (
      <span id={`${id}-${name}-problem`} className="catalogue-problem">
        {shown[name]}
      </span>
    ) : null;

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
      <div className="catalogue-field">
        <label htmlFor={`${id}-product`}>{t('catalogue.product')}</label>
        <select {...field('product')} value={draft.productId} onChange={(e) => edit({ productId: e.target.value })}>
          <option value="">{t('catalogue.form.chooseProduct')}</option>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
        {problem('product')}
      </div>
      <div className="catalogue-field">
        <label htmlFor={`${id}-country`}>{t('catalogue.form.country')}</label>
        <input
          {...field('country')}
          value={draft.country}
          maxLength={7}
          autoCapitalize="characters"
          placeholder="PL"
          onChange={(e) => edit({ country: e.target.value })}
        />
        {problem('country')}
      </div>
      <div className="catalogue-field">
        <label htmlFor={`${id}-currency`}>{t('catalogue.form.currency')}</label>
        <input
          {...field('currency')}
          value={draft.currency}
          maxLength={3}
          autoCapitalize="characters"
          placeholder="PLN"
          onChange={(e) => edit({ currency: e.target.value })}
        />
        {problem('currency')}
      </div>
      <div className="catalogue-field">
        <label htmlFor={`${id}-amount`}>{t('catalogue.form.amount')}</label>
        <input
          {...field('amount')}
          value={draft.amount}
          inputMode="decimal"
          maxLength={14}
          placeholder="19.99"
          onChange={(e) => edit({ amount: e.target.value })}
        />
        {problem('amount')}
      </div>
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
