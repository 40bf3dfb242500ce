import { Injectable } from '@nestjs/common';
import { HotQueries, type HotStatement } from '../core/database/hot-queries';
import type { Address, Session, User } from '../generated/prisma/client';

// The account's SQL: the two statements of the authentication path, which run through HotQueries
// (its doc says why). Everything else the account reads or writes is an ordinary Prisma call.

/** An address as PostgreSQL's json_agg writes a whole row: timestamps as text. */
export type AddressRow = Omit<Address, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

export type ProfileRow = Pick<
  User,
  'email' | 'name' | 'surname' | 'country' | 'language' | 'tfaEnabled' | 'isReseller' | 'lastLoginAt' | 'reminderMails'
> & {
  roles: string[];
  /** Oldest first. */
  addresses: AddressRow[];
};

export type CallerRow = Pick<
  Session,
  'userId' | 'tokenId' | 'previousTokenId' | 'rotatedAt' | 'revokedAt' | 'expiresAt'
> & {
  roles: string[];
  isReseller: boolean;
  country: string | null;
  /** Set: an admin locked the account; none of its tokens is accepted. */
  lockedAt: Date | null;
};

/** A live session as the session list shows it (an ordinary Prisma read, not a hot statement). */
export type LiveSessionRow = Pick<Session, 'id' | 'ip' | 'userAgent' | 'createdAt' | 'lastUsedAt'>;

/**
 * What the profile (Me, Update, address changes) and the login answer are made of, in one
 * statement: the user's public columns and its addresses, oldest first. No password hash, no 2FA
 * secret ever leaves the database for these answers. The addresses are whole rows (json_agg of
 * the row): a new column reaches account.mapper.ts without an edit here, and the statement's own
 * result columns stay the same, as a prepared statement needs.
 */
const PROFILE: HotStatement = {
  name: 'account-profile',
  text: `SELECT u."email", u."name", u."surname", u."country", u."language", u."tfaEnabled", u."isReseller", u."roles"::text[] AS "roles", u."lastLoginAt", u."reminderMails",
       COALESCE((SELECT json_agg(a ORDER BY a."createdAt", a."id") FROM "Address" a WHERE a."userId" = u."id"), '[]') AS "addresses"
  FROM "User" u
  WHERE u."id" = $1`,
};

/** The session and its user in one statement, only the columns the guard needs. */
const CALLER: HotStatement = {
  name: 'session-caller',
  text: `SELECT s."userId", s."tokenId", s."previousTokenId", s."rotatedAt", s."revokedAt", s."expiresAt",
       u."roles"::text[] AS "roles", u."isReseller", u."country", u."lockedAt"
  FROM "Session" s JOIN "User" u ON u."id" = s."userId"
  WHERE s."id" = $1`,
};

@Injectable()
export class AccountQueries {
  constructor(private readonly hot: HotQueries) {}

  async profile(userId: string): Promise<ProfileRow | undefined> {
    const [row] = await this.hot.rows<ProfileRow>(PROFILE, [userId]);
    return row;
  }

  /** Every authenticated request pays this one. */
  async caller(sessionId: string): Promise<CallerRow | undefined> {
    const [row] = await this.hot.rows<CallerRow>(CALLER, [sessionId]);
    return row;
  }
}
