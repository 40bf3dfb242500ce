// API tests: unit tests next to the code (src/, *.spec.ts), HTTP tests against a real PostgreSQL (test/).
//
// Files are compiled by SWC, file by file and without type checks (the typecheck target runs tsc
// over src/ and test/): ts-jest's TypeScript compiler took most of a cold run's start-up. NestJS's
// dependency injection reads the constructor parameter types that `emitDecoratorMetadata` writes, so
// SWC writes them too (legacyDecorator, decoratorMetadata), with tsconfig's class fields (ES2022).
const swc = (syntax) => [
  '@swc/jest',
  {
    jsc: {
      parser: syntax === 'typescript' ? { syntax, decorators: true } : { syntax },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
// content-disposition (under @fastify/static) ships ES modules only, which Node loads with require()
// but Jest's module runtime cannot before Node 24.9: it alone of node_modules is compiled to CommonJS.
const ESM_ONLY = ['content-disposition'];
const transform = {
  '^.+\\.ts$': swc('typescript'),
  [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: swc('ecmascript'),
};
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`];
const moduleNameMapper = { '^@shop/contracts$': '<rootDir>/../../libs/contracts/src/index.ts' };

// API_TEST_TOGETHER=1 (apps/api's test script, so `npm test`): the HTTP files grouped in
// test/together.json run as one Jest test file per group (test/together/<group>.together.ts), and
// every other file alone. Jest loads the application's modules afresh for each test file, about
// 2 CPU seconds each: measured on 2026-11-28, eight admin files took 36 CPU seconds apart and 19.5
// together. The files that call withoutProxy share the in-process group; a file that starts
// processes of its own, or reads the log of Nest's process-wide logger (request-log), stays alone.
// By hand, every file runs alone.
const together = process.env.API_TEST_TOGETHER === '1';
const grouped = Object.values(require('./test/together.json')).flat();
const httpFiles = together
  ? {
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/test/together/*.together.ts'],
      testPathIgnorePatterns: ['/node_modules/', `/test/(${grouped.join('|')})\\.e2e-spec\\.ts$`],
    }
  : { testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'http',
      testEnvironment: 'node',
      rootDir: __dirname,
      ...httpFiles,
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Read at the top level only (a project's own testTimeout is ignored); HTTP tests hash passwords
  // with argon2 and start applications, and share two cores with the browser suite in `npm test`:
  // on a busy CI machine a test that takes a second alone can take tens of them.
  testTimeout: 120000,
  // The groups of test/together.json first on a fresh clone (see the file).
  testSequencer: '<rootDir>/test/sequencer.js',
};
