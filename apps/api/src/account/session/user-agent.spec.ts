import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('reads a desktop browser with its major version and the Windows name people know', () => {
    const sut = describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    );
    expect(sut).toEqual({ browser: 'Chrome 124', os: 'Windows 10', deviceType: 'desktop', device: null });
  });

  it('reads a phone with its vendor and model', () => {
    const sut = describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    );
    expect(sut).toEqual({ browser: 'Safari 17', os: 'iOS 17.4', deviceType: 'mobile', device: 'Apple iPhone' });
  });

  it.each([null, undefined, '', '   ', 'curl/8.0'])('says unknown for %p', (userAgent) => {
    const sut = describeUserAgent(userAgent);
    expect(sut.os).toBeNull();
    expect(sut.deviceType).toBe('unknown');
    expect(sut.device).toBeNull();
  });
});
