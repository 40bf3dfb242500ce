import { describe, expect, it } from 'vitest';
import type { DeviceLicence } from './api';
import { canActivate, canStartTrial, licenceSummary } from './licence-state';

const licence = (change: Partial<DeviceLicence>): DeviceLicence => ({
  platform: 'android',
  source: 'purchase',
  since: '2026-03-02T09:00:00.000Z',
  lifetime: true,
  endsAt: null,
  active: true,
  ...change,
});
const trial = (active: boolean) =>
  licence({ source: 'free-trial', lifetime: false, endsAt: '2026-03-09T09:00:00.000Z', active });

describe('licenceSummary', () => {
  it('prefers a lifetime licence of the device platform', () => {
    expect(licenceSummary({ platform: 'android', licences: [trial(false), licence({})] })).toEqual({
      kind: 'lifetime',
      since: '2026-03-02T09:00:00.000Z',
    });
  });

  it('ignores licences of another platform', () => {
    expect(licenceSummary({ platform: 'ios', licences: [licence({})] })).toEqual({ kind: 'none' });
  });

  it('tells a running trial from an ended one', () => {
    expect(licenceSummary({ platform: 'android', licences: [trial(true)] })).toEqual({
      kind: 'trial',
      endsAt: '2026-03-09T09:00:00.000Z',
    });
    expect(licenceSummary({ platform: 'android', licences: [trial(false)] })).toEqual({
      kind: 'trialEnded',
      endsAt: '2026-03-09T09:00:00.000Z',
    });
  });

  it('offers activation until there is a lifetime licence, and the trial once', () => {
    expect(canActivate({ platform: 'android', licences: [trial(true)] })).toBe(true);
    expect(canStartTrial({ platform: 'android', licences: [], freeTrialAvailable: true })).toBe(true);
    expect(canStartTrial({ platform: 'android', licences: [licence({})], freeTrialAvailable: true })).toBe(false);
    expect(canStartTrial({ platform: 'android', licences: [], freeTrialAvailable: false })).toBe(false);
  });
});
