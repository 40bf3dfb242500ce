// Demo accounts and discount codes. The passwords are public: they are printed at start-up.
import { Role } from '../generated/prisma/client';

export interface DemoUserSeed {
  /** Label printed with the login. */
  label: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  country: string;
  language: string;
  roles: Role[];
  isReseller: boolean;
}

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    label: 'customer',
    email: 'customer@nova.test',
    password: 'Customer-Demo-2026',
    name: 'Maria',
    surname: 'Rossi',
    country: 'IT',
    language: 'it',
    roles: [Role.CUSTOMER],
    isReseller: false,
  },
  {
    label: 'reseller',
    email: 'reseller@nova.test',
    password: 'Reseller-Demo-2026',
    name: 'Lukas',
    surname: 'Becker',
    country: 'DE',
    language: 'de',
    roles: [Role.CUSTOMER],
    isReseller: true,
  },
  {
    label: 'support',
    email: 'support@nova.test',
    password: 'Support-Demo-2026',
    name: 'Emma',
    surname: 'Clarke',
    country: 'GB',
    language: 'en',
    roles: [Role.CUSTOMER, Role.SUPPORT],
    isReseller: false,
  },
];

export interface DiscountCodeSeed {
  code: string;
  description: string;
  percentOff?: number;
  amountOffCents?: number;
  currency?: string;
  startsAt: Date;
  endsAt: Date;
  maxUses: number;
}

export const DISCOUNT_CODES: readonly DiscountCodeSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off every order',
    percentOff: 10,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2027-01-01T00:00:00Z'),
    maxUses: 1000,
  },
  {
    code: 'NOVA5',
    description: 'EUR 5 off orders in euro',
    amountOffCents: 500,
    currency: 'EUR',
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: new Date('2028-01-01T00:00:00Z'),
    maxUses: 500,
  },
  {
    // Already over: shows how an expired code is refused.
    code: 'SUMMER2025',
    description: '15% off, summer 2025 (expired)',
    percentOff: 15,
    startsAt: new Date('2025-06-01T00:00:00Z'),
    endsAt: new Date('2025-09-01T00:00:00Z'),
    maxUses: 100,
  },
];

/**
 * The secret of every demo device (DeviceInfo's X-Device-Secret), so a player app (or curl) can
 * play one of them: `curl -XPOST localhost:3000/api/Player/DeviceInfo -H 'X-Device-Secret: demo-device-secret'
 * -H 'content-type: application/json' -d '{"deviceId":"demo-living-room-tv","platform":"android"}'`.
 */
export const DEMO_DEVICE_SECRET = 'demo-device-secret';

export interface DemoDeviceSeed {
  deviceId: string;
  platform: 'web' | 'android' | 'ios';
  model: string;
  description: string;
  /** A lifetime licence bought for the device's platform. */
  licensed: boolean;
  playlists: { name: string; url: string; epgUrl?: string }[];
}

const demoList = (slug: string, name: string) => ({ name, url: `https://iptv.nova.example/${slug}.m3u8`, epgUrl: `https://iptv.nova.example/${slug}-guide.xml` });

/** Player devices of the demo accounts, by the label of the account. */
export const DEMO_DEVICES: Readonly<Record<string, readonly DemoDeviceSeed[]>> = {
  customer: [
    { deviceId: 'demo-living-room-tv', platform: 'android', model: 'Samsung QE55Q80', description: 'Living room TV', licensed: true, playlists: [demoList('family', 'Family channels')] },
    { deviceId: 'demo-laptop-browser', platform: 'web', model: 'Firefox on Linux', description: 'Laptop', licensed: false, playlists: [] },
  ],
  reseller: [
    { deviceId: 'demo-shop-hotel-101', platform: 'android', model: 'Xiaomi Mi Box S', description: 'Hotel room 101', licensed: true, playlists: [demoList('hotel-news', 'News'), demoList('hotel-sport', 'Sport')] },
    { deviceId: 'demo-shop-hotel-102', platform: 'android', model: 'Xiaomi Mi Box S', description: 'Hotel room 102', licensed: true, playlists: [demoList('hotel-news', 'News')] },
    { deviceId: 'demo-shop-bar-screen', platform: 'web', model: 'Chrome on Windows', description: 'Bar screen', licensed: false, playlists: [demoList('bar-music', 'Music videos')] },
    { deviceId: 'demo-shop-ipad', platform: 'ios', model: 'iPad Air', description: 'Reception iPad', licensed: false, playlists: [] },
  ],
};

/** The customer's VPN pass (started two months ago, a year long) and the box paired with the account. */
export const DEMO_PASS = { owner: 'customer', durationMonths: 12, startedMonthsAgo: 2, locations: ['mil', 'fra'], description: 'Home VPN', attachedTo: 'demo-living-room-tv' };
export const DEMO_BOX = { owner: 'customer', serial: 'NOVA-BOX-0001', durationMonths: 12, startedMonthsAgo: 1 };

/** Licence codes the demo reseller bought, unused: each activates one lifetime licence once. */
export const DEMO_COUPON_CODES: readonly { code: string; productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' | 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME' }[] = [
  { code: 'NOVA-DEMO-WEB-0001', productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' },
  { code: 'NOVA-DEMO-WEB-0002', productSuffix: 'COUPON-VIDEO-PLAYER-LIFETIME' },
  { code: 'NOVA-DEMO-ANDROID-0001', productSuffix: 'COUPON-VIDEO-PLAYER-ANDROID-LIFETIME' },
];
