/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest'] },
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  // Every response of startTestApp checked against openapi.yaml; a mismatch fails the test that caused it.
  setupFilesAfterEnv: ['<rootDir>/test/setup/openapi-after-each.ts'],
  maxWorkers: 2,
  testTimeout: 30000,
};
