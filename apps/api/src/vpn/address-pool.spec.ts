import { parsePool, poolSize, randomPeerAddress } from './address-pool';

describe('VPN address pools', () => {
  it('leaves out the network, the server (.1) and the broadcast address', () => {
    const pool = parsePool('10.61.0.0/16');
    expect(poolSize(pool)).toBe(65536 - 3);
    const small = parsePool('192.168.7.0/29');
    const seen = new Set(Array.from({ length: 400 }, () => randomPeerAddress(small)));
    expect([...seen].sort()).toEqual([
      '192.168.7.2/32',
      '192.168.7.3/32',
      '192.168.7.4/32',
      '192.168.7.5/32',
      '192.168.7.6/32',
    ]);
  });

  it('aligns a CIDR given with host bits set', () => {
    expect(parsePool('10.62.3.9/24')).toEqual(parsePool('10.62.3.0/24'));
  });

  it('refuses what is not an IPv4 subnet it can use', () => {
    expect(() => parsePool('10.61.0.0/31')).toThrow();
    expect(() => parsePool('10.61.0/16')).toThrow();
    expect(() => parsePool('fd00::/64')).toThrow();
  });
});
