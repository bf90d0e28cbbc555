import { withTransaction } from '../../src/db/pool';
import { DispatchRepository } from '../../src/modules/webhooks/dispatch.repository';
import type { PropertyFilters } from '../../src/modules/properties/properties.schemas';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('matching saved searches when the database refuses one of them', () => {
  const t = useTestApp({ emptyProperties: true });

  /** A change in the feed for each property (no subscription is active, so none keeps a state): their seqs. */
  async function changesOf(ids: string[]): Promise<number[]> {
    const { rows } = await t.pool.query<{ seq: number }>(
      `INSERT INTO property_changes (property_id, kind, changed_fields, source) SELECT id, 'created', '{}', 'test' FROM unnest($1::uuid[]) AS id RETURNING seq`,
      [ids],
    );
    return rows.map((r) => r.seq);
  }

  it('answers every other search of the statement, and the refused one matches nothing', async () => {
    const [austin, boston] = await insertProperties(t.pool, [{ city: 'Austin' }, { city: 'Boston' }]);
    const ids = await changesOf([austin!.id, boston!.id]);
    const [austinChange, bostonChange] = ids;
    // PostgreSQL refuses a NUL character in text (SQLSTATE 22021); the parser of stored filters would not let it through,
    // so it stands here for any search the database cannot run.
    const searches: PropertyFilters[] = [{ city: 'austin' }, { city: 'bad\u0000city' }, {}, { city: 'boston' }];
    const refused: number[] = [];
    const result = await withTransaction(t.pool, async (tx) => {
      const matches = await new DispatchRepository(tx).matching(searches, ids, (k) => refused.push(k));
      // The transaction is still usable after the refusal (the dispatch writes its events and position in it).
      await tx.query('SELECT 1');
      return matches;
    });
    expect(result.map((set) => [...set].sort())).toEqual([[austinChange], [], [...ids].sort(), [bostonChange]]);
    expect(refused).toEqual([1]);
  });

  it('still fails the dispatch for errors that are not the search itself', async () => {
    const [austin] = await insertProperties(t.pool, [{ city: 'Austin' }]);
    const [change] = await changesOf([austin!.id]);
    await expect(
      withTransaction(t.pool, async (tx) => {
        await tx.query('SET LOCAL statement_timeout = 1');
        return new DispatchRepository(tx).matching([{ city: 'austin' }], [change!, ...Array.from({ length: 200_000 }, () => change!)]);
      }),
    ).rejects.toMatchObject({ code: '57014' });
  });
});
