import { Module } from '@nestjs/common';
import { AccountModule } from '../../account/account.module';
import { AccountLookupController } from './account-lookup.controller';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

/** The back office's accounts section: staff look accounts up, admins change them. */
@Module({
  imports: [AccountModule],
  controllers: [AccountLookupController, AccountsController],
  providers: [AccountsService],
})
export class AccountsModule {}
