// API tests: unit tests next to the code (src/, *.spec.ts), HTTP tests against a real PostgreSQL (test/).
// content-disposition (under @fastify/static) ships ES modules only, which Node loads with require()
// but Jest's module runtime cannot before Node 24.9: it alone of node_modules is compiled to CommonJS.
const ESM_ONLY = ['content-disposition'];
const transform = {
  '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }],
  [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: ['ts-jest', { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } }],
};
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`];
const moduleNameMapper = { '^@shop/contracts$': '<rootDir>/../../libs/contracts/src/index.ts' };

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
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Read at the top level only (a project's own testTimeout is ignored); HTTP tests hash passwords
  // with argon2 and start applications, which can take seconds on a busy CI machine.
  testTimeout: 30000,
};
