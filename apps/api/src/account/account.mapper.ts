import { knownRoles } from '@shop/contracts';
import type { AuthUser } from '../core/auth/auth.decorators';
import type { AddressRow, CallerRow, LiveSessionRow, ProfileRow } from './account.queries';
import type {
  AddressChangeResponse,
  AddressResponse,
  SessionListResponse,
  SessionResponse,
  UserProfileResponse,
} from './account.responses';
import type { LoginSuccessResponse } from './auth/auth.responses';
import { describeUserAgent } from './session/user-agent';

// The account's rows as its answers, in one place: the profile, its addresses, the login and
// address-change shapes built on it, and the caller the guard hands to every route.

/** Answers `Row` when it has exactly the keys of `Answer`, else `never`. */
type SameKeys<Row, Answer> = [keyof Row] extends [keyof Answer]
  ? [keyof Answer] extends [keyof Row]
    ? Row
    : never
  : never;

/**
 * An address as its owner sees it: the row less its owner and timestamps. A column without its
 * field in AddressResponse, or a field without its column, fails to compile here.
 */
export function toAddressResponse({
  userId: _userId,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  ...address
}: AddressRow): AddressResponse {
  return address satisfies SameKeys<typeof address, AddressResponse>;
}

/** The profile of a user row; the login and address-change shapes are built on it. */
export function toUserProfileResponse(user: ProfileRow): UserProfileResponse {
  return {
    email: user.email,
    name: user.name,
    surname: user.surname,
    country: user.country,
    language: user.language,
    tfa: user.tfaEnabled,
    isReseller: user.isReseller,
    roles: knownRoles(user.roles),
    lastLogOn: user.lastLoginAt?.toISOString() ?? null,
    reminderMails: user.reminderMails,
    addresses: user.addresses.map(toAddressResponse),
  };
}

/** The login shape of spec section 7: the profile with a token just signed. */
export function toLoginSuccessResponse(profile: UserProfileResponse, token: string): LoginSuccessResponse {
  return { ...profile, token };
}

/** The address-change shape of spec section 3: `_id` is the e-mail. */
export function toAddressChangeResponse(profile: UserProfileResponse): AddressChangeResponse {
  return {
    _id: profile.email,
    tfa: profile.tfa,
    isReseller: profile.isReseller,
    lastlogin: profile.lastLogOn,
    addresses: profile.addresses,
  };
}

/** The caller of a live session, as the guard hands it to the routes. */
export function toAuthUser(row: CallerRow, sessionId: string): AuthUser {
  return {
    userId: row.userId,
    sessionId,
    roles: knownRoles(row.roles),
    isReseller: row.isReseller,
    country: row.country?.trim().toUpperCase() || undefined,
  };
}

/** A live session as its owner sees it: device and browser read from its User-Agent, never its token ids. */
export function toSessionResponse(row: LiveSessionRow, currentSessionId: string): SessionResponse {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
    current: row.id === currentSessionId,
  };
}

export function toSessionListResponse(rows: LiveSessionRow[], currentSessionId: string): SessionListResponse {
  return { items: rows.map((row) => toSessionResponse(row, currentSessionId)), total: rows.length };
}
