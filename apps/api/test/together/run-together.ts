import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runningTogether, withoutProxyCount } from '../test-app';
import TOGETHER from '../together.json';

/** The group whose files all run in process (each calls withoutProxy); every other group is proxied. */
const IN_PROCESS = 'in-process';

/**
 * Runs a group of test/together.json in this one Jest test file: each listed file in a describe of
 * its own path, so its hooks, apps and tests stay its own, but in one module registry. Jest compiles
 * and loads the application's modules (about 3,000) once per test file, about 2 CPU seconds; together
 * they are loaded once per group. Each file still runs alone by hand (`npx jest test/<file>`).
 */
export function runTogether(group: keyof typeof TOGETHER): void {
  const inProcess = group === IN_PROCESS;
  runningTogether(inProcess ? 'in-process' : 'proxied');
  for (const name of TOGETHER[group]) {
    const file = join(__dirname, '..', `${name}.e2e-spec.ts`);
    if (!existsSync(file)) throw new Error(`test/together.json lists ${name} in "${group}", and there is no ${file}`);
    describe(`test/${name}.e2e-spec.ts`, () => {
      const calls = withoutProxyCount();
      // Required inside the describe, so the file's top-level hooks and tests are registered in it.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      require(file);
      if (inProcess && withoutProxyCount() === calls)
        throw new Error(
          `${name} is in the in-process group but does not call withoutProxy: it would lose the proxy it runs behind alone.`,
        );
    });
  }
}
