import { AppConfig } from '../../core/config/app-config';
import { parseEnv } from '../../core/config/env.schema';
import { DeviceCookieService } from './device-cookie.service';

const configOf = (env: Record<string, string>) =>
  new AppConfig(parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'j'.repeat(40), ...env }));

/** The `name=value` part of a Set-Cookie value, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0];

describe('DeviceCookieService', () => {
  const sut = new DeviceCookieService(configOf({}));

  it('issues an HttpOnly, SameSite=Strict cookie for the login call only, naming the account by a hash', () => {
    const setCookie = sut.issue('Anna@Example.com');
    expect(setCookie).toMatch(
      /^device=[0-9a-f]{32}\.[0-9a-f]{32}\.[\w-]{43}; Path=\/api\/User\/Login; Max-Age=31536000; HttpOnly; SameSite=Strict$/,
    );
    expect(setCookie.toLowerCase()).not.toContain('anna');
    expect(sentBack(sut.issue('anna@example.com'))).not.toBe(sentBack(setCookie));
  });

  it('is Secure in production', () => {
    const production = configOf({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/shop',
      CAPTCHA_SECRET: 's',
      SMTP_HOST: 'mail',
      VPN_KEY_ENCRYPTION_KEY: 'k'.repeat(43) + '=',
      SELLER_NAME: 'Rossi S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1',
    });
    expect(new DeviceCookieService(production).issue('anna@example.com')).toMatch(/; Secure$/);
  });

  it('reads back its own cookie for the account it names, in any letter case, among other cookies', () => {
    const cookie = sentBack(sut.issue('anna@example.com'));
    const nonce = cookie.split('.')[1];
    expect(sut.deviceOf(cookie, 'anna@example.com')).toBe(nonce);
    expect(sut.deviceOf(`theme=dark; ${cookie}; lang=it`, ' ANNA@example.com ')).toBe(nonce);
  });

  it('treats a cookie of another account, a forged or tampered one, or one of another key as none', () => {
    const cookie = sentBack(sut.issue('anna@example.com'));
    const [hash, nonce, signature] = cookie.slice('device='.length).split('.');
    const other = sentBack(sut.issue('bruno@example.com')).slice('device='.length).split('.');
    for (const header of [
      undefined,
      '',
      'device=',
      `device=${hash}.${nonce}`,
      `device=${hash}.${nonce.replace(/.$/, (c) => (c === '0' ? '1' : '0'))}.${signature}`,
      `device=${other[0]}.${nonce}.${signature}`,
      `device=${hash}.${other[1]}.${other[2]}`,
      `device=${hash}.${nonce}.${signature}x`,
    ]) {
      expect(sut.deviceOf(header, 'anna@example.com')).toBeUndefined();
    }
    expect(sut.deviceOf(cookie, 'bruno@example.com')).toBeUndefined();
    expect(
      new DeviceCookieService(configOf({ JWT_SECRET: 'k'.repeat(40) })).deviceOf(cookie, 'anna@example.com'),
    ).toBeUndefined();
  });
});
