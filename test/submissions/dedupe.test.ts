import { buildSubmission, uniqueStreet } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, list, postBatch, postSingle, useConnector } from './submission-helpers';

describe('deduplication of submissions', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);

  /** How many stored properties are in this city (each test uses its own city). */
  async function countIn(city: string): Promise<number> {
    return (await list(t.app, { city, limit: 1000 })).metadata.total;
  }

  it('finds one property however its address is written', async () => {
    const city = 'Formatville';
    const street = uniqueStreet(); // "<n> Q<letters> Street"
    const [number, name = ''] = street.split(' ');
    const first = await postSingle(t.app, alpha, buildSubmission({ address: { street: `${number} North ${name} Street`, city, state: 'TX', postal_code: '78701', country: 'US' } }));
    expect(first.body.data.status).toBe('created');
    const variants = [
      { street: `${number} N ${name} St`, city, state: 'TX', postal_code: '78701', country: 'US' },
      { street: `${number} N. ${name.toUpperCase()} ST.`, city: city.toUpperCase(), state: 'tx', postal_code: '78701-1234', country: 'USA' },
      { street: `${number}  north  ${name.toLowerCase()} street`, city: ` ${city} `, state: 'Texas', postal_code: '78701', country: 'United States' },
      // No country: a US state says US.
      { street: `${number} N ${name} St`, city, state: 'TX', postal_code: '78701', country: undefined },
    ];
    for (const address of variants) {
      const res = await postSingle(t.app, beta, buildSubmission({ address, external_id: undefined }));
      expect(res.status).toBe(200);
      expect(res.body.data.property_id).toBe(first.body.data.property_id);
    }
    expect(await countIn(city)).toBe(1);
  });

  it('writes unit designators one way and tells units apart', async () => {
    const city = 'Unitville';
    const street = uniqueStreet();
    const at = (unit: string) => ({ street: `${street} ${unit}`, city, state: 'TX', postal_code: '78701', country: 'US' });
    const first = await postSingle(t.app, alpha, buildSubmission({ address: at('Apt 4B') }));
    for (const unit of ['#4B', 'Unit 4b', 'Suite 4-B', 'Apartment 4B']) {
      const res = await postSingle(t.app, beta, buildSubmission({ address: at(unit) }));
      expect(res.body.data.property_id).toBe(first.body.data.property_id);
    }
    const other = await postSingle(t.app, beta, buildSubmission({ address: at('Apt 4C') }));
    expect(other.body.data.status).toBe('created');
    expect(other.body.data.property_id).not.toBe(first.body.data.property_id);
    expect(await countIn(city)).toBe(2);
  });

  it('finds a listing by (source, external_id) first, so a corrected address updates the same property', async () => {
    const city = 'Correctville';
    const original = buildSubmission({ address: { city } });
    const first = await postSingle(t.app, alpha, original);
    const corrected = { ...(original.address as object), street: uniqueStreet() };
    const res = await postSingle(t.app, alpha, { ...original, address: corrected });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ property_id: first.body.data.property_id, status: 'updated', message: 'Property updated (address)', kept: [] });
    const property = await detail(t.app, first.body.data.property_id as string);
    expect(property.address.street).toBe((corrected as { street: string }).street);
    expect(await countIn(city)).toBe(1);

    // The old address is nobody's now: another source naming it gets a new property.
    const old = await postSingle(t.app, beta, buildSubmission({ address: original.address as object }));
    expect(old.body.data.status).toBe('created');
    expect(await countIn(city)).toBe(2);
  });

  it('does not match the same external_id of another source', async () => {
    const city = 'Sourceville';
    const a = await postSingle(t.app, alpha, buildSubmission({ external_id: 'shared-id-1', address: { city } }));
    const b = await postSingle(t.app, beta, buildSubmission({ external_id: 'shared-id-1', address: { city } }));
    expect(b.body.data.status).toBe('created');
    expect(b.body.data.property_id).not.toBe(a.body.data.property_id);
  });

  it('moves a listing to the property that already holds its corrected address', async () => {
    const city = 'Moveville';
    const held = await postSingle(t.app, beta, buildSubmission({ address: { city } }));
    const heldAddress = (await detail(t.app, held.body.data.property_id as string)).address;
    const listing = buildSubmission({ address: { city } });
    const first = await postSingle(t.app, alpha, listing);
    const corrected = await postSingle(t.app, alpha, { ...listing, address: { street: heldAddress.street, city, state: 'TX', postal_code: '78701', country: 'US' } });
    expect(corrected.body.data.property_id).toBe(held.body.data.property_id);
    // The listing now lives there: the next submission of it lands on that property too.
    const again = await postSingle(t.app, alpha, { ...listing, address: { street: heldAddress.street, city, state: 'TX', postal_code: '78701', country: 'US' } });
    expect(again.body.data).toMatchObject({ property_id: held.body.data.property_id, status: 'unchanged' });
    expect(first.body.data.property_id).not.toBe(held.body.data.property_id);
  });

  it('moves only its link when a listing of a shared property changes address, in a batch whose later item names the old address', async () => {
    const city = 'Refuseville';
    const oldAddress = { street: uniqueStreet(), city, state: 'TX', postal_code: '78701', country: 'US' };
    const held = await postSingle(t.app, beta, buildSubmission({ address: oldAddress }));
    const listing = buildSubmission({ address: oldAddress });
    expect((await postSingle(t.app, alpha, listing)).body.data.property_id).toBe(held.body.data.property_id);
    const newAddress = { ...oldAddress, street: uniqueStreet() };
    const corrected = { ...listing, address: newAddress };
    const another = buildSubmission({ address: oldAddress });
    const res = await postBatch(t.app, alpha, { properties: [corrected, another] });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toMatchObject({ total_submitted: 2, accepted: 2, rejected: 0, duplicates: 1 });
    const [moved, same] = res.body.data.results as Array<{ property_id: string; status: string }>;
    expect(moved!.status).toBe('created');
    expect(moved!.property_id).not.toBe(held.body.data.property_id);
    expect(same!.property_id).toBe(held.body.data.property_id);
    expect((await detail(t.app, held.body.data.property_id as string)).address.street).toBe(oldAddress.street);
    expect((await detail(t.app, moved!.property_id)).address.street).toBe(newAddress.street);
    expect(await countIn(city)).toBe(2);
    // The listing lives at its new address now.
    const again = await postSingle(t.app, alpha, corrected);
    expect(again.body.data).toMatchObject({ property_id: moved!.property_id, status: 'unchanged' });
  });

  it('creates exactly one property from 20 concurrent submissions of one new address', async () => {
    const city = 'Raceville';
    const address = { street: uniqueStreet(), city, state: 'TX', postal_code: '78701', country: 'US' };
    const connectors = [alpha, beta];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postSingle(t.app, connectors[i % 2]!, buildSubmission({ address, financial: { price_current: 300_000 + i } }))),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((r) => r.body.data.property_id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((r) => r.body.data.status === 'created')).toHaveLength(1);
    expect(await countIn(city)).toBe(1);
  });

  it('creates exactly one property from 20 concurrent copies of one submission', async () => {
    const city = 'Copyville';
    const body = buildSubmission({ address: { city } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postSingle(t.app, alpha, body)));
    const statuses = answers.map((r) => r.body.data.status as string).sort();
    expect(statuses).toEqual(['created', ...Array(19).fill('unchanged')]);
    expect(new Set(answers.map((r) => r.body.data.property_id)).size).toBe(1);
    expect(await countIn(city)).toBe(1);
  });
});
