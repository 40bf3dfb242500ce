import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CatalogService } from './catalog.service';
import { CatalogueChangeListener } from './catalogue-change.listener';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, CatalogueChangeListener],
  exports: [CatalogService],
})
export class CatalogModule {}
