import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { AccountModule } from './account/account.module';
import { CatalogModule } from './catalog/catalog.module';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './core/audit/audit-trail';
import { AuthModule } from './core/auth/auth.module';
import { BackgroundModule } from './core/background/background-tasks';
import { CaptchaModule } from './core/captcha/captcha.module';
import { JwtAuthGuard } from './core/auth/jwt-auth.guard';
import { AppConfig } from './core/config/app-config';
import { DatabaseModule } from './core/database/database.module';
import { DevModule } from './dev/dev.module';
import { GlobalExceptionFilter } from './core/errors/global-exception.filter';
import { createValidationPipe } from './core/errors/validation';
import { HealthController } from './core/http/health.controller';
import { LoggingModule } from './core/logging/logging.module';
import { RateLimitModule } from './core/rate-limit/rate-limit.module';
import { MailModule } from './mail/mail.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { OverviewModule } from './overview/overview.module';
import { RemindersModule } from './reminders/reminders.module';
import { PaymentModule } from './payment/payment.module';
import { PlayerModule } from './player/player.module';
import { PrivacyModule } from './privacy/privacy.module';
import { PromoModule } from './promo/promo.module';
import { SupportModule } from './support/support.module';
import { VpnModule } from './vpn/vpn.module';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule,
        DatabaseModule,
        ScheduleModule.forRoot(),
        BackgroundModule,
        AuditModule,
        MailModule,
        AuthModule,
        CaptchaModule,
        RateLimitModule,
        AccountModule,
        CatalogModule,
        NewsletterModule,
        VpnModule,
        PlayerModule,
        PromoModule,
        PaymentModule,
        SupportModule,
        PrivacyModule,
        OverviewModule,
        RemindersModule,
        AdminModule,
        DevModule.forRoot(config),
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_FILTER, useClass: GlobalExceptionFilter },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
      ],
    };
  }
}
