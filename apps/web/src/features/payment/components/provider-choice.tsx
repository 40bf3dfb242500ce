import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/data/list-states';
import type { Provider } from '../api';

interface ProviderChoiceProps {
  providers: UseQueryResult<{ providers: Provider[] }>;
  value: Provider | undefined;
  onChange: (provider: Provider) => void;
  disabled: boolean;
}

/** The payment providers enabled here as radio buttons, the default first; the sandbox says it charges nothing. */
export function ProviderChoice({ providers, value, onChange, disabled }: ProviderChoiceProps) {
  const { t } = useTranslation('payment');
  if (providers.isPending) {
    return (
      <p className="pay-muted" role="status">
        {t('checkout.providersLoading')}
      </p>
    );
  }
  if (providers.isError)
    return <ErrorState message={t('checkout.providersFailed')} onRetry={() => void providers.refetch()} />;
  if (providers.data.providers.length === 0) {
    return (
      <p className="pay-refusal" role="status">
        {t('checkout.noProviders')}
      </p>
    );
  }
  return (
    <fieldset className="pay-providers" disabled={disabled}>
      <legend className="pay-label">{t('checkout.providers')}</legend>
      {providers.data.providers.map((provider) => (
        <label
          key={provider}
          className={provider === 'sandbox' ? 'pay-option pay-option--test' : 'pay-option'}
          data-testid={`provider-${provider}`}
        >
          <input
            type="radio"
            name="provider"
            value={provider}
            checked={value === provider}
            onChange={() => onChange(provider)}
          />
          <span>{t(`checkout.provider.${provider}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
