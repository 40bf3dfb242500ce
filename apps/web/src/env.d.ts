/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API host, e.g. https://api.example.com; empty means same origin. */
  readonly VITE_API_BASE?: string;
  /** Remote environment file whose body is the fallback API host (spec 4, isBanned). */
  readonly VITE_API_ENV_URL?: string;
  /** reCAPTCHA v3 site key; unset, the account forms send the test token instead. */
  readonly VITE_CAPTCHA_SITE_KEY?: string;
  /** Test token sent without a site key (default dev-captcha-ok, what the server's stand-in accepts). */
  readonly VITE_CAPTCHA_TEST_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
