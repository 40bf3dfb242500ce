import { listeningUrl, readyLines } from './ready-lines';

describe('readyLines', () => {
  const env = (PORT: number, PUBLIC_URL = `http://localhost:${PORT}`) => ({ PORT, PUBLIC_URL });

  it('names the port the server got, not the default address (PORT=3100 npm start)', () => {
    expect(readyLines({ host: '127.0.0.1', port: 3100, env: env(3100), devMailbox: true })).toEqual([
      'The shop is ready on http://localhost:3100 (API docs at http://localhost:3100/api/docs)',
      'Mail is not sent (no SMTP_HOST): read it at http://localhost:3100/dev/mailbox',
    ]);
  });

  it('names the port the system chose for PORT=0', () => {
    expect(readyLines({ host: '0.0.0.0', port: 41234, env: env(0), devMailbox: false })).toEqual([
      'The shop is ready on http://localhost:41234 (API docs at http://localhost:41234/api/docs)',
    ]);
  });

  it('names a PUBLIC_URL in front of the server, and the address the server itself answers on', () => {
    const lines = readyLines({
      host: '10.0.0.5',
      port: 3000,
      env: env(3000, 'https://shop.example.com/'),
      devMailbox: false,
    });
    expect(lines).toEqual([
      'The shop is ready on https://shop.example.com, served from http://10.0.0.5:3000 (API docs at https://shop.example.com/api/docs)',
    ]);
  });

  it('takes a PUBLIC_URL naming this very server for its address', () => {
    const [line] = readyLines({
      host: '127.0.0.1',
      port: 4000,
      env: env(4000, 'http://127.0.0.1:4000'),
      devMailbox: false,
    });
    expect(line).toBe('The shop is ready on http://127.0.0.1:4000 (API docs at http://127.0.0.1:4000/api/docs)');
  });
});

describe('listeningUrl', () => {
  it('says localhost for this machine and every interface, brackets an IPv6 address', () => {
    expect(['127.0.0.1', '::1', '0.0.0.0', '::'].map((host) => listeningUrl(host, 3000))).toEqual(
      Array(4).fill('http://localhost:3000'),
    );
    expect(listeningUrl('fd00::5', 3000)).toBe('http://[fd00::5]:3000');
    expect(listeningUrl('192.168.1.20', 3000)).toBe('http://192.168.1.20:3000');
  });
});
