import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isDeviceCode, normalizeDeviceCode } from '../device-code';
import { DeviceCodeForm, type DeviceCodeTarget } from './device-code-form';
import { Icon } from './icon';

/**
 * The code from the address bar, large and readable, or, when it cannot be a device code, an
 * explanation and the form to type it again.
 */
export function DeviceCodeSummary({ otp, target }: { otp: string; target: DeviceCodeTarget }) {
  const { t } = useTranslation('shop');
  const code = normalizeDeviceCode(otp);

  if (!isDeviceCode(code)) {
    return (
      <div className="shop-device" data-testid="device-code-invalid">
        <div className="shop-notice shop-notice--error" role="alert">
          <p>{t('code.invalidParam', { code: otp })}</p>
        </div>
        <DeviceCodeForm target={target} />
      </div>
    );
  }

  return (
    <div className="shop-device">
      <p className="shop-device__code">
        <Icon name="tv" />
        <span className="shop-device__label">{t('code.shownCode')}</span>
        <strong data-testid="device-code">{code}</strong>
      </p>
      <p className="shop-device__note">{t('device.expiredText')}</p>
      {target === 'activate' ? (
        <Link to="/player/active-licence">{t('code.tryAnother')}</Link>
      ) : (
        <Link to="/player/otp">{t('code.tryAnother')}</Link>
      )}
    </div>
  );
}
