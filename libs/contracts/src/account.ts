/** An account's roles (DESIGN section 4); every account is a customer, staff also SUPPORT or ADMIN. */
export const USER_ROLES = ['CUSTOMER', 'SUPPORT', 'ADMIN'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** The roles that open the staff console and staff-only API routes. */
export const STAFF_ROLES = ['SUPPORT', 'ADMIN'] as const satisfies readonly UserRole[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The roles that open the back office (`/api/Admin`, the admin sections of `/staff`). */
export const ADMIN_ROLES = ['ADMIN'] as const satisfies readonly StaffRole[];

/** Whether an account with `roles` runs the back office. */
export function isAdmin(roles: readonly UserRole[]): boolean {
  return roles.includes('ADMIN');
}

/** Whether an account with `roles` is staff (the staff console, staff-only API routes). */
export function isStaff(roles: readonly UserRole[]): boolean {
  return roles.some((role) => (STAFF_ROLES as readonly UserRole[]).includes(role));
}

/** The known roles among `values` (a stored or received list), in USER_ROLES order. */
export function knownRoles(values: readonly unknown[]): UserRole[] {
  return USER_ROLES.filter((role) => values.includes(role));
}

// ----- account field rules shared by the server's DTOs and the web's forms -----

/**
 * Spec section 5: a local part, an at sign, a domain and a 2 to 5 letter suffix. Dots may not
 * lead, trail or repeat in the local part, so what passes here is also deliverable.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,5}$/;
export const EMAIL_MAX_LENGTH = 254;

/** How addresses are compared and stored: trimmed and lower-case, so "Anna@X.com" is "anna@x.com". */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spec 5 and 9: a password has at least 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; the cap only keeps hashing cheap (PASSWORD_TOO_LONG above it). */
export const PASSWORD_MAX_LENGTH = 128;

/** A password's length as typed, in characters (an emoji counts once), without trimming. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}
export const PERSON_NAME_MAX_LENGTH = 80;
/** An account keeps at most this many addresses (billing and shipping together). */
export const MAX_ADDRESSES = 20;
