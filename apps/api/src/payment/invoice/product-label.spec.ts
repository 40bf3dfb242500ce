import { LANGUAGES } from '@shop/contracts';
import { durationLabel, productKind, productLabel } from './product-label';

/** Every product name of the seeded catalogue (seed/catalogue.data.ts). */
const CATALOGUE = [
  'VIDEO-PLAYER-LIFETIME',
  'VIDEO-PLAYER-ANDROID-LIFETIME',
  'VIDEO-PLAYER-IOS-LIFETIME',
  'NOVA-COUPON-VIDEO-PLAYER-LIFETIME',
  'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME',
  ...['ONE-MONTH', 'THREE-MONTHS', 'SIX-MONTHS', 'TWELVE-MONTHS', 'TWENTYFOUR-MONTHS', 'THIRTYSIX-MONTHS'].flatMap(
    (d) => [`VPN-${d}`, `VPNBOX-${d}-HW`],
  ),
  'SHIPPING',
];

describe('productKind', () => {
  it.each([
    ['VIDEO-PLAYER-LIFETIME', { kind: 'playerLicence', platform: 'web' }],
    ['VIDEO-PLAYER-IOS-LIFETIME', { kind: 'playerLicence', platform: 'ios' }],
    ['NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME', { kind: 'licenceCode', platform: 'android' }],
    ['VPN-ONE-MONTH', { kind: 'vpnPass', months: 1 }],
    ['VPN-TWENTYFOUR-MONTHS', { kind: 'vpnPass', months: 24 }],
    ['VPNBOX-THIRTYSIX-MONTHS-HW', { kind: 'vpnBox', months: 36 }],
    ['VPN-PASS-12', { kind: 'vpnPass', months: 12 }],
    ['SHIPPING', { kind: 'shipping' }],
    ['VPN-FOREVER', { kind: 'other' }],
    ['GIFT-CARD', { kind: 'other' }],
  ])('reads %s', (name, kind) => {
    expect(productKind(name)).toEqual(kind);
  });
});

describe('productLabel', () => {
  it('names each catalogue product in English', () => {
    expect(CATALOGUE.map((name) => productLabel(name, 'en'))).toEqual([
      'Lifetime player licence (web)',
      'Lifetime player licence (Android)',
      'Lifetime player licence (iOS)',
      'Licence code for a lifetime player licence (web)',
      'Licence code for a lifetime player licence (Android)',
      'VPN pass, 1 month',
      'VPN Box with subscription, 1 month',
      'VPN pass, 3 months',
      'VPN Box with subscription, 3 months',
      'VPN pass, 6 months',
      'VPN Box with subscription, 6 months',
      'VPN pass, 12 months',
      'VPN Box with subscription, 12 months',
      'VPN pass, 24 months',
      'VPN Box with subscription, 24 months',
      'VPN pass, 36 months',
      'VPN Box with subscription, 36 months',
      'Shipping',
    ]);
  });

  it.each(LANGUAGES)('has a translated, complete label for every product in %s', (language) => {
    for (const name of CATALOGUE) {
      const label = productLabel(name, language);
      expect(label).not.toMatch(/#\w+#/);
      expect(label).not.toBe(name);
      if (language !== 'en' && name !== 'SHIPPING') expect(label).not.toBe(productLabel(name, 'en'));
    }
  });

  it('keeps a name it does not know', () => {
    expect(productLabel('GIFT-CARD', 'de')).toBe('GIFT-CARD');
  });

  it('follows the plural rules of Russian and Arabic', () => {
    expect([1, 3, 6, 12, 24, 36].map((n) => durationLabel(n, 'ru'))).toEqual([
      '1 месяц',
      '3 месяца',
      '6 месяцев',
      '12 месяцев',
      '24 месяца',
      '36 месяцев',
    ]);
    expect([1, 2, 3, 6, 12, 36].map((n) => durationLabel(n, 'sa'))).toEqual([
      'شهر واحد',
      'شهرين',
      '3 أشهر',
      '6 أشهر',
      '12 شهرًا',
      '36 شهرًا',
    ]);
    expect(productLabel('VPN-TWELVE-MONTHS', 'de')).toBe('VPN-Pass, 12 Monate');
    expect(productLabel('VPNBOX-ONE-MONTH-HW', 'de')).toBe('VPN Box mit Abonnement, 1 Monat');
  });
});
