import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormatter, useDurationLabel } from '../../../i18n/use-formatters';
import type { Summary } from '../api';
import { useMoney } from '../hooks/use-payment-format';

interface AutoRenewChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The summary's terms once asked with autoRenew (null while not asked, or refused). */
  recurring: Summary['recurring'] | null | undefined;
  currency: string | undefined;
  disabled?: boolean;
}

/**
 * "Renew automatically" at the checkout of a pass or a box: checked, the summary says what each
 * renewal will bill and when the first does; the pass or box then renews until cancelled.
 */
export function AutoRenewChoice({ checked, onChange, recurring, currency, disabled }: AutoRenewChoiceProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const money = useMoney();
  const date = useDateFormatter();
  const duration = useDurationLabel();
  return (
    <div className="pay-auto-renew">
      <label className="pay-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-terms`}
          onChange={(event) => onChange(event.target.checked)}
          data-testid="auto-renew"
        />
        <span>{t('autoRenew.label')}</span>
      </label>
      <p id={`${id}-terms`} className="pay-muted" data-testid="auto-renew-terms">
        {checked && recurring && currency
          ? t('autoRenew.terms', {
              amount: money(recurring.amount, currency),
              duration: duration(recurring.durationMonths),
              date: recurring.renewsOn ? date(recurring.renewsOn) : '',
            })
          : t('autoRenew.hint')}
      </p>
    </div>
  );
}
