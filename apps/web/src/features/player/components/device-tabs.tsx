import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_TABS, type DeviceTab } from '../search';

interface DeviceTabsProps {
  selected: DeviceTab;
  onSelect: (tab: DeviceTab) => void;
  /** The selected tab's content. */
  children: ReactNode;
}

/** Licences / Playlists / VPN pass of one device: a tab list (arrow keys, Home, End; mirrored in rtl). */
export function DeviceTabs({ selected, onSelect, children }: DeviceTabsProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const tabs = useRef<Partial<Record<DeviceTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = DEVICE_TABS.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + DEVICE_TABS.length) % DEVICE_TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = DEVICE_TABS.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const tab = DEVICE_TABS[next];
    onSelect(tab);
    tabs.current[tab]?.focus();
  }

  return (
    <div className="player-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="player-tabs__list" onKeyDown={onKeyDown}>
        {DEVICE_TABS.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}`}
            aria-selected={tab === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab === selected ? 0 : -1}
            className="player-tabs__tab"
            onClick={() => onSelect(tab)}
          >
            {t(`tabs.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${selected}`}
        tabIndex={0}
        className="player-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
