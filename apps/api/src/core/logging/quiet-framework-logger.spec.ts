import type { LoggerService } from '@nestjs/common';
import { QuietFrameworkLogger } from './quiet-framework-logger';

describe('QuietFrameworkLogger', () => {
  it("moves Nest's module and route lines to debug and passes every other line as it came", () => {
    const calls: [string, ...unknown[]][] = [];
    const inner: LoggerService = {
      log: (...args: unknown[]) => calls.push(['log', ...args]),
      debug: (...args: unknown[]) => calls.push(['debug', ...args]),
      error: (...args: unknown[]) => calls.push(['error', ...args]),
      warn: (...args: unknown[]) => calls.push(['warn', ...args]),
    };
    const sut = new QuietFrameworkLogger(inner);
    sut.log('AppModule dependencies initialized', 'InstanceLoader');
    sut.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    sut.log('Run done: {"sent":2}', 'mail-delivery');
    sut.error('boom', 'stack', 'ExceptionsHandler');
    expect(calls).toEqual([
      ['debug', 'AppModule dependencies initialized', 'InstanceLoader'],
      ['debug', 'Mapped {/api/health, GET} route', 'RouterExplorer'],
      ['log', 'Run done: {"sent":2}', 'mail-delivery'],
      ['error', 'boom', 'stack', 'ExceptionsHandler'],
    ]);
  });
});
