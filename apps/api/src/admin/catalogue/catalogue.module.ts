import { Module } from '@nestjs/common';
import { CatalogModule } from '../../catalog/catalog.module';
import { PricesController } from './prices.controller';
import { PricesService } from './prices.service';

/** The back office's catalogue: price lists, exclusions, shipment countries, stock (issue 23). */
@Module({
  imports: [CatalogModule],
  controllers: [PricesController],
  providers: [PricesService],
})
export class AdminCatalogueModule {}
