// The fault suite (`npm run test:faults`): real processes (the built server, PostgreSQL, an SMTP
// server, Redis) stopped, killed and started again under load. Not part of `npm test`: CI runs it
// after. One file at a time: each times its faults against a server of its own, and two cores
// shared by two of them would turn "the database is back" into a guess.
import api from './jest.config.js';

const { transform, transformIgnorePatterns, moduleNameMapper } = api.projects[0];

export default {
  displayName: 'faults',
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  testMatch: ['<rootDir>/test/faults/**/*.faults-spec.ts'],
  transform,
  transformIgnorePatterns,
  moduleNameMapper,
  globalSetup: '<rootDir>/test/faults/global-setup.ts',
  globalTeardown: '<rootDir>/test/faults/global-teardown.ts',
  maxWorkers: 1,
  testTimeout: 180_000,
};
