import { JwtService } from '@nestjs/jwt';
import type { NestExpressApplication } from '@nestjs/platform-express';
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
export async function newSession(app: NestExpressApplication, userId: string, options: { expiresIn?: number } = {}) {
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
