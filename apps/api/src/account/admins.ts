import { HttpStatus } from '@nestjs/common';
import type { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import { lockNamed } from '../core/database/row-lock';
import { DomainException } from '../core/errors/domain.exception';
import type { Prisma } from '../generated/prisma/client';

/** The accounts that can still run the back office: the ADMIN role, not locked, not deleted. */
export const ACTIVE_ADMIN = {
  roles: { has: 'ADMIN' },
  lockedAt: null,
  deletedAt: null,
} as const satisfies Prisma.UserWhereInput;

/** The caller's transaction (`txHost.tx`). */
type AdminsClient = TransactionHost<PrismaTransactions>['tx'];

export const lastAdmin = () =>
  new DomainException(
    HttpStatus.CONFLICT,
    'LAST_ADMIN',
    'This is the last admin account: make another account an admin first.',
  );

/**
 * Changes of who is an admin (roles, locks, deletions) queue here for the rest of the caller's
 * transaction, so each one sees the last one's result: two admins who demote each other at once
 * cannot both succeed. Call it first in the transaction.
 */
export async function lockAdmins(tx: AdminsClient): Promise<void> {
  await lockNamed(tx, 'admin.roles');
}

/** Whether `userId` is an active admin and no other is (after lockAdmins, the answer holds until commit). */
export async function isLastAdmin(tx: AdminsClient, userId: string): Promise<boolean> {
  const self = await tx.user.count({ where: { id: userId, ...ACTIVE_ADMIN } });
  if (self === 0) return false;
  return (await tx.user.count({ where: { ...ACTIVE_ADMIN, id: { not: userId } } })) === 0;
}
