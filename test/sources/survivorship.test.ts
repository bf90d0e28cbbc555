import { buildSubmission, uniqueStreet } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { schemaErrors } from './openapi-schemas';
import { detail, list, postSingle, useConnector } from '../submissions/submission-helpers';

const SPRINGFIELD = { street: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', postal_code: '62704', country: 'US' };
const BOISE = { street: '1 Capitol Blvd', city: 'Boise', state: 'ID', postal_code: '83702', country: 'US' };
/** The factory's coordinates: bodies that carry them ask nothing of the geocoder (nor load the offline parser). */
const LOCATION = { latitude: 30.2672, longitude: -97.7431 };

/** Alpha's listing as the issue tells it: score 0.9, 450,000, with a url, images and a description. */
function alphaListing(address: Record<string, unknown>, externalId = `a-${uniqueStreet().split(' ')[1]}`) {
  return buildSubmission({
    external_id: externalId,
    address,
    url: 'https://alpha.example/listings/742',
    description: 'Family home near the power plant',
    images: [{ url: 'https://alpha.example/742/1.jpg', type: 'exterior' }],
    financial: { price_current: 450_000, currency: 'USD' },
    data_quality: { data_quality_score: 0.9 },
  });
}

describe('trust between sources: the attacks of issue 11', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);

  it('keeps alpha\'s listing whole when beta claims score 1.0 with a defacing copy, and alpha still corrects its own', async () => {
    const listing = alphaListing(SPRINGFIELD);
    const created = await postSingle(t.app, alpha, listing);
    const id = created.body.data.property_id as string;
    const before = await detail(t.app, id);

    const attack = await postSingle(t.app, beta, {
      external_id: 'beta-742',
      address: { street: '742 EVERGREEN TER.', city: 'SPRINGFIELD', state: 'il', postal_code: '62704' },
      financial: { price_current: 1 },
      status: 'sold',
      url: 'https://phish.example/login',
      images: [{ url: 'https://phish.example/fake.jpg' }],
      description: '<script>alert(1)</script>',
      location: LOCATION,
      data_quality: { data_quality_score: 1.0 },
    });
    expect(attack.status).toBe(200);
    expect(attack.body.data).toMatchObject({ property_id: id, status: 'unchanged' });
    expect(attack.body.data.kept).toEqual(
      ['url', 'description', 'status', 'financial.price_current', 'images'].map((field) => ({ field, by_source: alpha.source })),
    );
    expect(await detail(t.app, id)).toEqual(before);
    expect(schemaErrors('SingleSubmissionResponse', attack.body)).toEqual([]);

    const own = await postSingle(t.app, alpha, { ...listing, financial: { price_current: 445_000, currency: 'USD' } });
    expect(own.body.data).toMatchObject({ property_id: id, status: 'updated', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(445_000);
  });

  it('keeps the stored values on a tie when neither side gives a score', async () => {
    const address = { ...SPRINGFIELD, street: uniqueStreet() };
    const listing = { ...alphaListing(address), data_quality: undefined };
    const id = (await postSingle(t.app, alpha, listing)).body.data.property_id as string;
    const res = await postSingle(t.app, beta, { address, financial: { price_current: 5 }, status: 'off_market', location: LOCATION });
    expect(res.body.data).toMatchObject({ property_id: id, status: 'unchanged' });
    expect(res.body.data.kept).toEqual([
      { field: 'status', by_source: alpha.source },
      { field: 'financial.price_current', by_source: alpha.source },
    ]);
    expect(await detail(t.app, id)).toMatchObject({ status: 'active', financial: { price_current: 450_000 } });
  });

  it('does not let beta move alpha\'s property to Boise: beta\'s link moves to a property of its own there', async () => {
    const listing = alphaListing({ ...SPRINGFIELD, street: '744 Evergreen Terrace' }, 'a-moving');
    const id = (await postSingle(t.app, alpha, listing)).body.data.property_id as string;
    const betaListing = buildSubmission({ external_id: 'b-moving', address: { ...SPRINGFIELD, street: '744 EVERGREEN TER' } });
    expect((await postSingle(t.app, beta, betaListing)).body.data.property_id).toBe(id);

    const moved = await postSingle(t.app, beta, { ...betaListing, address: BOISE });
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('created');
    const boiseId = moved.body.data.property_id as string;
    expect(boiseId).not.toBe(id);

    const kept = await detail(t.app, id);
    expect(kept).toMatchObject({ source: alpha.source, external_id: 'a-moving', address: { street: '744 Evergreen Terrace', city: 'Springfield' } });
    expect((await list(t.app, { city: 'Springfield', limit: 1000 })).data.map((p) => p.id)).toContain(id);
    const boise = await detail(t.app, boiseId);
    expect(boise).toMatchObject({ source: beta.source, external_id: 'b-moving', address: { street: BOISE.street, city: 'Boise' } });

    // Each listing now finds its own property.
    expect((await postSingle(t.app, beta, { ...betaListing, address: BOISE })).body.data).toMatchObject({ property_id: boiseId, status: 'unchanged' });
    expect((await postSingle(t.app, alpha, listing)).body.data).toMatchObject({ property_id: id, status: 'unchanged' });
  });
});

describe('an address is a property\'s identity', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);
  const gamma = useConnector(t);

  const place = (city: string) => ({ street: uniqueStreet(), city, state: 'TX', postal_code: '78701', country: 'US' });

  it('lets a source move a property only it has a stake in', async () => {
    const listing = buildSubmission({ address: place('Ownville') });
    const id = (await postSingle(t.app, beta, listing)).body.data.property_id as string;
    const to = place('Ownville');
    const res = await postSingle(t.app, beta, { ...listing, address: to });
    expect(res.body.data).toMatchObject({ property_id: id, status: 'updated' });
    expect((await detail(t.app, id)).address.street).toBe(to.street);
  });

  it('keeps a property in place that another source created, even without a listing id of its own', async () => {
    const address = place('Creatorville');
    const id = (await postSingle(t.app, alpha, buildSubmission({ address, external_id: undefined }))).body.data.property_id as string;
    const listing = buildSubmission({ address });
    expect((await postSingle(t.app, beta, listing)).body.data.property_id).toBe(id);
    const res = await postSingle(t.app, beta, { ...listing, address: place('Creatorville') });
    expect(res.body.data.status).toBe('created');
    expect((await detail(t.app, id)).address.street).toBe(address.street);
  });

  it('keeps a property in place when another source only wrote a field of it', async () => {
    const address = place('Writerville');
    const listing = buildSubmission({ address, description: undefined });
    const id = (await postSingle(t.app, beta, listing)).body.data.property_id as string;
    const fill = await postSingle(t.app, gamma, { address, price: 1, description: 'Gamma knows the place', location: LOCATION });
    expect(fill.body.data).toMatchObject({ property_id: id, status: 'updated' });
    const res = await postSingle(t.app, beta, { ...listing, address: place('Writerville') });
    expect(res.body.data.status).toBe('created');
    expect(await detail(t.app, id)).toMatchObject({ description: 'Gamma knows the place', address: { street: address.street } });
  });

  it('moves the link of a shared property to the property already at the new address', async () => {
    const address = place('Holderville');
    const id = (await postSingle(t.app, alpha, buildSubmission({ address }))).body.data.property_id as string;
    const listing = buildSubmission({ address });
    await postSingle(t.app, beta, listing);
    const elsewhere = place('Holderville');
    const holder = (await postSingle(t.app, gamma, buildSubmission({ address: elsewhere }))).body.data.property_id as string;
    const res = await postSingle(t.app, beta, { ...listing, address: elsewhere });
    expect(res.body.data).toMatchObject({ property_id: holder, status: expect.stringMatching(/^(updated|unchanged)$/) });
    expect((await detail(t.app, id)).address.street).toBe(address.street);
    expect((await list(t.app, { city: 'Holderville', limit: 100 })).metadata.total).toBe(2);
  });

  it('keeps a listing on its shared property when it sends the same address with fewer parts', async () => {
    const address = place('Partville');
    const id = (await postSingle(t.app, alpha, buildSubmission({ address }))).body.data.property_id as string;
    const listing = buildSubmission({ address });
    await postSingle(t.app, beta, listing);
    const res = await postSingle(t.app, beta, { ...listing, address: { street: address.street, city: address.city } });
    expect(res.body.data.property_id).toBe(id);
    expect((await list(t.app, { city: 'Partville', limit: 100 })).metadata.total).toBe(1);
    expect((await detail(t.app, id)).address).toMatchObject({ state: 'TX', postal_code: '78701' });
  });
});
