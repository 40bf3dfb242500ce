import type { ErrorCode } from '@shop/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { FormAlert, useFormAlert, useApiErrorToast, useErrorText } from '../../../components/data/call-failure';
import { isApiError } from '../../../lib/api';
import {
  paymentKeys,
  providersQueryOptions,
  retryServerTrouble,
  type PayAnswer,
  type Provider,
  type Summary,
} from '../api';
import { browserLocation } from '../browser';
import { isDiscountCode } from '../discount-codes';
import { useMoney } from '../hooks/use-payment-format';
import { AutoRenewChoice } from './auto-renew-choice';
import { DiscountCode } from './discount-code';
import { PriceBreakdown } from './price-breakdown';
import { ProviderChoice } from './provider-choice';
import '../payment.css';

/**
 * One way to check out: signed in (Summary, Pay), by device code (SummaryWithOtp,
 * Video-Player-WithOtp) or registering on the way (SummaryAndRegister, PayAndRegister).
 */
export interface CheckoutFlow {
  /** What is priced (products, quantities, address, country): a new key asks for a new summary. */
  key: readonly unknown[];
  /** False while something is missing (no address chosen): no summary is asked for. */
  ready?: boolean;
  /** A pass or a box bought signed in: the buyer may ask for automatic renewal. */
  renewable?: boolean;
  /** "Renew automatically" comes ticked (the card's link of that name). */
  autoRenewTicked?: boolean;
  summary: (code: string | undefined, signal: AbortSignal, autoRenew?: boolean) => Promise<Summary>;
  /** Creates the order; undefined when the flow stopped before (its own form is not valid yet). */
  pay: (choice: {
    code: string | undefined;
    provider: Provider;
    autoRenew?: boolean;
  }) => Promise<PayAnswer | undefined>;
}

interface CheckoutPanelProps {
  flow: CheckoutFlow;
  /** The panel's heading; "Checkout" unless given. */
  title?: string;
  /** h3 inside a page section that has its own h2. */
  headingLevel?: 2 | 3;
  /** Fields the flow needs before paying (e-mail, registration), between the prices and the payment method. */
  children?: ReactNode;
  /** Said instead of the prices while the flow is not ready ("Choose a shipping address"). */
  notReadyText?: string;
  /** Refusals that leave nothing to pay here (a device with a licence): said instead of the form. */
  blockingReasons?: readonly ErrorCode[];
}

/**
 * The cart-free checkout: the products and their prices from the server's summary, a discount
 * code, the payment method and Pay, which sends the browser to the provider's page. A summary
 * that cannot be bought says why, and Pay waits.
 */
export function CheckoutPanel({
  flow,
  title,
  headingLevel = 2,
  children,
  notReadyText,
  blockingReasons = [],
}: CheckoutPanelProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const errorTexts = useErrorText('payment');
  const errorText = errorTexts.messageOf;
  const showError = useApiErrorToast('payment');
  const alert = useFormAlert();
  const [code, setCode] = useState<string | undefined>(undefined);
  const [chosenProvider, setChosenProvider] = useState<Provider | undefined>(undefined);
  const [paying, setPaying] = useState(false);
  const [wantsRenewal, setWantsRenewal] = useState(flow.autoRenewTicked === true);
  const ready = flow.ready !== false;
  const providers = useQuery(providersQueryOptions());
  const offered = providers.data?.providers ?? [];
  const provider = chosenProvider && offered.includes(chosenProvider) ? chosenProvider : offered[0];
  // Offered where the chosen way to pay renews by itself (the sandbox, Stripe and PayPal when they do).
  const renewalOffered = Boolean(flow.renewable && provider && providers.data?.renewing.includes(provider));
  const autoRenew = renewalOffered && wantsRenewal;

  const summary = useQuery({
    queryKey: paymentKeys.summary([...flow.key, autoRenew], code),
    queryFn: ({ signal }) => flow.summary(code, signal, autoRenew),
    enabled: ready,
    retry: retryServerTrouble,
    // A new code or quantity keeps the last prices on screen (marked busy) until the new ones come.
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: false,
  });
  // Back from the provider's page with the browser's back button: the page may come from the cache as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPaying(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const data = summary.data;
  const fresh = data !== undefined && !summary.isPlaceholderData && !summary.isFetching;
  const reason = data && !data.productIsPurchasable ? data.reason : null;
  const canPay = ready && fresh && data.productIsPurchasable && provider !== undefined && !paying;

  async function onPay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canPay || !provider) return;
    setPaying(true);
    let answer: PayAnswer | undefined;
    try {
      answer = await flow.pay({ code, provider, autoRenew });
    } catch (error) {
      setPaying(false);
      const outcome = showError(error);
      alert.show({ text: outcome.message, toastId: outcome.toastId });
      // Refused (stock, price list, code used up meanwhile): the summary says how things are now.
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: paymentKeys.summary([...flow.key, autoRenew], code) });
      return;
    }
    if (!answer) {
      setPaying(false);
      return;
    }
    alert.succeed();
    // The button stays busy: the browser is on its way to the provider.
    browserLocation.assign(answer.payUrl);
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading = (
    <Heading id={`${id}-title`} className="pay-panel__title">
      {title ?? t('checkout.title')}
    </Heading>
  );

  if (reason && fresh && blockingReasons.includes(reason)) {
    return (
      <section className="pay-panel" aria-labelledby={`${id}-title`} data-testid="checkout-panel">
        {heading}
        <p className="pay-note" role="status" data-testid="checkout-blocked">
          {errorTexts.ofCode(reason) ?? t('checkout.notPurchasable')}
        </p>
      </section>
    );
  }

  return (
    <section className="pay-panel" aria-labelledby={`${id}-title`} data-testid="checkout-panel">
      {heading}
      <form className="pay-form" onSubmit={(event) => void onPay(event)} onInput={alert.clear} noValidate>
        {!ready ? (
          notReadyText ? (
            <p className="pay-muted">{notReadyText}</p>
          ) : null
        ) : summary.isPending ? (
          <LoadingState label={t('checkout.loading')} />
        ) : summary.isError && !data ? (
          <ErrorState
            message={`${t('checkout.loadFailed')} ${errorText(summary.error)}`}
            onRetry={() => void summary.refetch()}
          />
        ) : data ? (
          <div className="pay-prices" aria-busy={summary.isFetching || undefined}>
            <PriceBreakdown summary={data} />
            <DiscountCode applied={code} summary={data} busy={summary.isFetching} onApply={setCode} />
          </div>
        ) : null}
        {children}
        <ProviderChoice providers={providers} value={provider} onChange={setChosenProvider} disabled={paying} />
        {renewalOffered ? (
          <AutoRenewChoice
            checked={wantsRenewal}
            onChange={setWantsRenewal}
            recurring={fresh ? data.recurring : null}
            currency={data?.currency}
            disabled={paying}
          />
        ) : null}
        {reason && fresh ? (
          <p className="pay-refusal" role="alert" data-testid="checkout-refusal">
            {isDiscountCode(reason)
              ? t('checkout.fixCode')
              : (errorTexts.ofCode(reason) ?? t('checkout.notPurchasable'))}
          </p>
        ) : null}
        <FormAlert alert={alert} />
        <div className="pay-actions">
          <button
            type="submit"
            className="data-button data-button--primary pay-button"
            disabled={!canPay}
            aria-busy={paying || undefined}
            data-testid="pay-button"
          >
            {paying ? <span className="data-spinner" aria-hidden="true" /> : null}
            {paying
              ? t('checkout.paying')
              : data && fresh
                ? t('checkout.pay', { amount: money(data.finalPrice, data.currency) })
                : t('checkout.payPlain')}
          </button>
          <p className="pay-muted">{t('checkout.redirectNote')}</p>
        </div>
      </form>
    </section>
  );
}
