import type { DeviceFromOtp, Licence, Playlist, PlayerDevice } from './api';

// Fixtures for the player screen tests, shaped like the API's answers.

export function newDevice(change: Partial<PlayerDevice> = {}): PlayerDevice {
  return {
    deviceId: 'tv-livingroom-01',
    platform: 'android',
    model: 'Philips 55PUS8507',
    appVersion: '3.4.1',
    description: null,
    pairedAt: '2026-03-02T09:00:00.000Z',
    lastSeenAt: '2026-11-20T18:30:00.000Z',
    licences: [],
    playlistCount: 0,
    freeTrialAvailable: true,
    pass: null,
    ...change,
  };
}

export function newPlaylist(change: Partial<Playlist> = {}): Playlist {
  return {
    id: '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    name: 'Family channels',
    url: 'https://lists.example.com/family.m3u8',
    epgUrl: null,
    createdAt: '2026-03-02T09:05:00.000Z',
    updatedAt: '2026-03-02T09:05:00.000Z',
    ...change,
  };
}

export const LIFETIME = {
  platform: 'android',
  source: 'coupon',
  since: '2026-03-02T09:00:00.000Z',
  lifetime: true,
  endsAt: null,
  active: true,
} as const;

export function fromOtp(change: Partial<DeviceFromOtp> = {}, device: Partial<PlayerDevice> = {}): DeviceFromOtp {
  return { device: newDevice({ pairedAt: null, ...device }), paired: false, mine: false, playlists: [], ...change };
}

export function newLicence(change: Partial<Licence> = {}): Licence {
  return {
    id: '0d7f3c1e-8a2b-4c5d-9e6f-7a8b9c0d1e2f',
    ...LIFETIME,
    deviceId: 'tv-livingroom-01',
    deviceDescription: 'Living room',
    deviceModel: 'Philips 55PUS8507',
    ...change,
  };
}
