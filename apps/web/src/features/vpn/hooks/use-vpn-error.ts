import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorToast } from '../../../components/data/call-failure';
import { vpnErrorText } from '../error-messages';

/** Toasts a failed VPN call: the VPN text of its code, else the shared generic one. */
export function useVpnErrorToast() {
  const { t } = useTranslation('vpn');
  const textOf = useMemo(() => vpnErrorText(t), [t]);
  return useApiErrorToast(textOf);
}
