import { startTestApp, type TestApp, type TestAppOptions } from './app';

export interface UseTestAppOptions extends TestAppOptions {
  /** Empty the property store (and what references it) before each test. */
  emptyProperties?: boolean;
}

/**
 * One test app for the enclosing describe block: started in beforeAll, closed
 * in afterAll. The object returned is filled in by that beforeAll, so read its
 * members only inside hooks and tests (hooks registered after this call run
 * after the app has started).
 */
export function useTestApp({ emptyProperties = false, ...options }: UseTestAppOptions = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(options));
  });
  afterAll(async () => {
    await t.close();
  });
  if (emptyProperties) {
    beforeEach(async () => {
      await t.pool.query('TRUNCATE properties CASCADE');
    });
  }
  return t;
}
