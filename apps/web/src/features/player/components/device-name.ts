import type { TFunction } from 'i18next';
import type { PlayerDevice } from '../api';

/** What to call a device: its owner's name for it, else its model, else "<platform> device". */
export function deviceName(
  device: Pick<PlayerDevice, 'description' | 'model' | 'platform'>,
  t: TFunction<'player'>,
): string {
  return (
    device.description?.trim() ||
    device.model?.trim() ||
    t('device.unnamed', { platform: t(`platforms.${device.platform}`) })
  );
}
