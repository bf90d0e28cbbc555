import type { MigrationBuilder } from 'node-pg-migrate';
import { up } from '../../migrations/1763711100000_cap-provenance-scores';
import { insertProperty } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

/** Runs the migration's statements on the test database (where every migration already ran once). */
async function runCapMigration(query: (sql: string) => Promise<unknown>): Promise<void> {
  const statements: string[] = [];
  await up({ sql: (text: string) => statements.push(text) } as unknown as MigrationBuilder);
  for (const sql of statements) await query(sql);
}

describe('migration: existing provenance scores were claims, capped at the default trust', () => {
  const t = useTestApp();

  it('caps every writer\'s score above 0.5, keeps lower ones, and leaves other rows and columns alone', async () => {
    const writers = [
      { source: 'alpha', score: 0.9, at: '2025-01-01T00:00:00.000Z', fields: ['price', 'title'] },
      { source: 'beta', score: 0.3, at: '2025-01-02T00:00:00.000Z', fields: ['status'] },
      { source: '(geocoder)', score: 0, at: '2025-01-03T00:00:00.000Z', fields: ['location'] },
    ];
    const claimed = await insertProperty(t.pool, { provenance: { writers } });
    const modest = await insertProperty(t.pool, { provenance: { writers: [writers[1]!] } });
    const legacy = await insertProperty(t.pool, {});
    const read = async (id: string) =>
      (await t.pool.query<{ provenance: unknown; updated_at: Date }>('SELECT provenance, updated_at FROM properties WHERE id = $1', [id])).rows[0]!;
    const before = { claimed: await read(claimed.id), modest: await read(modest.id), legacy: await read(legacy.id) };

    await runCapMigration((sql) => t.pool.query(sql));

    expect((await read(claimed.id)).provenance).toEqual({ writers: [{ ...writers[0], score: 0.5 }, writers[1], writers[2]] });
    expect((await read(claimed.id)).updated_at).toEqual(before.claimed.updated_at);
    expect(await read(modest.id)).toEqual(before.modest);
    expect(await read(legacy.id)).toEqual(before.legacy);
  });
});
