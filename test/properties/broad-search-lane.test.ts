import request from 'supertest';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/**
 * Searches that read every match (keywords, map, features) share half the
 * pool's connections (PropertiesRepository's broad-search lane): stuck ones
 * cannot take the connections every other read needs.
 */
describe('GET /api/v1/properties: broad searches beside the other reads', () => {
  const t = useTestApp({ emptyProperties: true });

  beforeEach(async () => {
    await insertProperties(t.pool, [
      { title: 'Garden flat', description: 'Quiet.', street: '1 Elm St', city: 'Dover' },
      { title: 'Loft', description: 'Bright.', street: '2 Elm St', city: 'Austin' },
    ]);
  });

  it('keeps connections for other reads while keyword searches are held up, and answers the searches past the lane 503', async () => {
    // Keyword searches look their last word's prefix up in keyword_words: a lock on it holds each one on its connection.
    const locker = await t.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE keyword_words IN ACCESS EXCLUSIVE MODE');
      // The test app's pool has 10 connections: without a lane these would hold all of them.
      const searches = Array.from({ length: 10 }, (_, i) =>
        request(t.app).get('/api/v1/properties').query({ q: `garden${String.fromCharCode(97 + i)}` }).then((res) => res),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const other = await request(t.app).get('/api/v1/properties').query({ city: 'Austin' });
      expect(other.status).toBe(200);
      expect(other.body.metadata.total).toBe(1);
      // Past the lane's wait (the pool's own, 5 s), the five without a place have given up; then the lock goes.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await locker.query('ROLLBACK');
      const answers = await Promise.all(searches);
      // The five waiting for a place give up like a wait for the pool: 503, retry later. The five held are answered.
      const refused = answers.filter((res) => res.status === 503);
      expect(refused).toHaveLength(5);
      for (const res of refused) {
        expect(res.body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(res.headers['retry-after']).toBeDefined();
      }
      expect(answers.filter((res) => res.status === 200)).toHaveLength(5);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      locker.release();
    }
  }, 20_000);
});
