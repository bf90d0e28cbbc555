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
      await truncateProperties(t);
    });
  }
  return t;
}

/**
 * TRUNCATE ... CASCADE locks properties and every table referencing it, one after another, while a background
 * worker of the test app may still be finishing the previous test's work (a queued batch) and lock the same tables
 * in another order: PostgreSQL then ends one of the two with a deadlock (seen once in a clean-clone run). The
 * worker retries its own; the truncate tries again once the worker's transaction is gone.
 */
async function truncateProperties(t: TestApp): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await t.pool.query('TRUNCATE properties CASCADE');
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt === 5) throw err;
    }
  }
}
