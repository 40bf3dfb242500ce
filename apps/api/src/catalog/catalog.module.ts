import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogQueries } from './catalog.queries';
import { CatalogService } from './catalog.service';
import { CatalogueChangeListener } from './catalogue-change.listener';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogQueries, CatalogueChangeListener],
  exports: [CatalogService, CatalogueChangeListener],
})
export class CatalogModule {}
