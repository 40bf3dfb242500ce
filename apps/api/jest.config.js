// API tests: unit tests next to the code (src/, *.spec.ts), HTTP tests against a real PostgreSQL (test/).
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.spec.json' }] };
const moduleNameMapper = { '^@shop/contracts$': '<rootDir>/../../libs/contracts/src/index.ts' };

module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'http',
      testEnvironment: 'node',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      transform,
      moduleNameMapper,
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Read at the top level only (a project's own testTimeout is ignored); HTTP tests hash passwords
  // with argon2 and start applications, which can take seconds on a busy CI machine.
  testTimeout: 30000,
};
