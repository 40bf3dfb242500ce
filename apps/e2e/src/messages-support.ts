// Helpers of messages.e2e.ts: accounts with a password that works, 2FA codes, mailed-link tokens,
// and the web app's texts of any namespace.
import { expect, type Page } from '@playwright/test';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDb } from './db';
import { root, type RunningServer } from './server';

type Tree = { [key: string]: string | Tree };
const trees = new Map<string, Tree>();

/** A text of the web app ("errors:account.said.wrongCredentials"), with its #placeholders# filled. */
export function say(language: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.includes(':') ? key.split(':') : ['common', key];
  const file = `${language}/${namespace}`;
  let tree = trees.get(file);
  if (!tree) {
    tree = JSON.parse(
      readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, `${namespace}.json`), 'utf8'),
    ) as Tree;
    trees.set(file, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${file}.json`);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`#${name}#`, value), node);
}

/** The seeded demo customer's password (prisma seed): new accounts here borrow its hash. */
export const PASSWORD = 'Customer-Demo-2026';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(bytes: Buffer): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{1,5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk.padEnd(5, '0'), 2)]).join('');
}

function unbase32(text: string): Buffer {
  const bits = [...text].map((char) => BASE32.indexOf(char).toString(2).padStart(5, '0')).join('');
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The authenticator code of RFC 6238 (SHA-1, 30 s, 6 digits) for a base32 secret, as an app shows it. */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', unbase32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface Account {
  id: string;
  email: string;
  /** Base32 key of the authenticator, when 2FA is on. */
  tfaSecret?: string;
}

/**
 * A new account whose password is PASSWORD (the demo customer's hash, copied), confirmed unless
 * asked otherwise, with 2FA on when asked.
 */
export async function newAccount(
  server: RunningServer,
  options: { tfa?: boolean; confirmed?: boolean } = {},
): Promise<Account> {
  const email = `e2e-msg-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;
  const tfaSecret = options.tfa ? base32(randomBytes(20)) : undefined;
  const id = await withDb(server, async (db) => {
    const rows = await db.query<{ id: string }>(
      `INSERT INTO "User" ("id", "email", "passwordHash", "name", "surname", "country", "language", "isReseller", "tfaEnabled", "tfaSecret", "confirmedAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1, "passwordHash", 'Grace', 'Hopper', 'GB', 'en', false, $2, $3, CASE WHEN $4 THEN now() END, now(), now()
       FROM "User" WHERE "email" = 'customer@nova.test' RETURNING "id"`,
      [email, tfaSecret !== undefined, tfaSecret ?? null, options.confirmed !== false],
    );
    if (!rows.rows[0]) throw new Error('the seeded customer@nova.test is missing');
    return rows.rows[0].id;
  });
  return { id, email, tfaSecret };
}

/** A live mailed-link token of `kind` for the account, as the mail would carry it. */
export async function linkToken(
  server: RunningServer,
  account: Account,
  kind: 'CONFIRM_ACCOUNT' | 'RESET_PASSWORD' | 'TFA_RECOVERY',
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await withDb(server, (db) =>
    db.query(
      `INSERT INTO "OneTimeToken" ("id", "userId", "kind", "tokenHash", "expiresAt") VALUES (gen_random_uuid(), $1, $2::"OneTimeTokenKind", $3, now() + interval '1 hour')`,
      [account.id, kind, createHash('sha256').update(token, 'utf8').digest('hex')],
    ),
  );
  return token;
}

/** The page's intro line under the heading. */
export const lead = (page: Page) => page.locator('main .lead').first();

/** The form's error line (components/data/call-failure.tsx). */
export const formAlert = (page: Page) => page.getByTestId('form-alert');

export const errorToasts = (page: Page) => page.locator('.Toastify__toast--error');

interface MailboxEntry {
  to: string;
  text: string;
}

/** Path and query of the newest mailed /confirm-account link to `email` (the dev mailbox). */
export async function mailedConfirmLink(mailboxUrl: string, email: string): Promise<string> {
  const pattern = /https?:\/\/\S+?(\/confirm-account\?token=[^\s"<]+)/;
  let link: string | undefined;
  // The registration writes the mail to the outbox; a job sends it.
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${mailboxUrl}/dev/mailbox.json`)).json()) as MailboxEntry[];
        link = mails
          .filter((mail) => mail.to.toLowerCase() === email)
          .map((mail) => pattern.exec(mail.text)?.[1])
          .find(Boolean);
        return link;
      },
      { message: `a /confirm-account link mailed to ${email}`, timeout: 15_000, intervals: [250] },
    )
    .toBeDefined();
  if (!link) throw new Error(`no /confirm-account link mailed to ${email}`);
  return link;
}
