// The Content-Security-Policy built from the server's settings lets the real captcha provider and
// the backup API host work in Chromium (issue 8): with a (fake) reCAPTCHA site key the login form
// loads Google's script, which pulls a gstatic script and opens its frame, and the page may call
// the host of CSP_API_HOSTS. Google's hosts are answered by Playwright (no internet here), which
// happens only after Chromium's CSP check: a refused load never reaches the route.
import { expect, test } from './fixtures';

const SITE_KEY = 'e2e-fake-site-key';
const BACKUP_API = 'https://api-backup.nova.test';

// A server of this file's own, with these settings.
test.use({ serverEnv: { CAPTCHA_SITE_KEY: SITE_KEY, CSP_API_HOSTS: `${BACKUP_API}/api` } });

/** What Google's api.js does, in little: a script from gstatic, an invisible frame, and grecaptcha. */
const FAKE_RECAPTCHA = `
  const release = document.createElement('script');
  release.src = 'https://www.gstatic.com/recaptcha/releases/e2e/recaptcha__en.js';
  document.head.append(release);
  const frame = document.createElement('iframe');
  frame.src = 'https://www.google.com/recaptcha/api2/anchor?k=${SITE_KEY}&size=invisible';
  frame.title = 'reCAPTCHA';
  document.body.append(frame);
  window.grecaptcha = {
    ready: (callback) => release.addEventListener('load', () => callback()),
    // The server has no CAPTCHA_SECRET (not production), so its stand-in accepts this token.
    execute: async () => 'dev-captcha-ok',
  };
`;

test.describe('Content-Security-Policy with a captcha provider and a backup API host', () => {
  test('loads reCAPTCHA, its frame and the backup host without a refusal, and the login goes through', async ({
    shop,
  }) => {
    const { page, context } = await shop.open();
    const loaded: string[] = [];
    await context.route('https://www.google.com/recaptcha/api.js**', (route) => {
      loaded.push('api.js');
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_RECAPTCHA });
    });
    await context.route('https://www.gstatic.com/recaptcha/**', (route) => {
      loaded.push('gstatic');
      return route.fulfill({ contentType: 'text/javascript', body: 'window.recaptchaRelease = true;' });
    });
    await context.route('https://www.google.com/recaptcha/api2/**', (route) => {
      loaded.push('frame');
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>anchor</title>' });
    });
    await context.route(`${BACKUP_API}/**`, (route) =>
      route.fulfill({
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: '{"version":"backup"}',
      }),
    );
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { violations: string[] }).violations ??= [];
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });

    await page.goto(shop.url('/login'));
    await page.locator('input[type="email"]').fill('customer@nova.test');
    await page.locator('input[type="password"]').fill('Customer-Demo-2026');
    // The site key comes from the page the server sent, so the form does not use the test token.
    await expect(page.getByTestId('captcha-test-note')).toHaveCount(0);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });

    expect(loaded.sort()).toEqual(['api.js', 'frame', 'gstatic']);
    expect(await page.evaluate(() => (window as unknown as { recaptchaRelease?: boolean }).recaptchaRelease)).toBe(
      true,
    );
    const backup = await page.evaluate((url) => fetch(`${url}/info.json`).then((res) => res.json()), BACKUP_API);
    expect(backup).toEqual({ version: 'backup' });

    expect(violations).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { violations?: string[] }).violations ?? [])).toEqual([]);
    // Anything else stays refused: the policy is not simply open.
    const refused = await page.evaluate(() =>
      fetch('https://elsewhere.nova.test/').then(
        () => 'loaded',
        () => 'refused',
      ),
    );
    expect(refused).toBe('refused');
  });
});
