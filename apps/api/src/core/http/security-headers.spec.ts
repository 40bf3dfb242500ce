import { AppConfig } from '../config/app-config';
import { parseEnv } from '../config/env.schema';
import { contentSecurityPolicy, RECAPTCHA_SOURCES, securityHeaders, staticHeadersOf } from './security-headers';

const policyOf = (env: Record<string, string>) => contentSecurityPolicy(new AppConfig(parseEnv(env)));

describe('Content-Security-Policy', () => {
  it('allows only our own scripts, frames and connections without a captcha provider or other API hosts', () => {
    const sut = policyOf({});
    expect(sut['script-src']).toEqual(["'self'"]);
    expect(sut['connect-src']).toEqual(["'self'"]);
    expect(sut['frame-src']).toBeUndefined();
  });

  it("allows reCAPTCHA's script, frame and calls when a site key or secret is configured", () => {
    for (const env of [{ CAPTCHA_SITE_KEY: 'site-key' }, { CAPTCHA_SECRET: 'secret' }] as Record<string, string>[]) {
      const sut = policyOf(env);
      expect(sut['script-src']).toEqual(["'self'", ...RECAPTCHA_SOURCES.script]);
      expect(sut['frame-src']).toEqual(["'self'", ...RECAPTCHA_SOURCES.frame]);
      expect(sut['connect-src']).toEqual(["'self'", ...RECAPTCHA_SOURCES.connect]);
    }
  });

  it('allows calls to the backup API hosts of CSP_API_HOSTS, by origin', () => {
    const sut = policyOf({ CSP_API_HOSTS: 'https://api2.nova.example/api, https://config.nova.example/env.txt' });
    expect(sut['connect-src']).toEqual(["'self'", 'https://api2.nova.example', 'https://config.nova.example']);
    expect(() => policyOf({ CSP_API_HOSTS: 'javascript:alert(1)' })).toThrow(/CSP_API_HOSTS/);
  });

  it('is the header every answer carries', () => {
    const headers = staticHeadersOf(
      securityHeaders(new AppConfig(parseEnv({ CAPTCHA_SITE_KEY: 'k', CSP_API_HOSTS: 'https://api2.nova.example' }))),
    );
    const header = String(headers['content-security-policy']);
    expect(header).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(header).toContain("connect-src 'self' https://api2.nova.example https://www.google.com/recaptcha/");
    expect(header).toContain("default-src 'self'");
  });
});
