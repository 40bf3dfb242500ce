import type { UserRole } from '@shop/contracts';

// The sections of the staff area (/staff and the back office beside it, issue 23), in the order the
// navigation shows them. Adding a section: its route file (routes/_auth/staff_/<name>.tsx), its path in
// STAFF_ROUTES (libs/contracts/src/routes.ts), an entry here and its label in staff.json `sections`.

export interface StaffSection {
  /** The label's key under staff.json `sections`, and AdminPage's `section`. */
  key: StaffSectionKey;
  to: StaffSectionPath;
  /** Who sees it: admins only, or every staff member (support agents read the accounts section). */
  roles: readonly UserRole[];
}

export type StaffSectionKey =
  'tickets' | 'shipments' | 'catalogue' | 'discounts' | 'boxes' | 'vpnLocations' | 'accounts' | 'notices' | 'audit';
export type StaffSectionPath =
  | '/staff'
  | '/staff/shipments'
  | '/staff/catalogue'
  | '/staff/discounts'
  | '/staff/boxes'
  | '/staff/vpn-locations'
  | '/staff/accounts'
  | '/staff/notices'
  | '/staff/audit';

const STAFF: readonly UserRole[] = ['SUPPORT', 'ADMIN'];
const ADMINS: readonly UserRole[] = ['ADMIN'];

export const STAFF_SECTIONS: readonly StaffSection[] = [
  { key: 'tickets', to: '/staff', roles: STAFF },
  { key: 'shipments', to: '/staff/shipments', roles: ADMINS },
  { key: 'catalogue', to: '/staff/catalogue', roles: ADMINS },
  { key: 'discounts', to: '/staff/discounts', roles: ADMINS },
  { key: 'boxes', to: '/staff/boxes', roles: ADMINS },
  { key: 'vpnLocations', to: '/staff/vpn-locations', roles: ADMINS },
  { key: 'accounts', to: '/staff/accounts', roles: STAFF },
  { key: 'notices', to: '/staff/notices', roles: ADMINS },
  { key: 'audit', to: '/staff/audit', roles: ADMINS },
];

/** The sections an account with `roles` may open. */
export function sectionsFor(roles: readonly UserRole[]): StaffSection[] {
  return STAFF_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
}

export function sectionOf(key: StaffSectionKey): StaffSection {
  const found = STAFF_SECTIONS.find((section) => section.key === key);
  if (!found) throw new Error(`unknown staff section ${key}`);
  return found;
}
