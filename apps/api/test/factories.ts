import { JwtService } from '@nestjs/jwt';
import type { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { TEST_HASH_MEMORY_KIB } from './test-app';

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
export async function newSession(app: INestApplication, userId: string, options: { expiresIn?: number } = {}) {
  const prisma = app.get(PrismaService);
  const tokenId = randomUUID();
  const session = await prisma.session.create({
    data: { userId, tokenId, expiresAt: new Date(Date.now() + 86_400_000) },
  });
  const token = await app
    .get(JwtService)
    .signAsync(
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
      passwordHash: await argon2.hash(password, { type: argon2.argon2id, memoryCost: TEST_HASH_MEMORY_KIB }),
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
  return prisma.mailOutbox.findMany({
    where: { to, ...(template && { template }) },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
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
      passwordHash: await argon2.hash(password, { type: argon2.argon2id, memoryCost: TEST_HASH_MEMORY_KIB }),
      name: 'Test',
      surname: 'User',
      country: 'IT',
      confirmedAt: data.confirmed === false ? null : new Date(),
      ...(data.tfaSecret && { tfaEnabled: true, tfaSecret: data.tfaSecret }),
    },
  });
}

/**
 * An order as checkout and the webhook leave it (paid unless told): two lines (2 × VPN-TWELVE-MONTHS
 * at 39.99 and VIDEO-PLAYER-LIFETIME at 12.99), 5.00 off and 9.90 shipping, 97.87 in all, to `email`.
 * Its items come dearest first.
 */
export async function newDiscountedOrder(
  prisma: PrismaService,
  data: { email: string; userId?: string; language?: string; paid?: boolean; billingAddress?: Record<string, string> },
) {
  const products = await prisma.product.findMany({
    where: { name: { in: ['VPN-TWELVE-MONTHS', 'VIDEO-PLAYER-LIFETIME'] } },
  });
  const productId = (name: string) => products.find((p) => p.name === name)!.id;
  const paid = data.paid !== false;
  return prisma.order.create({
    data: {
      purchaseId: `P-${randomBytes(12).toString('base64url')}`,
      userId: data.userId ?? null,
      email: data.email,
      language: data.language ?? 'en',
      status: paid ? 'PAID' : 'PENDING',
      paidAt: paid ? new Date() : null,
      provider: 'SANDBOX',
      currency: 'EUR',
      // 2 × 39.99 + 12.99 - 5.00 + 9.90 = 97.87
      subtotalCents: 9297,
      discountCents: 500,
      shippingCents: 990,
      totalCents: 9787,
      country: 'IT',
      idempotencyKey: randomUUID(),
      billingAddress: data.billingAddress,
      items: {
        create: [
          {
            productId: productId('VPN-TWELVE-MONTHS'),
            productName: 'VPN-TWELVE-MONTHS',
            quantity: 2,
            unitPriceCents: 3999,
          },
          {
            productId: productId('VIDEO-PLAYER-LIFETIME'),
            productName: 'VIDEO-PLAYER-LIFETIME',
            quantity: 1,
            unitPriceCents: 1299,
          },
        ],
      },
    },
    include: { items: { orderBy: { unitPriceCents: 'desc' } } },
  });
}

/** An automatic renewal of a pass, as fulfilment starts one (the sandbox's, without its own record). */
export async function newRenewal(
  prisma: PrismaService,
  data: { userId: string; pass: { id: string; endsAt: Date }; productName: string; amountCents: number },
) {
  const product = await prisma.product.findUniqueOrThrow({ where: { name: data.productName } });
  return prisma.subscription.create({
    data: {
      userId: data.userId,
      provider: 'SANDBOX',
      providerSubscriptionId: randomUUID(),
      status: 'ACTIVE',
      productId: product.id,
      durationMonths: product.durationMonths ?? 1,
      amountCents: data.amountCents,
      currency: 'EUR',
      country: 'IT',
      passId: data.pass.id,
      paidThrough: data.pass.endsAt,
    },
  });
}
