import type { MigrationBuilder } from 'node-pg-migrate';
import { normalizeAddress } from '../modules/geocoding/address/normalize';

const BATCH = 5000;

interface AddressRow {
  id: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postal_code: string | null;
  country: string | null;
  address_hash: string;
}

/**
 * Recomputes address_hash, with the service's normalisation as it is now, for
 * every property whose address holds a character beyond ASCII (found by bytes
 * differing from characters; a change of the normalisation that touches only
 * such text leaves the others' hashes as they are), and writes it where it
 * changes. One sequential pass under a cursor, BATCH rows at a time (walking
 * the primary key in batches read 1,000,000 rows at random: 55 s).
 *
 * A row whose new hash another property already holds keeps its old one
 * rather than fail the migration (the rows are not merged: which submission
 * belonged to which is not kept). A queued geocode task carries its
 * property's hash (a task for an old hash is dropped as stale), so it moves
 * with it.
 */
export async function rehashNonAsciiAddresses(pgm: MigrationBuilder): Promise<void> {
  await pgm.db.query(`DECLARE rehash_addresses NO SCROLL CURSOR FOR
    SELECT id, street, city, state, postal_code, country, address_hash FROM properties
     WHERE octet_length(concat(street, city, state, postal_code, country)) <> char_length(concat(street, city, state, postal_code, country))`);
  for (;;) {
    const rows: AddressRow[] = await pgm.db.select(`FETCH ${BATCH} FROM rehash_addresses`);
    if (rows.length === 0) break;
    const changed = new Map<string, { id: string; old: string }>();
    for (const row of rows) {
      const hash = normalizeAddress(row).hash;
      if (hash !== row.address_hash && !changed.has(hash)) changed.set(hash, { id: row.id, old: row.address_hash });
    }
    if (changed.size === 0) continue;
    await pgm.db.query(
      `WITH c AS (SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) AS c(id, old, hash)
                  WHERE NOT EXISTS (SELECT 1 FROM properties taken WHERE taken.address_hash = c.hash)),
            moved AS (UPDATE properties p SET address_hash = c.hash FROM c WHERE p.id = c.id RETURNING p.id)
       UPDATE geocode_tasks t SET address_hash = c.hash FROM c WHERE t.property_id = c.id AND t.address_hash = c.old`,
      [[...changed.values()].map((c) => c.id), [...changed.values()].map((c) => c.old), [...changed.keys()]],
    );
  }
  await pgm.db.query('CLOSE rehash_addresses');
}
