import { Injectable } from '@nestjs/common';
import { toOverviewResponse } from './overview.mapper';
import { OverviewQueries } from './overview.queries';
import type { OverviewResponse } from './overview.responses';

/** The account home: what the customer holds and what waits for them, in one statement. */
@Injectable()
export class OverviewService {
  constructor(private readonly queries: OverviewQueries) {}

  async overview(userId: string, isReseller: boolean, now = new Date()): Promise<OverviewResponse> {
    return toOverviewResponse(await this.queries.overview(userId, isReseller), now);
  }
}
