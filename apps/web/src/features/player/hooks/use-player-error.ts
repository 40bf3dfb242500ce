import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast, type ApiErrorOutcome } from '../../../components/data/call-failure';
import { playerKeys, type DeviceTarget } from '../api';
import { playerErrorText } from '../error-messages';

/**
 * Shows a failed player call as a toast in the player's words. When the call named its device by a
 * code that has since expired, the page's device query is refreshed so the page says so too.
 */
export function usePlayerError(target?: DeviceTarget) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const textOf = useMemo(() => playerErrorText(t), [t]);
  const toastError = useApiErrorToast(textOf);
  const otp = target && 'otp' in target ? target.otp : undefined;
  return useCallback(
    (error: unknown): ApiErrorOutcome => {
      const outcome = toastError(error);
      if (otp && outcome.code === 'OTP_INVALID') void queryClient.invalidateQueries({ queryKey: playerKeys.fromOtp(otp) });
      return outcome;
    },
    [toastError, otp, queryClient],
  );
}
