import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineEdit } from '../../../components/data/inline-edit';
import { ShownFailure } from '../../../components/data/call-failure';
import { describeDevice, playerKeys, type PlayerDevice } from '../api';
import { usePlayerError } from '../hooks/use-player-error';
import { useDateFormatter, usePlatformName } from '../hooks/use-player-format';
import { licenceSource } from '../licence-state';
import type { DeviceTab } from '../search';
import { patchCachedDevice, replaceCachedDevice } from './device-cache';
import { DeviceFacts } from './device-facts';
import { deviceName } from './device-name';
import { DeviceTabs } from './device-tabs';
import { LicenceActions } from './licence-actions';
import { LicenceStatus } from './licence-status';
import { PassPicker } from './pass-picker';
import { PlaylistManager } from './playlist-manager';
import { UnpairButton } from './unpair-button';

/** The device name can be this long (the server's DESCRIPTION_MAX_LENGTH). */
const DESCRIPTION_MAX_LENGTH = 100;

interface DeviceItemProps {
  device: PlayerDevice;
  open: boolean;
  tab: DeviceTab;
  /** Take the focus once shown (the device just paired). */
  focus?: boolean;
  onToggle: () => void;
  onTab: (tab: DeviceTab) => void;
  onUnpaired: () => void;
}

/** One device of the accordion: its header (name, platform, licence) and, open, everything about it. */
export function DeviceItem({ device, open, tab, focus = false, onToggle, onTab, onUnpaired }: DeviceItemProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const header = useRef<HTMLButtonElement>(null);
  const platformName = usePlatformName();
  const name = deviceName(device, t);

  useEffect(() => {
    if (focus) header.current?.focus();
  }, [focus]);

  return (
    <li className={open ? 'player-device player-device--open' : 'player-device'} data-testid="device-item">
      <h3 className="player-device__heading">
        <button
          ref={header}
          type="button"
          id={`${id}-header`}
          className="player-device__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={onToggle}
        >
          <span className="player-device__name">{name}</span>
          <span className="player-device__meta">
            <span>{platformName(device.platform)}</span>
            <LicenceStatus device={device} />
            <span>{t('playlists.short', { count: device.playlistCount })}</span>
          </span>
          <span className="player-device__chevron" aria-hidden="true" />
        </button>
      </h3>
      {open ? (
        <div id={`${id}-panel`} role="region" aria-labelledby={`${id}-header`} className="player-device__panel">
          <DevicePanel device={device} tab={tab} onTab={onTab} onUnpaired={onUnpaired} name={name} />
        </div>
      ) : null}
    </li>
  );
}

function DevicePanel({
  device,
  tab,
  onTab,
  onUnpaired,
  name,
}: Pick<DeviceItemProps, 'device' | 'tab' | 'onTab' | 'onUnpaired'> & { name: string }) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const showError = usePlayerError();
  const target = { deviceId: device.deviceId };

  async function saveDescription(description: string) {
    try {
      replaceCachedDevice(queryClient, await describeDevice(device.deviceId, description));
      void queryClient.invalidateQueries({ queryKey: playerKeys.licences() });
      void queryClient.invalidateQueries({ queryKey: playerKeys.allPlaylists() });
    } catch (error) {
      const outcome = showError(error);
      throw new ShownFailure({ text: outcome.message, toastId: outcome.toastId });
    }
  }

  function deviceChanged(next: PlayerDevice) {
    replaceCachedDevice(queryClient, next);
    void queryClient.invalidateQueries({ queryKey: playerKeys.licences() });
  }

  return (
    <>
      <div className="player-device__about">
        <div className="player-description">
          <span className="player-description__label">{t('device.description')}</span>{' '}
          <InlineEdit
            value={device.description}
            label={t('device.description')}
            placeholder={t('device.noDescription')}
            maxLength={DESCRIPTION_MAX_LENGTH}
            onSave={saveDescription}
          />
        </div>
        <DeviceFacts device={device} />
      </div>
      <DeviceTabs selected={tab} onSelect={onTab}>
        {tab === 'licences' ? (
          <>
            <LicenceList device={device} />
            <LicenceActions target={target} device={device} onChanged={deviceChanged} />
          </>
        ) : null}
        {tab === 'playlists' ? (
          <PlaylistManager
            target={target}
            headingLevel={4}
            onChanged={(list) => {
              patchCachedDevice(queryClient, device.deviceId, { playlistCount: list.items.length });
              void queryClient.invalidateQueries({ queryKey: playerKeys.allPlaylists() });
            }}
          />
        ) : null}
        {tab === 'pass' ? <PassPicker device={device} /> : null}
      </DeviceTabs>
      <div className="player-device__footer">
        <UnpairButton deviceId={device.deviceId} name={name} onUnpaired={onUnpaired} />
      </div>
    </>
  );
}

/** Every licence the device has had, newest first. */
function LicenceList({ device }: { device: PlayerDevice }) {
  const { t } = useTranslation('player');
  const date = useDateFormatter();
  const platformName = usePlatformName();
  if (device.licences.length === 0) return <p className="player-muted">{t('licence.noneYet')}</p>;
  return (
    <ul className="player-licence-list">
      {[...device.licences].reverse().map((licence) => (
        <li key={`${licence.platform}-${licence.source}-${licence.since}`}>
          <strong>
            {licence.lifetime
              ? t('licence.kindLifetime', { platform: platformName(licence.platform) })
              : t('licence.kindTrial', { platform: platformName(licence.platform) })}
          </strong>
          <span>
            {licence.lifetime || !licence.endsAt
              ? t('licence.since', { date: date(licence.since) })
              : t(licence.active ? 'licence.runsUntil' : 'licence.endedOn', { date: date(licence.endsAt) })}
          </span>
          <span className="player-muted">{t(`licences.source.${licenceSource(licence)}`)}</span>
        </li>
      ))}
    </ul>
  );
}
