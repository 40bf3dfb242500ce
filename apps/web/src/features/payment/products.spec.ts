import { describe, expect, it } from 'vitest';
import { isPendingStatus, productKind } from './products';

describe('product names (spec 3)', () => {
  it('tells passes, boxes, licences, coupons and shipping apart', () => {
    expect(productKind('VPN-TWELVE-MONTHS')).toEqual({ kind: 'pass', months: 12 });
    expect(productKind('VPN-ONE-MONTH')).toEqual({ kind: 'pass', months: 1 });
    expect(productKind('VPNBOX-THIRTYSIX-MONTHS-HW')).toEqual({ kind: 'box', months: 36 });
    expect(productKind('VIDEO-PLAYER-LIFETIME')).toEqual({ kind: 'licence', platform: 'web' });
    expect(productKind('VIDEO-PLAYER-IOS-LIFETIME')).toEqual({ kind: 'licence', platform: 'ios' });
    expect(productKind('NOVA-COUPON-VIDEO-PLAYER-LIFETIME')).toEqual({ kind: 'coupon', platform: 'web' });
    expect(productKind('OTHERBRAND-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME')).toEqual({ kind: 'coupon', platform: 'android' });
    expect(productKind('SHIPPING')).toEqual({ kind: 'shipping' });
    expect(productKind('VPN-FORTY-MONTHS')).toEqual({ kind: 'other' });
  });

  it('keeps polling pending and processing orders only', () => {
    expect(['pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded'].filter(isPendingStatus)).toEqual(['pending', 'processing']);
  });
});
