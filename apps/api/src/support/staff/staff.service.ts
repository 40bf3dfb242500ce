import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { pageWindow } from '../../core/http/pagination';
import type { TicketPriority, TicketStatus } from '../../generated/prisma/enums';
import type { StaffTicketListQueryDto } from './staff.dto';
import { toAgentResponse, toStaffTicketSummary } from './staff.mapper';
import { StaffQueries } from './staff.queries';
import { STAFF_ROLES } from '@shop/contracts';
import type { AgentResponse, StaffCountsResponse, StaffTicketListResponse } from './staff.responses';

/** The staff console's reading side: agents and the ticket list with its search. */
@Injectable()
export class StaffService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: StaffQueries,
  ) {}

  /** GET Staff/Agents: who a ticket can be assigned to, by name. */
  async agents(): Promise<AgentResponse[]> {
    const agents = await this.txHost.tx.user.findMany({
      where: { roles: { hasSome: [...STAFF_ROLES] } },
      select: { id: true, name: true, surname: true, email: true, roles: true },
      orderBy: [{ name: 'asc' }, { surname: 'asc' }, { id: 'asc' }],
    });
    return agents.map(toAgentResponse);
  }

  /** GET Staff/Tickets: one statement for the page and its total. */
  async list(query: StaffTicketListQueryDto): Promise<StaffTicketListResponse> {
    const { skip, take } = pageWindow(query);
    const q = query.q?.trim() || undefined;
    const rows = await this.queries.page(
      {
        status: query.status && query.status !== 'unsolved' ? (query.status.toUpperCase() as TicketStatus) : undefined,
        unsolved: query.status === 'unsolved',
        priority: query.priority && (query.priority.toUpperCase() as TicketPriority),
        groupId: query.groupId,
        assigneeId: query.assigneeId,
        unassigned: query.unassigned,
        q,
      },
      query.sort ?? (q ? 'relevance' : 'due'),
      skip,
      take,
    );
    return { items: rows.filter((r) => r.id !== null).map(toStaffTicketSummary), total: rows[0]?.total ?? 0 };
  }

  /** GET Staff/Counts: how many tickets each view of the console holds, for this agent. */
  counts(agentId: string): Promise<StaffCountsResponse> {
    return this.queries.counts(agentId);
  }
}
