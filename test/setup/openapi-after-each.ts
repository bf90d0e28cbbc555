import { takeOpenApiViolations } from './openapi-check';

/** Fails the test whose requests got an answer openapi.yaml does not describe (see openapi-check.ts). */
afterEach(() => {
  const violations = takeOpenApiViolations();
  if (violations.length > 0) {
    throw new Error(`responses that do not match openapi.yaml:\n  ${[...new Set(violations)].join('\n  ')}`);
  }
});
