import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { pageWindow } from '../../core/http/pagination';
import type { OrdersQueryDto } from '../payment.dto';
import { ORDER_SELECT, toOrderResponse } from '../payment.mapper';
import type { OrderPageResponse, OrderResponse } from '../payment.responses';
import { OrderQueries } from './order.queries';

export const orderNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order does not exist.');

/** My orders, and one order by its purchase id (the result page). */
@Injectable()
export class OrderService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: OrderQueries,
  ) {}

  /** Newest first; one statement for 10 orders or 1,000. */
  async list(userId: string, query: OrdersQueryDto): Promise<OrderPageResponse> {
    const { skip, take } = pageWindow(query);
    const { rows, total } = await this.queries.orderPage(userId, skip, take);
    return { items: rows.map((o) => toOrderResponse(o, true)), total };
  }

  /**
   * An account's order is answered to its owner only; an order bought by device code without an
   * account (or with an account not confirmed yet) to whoever holds its purchase id (128 random
   * bits), without the invoice link. Anyone else: 404.
   */
  async get(purchaseId: string, userId: string | undefined): Promise<OrderResponse> {
    const order = await this.txHost.tx.order.findUnique({
      where: { purchaseId },
      select: { ...ORDER_SELECT, user: { select: { confirmedAt: true } } },
    });
    const owner = order !== null && order.userId !== null && order.userId === userId;
    // An order placed while registering (PayAndRegister) has an account nobody can log in to
    // until its link is used: meanwhile the result page reads it by its purchase id, as a guest's.
    const guest = order !== null && (order.userId === null || order.user?.confirmedAt === null);
    if (!order || !(owner || guest)) throw orderNotFound();
    return toOrderResponse(order, owner);
  }
}
