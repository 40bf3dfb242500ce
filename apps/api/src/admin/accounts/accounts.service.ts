import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { knownRoles, type UserRole } from '@shop/contracts';
import { ACTIVE_ADMIN, lockAdmins } from '../../account/admins';
import { RegistrationService } from '../../account/registration/registration.service';
import { SessionService } from '../../account/session/session.service';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import type { OkResponse } from '../../core/http/ok.response';
import { pageWindow } from '../../core/http/pagination';
import type { Prisma } from '../../generated/prisma/client';
import type { AccountFilter, AccountSearchQueryDto, AccountSort, AccountUpdateDto } from './accounts.dto';
import {
  ACCOUNT_DETAIL_SELECT,
  ACCOUNT_SUMMARY_SELECT,
  toAccountDetailResponse,
  toAccountSummaryResponse,
} from './accounts.mapper';
import type { AccountDetailResponse, AccountListResponse } from './accounts.responses';

const notFound = () => new DomainException(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', 'There is no such account.');
const forbidden = () => new DomainException(HttpStatus.FORBIDDEN, 'FORBIDDEN', 'Your account may not do this.');
const selfLockout = () =>
  new DomainException(
    HttpStatus.CONFLICT,
    'SELF_LOCKOUT',
    'You cannot lock your own account or remove your own admin role.',
  );

const FILTERS: Record<AccountFilter, Prisma.UserWhereInput> = {
  staff: { roles: { hasSome: ['SUPPORT', 'ADMIN'] } },
  resellers: { isReseller: true },
  locked: { lockedAt: { not: null } },
  unconfirmed: { confirmedAt: null },
};

const SORTS: Record<AccountSort, Prisma.UserOrderByWithRelationInput[]> = {
  newest: [{ createdAt: 'desc' }, { id: 'asc' }],
  oldest: [{ createdAt: 'asc' }, { id: 'asc' }],
  email: [{ email: 'asc' }],
  lastLogin: [{ lastLoginAt: { sort: 'desc', nulls: 'last' } }, { id: 'asc' }],
};

/** Each word of the search is in the e-mail address, the first or the last name ("anna agent" finds Anna Agent). */
function searchWhere(q: string | undefined): Prisma.UserWhereInput {
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: (['email', 'name', 'surname'] as const).map((field) => ({
        [field]: { contains: word, mode: 'insensitive' as const },
      })),
    })),
  };
}

/**
 * The accounts section: support agents look customers up (read only); admins change an account's
 * roles, reseller flag and lock, and send the confirmation mail again. Every change is audited
 * with the changed fields before and after.
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly sessions: SessionService,
    private readonly registration: RegistrationService,
    private readonly auditTrail: AuditTrail,
  ) {}

  async search(query: AccountSearchQueryDto): Promise<AccountListResponse> {
    const where: Prisma.UserWhereInput = { ...searchWhere(query.q), ...(query.filter && FILTERS[query.filter]) };
    const [rows, total] = await Promise.all([
      this.txHost.tx.user.findMany({
        where,
        select: ACCOUNT_SUMMARY_SELECT,
        orderBy: SORTS[query.sort ?? 'newest'],
        ...pageWindow(query),
      }),
      this.txHost.tx.user.count({ where }),
    ]);
    return { items: rows.map(toAccountSummaryResponse), total };
  }

  /** One account as `viewer` may see it (accounts.mapper.ts says what a support agent does not). */
  async detail(userId: string, viewer: 'admin' | 'support'): Promise<AccountDetailResponse> {
    const [row, sessions] = await Promise.all([
      this.txHost.tx.user.findUnique({ where: { id: userId }, select: ACCOUNT_DETAIL_SELECT }),
      this.sessions.listLive(userId),
    ]);
    if (!row) throw notFound();
    return toAccountDetailResponse(row, sessions, viewer);
  }

  /**
   * Changes what the body names. Locking ends every session of the account in the same
   * transaction (the guard reads the session on each request, so its tokens are refused at once
   * on every instance). An admin can neither lock themselves nor drop their own ADMIN role: the
   * shop would be left without a way back in.
   */
  async update(actorId: string, body: AccountUpdateDto): Promise<AccountDetailResponse> {
    await this.txHost.withTransaction(async () => {
      // The guard read the caller's roles before this transaction: under the lock they are read
      // again, so an admin demoted or locked meanwhile (by another admin, at the same moment)
      // changes nothing. With the self-lockout rule that always leaves one admin.
      await lockAdmins(this.txHost.tx);
      if ((await this.txHost.tx.user.count({ where: { id: actorId, ...ACTIVE_ADMIN } })) === 0) throw forbidden();
      if (!(await lockRow(this.txHost.tx, 'User', body.userId))) throw notFound();
      const before = await this.txHost.tx.user.findUniqueOrThrow({
        where: { id: body.userId },
        select: { roles: true, isReseller: true, lockedAt: true, deletedAt: true },
      });
      if (before.deletedAt) throw notFound();
      const roles = body.roles && knownRoles([...body.roles, 'CUSTOMER']);
      if (body.userId === actorId && (body.locked === true || (roles && !roles.includes('ADMIN')))) throw selfLockout();

      const changes: { action: string; before: AuditState; after: AuditState; data: Prisma.UserUpdateInput }[] = [];
      if (roles && !sameRoles(roles, knownRoles(before.roles))) {
        const was = knownRoles(before.roles);
        changes.push({ action: 'user.setRoles', before: { roles: was }, after: { roles }, data: { roles } });
      }
      if (body.isReseller !== undefined && body.isReseller !== before.isReseller) {
        changes.push({
          action: 'user.setReseller',
          before: { isReseller: before.isReseller },
          after: { isReseller: body.isReseller },
          data: { isReseller: body.isReseller },
        });
      }
      if (body.locked !== undefined && body.locked !== (before.lockedAt !== null)) {
        const lockedAt = body.locked ? new Date() : null;
        changes.push({
          action: body.locked ? 'user.lock' : 'user.unlock',
          before: { locked: !body.locked, lockedAt: before.lockedAt?.toISOString() ?? null },
          after: { locked: body.locked, lockedAt: lockedAt?.toISOString() ?? null },
          data: { lockedAt },
        });
      }
      if (changes.length === 0) return;
      await this.txHost.tx.user.update({
        where: { id: body.userId },
        data: Object.assign({}, ...changes.map((c) => c.data)) as Prisma.UserUpdateInput,
        select: { id: true },
      });
      if (body.locked) await this.sessions.revokeAllForUser(body.userId, 'account-locked');
      for (const change of changes) {
        await this.auditTrail.record({
          actorId,
          action: change.action,
          entity: 'User',
          entityId: body.userId,
          before: change.before,
          after: change.after,
        });
      }
    });
    return this.detail(body.userId, 'admin');
  }

  /** The registration's confirmation mail again, with a new link (the old one stops working). */
  async resendConfirmation(actorId: string, userId: string): Promise<OkResponse> {
    await this.txHost.withTransaction(async () => {
      const user = await this.txHost.tx.user.findUnique({
        where: { id: userId },
        select: { id: true, email: true, name: true, language: true, confirmedAt: true, deletedAt: true },
      });
      if (!user || user.deletedAt) throw notFound();
      if (user.confirmedAt) {
        throw new DomainException(
          HttpStatus.CONFLICT,
          'ACCOUNT_ALREADY_CONFIRMED',
          'This account is confirmed already.',
        );
      }
      await this.registration.sendConfirmation(user);
      await this.auditTrail.record({
        actorId,
        action: 'user.resendConfirmation',
        entity: 'User',
        entityId: userId,
        before: null,
        // The language only: the entry names the account by its id, and outlives an erased account
        // (privacy/account-erasure.ts), which must leave no e-mail address behind.
        after: { language: user.language },
      });
    });
    return { ok: true };
  }
}

function sameRoles(a: UserRole[], b: UserRole[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}
