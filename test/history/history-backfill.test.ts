import type { MigrationBuilder } from 'node-pg-migrate';
import request from 'supertest';
import { up as backfill } from '../../migrations/1763713000004_backfill-property-history';
import { buildSubmission } from '../factories/submission';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';
import { postSingle, useConnector } from '../submissions/submission-helpers';

/** Runs a migration's up() against the test database: the SQL it hands node-pg-migrate, executed in order. */
async function runMigration(db: { query(sql: string): Promise<unknown> }, up: (pgm: MigrationBuilder) => Promise<void>): Promise<void> {
  const statements: string[] = [];
  await up({ sql: (sql: string) => statements.push(sql) } as unknown as MigrationBuilder);
  for (const sql of statements) await db.query(sql);
}

describe('the history migration for properties stored before history was kept', () => {
  const t = useTestApp();
  const alpha = useConnector(t);

  it('writes `listed` from each stored property\'s current price, status, creation time and source, once', async () => {
    const [sold, unpriced] = await insertProperties(t.pool, [
      { status: 'sold', price_current: 275_000, currency: 'EUR', source: 'legacy_feed' },
      { status: 'off_market', price_current: null, source: 'other_feed' },
    ]);
    const submitted = (await postSingle(t.app, alpha, buildSubmission())).body.data.property_id as string;

    await runMigration(t.pool, backfill);
    await runMigration(t.pool, backfill);

    const soldHistory = await request(t.app).get(`/api/v1/properties/${sold!.id}/history`);
    expect(soldHistory.body).toEqual({
      success: true,
      data: [{
        at: sold!.created_at.toISOString(),
        event: 'listed',
        source: 'legacy_feed',
        price: { previous: null, current: 275_000, currency: 'EUR' },
        status: { previous: null, current: 'sold' },
      }],
    });
    const unpricedHistory = await request(t.app).get(`/api/v1/properties/${unpriced!.id}/history`);
    expect(unpricedHistory.body.data).toEqual([
      { at: unpriced!.created_at.toISOString(), event: 'listed', source: 'other_feed', price: { previous: null, current: null, currency: 'USD' }, status: { previous: null, current: 'off_market' } },
    ]);
    // A property whose history the pipeline wrote keeps exactly that.
    expect((await request(t.app).get(`/api/v1/properties/${submitted}/history`)).body.data).toHaveLength(1);
  });
});
