import { createServer } from 'node:net';

/** Every port this process was given: the system may hand a port just given (and closed) out again. */
const givenOut = new Set<number>();

/** A port nothing listens on yet, given out once per process. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (!givenOut.has(port)) {
      givenOut.add(port);
      return port;
    }
  }
}

/**
 * The port the system picks for a listener, closed again at once. A cluster reserves nginx's port
 * first (the instances' public address names it) and then starts its instances on ports of their
 * own; picked this way alone, an instance was once given nginx's port back.
 */
function unusedPort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}
