import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError, useApiErrorToast } from '../../../components/data/call-failure';
import { paymentErrorText } from '../error-messages';

/** Toasts a failed payment call: the checkout's text of its code, else the shared generic one. */
export function usePaymentErrorToast() {
  const { t } = useTranslation('payment');
  const textOf = useMemo(() => paymentErrorText(t), [t]);
  return useApiErrorToast(textOf);
}

/** The text of a failure, for an error block on the page (no toast). */
export function usePaymentErrorText(): (error: unknown) => string {
  const { t } = useTranslation('payment');
  const { t: tc } = useTranslation();
  return useCallback((error: unknown) => describeApiError(error, paymentErrorText(t), tc).message, [t, tc]);
}
