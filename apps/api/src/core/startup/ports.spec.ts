import { createServer, Server } from 'node:net';
import { checkCanListen, findFreePort, isPortFree } from './ports';

function listen(port: number, host = '127.0.0.1'): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

describe('ports', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    taken = await listen(0);
    port = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  it('rejects with the socket error when the port is taken', async () => {
    await expect(checkCanListen('127.0.0.1', port)).rejects.toMatchObject({ code: 'EADDRINUSE', syscall: 'listen' });
    expect(await isPortFree('127.0.0.1', port)).toBe(false);
  });

  it('finds the next free port after a taken one, and skips ports already tried', async () => {
    const sut = await findFreePort('127.0.0.1', port);
    expect(sut).not.toBe(port);
    expect(await isPortFree('127.0.0.1', sut)).toBe(true);
    expect(await findFreePort('127.0.0.1', port, new Set([sut]))).not.toBe(sut);
  });
});
