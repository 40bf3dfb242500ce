import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';

/** A confirmed customer with a unique e-mail; the password hash is a placeholder (no login through it). */
export async function newUser(prisma: PrismaService, data: { country?: string; isReseller?: boolean } = {}) {
  return prisma.user.create({
    data: {
      email: `user-${randomUUID()}@test.example`,
      passwordHash: 'not-a-real-hash',
      name: 'Test',
      surname: 'User',
      country: data.country ?? 'IT',
      isReseller: data.isReseller ?? false,
      confirmedAt: new Date(),
    },
  });
}

/** A live session for the user and an access token of it, signed as the server signs them. */
export async function newSession(app: NestFastifyApplication, userId: string, options: { expiresIn?: number } = {}) {
  const prisma = app.get(PrismaService);
  const tokenId = randomUUID();
  const session = await prisma.session.create({
    data: { userId, tokenId, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const token = await app.get(JwtService).signAsync(
    { sub: userId, sid: session.id, jti: tokenId },
    options.expiresIn !== undefined ? { expiresIn: options.expiresIn } : {},
  );
  return { session, token };
}

/** A confirmed customer who can log in with `password` (a real argon2id hash). */
export async function newAccount(
  prisma: PrismaService,
  password: string,
  data: { tfaEnabled?: boolean; language?: string; confirmed?: boolean } = {},
) {
  const argon2 = await import('argon2');
  return prisma.user.create({
    data: {
      email: `account-${randomUUID()}@test.example.com`,
      passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
      name: 'Anna',
      surname: 'Rossi',
      country: 'IT',
      language: data.language ?? 'en',
      confirmedAt: data.confirmed === false ? null : new Date(),
      ...(data.tfaEnabled && { tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXP' }),
    },
  });
}

/** The mails written to the outbox for an address, oldest first. */
export function mailsTo(prisma: PrismaService, to: string, template?: string) {
  return prisma.mailOutbox.findMany({ where: { to, ...(template && { template }) }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** The token of the first `/<page>?token=...` link in a mail's text. */
export function tokenInMail(text: string, page: 'confirm-account' | 'confirm-password' | 'confirm-tfa'): string {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  if (!match) throw new Error(`no /${page} link in the mail`);
  return decodeURIComponent(match[1]);
}

/**
 * A customer with a real argon2id hash of `password` (confirmed unless told otherwise), for
 * tests that log in; `tfaSecret` turns 2FA on with that key.
 */
export async function newUserWithPassword(
  prisma: PrismaService,
  password: string,
  data: { confirmed?: boolean; tfaSecret?: string; email?: string } = {},
) {
  const argon2 = await import('argon2');
  return prisma.user.create({
    data: {
      email: data.email ?? `login-${randomUUID()}@test.example.com`,
      passwordHash: await argon2.hash(password, { type: argon2.argon2id }),
      name: 'Test',
      surname: 'User',
      country: 'IT',
      confirmedAt: data.confirmed === false ? null : new Date(),
      ...(data.tfaSecret && { tfaEnabled: true, tfaSecret: data.tfaSecret }),
    },
  });
}
