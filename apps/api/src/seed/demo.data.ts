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
