import { describe, expect, it } from 'vitest';
import { hasSolidHeaderAlways, isDashboardPath, productBarFor, showsResellerSubheader } from './layout-rules';

describe('hasSolidHeaderAlways', () => {
  it.each([
    '/login',
    '/loginTfa',
    '/register',
    '/registerConfirmed',
    '/forgotTfa',
    '/forgotPassword',
    '/confirm-account',
    '/confirm-password',
    '/confirm-tfa',
    '/policy',
    '/terms',
    '/refund-policy',
    '/help',
    '/status',
    '/player/otp',
    '/dashboard',
    '/dashboard/orders',
    '/player/manage-your-app/ABC123',
    '/player/active-licence/ABC123',
    '/player/active-licence/ABC123/',
    '/dev/mailbox',
  ])('is solid on %s', (path) => {
    expect(hasSolidHeaderAlways(path)).toBe(true);
  });

  it.each([
    '/',
    '/player',
    '/player/manage-your-app',
    '/player/manage-your-app/',
    '/player/active-licence',
    '/vpn',
    '/vpn/buy',
    '/support/faq',
  ])('waits for the scroll on %s', (path) => {
    expect(hasSolidHeaderAlways(path)).toBe(false);
  });
});

describe('productBarFor', () => {
  it.each([
    ['/player', 'player'],
    ['/player/download', 'player'],
    ['/player/manage-your-app/ABC123', 'player'],
    ['/player/active-licence', null],
    ['/player/active-licence/ABC123', null],
    ['/vpn', 'vpn'],
    ['/vpn/box', 'vpn'],
    ['/vpn/buy', null],
    ['/', null],
    ['/vpnx', null],
    ['/support/vpn', null],
  ])('%s -> %s', (path, product) => {
    expect(productBarFor(path)).toBe(product);
  });
});

describe('showsResellerSubheader', () => {
  const narrowReseller = { isReseller: true, narrow: true };

  it('shows on narrow dashboard pages other than /dashboard for resellers', () => {
    expect(showsResellerSubheader({ ...narrowReseller, pathname: '/dashboard/orders' })).toBe(true);
    expect(showsResellerSubheader({ ...narrowReseller, pathname: '/dashboard' })).toBe(false);
    expect(showsResellerSubheader({ ...narrowReseller, pathname: '/dashboard/' })).toBe(false);
    expect(showsResellerSubheader({ ...narrowReseller, pathname: '/vpn' })).toBe(false);
  });

  it('never shows for customers or on wide screens', () => {
    expect(showsResellerSubheader({ isReseller: false, narrow: true, pathname: '/dashboard/orders' })).toBe(false);
    expect(showsResellerSubheader({ isReseller: true, narrow: false, pathname: '/dashboard/orders' })).toBe(false);
  });
});

describe('isDashboardPath', () => {
  it('covers the dashboard and the staff console only', () => {
    expect(isDashboardPath('/dashboard')).toBe(true);
    expect(isDashboardPath('/dashboard/ticket')).toBe(true);
    expect(isDashboardPath('/staff')).toBe(true);
    expect(isDashboardPath('/dashboards')).toBe(false);
    expect(isDashboardPath('/')).toBe(false);
  });
});
