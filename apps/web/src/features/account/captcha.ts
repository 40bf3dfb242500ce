// Human verification of spec 5 / DESIGN 2: an invisible reCAPTCHA v3 token per named action, or,
// when no site key is configured (development and tests), the test token the server's stand-in
// verifier accepts.

export type CaptchaAction = 'login' | 'register' | 'forgot_password' | 'forgot_tfa' | 'pay_and_register';

export const DEFAULT_TEST_TOKEN = 'dev-captcha-ok';
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/** The human verification could not run (script blocked or offline); no call was sent. */
export class CaptchaUnavailableError extends Error {
  override readonly name = 'CaptchaUnavailableError';
}

/** The build's key, else the one the server puts in the page (CAPTCHA_SITE_KEY), so one build fits every deployment. */
function siteKey(): string | undefined {
  const fromPage =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>('meta[name="captcha-site-key"]')?.content;
  return import.meta.env.VITE_CAPTCHA_SITE_KEY?.trim() || fromPage?.trim() || undefined;
}

/** True when the forms use the development test token (they then say so). */
export function usesTestCaptcha(): boolean {
  return siteKey() === undefined;
}

let loading: Promise<ReCaptcha> | null = null;

/** Adds the reCAPTCHA script on first use only, so pages without a guarded form never load it. */
function loadReCaptcha(key: string): Promise<ReCaptcha> {
  loading ??= new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(key)}`;
    script.async = true;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new CaptchaUnavailableError('grecaptcha missing after load'));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    script.onerror = () => {
      script.remove();
      reject(new CaptchaUnavailableError('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later attempt (after the connection is back) may load it again.
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for `action` (tokens are single-use and short-lived: get one per submission). */
export async function captchaToken(action: CaptchaAction): Promise<string> {
  const key = siteKey();
  if (!key) return import.meta.env.VITE_CAPTCHA_TEST_TOKEN?.trim() || DEFAULT_TEST_TOKEN;
  const grecaptcha = await loadReCaptcha(key);
  try {
    return await grecaptcha.execute(key, { action });
  } catch (cause) {
    throw new CaptchaUnavailableError('reCAPTCHA execute failed', { cause });
  }
}

/** Forgets a loaded script (tests). */
export function resetCaptchaForTests(): void {
  loading = null;
}
