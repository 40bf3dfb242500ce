import { useErrorText } from '../../../components/data/call-failure';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Summary } from '../api';
import { isDiscountCode } from '../discount-codes';
import { useMoney } from '../hooks/use-payment-format';

/** Codes are case-insensitive; the server keeps them upper case (SummaryDto). */
export const normalizeDiscountCode = (value: string) => value.trim().toUpperCase();

/** Longest code the server takes. */
const CODE_MAX_LENGTH = 40;

interface DiscountCodeProps {
  /** The code the summary was asked with. */
  applied: string | undefined;
  /** The summary of that code (or the previous one while it loads). */
  summary: Summary | undefined;
  /** A summary is on its way. */
  busy: boolean;
  onApply: (code: string | undefined) => void;
}

/**
 * The discount-code field of a checkout: Apply asks for the summary again with the code, which
 * answers the discount or why the code does not count. Enter in the field applies it (it does not pay).
 */
export function DiscountCode({ applied, summary, busy, onApply }: DiscountCodeProps) {
  const { t } = useTranslation('payment');
  const errorText = useErrorText('payment');
  const id = useId();
  const money = useMoney();
  const [value, setValue] = useState(applied ?? '');
  const typed = normalizeDiscountCode(value);
  const showsApplied = applied !== undefined && typed === applied;
  const answered = showsApplied && !busy && summary !== undefined;
  const refusal = answered && isDiscountCode(summary.reason) ? summary.reason : undefined;
  const saved =
    answered && !refusal && summary.discountValue > 0 ? money(summary.discountValue, summary.currency) : undefined;

  function apply() {
    if (busy || !typed) return;
    onApply(typed);
  }

  function remove() {
    setValue('');
    onApply(undefined);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Inside the checkout form Enter would pay: here it applies the code.
    event.preventDefault();
    apply();
  }

  return (
    <div className="pay-code">
      <label htmlFor={`${id}-code`} className="pay-label">
        {t('checkout.codeLabel')}
        <span className="pay-optional"> {t('checkout.optional')}</span>
      </label>
      <div className="pay-code__row">
        <input
          id={`${id}-code`}
          name="discountCode"
          className="data-input pay-code__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_MAX_LENGTH}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        {showsApplied ? (
          <button type="button" className="data-button" onClick={remove} disabled={busy}>
            {t('checkout.removeCode')}
          </button>
        ) : (
          <button type="button" className="data-button" onClick={apply} disabled={busy || !typed}>
            {t('checkout.apply')}
          </button>
        )}
      </div>
      <p
        id={`${id}-status`}
        className={refusal ? 'pay-field-error' : 'pay-muted'}
        aria-live="polite"
        data-testid="discount-status"
      >
        {showsApplied && busy ? t('checkout.checkingCode') : null}
        {refusal ? errorText.ofCode(refusal) : null}
        {saved ? t('checkout.codeApplied', { code: applied ?? '', amount: saved }) : null}
      </p>
    </div>
  );
}
