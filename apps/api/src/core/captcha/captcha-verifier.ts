import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

/** Actions named by the web when it asks the provider for a token (reCAPTCHA v3 `action`). */
export type CaptchaAction = 'login' | 'register' | 'forgot_password' | 'forgot_tfa' | 'pay_and_register';

export type CaptchaVerdict = { ok: true } | { ok: false; reason: string };

export abstract class CaptchaVerifier {
  abstract verify(token: string, action: CaptchaAction, remoteIp?: string): Promise<CaptchaVerdict>;
}

/** Outside production without a secret: accepts exactly the configured test token. */
export class TestCaptchaVerifier extends CaptchaVerifier {
  constructor(private readonly testToken: string) {
    super();
  }

  verify(token: string): Promise<CaptchaVerdict> {
    return Promise.resolve(token === this.testToken ? { ok: true } : { ok: false, reason: 'not the test token' });
  }
}

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/**
 * reCAPTCHA v3 siteverify: success, the expected action, a score at or above the threshold and a
 * known hostname are all required. Any failure to get an answer refuses (fails closed).
 */
export class RecaptchaVerifier extends CaptchaVerifier {
  private readonly logger = new Logger('Captcha');

  constructor(private readonly config: AppConfig) {
    super();
  }

  async verify(token: string, action: CaptchaAction, remoteIp?: string): Promise<CaptchaVerdict> {
    const env = this.config.env;
    const body = new URLSearchParams({ secret: env.CAPTCHA_SECRET ?? '', response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    let answer: SiteverifyAnswer;
    try {
      const response = await fetch(env.CAPTCHA_VERIFY_URL, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(env.CAPTCHA_TIMEOUT_MS),
      });
      if (!response.ok) return this.refuse(`provider answered ${response.status}`);
      answer = (await response.json()) as SiteverifyAnswer;
    } catch (error) {
      return this.refuse(`provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.success !== true) return this.refuse(`not successful (${(answer['error-codes'] ?? []).join(', ')})`);
    if (answer.action !== action) return this.refuse(`action ${answer.action} instead of ${action}`);
    if (typeof answer.score !== 'number' || answer.score < env.CAPTCHA_MIN_SCORE)
      return this.refuse(`score ${answer.score}`);
    if (!answer.hostname || !this.config.captchaHostnames.includes(answer.hostname))
      return this.refuse(`hostname ${answer.hostname}`);
    return { ok: true };
  }

  private refuse(reason: string): CaptchaVerdict {
    this.logger.warn(`captcha refused: ${reason}`);
    return { ok: false, reason };
  }
}
