import { IdempotencyRepository, type StoredAnswer } from '../../src/modules/submissions/idempotency.repository';
import { IdempotencyService } from '../../src/modules/submissions/idempotency.service';
import { useTestApp } from '../setup/use-test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Counts how often waiters look at the key (the statements still run against PostgreSQL). */
class CountingRepository extends IdempotencyRepository {
  claims = 0;
  override async claim(...args: Parameters<IdempotencyRepository['claim']>) {
    this.claims += 1;
    return super.claim(...args);
  }
}

/** A request slower than the lease still runs once: the lease is renewed while it works, and its retry waits. */
describe('idempotency lease', () => {
  const t = useTestApp();

  it('never runs a slow request twice: the retry waits (backing off) and gets the first answer', async () => {
    const repository = new CountingRepository(t.pool);
    const service = new IdempotencyService(repository, t.container.log, { leaseMs: 300, retentionMs: 3_600_000, pollMs: 20, maxPollMs: 200 });
    const scope = { source: 'lease-test', key: 'slow-1', fingerprint: 'f1' };
    let runs = 0;
    const slow = async (): Promise<StoredAnswer> => {
      runs += 1;
      await sleep(2_000);
      return { status: 200, body: { run: runs } };
    };
    const first = service.run(scope, slow);
    await sleep(100);
    const claimsBefore = repository.claims;
    const retry = service.run(scope, slow);
    const [a, b] = await Promise.all([first, retry]);
    expect(runs).toBe(1);
    expect(a).toEqual({ answer: { status: 200, body: { run: 1 } }, replayed: false });
    expect(b).toEqual({ answer: { status: 200, body: { run: 1 } }, replayed: true });
    // 50 ms polling would have looked ~40 times in 2 s; backing off to 200 ms looks about a dozen times at most.
    expect(repository.claims - claimsBefore).toBeLessThanOrEqual(20);
  });
});
