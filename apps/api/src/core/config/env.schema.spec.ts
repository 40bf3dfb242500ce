import { parseEnv } from './env.schema';

describe('parseEnv', () => {
  it('fills in defaults for a bare development environment', () => {
    const sut = parseEnv({});
    expect(sut).toEqual(
      expect.objectContaining({
        NODE_ENV: 'development',
        PORT: 3000,
        DATA_DIR: '.data',
        CORS_ORIGINS: [],
        CRON_ENABLED: true,
      }),
    );
    expect(sut.DATABASE_URL).toBeUndefined();
  });

  it('listens on this machine only by default, on every interface in production, and as told', () => {
    expect(parseEnv({}).HOST).toBe('127.0.0.1');
    expect(parseEnv({ NODE_ENV: 'test', HOST: '' }).HOST).toBe('127.0.0.1');
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/shop',
      JWT_SECRET: 'x'.repeat(32),
      CAPTCHA_SECRET: 's',
      SMTP_HOST: 'mail',
      VPN_KEY_ENCRYPTION_KEY: 'k'.repeat(43) + '=',
      SELLER_NAME: 'Rossi S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1|00100 Roma|Italy',
    };
    expect(parseEnv(production).HOST).toBe('0.0.0.0');
    expect(parseEnv({ ...production, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
    expect(parseEnv({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it("hashes passwords with 64 MiB by default and never under OWASP's 19 MiB in production", () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/shop',
      JWT_SECRET: 'x'.repeat(32),
      CAPTCHA_SECRET: 's',
      SMTP_HOST: 'mail',
      VPN_KEY_ENCRYPTION_KEY: 'k'.repeat(43) + '=',
      SELLER_NAME: 'Rossi S.r.l.',
      SELLER_ADDRESS: 'Via Roma 1',
    };
    expect(parseEnv(production).PASSWORD_HASH_MEMORY_KIB).toBe(65_536);
    expect(() => parseEnv({ ...production, PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB: must be at least 19456/,
    );
    expect(parseEnv({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
  });

  it('names every bad variable in one message', () => {
    expect(() => parseEnv({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL|LOG_LEVEL[\s\S]*PORT/);
  });

  it('requires a database and a signing secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: is required in production[\s\S]*JWT_SECRET: is required in production/,
    );
  });

  it('names the seller only as configured in production, the demo shop elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/shop',
      JWT_SECRET: 'x'.repeat(32),
      CAPTCHA_SECRET: 's',
      SMTP_HOST: 'mail',
      VPN_KEY_ENCRYPTION_KEY: 'k'.repeat(43) + '=',
    };
    expect(() => parseEnv(production)).toThrow(
      /SELLER_NAME: is required in production[\s\S]*SELLER_ADDRESS: is required in production/,
    );
    expect(parseEnv({ ...production, SELLER_NAME: 'Rossi S.r.l.', SELLER_ADDRESS: 'Via Roma 1' }).SELLER_NAME).toBe(
      'Rossi S.r.l.',
    );
    expect(parseEnv({}).SELLER_NAME).toBe('NOVA Media S.r.l.');
    expect(parseEnv({ SELLER_NAME: 'Bianchi S.p.A.' }).SELLER_NAME).toBe('Bianchi S.p.A.');
  });

  it('never enables the captcha or mail stand-ins in production', () => {
    expect(() =>
      parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgresql://db/shop', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/CAPTCHA_SECRET: is required in production[\s\S]*SMTP_HOST: is required in production/);
  });

  it('requires the key of the VPN private keys in production, 32 bytes in hex or base64', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://db/shop',
      JWT_SECRET: 'x'.repeat(32),
      CAPTCHA_SECRET: 's',
      SMTP_HOST: 'mail',
    };
    expect(() => parseEnv(production)).toThrow(/VPN_KEY_ENCRYPTION_KEY: is required in production/);
    expect(() => parseEnv({ VPN_KEY_ENCRYPTION_KEY: 'abcd' })).toThrow(/VPN_KEY_ENCRYPTION_KEY: must be 32 bytes/);
    expect(parseEnv({ VPN_KEY_ENCRYPTION_KEY: 'ab'.repeat(32) }).VPN_KEY_ENCRYPTION_KEY).toBe('ab'.repeat(32));
    expect(
      parseEnv({ VPN_KEY_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).VPN_KEY_ENCRYPTION_KEY,
    ).toBeDefined();
  });

  it('refuses a short JWT secret', () => {
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
  });

  it('treats empty variables as unset and splits lists', () => {
    const sut = parseEnv({
      DATABASE_URL: '',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      CRON_ENABLED: 'false',
    });
    expect(sut.DATABASE_URL).toBeUndefined();
    expect(sut.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(sut.CRON_ENABLED).toBe(false);
  });

  it('links mail back to the port the shop listens on unless PUBLIC_URL names another address', () => {
    expect(parseEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(parseEnv({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(parseEnv({ PORT: '3100', PUBLIC_URL: 'https://shop.test' }).PUBLIC_URL).toBe('https://shop.test');
  });

  it("sends mail from the shop's own host unless MAIL_FROM says otherwise", () => {
    expect(parseEnv({}).MAIL_FROM).toBe('NOVA <no-reply@localhost>');
    expect(parseEnv({ PUBLIC_URL: 'https://shop.nova-media.it' }).MAIL_FROM).toBe('NOVA <no-reply@shop.nova-media.it>');
    expect(parseEnv({ MAIL_FROM: 'Shop <mail@shop.test>' }).MAIL_FROM).toBe('Shop <mail@shop.test>');
  });

  it('checks the store ids, download addresses and contact addresses the pages show', () => {
    const sut = parseEnv({
      APP_STORE_ID: '1234567890',
      GOOGLE_PLAY_ID: 'com.shop.player',
      ANDROID_TV_APK_URL: 'https://dl.shop.test/tv.apk',
      SUPPORT_EMAIL: 'help@shop.test',
    });
    expect(sut).toEqual(
      expect.objectContaining({
        APP_STORE_ID: '1234567890',
        GOOGLE_PLAY_ID: 'com.shop.player',
        SUPPORT_EMAIL: 'help@shop.test',
      }),
    );
    expect(sut.WEB_PLAYER_URL).toBeUndefined();
    expect(() =>
      parseEnv({
        APP_STORE_ID: 'id123',
        GOOGLE_PLAY_ID: 'player',
        WEB_PLAYER_URL: 'javascript:alert(1)',
        PRIVACY_EMAIL: 'privacy',
      }),
    ).toThrow(/APP_STORE_ID[\s\S]*GOOGLE_PLAY_ID[\s\S]*WEB_PLAYER_URL[\s\S]*PRIVACY_EMAIL/);
  });
});
