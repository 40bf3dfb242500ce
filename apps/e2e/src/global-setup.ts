// Playwright's global setup: builds the shop once (unless E2E_BUILT=1), then starts the shared
// server (serve.ts, a fresh embedded database) and hands it to the workers through E2E_SERVER. A run
// with E2E_SERVER already set (a serve.ts started by hand) uses that server instead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { SERVER_MARKER } from './serve';
import { buildAll } from './server';

/** Starts serve.ts; resolves with a function stopping it once it printed its E2E_SERVER line. */
function startSharedServer(): Promise<{ info: string; stop: () => Promise<void> }> {
  return new Promise((ok, fail) => {
    // Its stdin is a pipe: should this runner die, serve.ts sees it close and stops the server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'serve.ts'], {
      cwd: __dirname,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const failed = (code: number | null) => fail(new Error(`the shared e2e server exited with ${code}`));
    child.once('exit', failed);
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith(SERVER_MARKER)) return void console.log(line);
      child.off('exit', failed);
      const stop = () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          child.stdin.end();
          child.kill('SIGTERM');
        });
      ok({ info: line.slice(SERVER_MARKER.length), stop });
    });
  });
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  buildAll();
  // Workers inherit the environment: the servers they start themselves need no build either.
  process.env.E2E_BUILT = '1';
  if (process.env.E2E_SERVER) return undefined;
  const { info, stop } = await startSharedServer();
  process.env.E2E_SERVER = info;
  return stop;
}
