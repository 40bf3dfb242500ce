import type { QueryClient } from '@tanstack/react-query';
import { playerKeys, type DevicePage, type PlayerDevice } from '../api';

/** Puts the server's new answer for one device into every cached page of my devices. */
export function replaceCachedDevice(queryClient: QueryClient, device: PlayerDevice): void {
  queryClient.setQueriesData<DevicePage>({ queryKey: playerKeys.devices() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item.deviceId === device.deviceId ? device : item)) } : page,
  );
}

/** Changes one cached device in place (its playlist count after a playlist change). */
export function patchCachedDevice(queryClient: QueryClient, deviceId: string, change: Partial<PlayerDevice>): void {
  queryClient.setQueriesData<DevicePage>({ queryKey: playerKeys.devices() }, (page) =>
    page
      ? { ...page, items: page.items.map((item) => (item.deviceId === deviceId ? { ...item, ...change } : item)) }
      : page,
  );
}
