import { Module } from '@nestjs/common';
import { AccountModule } from '../account/account.module';
import { TfaModule } from '../account/tfa/tfa.module';
import { PaymentModule } from '../payment/payment.module';
import { VpnModule } from '../vpn/vpn.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountErasure } from './account-erasure';
import { AccountExportController } from './account-export.controller';
import { AccountExportService } from './account-export.service';

/**
 * The customer's own data across every domain (issue 21): the export and the deletion. They read
 * (and the deletion erases) other modules' tables at once, so they sit beside them rather than in
 * any one of them.
 */
@Module({
  imports: [AccountModule, TfaModule, VpnModule, PaymentModule],
  controllers: [AccountExportController, AccountDeletionController],
  providers: [AccountExportService, AccountDeletionService, AccountErasure],
})
export class PrivacyModule {}
