import type { INestApplication } from '@nestjs/common';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';

// Helpers of the back office's tests (admin-*.e2e-spec.ts).

/** An admin (roles CUSTOMER and ADMIN, as the demo admin) with a live session. */
export async function newAdmin(app: INestApplication, name = 'Ada') {
  const prisma = app.get(PrismaService);
  const created = await newUser(prisma);
  const user = await prisma.user.update({
    where: { id: created.id },
    data: { roles: ['CUSTOMER', 'ADMIN'], name, surname: 'Admin' },
  });
  const { token } = await newSession(app, user.id);
  return { user, token };
}

/** The audit log's entries of one object, oldest first, as written. */
export function auditOf(prisma: PrismaService, entity: string, entityId: string) {
  return prisma.auditLog.findMany({ where: { entity, entityId }, orderBy: { createdAt: 'asc' } });
}
