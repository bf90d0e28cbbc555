import { CHANGE_FEED_LOCK_KEY } from '../../src/db/change-feed-lock';
import { withTransaction } from '../../src/db/pool';
import { ChangesRepository } from '../../src/modules/changes/changes.repository';
import { DispatchRepository } from '../../src/modules/webhooks/dispatch.repository';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';
import { createWebhook, newSubscriber } from './webhook-helpers';

/**
 * The property as each change left it (property_change_states), kept for the webhook dispatcher: only while a
 * subscription is active, and never missing for a change a subscription receives.
 */
describe('states of changes for the webhook dispatcher', () => {
  const t = useTestApp({ emptyProperties: true, env: { PDS_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  const changes = () => new ChangesRepository(t.pool);
  const states = async () => (await t.pool.query<{ seq: number }>('SELECT seq FROM property_change_states ORDER BY seq')).rows.map((r) => r.seq);
  const newestSeq = async () => Number((await t.pool.query('SELECT max(seq) AS seq FROM property_changes')).rows[0].seq);
  const changeOf = (propertyId: string) => ({ property_id: propertyId, kind: 'updated' as const, changed_fields: ['financial.price_current'], source: 'test' });

  it('keeps none while no subscription is active, then one per change, matched as the change left the property', async () => {
    const [property] = await insertProperties(t.pool, [{ city: 'Statesville', price_current: 100_000 }]);
    await withTransaction(t.pool, (tx) => changes().record(tx, [changeOf(property!.id)]));
    expect(await states()).toEqual([]);

    await createWebhook(t.app, await newSubscriber(t.app), { url: 'http://127.0.0.1:9/hook', events: ['property.updated'] });
    await withTransaction(t.pool, (tx) => changes().record(tx, [changeOf(property!.id)]));
    const withState = await newestSeq();
    expect(await states()).toEqual([withState]);

    // The property moves on; the change with a state is matched as it left it, the one without as the row is now.
    await t.pool.query('UPDATE properties SET price_current = 900000 WHERE id = $1', [property!.id]);
    const [cheap] = await withTransaction(t.pool, (tx) => new DispatchRepository(tx).matching([{ city: 'statesville', maxPrice: 150_000 }], [withState - 1, withState]));
    expect([...cheap!]).toEqual([withState]);
  });

  it('never lets a subscription created while a writer waits for the feed start before that writer\'s change without its state', async () => {
    const [property] = await insertProperties(t.pool, [{ city: 'Racetown' }]);
    // No subscription is active when the writer starts.
    await t.pool.query("UPDATE webhook_subscriptions SET status = 'disabled'");
    // Another writer holds the feed's lock: the writer below has begun its INSERT and waits for it.
    const holder = await t.pool.connect();
    const writer = await t.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT pg_advisory_xact_lock($1)', [CHANGE_FEED_LOCK_KEY]);
      await writer.query('BEGIN');
      const writing = changes().record(writer, [changeOf(property!.id)]);
      await new Promise((r) => setTimeout(r, 200));
      const subscribing = createWebhook(t.app, await newSubscriber(t.app), { url: 'http://127.0.0.1:9/race', events: ['property.updated'] });
      await new Promise((r) => setTimeout(r, 200));
      await holder.query('COMMIT');
      await writing;
      await writer.query('COMMIT');
      const created = await subscribing;
      const seq = await newestSeq();
      const { rows } = await t.pool.query<{ start_seq: number }>('SELECT start_seq FROM webhook_subscriptions WHERE id = $1', [created.id]);
      // Either the subscription starts after the change, or the change kept its state.
      expect(rows[0]!.start_seq >= seq || (await states()).includes(seq)).toBe(true);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await writer.query('ROLLBACK').catch(() => undefined);
      writer.release();
    }
  });
});
