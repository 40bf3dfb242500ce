import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaToken, CaptchaUnavailableError, resetCaptchaForTests, usesTestCaptcha } from './captcha';

afterEach(() => {
  vi.unstubAllEnvs();
  resetCaptchaForTests();
  delete window.grecaptcha;
  document.head
    .querySelectorAll('script[src*="recaptcha"], meta[name="captcha-site-key"]')
    .forEach((element) => element.remove());
});

describe('captchaToken', () => {
  it('without a site key gives the test token (configurable) and says it is one', async () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', '');
    expect(usesTestCaptcha()).toBe(true);
    await expect(captchaToken('login')).resolves.toBe('dev-captcha-ok');
    vi.stubEnv('VITE_CAPTCHA_TEST_TOKEN', 'other-test-token');
    await expect(captchaToken('register')).resolves.toBe('other-test-token');
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });

  it('with a site key loads reCAPTCHA v3 once, on first use, and runs the named action', async () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', 'site-key-1');
    expect(usesTestCaptcha()).toBe(false);
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
    const execute = vi.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);

    const first = captchaToken('forgot_password');
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script?.onload?.(new Event('load'));

    await expect(first).resolves.toBe('token-for-forgot_password');
    await expect(captchaToken('forgot_tfa')).resolves.toBe('token-for-forgot_tfa');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'forgot_tfa' });
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(1);
  });

  it('takes the site key the server put in the page when the build has none', async () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', '');
    const meta = document.createElement('meta');
    meta.name = 'captcha-site-key';
    meta.content = 'server-key-2';
    document.head.append(meta);
    expect(usesTestCaptcha()).toBe(false);
    const token = captchaToken('register');
    const script = document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=server-key-2');
    window.grecaptcha = { ready: (callback) => callback(), execute: async (key: string) => `token-of-${key}` };
    script?.onload?.(new Event('load'));
    await expect(token).resolves.toBe('token-of-server-key-2');
  });

  it('fails with CaptchaUnavailableError when the script cannot load, and tries again next time', async () => {
    vi.stubEnv('VITE_CAPTCHA_SITE_KEY', 'site-key-1');
    const first = captchaToken('login');
    document.querySelector<HTMLScriptElement>('script[src*="recaptcha"]')?.onerror?.(new Event('error'));
    await expect(first).rejects.toBeInstanceOf(CaptchaUnavailableError);
    void captchaToken('login').catch(() => undefined);
    expect(document.querySelectorAll('script[src*="recaptcha"]')).toHaveLength(1);
  });
});
