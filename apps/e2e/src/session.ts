import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { BrowserContext, Page } from '@playwright/test';
import { withDb } from './db';
import type { RunningServer } from './server';

/** What the web app keeps under the `user` localStorage key (spec section 3). */
export interface StoredUser {
  name: string;
  surname: string;
  email: string;
  country: string;
  tfa: boolean;
  isReseller: boolean;
  roles: string[];
  lastLogOn: string | null;
  addresses: unknown[];
}

export interface SignedIn {
  userId: string;
  sessionId: string;
  token: string;
  user: StoredUser;
}

interface UserRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  country: string;
  tfaEnabled: boolean;
  isReseller: boolean;
  roles: string[];
  lastLoginAt: Date | null;
}

/** Access tokens live 15 minutes, as the API issues them. */
const TOKEN_LIFETIME_SECONDS = 15 * 60;
const SESSION_LIFETIME_MS = 86_400_000;

/**
 * A real session as the API makes one at login (apps/api/test/factories.ts `newSession`): a row in
 * "Session" with a fresh token id, and an HS256 access token `{sub, sid, jti}` signed with the
 * server's JWT secret. Nothing is stored in a browser.
 */
export async function createSession(server: RunningServer, email: string): Promise<SignedIn> {
  return withDb(server, async (db) => {
    const users = await db.query<UserRow>(
      'SELECT "id", "name", "surname", "email", "country", "tfaEnabled", "isReseller", "roles"::text[] AS "roles", "lastLoginAt" FROM "User" WHERE "email" = $1',
      [email.toLowerCase()],
    );
    const row = users.rows[0];
    if (!row) throw new Error(`no user ${email} in the database`);
    const tokenId = randomUUID();
    const sessions = await db.query<{ id: string }>(
      `INSERT INTO "Session" ("id", "userId", "tokenId", "expiresAt", "createdAt", "updatedAt")
       VALUES ($1, $2, $3, $4, now(), now()) RETURNING "id"`,
      [randomUUID(), row.id, tokenId, new Date(Date.now() + SESSION_LIFETIME_MS)],
    );
    const sessionId = sessions.rows[0].id;
    const token = jwt.sign({ sub: row.id, sid: sessionId, jti: tokenId }, server.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: TOKEN_LIFETIME_SECONDS,
    });
    const user: StoredUser = {
      name: row.name,
      surname: row.surname,
      email: row.email,
      country: row.country.trim(),
      tfa: row.tfaEnabled,
      isReseller: row.isReseller,
      roles: row.roles,
      lastLogOn: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
      addresses: [],
    };
    return { userId: row.id, sessionId, token, user };
  });
}

function isPage(target: Page | BrowserContext): target is Page {
  return typeof (target as Page).context === 'function' && typeof (target as Page).goto === 'function';
}

/**
 * Signs `email` in for the page (or every page of the context): makes a real session, opens the
 * site once and stores `token` and `user` in its localStorage the way the web app does after a login.
 * Navigate afterwards; the token is not injected by an init script, so a logout can clear it.
 */
export async function signIn(
  target: Page | BrowserContext,
  baseUrl: string,
  server: RunningServer,
  email: string,
): Promise<SignedIn> {
  const signedIn = await createSession(server, email);
  const page = isPage(target) ? target : await target.newPage();
  try {
    await page.goto(`${baseUrl}/`);
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: signedIn.token, user: signedIn.user },
    );
  } finally {
    if (!isPage(target)) await page.close();
  }
  return signedIn;
}

/** Header label of a signed-in user: first name and the first letter of the surname ("Maria R."). */
export function headerName(user: Pick<StoredUser, 'name' | 'surname'>): string {
  return `${user.name} ${user.surname.charAt(0)}.`;
}

export const CUSTOMER = 'customer@nova.test';
export const RESELLER = 'reseller@nova.test';
