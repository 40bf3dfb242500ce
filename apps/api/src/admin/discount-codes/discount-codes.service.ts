import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import {
  DISCOUNT_CODE_PROBLEM_TEXT,
  discountCodeProblems,
  type DiscountCodeDraft,
  type DiscountCodeState,
} from '@shop/contracts';
import { AuditTrail } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { isUniqueViolation } from '../../core/database/prisma-errors';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import { fromProductTypeName } from '../../catalog/product-type';
import type { DiscountCode, Prisma } from '../../generated/prisma/client';
import type {
  DiscountCodeQueryDto,
  DiscountCodesQueryDto,
  DiscountCodeUpdateDto,
  NewDiscountCodeDto,
} from './discount-codes.dto';
import {
  discountCodeAuditState,
  REDEMPTION_SELECT,
  toDiscountCodeResponse,
  toDiscountUseResponse,
} from './discount-codes.mapper';
import type {
  DiscountCodeDetailResponse,
  DiscountCodeResponse,
  DiscountCodesResponse,
} from './discount-codes.responses';

const notFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'DISCOUNT_CODE_NOT_FOUND', 'This discount code does not exist.');
const taken = () =>
  new DomainException(HttpStatus.CONFLICT, 'DISCOUNT_CODE_TAKEN', 'Another discount code has this code.', {
    code: ['taken'],
  });
const invalid = (fields: Record<string, string[]>) =>
  new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Some fields are not valid.', fields);

/** Refuses values that do not go together (the same rules the back office's form shows). */
function assertConsistent(draft: DiscountCodeDraft, checkWindow: boolean): void {
  const problems = discountCodeProblems(draft);
  if (!checkWindow) delete problems.endsAt;
  const fields = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, [DISCOUNT_CODE_PROBLEM_TEXT[problem]]]),
  );
  if (Object.keys(fields).length) throw invalid(fields);
}

/**
 * Discount codes in the back office: listed with their use counts, created, changed and ended
 * early, each change in the audit log. Checkout reads them through promo's DiscountService, whose
 * conditional update keeps the uses within maxUses whatever is changed here.
 */
@Injectable()
export class DiscountCodesService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly auditTrail: AuditTrail,
  ) {}

  async list(query: DiscountCodesQueryDto, now = new Date()): Promise<DiscountCodesResponse> {
    const q = query.q?.trim();
    const where: Prisma.DiscountCodeWhereInput = {
      AND: [
        q
          ? { OR: [{ code: { contains: q.toUpperCase() } }, { description: { contains: q, mode: 'insensitive' } }] }
          : {},
        query.state ? this.inState(query.state, now) : {},
      ],
    };
    const order = query.order ?? 'desc';
    const [rows, total] = await Promise.all([
      this.txHost.tx.discountCode.findMany({
        where,
        orderBy: [{ [query.sort ?? 'createdAt']: order }, { id: order }],
        ...pageWindow(query),
      }),
      this.txHost.tx.discountCode.count({ where }),
    ]);
    return { items: rows.map((row) => toDiscountCodeResponse(row, now)), total };
  }

  async detail(query: DiscountCodeQueryDto): Promise<DiscountCodeDetailResponse> {
    const row = await this.txHost.tx.discountCode.findUnique({ where: { id: query.discountCodeId } });
    if (!row) throw notFound();
    const where = { discountCodeId: row.id };
    const [uses, usesTotal] = await Promise.all([
      this.txHost.tx.discountRedemption.findMany({
        where,
        select: REDEMPTION_SELECT,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(query),
      }),
      this.txHost.tx.discountRedemption.count({ where }),
    ]);
    return { discountCode: toDiscountCodeResponse(row), uses: uses.map(toDiscountUseResponse), usesTotal };
  }

  async create(actorId: string, body: NewDiscountCodeDto): Promise<DiscountCodeResponse> {
    const data = {
      code: body.code,
      description: body.description ?? null,
      percentOff: body.percentOff ?? null,
      amountOffCents: body.amountOffCents ?? null,
      currency: body.currency ?? null,
      productTypes: (body.productTypes ?? []).map(fromProductTypeName),
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      maxUses: body.maxUses ?? null,
      maxItems: body.maxItems ?? null,
    };
    assertConsistent({ ...data, usedCount: 0 }, true);
    return this.txHost.withTransaction(async () => {
      await this.assertFree(data.code);
      const row = await this.txHost.tx.discountCode.create({ data }).catch(rethrowTaken);
      await this.audit(actorId, 'discountCode.create', row, null);
      return toDiscountCodeResponse(row);
    });
  }

  /** Changes what was given; `endNow` ends the code at this moment (a code not started yet never starts). */
  async update(actorId: string, body: DiscountCodeUpdateDto, now = new Date()): Promise<DiscountCodeResponse> {
    if (body.endNow && body.endsAt) throw invalid({ endNow: ['give endNow or endsAt, not both'] });
    return this.txHost.withTransaction(async () => {
      // Every field is written back from this read: a second admin's change waits for the first
      // to commit, and then reads (and keeps) it.
      if (!(await lockRow(this.txHost.tx, 'DiscountCode', body.discountCodeId))) throw notFound();
      const old = await this.txHost.tx.discountCode.findUnique({ where: { id: body.discountCodeId } });
      if (!old) throw notFound();
      const { discountCodeId, endNow, productTypes, ...given } = body;
      const next = {
        ...old,
        ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
        ...(productTypes && { productTypes: productTypes.map(fromProductTypeName) }),
      } as DiscountCode;
      if (endNow && old.endsAt > now) {
        next.endsAt = now;
        if (next.startsAt > now) next.startsAt = now;
      }
      assertConsistent(next, body.startsAt !== undefined || body.endsAt !== undefined);
      if (next.code !== old.code) await this.assertFree(next.code);
      const row = await this.txHost.tx.discountCode
        .update({
          where: { id: discountCodeId },
          data: {
            code: next.code,
            description: next.description,
            percentOff: next.percentOff,
            amountOffCents: next.amountOffCents,
            currency: next.currency,
            productTypes: next.productTypes,
            startsAt: next.startsAt,
            endsAt: next.endsAt,
            maxUses: next.maxUses,
            maxItems: next.maxItems,
            active: next.active,
          },
        })
        .catch(rethrowTaken);
      if (JSON.stringify(discountCodeAuditState(old)) !== JSON.stringify(discountCodeAuditState(row)))
        await this.audit(actorId, endNow ? 'discountCode.end' : 'discountCode.update', row, old);
      return toDiscountCodeResponse(row, now);
    });
  }

  /** The codes in `state` at `now`: the conditions of discountCodeState, as a query. */
  private inState(state: DiscountCodeState, now: Date): Prisma.DiscountCodeWhereInput {
    const fields = this.txHost.tx.discountCode.fields;
    const usedUp = { maxUses: { not: null }, usedCount: { gte: fields.maxUses } };
    const notUsedUp = { OR: [{ maxUses: null }, { usedCount: { lt: fields.maxUses } }] };
    const running = { active: true, endsAt: { gt: now } };
    switch (state) {
      case 'disabled':
        return { active: false };
      case 'ended':
        return { active: true, endsAt: { lte: now } };
      case 'usedUp':
        return { ...running, ...usedUp };
      case 'scheduled':
        return { ...running, startsAt: { gt: now }, ...notUsedUp };
      case 'live':
        return { ...running, startsAt: { lte: now }, ...notUsedUp };
    }
  }

  /** The usual clash, answered before writing; two admins at the same moment meet the unique index (rethrowTaken). */
  private async assertFree(code: string): Promise<void> {
    if (await this.txHost.tx.discountCode.findUnique({ where: { code }, select: { id: true } })) throw taken();
  }

  private audit(actorId: string, action: string, row: DiscountCode, old: DiscountCode | null): Promise<void> {
    return this.auditTrail.record({
      actorId,
      action,
      entity: 'DiscountCode',
      entityId: row.id,
      before: old && discountCodeAuditState(old),
      after: discountCodeAuditState(row),
    });
  }
}

function rethrowTaken(error: unknown): never {
  throw isUniqueViolation(error) ? taken() : error;
}
