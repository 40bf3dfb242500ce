import { Module } from '@nestjs/common';
import { MaintenanceService } from './maintenance.service';
import { NewsService } from './news.service';
import { NoticesController } from './notices.controller';
import { NoticesQueries } from './notices.queries';

/** The back office's notices section: the maintenance notice and the news. */
@Module({
  controllers: [NoticesController],
  providers: [MaintenanceService, NewsService, NoticesQueries],
})
export class NoticesModule {}
