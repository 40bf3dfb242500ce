import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { canMoveShipment, SHIPMENT_MOVES, type ShipmentMove, type ShipmentStatusName } from '@shop/contracts';
import { AuditTrail } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import type { Prisma } from '../../generated/prisma/client';
import type { ShipmentStatus } from '../../generated/prisma/enums';
import { BoxShippedMail } from './box-shipped-mail';
import { statusOfFilter, type MarkShippedDto, type ShipmentSort, type ShipmentsQueryDto } from './shipments.dto';
import {
  ADMIN_SHIPMENT_SELECT,
  toAdminShipmentResponse,
  toShipmentAuditState,
  type AdminShipmentRow,
} from './shipments.mapper';
import type { AdminShipmentPageResponse, AdminShipmentResponse } from './shipments.responses';

const notFound = () => new DomainException(HttpStatus.NOT_FOUND, 'SHIPMENT_NOT_FOUND', 'This shipment does not exist.');

/** Why a move is refused in the shipment's present status. */
const REFUSED: Record<ShipmentMove, () => DomainException> = {
  markShipped: () =>
    new DomainException(
      HttpStatus.CONFLICT,
      'SHIPMENT_NOT_PENDING',
      'This shipment is not waiting to be sent: it was shipped already or cancelled by a refund.',
    ),
  markDelivered: () =>
    new DomainException(HttpStatus.CONFLICT, 'SHIPMENT_NOT_SHIPPED', 'Only a shipment on its way can be delivered.'),
  markReturned: () =>
    new DomainException(
      HttpStatus.CONFLICT,
      'SHIPMENT_NOT_SENT',
      'Only a shipment that was sent (shipped or delivered) can come back.',
    ),
};

const ORDER_BY: Record<ShipmentSort, Prisma.ShipmentOrderByWithRelationInput[]> = {
  paidAt: [{ order: { paidAt: 'asc' } }, { createdAt: 'asc' }, { id: 'asc' }],
  '-paidAt': [{ order: { paidAt: 'desc' } }, { createdAt: 'desc' }, { id: 'desc' }],
  shippedAt: [{ shippedAt: { sort: 'asc', nulls: 'last' } }, { createdAt: 'asc' }, { id: 'asc' }],
  '-shippedAt': [{ shippedAt: { sort: 'desc', nulls: 'last' } }, { createdAt: 'desc' }, { id: 'desc' }],
};

const statusName = (status: ShipmentStatus) => status.toLowerCase() as ShipmentStatusName;
const statusOf = (name: ShipmentStatusName) => name.toUpperCase() as ShipmentStatus;

/** The part of a search that may match: purchase id, customer, box serial, tracking number. */
function searchWhere(q: string): Prisma.ShipmentWhereInput {
  const contains = { contains: q, mode: 'insensitive' } as const;
  return {
    OR: [
      { order: { purchaseId: contains } },
      { order: { email: contains } },
      { order: { user: { email: contains } } },
      { order: { user: { name: contains } } },
      { order: { user: { surname: contains } } },
      { box: { serial: contains } },
      { trackingNumber: contains },
    ],
  };
}

/**
 * The boxes to send and sent (issue 23): the list, and the moves of SHIPMENT_MOVES. Each move is a
 * conditional update on the status it was read in, so of two admins (or two clicks) only one moves
 * it and the other gets 409; the audit entry and the customer's mail join that update's transaction.
 */
@Injectable()
export class ShipmentsService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly auditTrail: AuditTrail,
    private readonly shippedMail: BoxShippedMail,
  ) {}

  async list(query: ShipmentsQueryDto): Promise<AdminShipmentPageResponse> {
    const where: Prisma.ShipmentWhereInput = {
      status: statusOfFilter(query.status),
      ...(query.q ? searchWhere(query.q) : {}),
    };
    const [rows, total] = await Promise.all([
      this.txHost.tx.shipment.findMany({
        where,
        select: ADMIN_SHIPMENT_SELECT,
        orderBy: ORDER_BY[query.sort ?? 'paidAt'],
        ...pageWindow(query),
      }),
      this.txHost.tx.shipment.count({ where }),
    ]);
    return { items: rows.map(toAdminShipmentResponse), total };
  }

  /** Sent with `carrier` under `trackingNumber`: the customer is told once, with the tracking link when there is one. */
  markShipped(actorId: string, body: MarkShippedDto): Promise<AdminShipmentResponse> {
    return this.move(actorId, 'markShipped', body.shipmentId, (now) => ({
      carrier: body.carrier,
      trackingNumber: body.trackingNumber,
      shippedAt: now,
    }));
  }

  markDelivered(actorId: string, shipmentId: string): Promise<AdminShipmentResponse> {
    return this.move(actorId, 'markDelivered', shipmentId, (now) => ({ deliveredAt: now }));
  }

  /** Back at the shop (refused by the customer, undeliverable, sent back): carrier and dates stay as they were. */
  markReturned(actorId: string, shipmentId: string): Promise<AdminShipmentResponse> {
    return this.move(actorId, 'markReturned', shipmentId, () => ({}));
  }

  private move(
    actorId: string,
    move: ShipmentMove,
    shipmentId: string,
    changes: (now: Date) => Prisma.ShipmentUpdateManyMutationInput,
  ): Promise<AdminShipmentResponse> {
    return this.txHost.withTransaction(async () => {
      const before = await this.find(shipmentId);
      if (!canMoveShipment(move, statusName(before.status))) throw REFUSED[move]();
      const moved = await this.txHost.tx.shipment.updateMany({
        where: { id: shipmentId, status: before.status },
        data: { status: statusOf(SHIPMENT_MOVES[move].to), ...changes(new Date()) },
      });
      // Someone moved it between the read and the update (the update waited for their commit).
      if (moved.count === 0) throw REFUSED[move]();
      const after = await this.find(shipmentId);
      await this.auditTrail.record({
        actorId,
        action: `shipment.${move}`,
        entity: 'Shipment',
        entityId: shipmentId,
        before: toShipmentAuditState(before),
        after: toShipmentAuditState(after),
      });
      if (move === 'markShipped') await this.shippedMail.enqueue(after);
      return toAdminShipmentResponse(after);
    });
  }

  private async find(shipmentId: string): Promise<AdminShipmentRow> {
    const row = await this.txHost.tx.shipment.findUnique({ where: { id: shipmentId }, select: ADMIN_SHIPMENT_SELECT });
    if (!row) throw notFound();
    return row;
  }
}
