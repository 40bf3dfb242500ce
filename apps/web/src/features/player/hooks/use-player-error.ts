import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiErrorToast, type ApiErrorOutcome } from '../../../components/data/call-failure';
import { playerKeys, type DeviceTarget } from '../api';
import { PLAYER_ERROR_VALUES } from '../player-rules';

/**
 * Shows a failed player call as a toast in the player's words. When the call named its device by a
 * code that has since expired, the page's device query is refreshed so the page says so too.
 */
export function usePlayerError(target?: DeviceTarget) {
  const queryClient = useQueryClient();
  const toastError = useApiErrorToast('player', PLAYER_ERROR_VALUES);
  const otp = target && 'otp' in target ? target.otp : undefined;
  return useCallback(
    (error: unknown): ApiErrorOutcome => {
      const outcome = toastError(error);
      if (otp && outcome.code === 'OTP_INVALID')
        void queryClient.invalidateQueries({ queryKey: playerKeys.fromOtp(otp) });
      return outcome;
    },
    [toastError, otp, queryClient],
  );
}
