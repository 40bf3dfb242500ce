import { Global, Module, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../core/config/app-config';
import { MailDeliveryJob } from './mail-delivery.job';
import { MailSender } from './mail-sender';
import { MailQueries } from './mail.queries';
import { createMailTransport, MailTransport } from './mail-transport';
import { MailService } from './mail.service';

/** Global: every domain that mails its users injects MailService without importing this module. */
@Global()
@Module({
  providers: [
    MailService,
    MailSender,
    MailQueries,
    MailDeliveryJob,
    { provide: MailTransport, useFactory: createMailTransport, inject: [AppConfig] },
  ],
  exports: [MailService, MailSender],
})
export class MailModule implements OnModuleDestroy {
  constructor(private readonly transport: MailTransport) {}

  onModuleDestroy(): void {
    this.transport.close();
  }
}
