import { PLAYER_ERROR_VALUES } from '../player-rules';
import { useErrorText } from '../../../components/data/call-failure';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { isApiError } from '../../../lib/api';
import { DeviceCodeSummary } from '../../shop/components/device-code-summary';
import { isDeviceCode, normalizeDeviceCode } from '../../shop/device-code';
import { deviceFromOtpQueryOptions, type DeviceFromOtp } from '../api';

interface OtpDeviceGateProps {
  /** The code from the address, as typed. */
  otp: string;
  /** Where "enter another code" leads. */
  target: 'manage' | 'activate';
  children: (answer: DeviceFromOtp, code: string) => ReactNode;
}

/**
 * The device showing the code in the address: the code itself, then loading, "unknown or
 * expired" (with the way back to the code form), another failure (with retry), or the page.
 */
export function OtpDeviceGate({ otp, target, children }: OtpDeviceGateProps) {
  const code = normalizeDeviceCode(otp);
  if (!isDeviceCode(code)) return <DeviceCodeSummary otp={otp} target={target} />;
  return (
    <KnownShapeGate code={code} target={target}>
      {children}
    </KnownShapeGate>
  );
}

function KnownShapeGate({
  code,
  target,
  children,
}: {
  code: string;
  target: OtpDeviceGateProps['target'];
  children: OtpDeviceGateProps['children'];
}) {
  const { t } = useTranslation('player');
  const errorText = useErrorText('player', PLAYER_ERROR_VALUES).messageOf;
  const query = useQuery(deviceFromOtpQueryOptions(code));
  const formPath = target === 'activate' ? '/player/active-licence' : '/player/otp';

  return (
    <>
      <p className="player-code-banner">
        <span>{t('code.shown')}</span> <strong data-testid="device-code">{code}</strong>
        <Link to={formPath} className="player-code-banner__link">
          {t('code.another')}
        </Link>
      </p>
      {query.isPending ? <LoadingState label={t('code.looking')} /> : null}
      {query.isError ? (
        isApiError(query.error) && query.error.code === 'OTP_INVALID' ? (
          <ErrorState message={t('code.expired')}>
            <p>
              <Link to={formPath} className="data-button data-button--primary">
                {t('code.enterAgain')}
              </Link>
            </p>
          </ErrorState>
        ) : (
          <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
        )
      ) : null}
      {query.data && !query.isError ? children(query.data, code) : null}
    </>
  );
}
