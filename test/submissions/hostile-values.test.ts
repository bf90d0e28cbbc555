import request from 'supertest';
import type { MigrationBuilder } from 'node-pg-migrate';
import { up as rehash } from '../../migrations/1763718400000_rehash-addresses-in-other-scripts';
import { up as invisibleRehash } from '../../migrations/1763718700000_rehash-addresses-with-invisible-characters';
import { withTransaction } from '../../src/db/pool';
import { normalizeAddress } from '../../src/modules/geocoding/address/normalize';
import { buildSubmission } from '../factories/submission';
import { insertProperty } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';
import { detail, postBatch, postSingle, useConnector } from './submission-helpers';

describe('submissions with values a fuzz found mishandled', () => {
  const t = useTestApp();
  const connector = useConnector(t);

  it('tells apart addresses written in other scripts, and finds each again however it is cased', async () => {
    const pairs = [
      [{ street: '1 улица Ленина', city: 'Москва', country: 'RU' }, { street: '1 проспект Мира', city: 'Санкт-Петербург', country: 'RU' }],
      [{ street: '1 شارع النيل', city: 'القاهرة', country: 'EG' }, { street: '1 شارع الهرم', city: 'الجيزة', country: 'EG' }],
      [{ street: 'Οδός Ερμού 10', city: 'Αθήνα', country: 'GR' }, { street: 'Οδός Σταδίου 10', city: 'Αθήνα', country: 'GR' }],
      [{ street: '中山路 1号', city: '上海', country: 'CN' }, { street: '南京路 1号', city: '上海', country: 'CN' }],
    ];
    for (const [a, b] of pairs) {
      const first = await postSingle(t.app, connector, buildSubmission({ address: a, location: undefined }));
      const second = await postSingle(t.app, connector, buildSubmission({ address: b, location: undefined }));
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.status).toBe('created');
      expect(second.body.data.property_id).not.toBe(first.body.data.property_id);
      const again = await postSingle(t.app, connector, buildSubmission({ address: { ...a!, street: a!.street.toUpperCase() }, location: undefined }));
      expect(again.body.data.property_id).toBe(first.body.data.property_id);
    }
  });

  it('takes invisible characters inside words for nothing: a soft hyphen or zero-width space does not make a second property', async () => {
    const plain = await postSingle(t.app, connector, buildSubmission({ address: { street: '48 Maplewood Avenue', city: 'Springfield' }, location: undefined }));
    expect(plain.body.data.status).toBe('created');
    for (const street of ['48 Maple\u00adwood Avenue', '48 Maple\u200bwood Ave\u200dnue', '\ufeff48 Maplewood Avenue', '48 Map\u2060lewood Avenue']) {
      const again = await postSingle(t.app, connector, buildSubmission({ address: { street, city: 'Spring\u00adfield' }, location: undefined }));
      expect(again.status).toBe(200);
      expect(again.body.data.property_id).toBe(plain.body.data.property_id);
    }
  });

  it.each(['\u200b', '...', '---', '!!!', '\u00ad', '\u0301', '🏠'])('refuses a street or city of %j with 422 naming it', async (value) => {
    const street = await postSingle(t.app, connector, buildSubmission({ address: { street: value } }));
    expect(street.status).toBe(422);
    expect(street.body.validation.errors).toContainEqual({ field: 'address.street', message: 'must contain a letter or a digit' });
    const city = await postSingle(t.app, connector, buildSubmission({ address: { city: value } }));
    expect(city.status).toBe(422);
    expect(city.body.validation.errors).toContainEqual({ field: 'address.city', message: 'must contain a letter or a digit' });
  });

  it.each(['2025-02-30T00:00:00Z', '2025-04-31', '2025-02-29T12:00:00+02:00', '0000-01-01T00:00:00Z', '0000-01-01'])(
    'refuses listing_date %s, a day the calendar does not have, with 422 naming it',
    async (value) => {
      const res = await postSingle(t.app, connector, buildSubmission({ listing: { listing_date: value } }));
      expect(res.status).toBe(422);
      expect(res.body.validation.errors).toEqual([{ field: 'listing.listing_date', message: 'must be an ISO 8601 date or date-time' }]);
    },
  );

  it('keeps a real leap day and takes the oldest date the database can store, in submissions and filters alike', async () => {
    const leap = await postSingle(t.app, connector, buildSubmission({ listing: { listing_date: '2024-02-29T00:00:00Z' } }));
    expect(leap.status).toBe(200);
    expect((await detail(t.app, leap.body.data.property_id)).listing.listing_date).toBe('2024-02-29T00:00:00.000Z');
    const old = await postSingle(t.app, connector, buildSubmission({ listing: { listing_date: '0001-01-01' } }));
    expect(old.status).toBe(200);
    expect((await request(t.app).get('/api/v1/properties').query({ listed_since: '0001-01-01' })).status).toBe(200);
    expect((await request(t.app).get('/api/v1/properties').query({ listed_since: '2025-02-30' })).status).toBe(400);
  });

  it('takes an external_id sent as a number only while the number is exact', async () => {
    const exact = await postSingle(t.app, connector, buildSubmission({ external_id: 9007199254740991 as unknown as string }));
    expect(exact.status).toBe(200);
    expect((await detail(t.app, exact.body.data.property_id)).external_id).toBe('9007199254740991');
    // A JSON number past 2^53 arrives rounded: "12345678901234567890" sent as a number is ...000 on arrival.
    const tooBig = Number('12345678901234567890');
    for (const value of [tooBig, 1.5, 9007199254740992]) {
      const res = await postSingle(t.app, connector, buildSubmission({ external_id: value as unknown as string }));
      expect(res.status).toBe(422);
      expect(res.body.validation.errors).toEqual([{ field: 'external_id', message: 'must be a string' }]);
    }
    const batch = await postBatch(t.app, connector, { properties: [buildSubmission({ external_id: tooBig as unknown as string })] });
    expect(batch.status).toBe(200);
    expect(batch.body.data.results[0]).toMatchObject({ status: 'rejected' });
  });

  it('counts a text limit in characters: a title of 500 emoji is stored whole, and 501 are refused', async () => {
    const title = '🏡'.repeat(500); // 1,000 UTF-16 code units
    const stored = await postSingle(t.app, connector, buildSubmission({ title }));
    expect(stored.status).toBe(200);
    expect((await detail(t.app, stored.body.data.property_id)).title).toBe(title);
    const over = await postSingle(t.app, connector, buildSubmission({ title: `${title}🏡` }));
    expect(over.status).toBe(422);
    expect(over.body.validation.errors).toEqual([{ field: 'title', message: 'must be at most 500 characters' }]);
  });
});

describe('migrations 1763718400000 and 1763718700000: address hashes of addresses beyond ASCII', () => {
  const t = useTestApp({ emptyProperties: true });
  // node-pg-migrate runs a migration inside a transaction on one connection, with this interface.
  const migrate = (run: (pgm: MigrationBuilder) => Promise<void>) =>
    withTransaction(t.pool, (tx) => {
      const db = { select: async (text: string, values?: unknown[]) => (await tx.query(text, values)).rows, query: (text: string, values?: unknown[]) => tx.query(text, values) };
      return run({ db } as unknown as MigrationBuilder);
    });

  it('rehashes rows beyond ASCII with the normalisation of today, moves their geocode tasks, and leaves ASCII rows alone', async () => {
    const moscow = { street: '1 улица Ленина', city: 'Москва', state: null, postal_code: '101000', country: 'RU' };
    const cyrillic = await insertProperty(t.pool, { ...moscow, address_hash: 'legacy-cyrillic' });
    const zurich = { street: '12 Rue de la Paix', city: 'Zürich', state: null, postal_code: '8001', country: 'CH' };
    const accented = await insertProperty(t.pool, { ...zurich, address_hash: normalizeAddress(zurich).hash });
    const ascii = await insertProperty(t.pool, { street: '5 Main St', city: 'Austin', country: 'US', address_hash: 'legacy-ascii' });
    await t.pool.query(`INSERT INTO geocode_tasks (property_id, address_hash) VALUES ($1, 'legacy-cyrillic')`, [cyrillic.id]);

    await migrate(rehash);

    const hashes = new Map(
      (await t.pool.query<{ id: string; address_hash: string }>('SELECT id, address_hash FROM properties')).rows.map((r) => [r.id, r.address_hash]),
    );
    expect(hashes.get(cyrillic.id)).toBe(normalizeAddress(moscow).hash);
    expect(hashes.get(cyrillic.id)).not.toBe(normalizeAddress({ ...moscow, street: '1 проспект Мира' }).hash);
    expect(hashes.get(accented.id)).toBe(normalizeAddress(zurich).hash);
    expect(hashes.get(ascii.id)).toBe('legacy-ascii');
    const task = await t.pool.query<{ address_hash: string }>('SELECT address_hash FROM geocode_tasks WHERE property_id = $1', [cyrillic.id]);
    expect(task.rows[0]!.address_hash).toBe(hashes.get(cyrillic.id));
  });

  it('rehashes addresses holding invisible characters, and keeps the old hash of one whose new hash another property holds', async () => {
    const hidden = { street: '7 Ha\u00adrbour Rd', city: 'Cork', state: null, postal_code: null, country: 'IE' };
    // Hashed by the old normalisation, which read the soft hyphen as a space ("ha rbour").
    const soft = await insertProperty(t.pool, { ...hidden, address_hash: normalizeAddress({ ...hidden, street: '7 Ha rbour Rd' }).hash });
    const plain = { street: '9 Quay St', city: 'Cork', state: null, postal_code: null, country: 'IE' };
    const holder = await insertProperty(t.pool, { ...plain, address_hash: normalizeAddress(plain).hash });
    const twin = await insertProperty(t.pool, { ...plain, street: '9 Qu\u200bay St', address_hash: 'legacy-twin' });

    await migrate(invisibleRehash);

    const hashes = new Map(
      (await t.pool.query<{ id: string; address_hash: string }>('SELECT id, address_hash FROM properties')).rows.map((r) => [r.id, r.address_hash]),
    );
    expect(hashes.get(soft.id)).toBe(normalizeAddress({ ...hidden, street: '7 Harbour Rd' }).hash);
    expect(hashes.get(holder.id)).toBe(normalizeAddress(plain).hash);
    expect(hashes.get(twin.id)).toBe('legacy-twin');
  });
});
