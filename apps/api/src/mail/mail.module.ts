import { Global, Module } from '@nestjs/common';
import { MailService } from './mail.service';

/** Global: every domain that mails its users injects MailService without importing this module. */
@Global()
@Module({
  providers: [MailService],
  exports: [MailService],
})
export class MailModule {}
