import { Module } from '@nestjs/common';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogService } from './audit/audit-log.service';
import { AdminBoxesModule } from './boxes/boxes.module';
import { AdminVpnLocationsModule } from './vpn-locations/vpn-locations.module';
import { NoticesModule } from './notices/notices.module';
import { AccountsModule } from './accounts/accounts.module';
import { AdminCatalogueModule } from './catalogue/catalogue.module';
import { AdminDiscountCodesModule } from './discount-codes/discount-codes.module';
import { AdminShipmentsModule } from './shipments/shipments.module';

/**
 * The back office (issue 23): `/api/Admin`, admins only (admin-access.ts). Each section keeps its
 * controller, service and queries in its own folder; every change goes through AuditTrail.
 */
@Module({
  imports: [
    AdminCatalogueModule,
    AdminDiscountCodesModule,
    NoticesModule,
    AccountsModule,
    AdminBoxesModule,
    AdminVpnLocationsModule,
    AdminShipmentsModule,
  ],
  controllers: [AuditLogController],
  providers: [AuditLogService],
})
export class AdminModule {}
