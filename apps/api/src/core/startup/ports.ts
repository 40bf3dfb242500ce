import { createServer } from 'node:net';

/**
 * Opens and closes a listening socket on host:port; rejects with the socket's error (EADDRINUSE,
 * EADDRNOTAVAIL, ...). Lets start-up report a busy port at once instead of after the database work.
 */
export function checkCanListen(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ host, port, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : port;
      server.close(() => resolve(bound));
    });
  });
}

export async function isPortFree(host: string, port: number): Promise<boolean> {
  try {
    await checkCanListen(host, port);
    return true;
  } catch {
    return false;
  }
}

/**
 * `preferred` when free, else one of the next few ports (so the choice stays predictable for
 * someone connecting with psql), else whatever the system hands out.
 */
export async function findFreePort(
  host: string,
  preferred: number,
  tried: ReadonlySet<number> = new Set(),
): Promise<number> {
  for (let port = preferred; port < Math.min(preferred + 10, 65536); port++) {
    if (!tried.has(port) && (await isPortFree(host, port))) return port;
  }
  return checkCanListen(host, 0);
}
