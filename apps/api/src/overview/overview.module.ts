import { Module } from '@nestjs/common';
import { OverviewController } from './overview.controller';
import { OverviewQueries } from './overview.queries';
import { OverviewService } from './overview.service';

/**
 * The account home (issue 21): one screen over devices, licences, passes, boxes, orders, tickets
 * and coupons. It only reads other modules' tables, in one statement, so it sits beside them
 * rather than in any one of them (like privacy/).
 */
@Module({
  controllers: [OverviewController],
  providers: [OverviewQueries, OverviewService],
})
export class OverviewModule {}
