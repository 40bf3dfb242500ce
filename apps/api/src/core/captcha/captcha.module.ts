import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CaptchaVerifier, RecaptchaVerifier, TestCaptchaVerifier } from './captcha-verifier';
import { CaptchaGuard } from './captcha.guard';

@Global()
@Module({
  providers: [
    {
      provide: CaptchaVerifier,
      inject: [AppConfig],
      useFactory: (config: AppConfig): CaptchaVerifier =>
        config.captchaUsesTestVerifier
          ? new TestCaptchaVerifier(config.env.CAPTCHA_TEST_TOKEN)
          : new RecaptchaVerifier(config),
    },
    CaptchaGuard,
  ],
  exports: [CaptchaVerifier, CaptchaGuard],
})
export class CaptchaModule {}
