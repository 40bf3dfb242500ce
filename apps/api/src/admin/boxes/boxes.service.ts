import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import type { Prisma } from '../../generated/prisma/client';
import { BOX_IN_STOCK, lockBoxShelf, recountBoxStock } from '../../vpn/box-stock.queries';
import type { AdminBoxQueryDto, BoxState } from './boxes.dto';
import type { AdminBoxPageResponse, AdminBoxResponse, ImportBoxesResponse } from './boxes.responses';

const BOX_SELECT = {
  id: true,
  serial: true,
  createdAt: true,
  soldAt: true,
  pairedAt: true,
  user: { select: { id: true, email: true } },
  subscriptions: { select: { endsAt: true }, orderBy: { endsAt: 'desc' }, take: 1 },
} satisfies Prisma.VpnBoxSelect;

type BoxRow = Prisma.VpnBoxGetPayload<{ select: typeof BOX_SELECT }>;

const STATE_WHERE: Record<BoxState, Prisma.VpnBoxWhereInput> = {
  inStock: BOX_IN_STOCK,
  sold: { soldAt: { not: null }, userId: null },
  paired: { userId: { not: null } },
};

const stateOf = (box: Pick<BoxRow, 'soldAt' | 'user'>): BoxState =>
  box.user ? 'paired' : box.soldAt ? 'sold' : 'inStock';

function toAdminBox(box: BoxRow): AdminBoxResponse {
  return {
    id: box.id,
    serial: box.serial,
    status: stateOf(box),
    owner: box.user,
    createdAt: box.createdAt.toISOString(),
    soldAt: box.soldAt?.toISOString() ?? null,
    pairedAt: box.pairedAt?.toISOString() ?? null,
    subscriptionEndsAt: box.subscriptions[0]?.endsAt.toISOString() ?? null,
  };
}

/** The serials that occur more than once, each once, in the order they first repeat. */
function repeated(serials: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const serial of serials) (seen.has(serial) ? twice : seen).add(serial);
  return [...twice];
}

/** "A, B, C and 7 more": a refusal's message names the first few; its fields carry them all. */
const named = (serials: string[]) =>
  serials.length > 10 ? `${serials.slice(0, 10).join(', ')} and ${serials.length - 10} more` : serials.join(', ');

/** The back office's VPN boxes: every registered serial with where it is, and the import of new ones. */
@Injectable()
export class AdminBoxesService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly audit: AuditTrail,
  ) {}

  async list(query: AdminBoxQueryDto): Promise<AdminBoxPageResponse> {
    const q = query.q?.trim();
    const where: Prisma.VpnBoxWhereInput = {
      ...(query.status && STATE_WHERE[query.status]),
      ...(q && {
        OR: [
          { serial: { contains: q, mode: 'insensitive' } },
          { user: { email: { contains: q, mode: 'insensitive' } } },
        ],
      }),
    };
    const [rows, total, inStock] = await Promise.all([
      this.txHost.tx.vpnBox.findMany({
        where,
        select: BOX_SELECT,
        orderBy: [{ createdAt: 'desc' }, { serial: 'asc' }],
        ...pageWindow(query),
      }),
      this.txHost.tx.vpnBox.count({ where }),
      this.txHost.tx.vpnBox.count({ where: BOX_IN_STOCK }),
    ]);
    return { items: rows.map(toAdminBox), total, inStock };
  }

  /**
   * Registers new boxes, in stock: all of them or, when any serial is listed twice or registered
   * already, none (409 BOX_SERIAL_DUPLICATE naming them). The hardware's stock is counted again.
   */
  async import(actorId: string, serials: string[]): Promise<ImportBoxesResponse> {
    return this.txHost.withTransaction(async () => {
      await lockBoxShelf(this.txHost.tx);
      const listedTwice = repeated(serials);
      const registered = (
        await this.txHost.tx.vpnBox.findMany({
          where: { serial: { in: serials } },
          select: { serial: true },
          orderBy: { serial: 'asc' },
        })
      ).map((box) => box.serial);
      if (listedTwice.length > 0 || registered.length > 0) {
        const fields: Record<string, string[]> = {};
        if (listedTwice.length > 0) fields.listedTwice = listedTwice;
        if (registered.length > 0) fields.registered = registered;
        const parts = [
          listedTwice.length > 0 ? `listed twice: ${named(listedTwice)}` : '',
          registered.length > 0 ? `registered already: ${named(registered)}` : '',
        ].filter(Boolean);
        throw new DomainException(
          HttpStatus.CONFLICT,
          'BOX_SERIAL_DUPLICATE',
          `Nothing was imported (${parts.join('; ')}).`,
          fields,
        );
      }
      const { count } = await this.txHost.tx.vpnBox.createMany({ data: serials.map((serial) => ({ serial })) });
      const inStock = await recountBoxStock(this.txHost.tx);
      await this.audit.record({
        actorId,
        action: 'vpnBox.import',
        entity: 'VpnBox',
        entityId: null,
        before: null,
        after: { serials, count, inStock },
      });
      return { imported: count, inStock };
    });
  }
}
