import type { DeviceLicence, PlayerDevice } from './api';

/** What a device runs on, for its platform: a lifetime licence, a running trial, an ended trial, or nothing. */
export type LicenceSummary =
  | { kind: 'lifetime'; since: string }
  | { kind: 'trial'; endsAt: string }
  | { kind: 'trialEnded'; endsAt: string }
  | { kind: 'none' };

export function licenceSummary(device: Pick<PlayerDevice, 'platform' | 'licences'>): LicenceSummary {
  const own = device.licences.filter((licence) => licence.platform === device.platform);
  const lifetime = own.find((licence) => licence.lifetime);
  if (lifetime) return { kind: 'lifetime', since: lifetime.since };
  const trial = own.find((licence) => licence.active && licence.endsAt);
  if (trial?.endsAt) return { kind: 'trial', endsAt: trial.endsAt };
  const ended = own.filter((licence) => !licence.active && licence.endsAt).at(-1);
  if (ended?.endsAt) return { kind: 'trialEnded', endsAt: ended.endsAt };
  return { kind: 'none' };
}

/** A lifetime licence leaves nothing to activate: no code, no trial. */
export const canActivate = (device: Pick<PlayerDevice, 'platform' | 'licences'>) =>
  licenceSummary(device).kind !== 'lifetime';

export const canStartTrial = (device: Pick<PlayerDevice, 'platform' | 'licences' | 'freeTrialAvailable'>) =>
  device.freeTrialAvailable && canActivate(device);

/** How the licence came: bought, with a code, or the free trial (texts under licences.source). */
export type LicenceSource = 'purchase' | 'coupon' | 'freeTrial';

export function licenceSource(licence: Pick<DeviceLicence, 'source'>): LicenceSource {
  if (licence.source === 'coupon') return 'coupon';
  if (licence.source === 'free-trial') return 'freeTrial';
  return 'purchase';
}
