import { parseEnv } from './env.schema';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, so X-Forwarded-For cannot choose the client address', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    for (const off of ['off', 'false', '0', ' OFF ']) expect(parseTrustProxy(off)).toEqual({ value: false });
  });

  it('takes a hop count or addresses and ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8, 192.168.1.10' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
      '192.168.1.10',
    ]);
  });

  it('refuses trusting everyone and values that are no address, naming the variable', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every proxy/);
    expect(() => parseEnv({ TRUST_PROXY: 'loopback, proxy.internal' })).toThrow(/TRUST_PROXY: .*proxy\.internal/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
