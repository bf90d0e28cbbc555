import { buildSubmission, type SubmissionBody } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, postSingle, sleep, useConnector } from './submission-helpers';

/** The same property as `body`, from another connector (no external_id), at this quality. */
function sameProperty(body: SubmissionBody, score: number, changes: Record<string, unknown> = {}): SubmissionBody {
  return { ...body, external_id: undefined, data_quality: { data_quality_score: score }, ...changes };
}

describe('field-level merge of submissions', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);
  const gamma = useConnector(t);

  async function create(score: number): Promise<{ body: SubmissionBody; id: string }> {
    const body = buildSubmission({ data_quality: { data_quality_score: score } });
    const res = await postSingle(t.app, alpha, body);
    expect(res.body.data.status).toBe('created');
    return { body, id: res.body.data.property_id as string };
  }

  it('keeps the stored value when lower-quality data comes in', async () => {
    const { body, id } = await create(0.9);
    const res = await postSingle(t.app, beta, sameProperty(body, 0.5, { financial: { price_current: 1_000 }, title: 'Cheap!' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ property_id: id, status: 'unchanged', message: expect.any(String) });
    const property = await detail(t.app, id);
    expect(property.financial.price_current).toBe(350_000);
    expect(property.title).toBe(body.title);
  });

  it('takes higher-quality data and equal-quality data', async () => {
    const { body, id } = await create(0.7);
    const equal = await postSingle(t.app, beta, sameProperty(body, 0.7, { financial: { price_current: 340_000, currency: 'USD' } }));
    expect(equal.body.data).toEqual({ property_id: id, status: 'updated', message: 'Property updated (price)' });
    expect((await detail(t.app, id)).financial).toEqual({ price_current: 340_000, currency: 'USD', price_per_sqm: 2266.67 });

    const higher = await postSingle(t.app, gamma, sameProperty(body, 0.95, { financial: { price_current: 330_000 }, rooms: { bedrooms_total: 4, bathrooms_total: 2 } }));
    expect(higher.body.data).toEqual({ property_id: id, status: 'updated', message: 'Property updated (price, bedrooms_total)' });
    const property = await detail(t.app, id);
    expect(property.financial.price_current).toBe(330_000);
    expect(property.rooms.bedrooms_total).toBe(4);
  });

  it('never erases a stored value with an empty one, whatever the quality', async () => {
    const { body, id } = await create(0.2);
    const before = await detail(t.app, id);
    const sparse = { address: body.address, price: 350_000, title: '', description: null, rooms: {}, data_quality: { data_quality_score: 1 } };
    const res = await postSingle(t.app, beta, sparse);
    expect(res.body.data).toEqual({ property_id: id, status: 'unchanged', message: expect.any(String) });
    expect(await detail(t.app, id)).toEqual(before);
  });

  it('lets a source update its own price even below the score that wrote it', async () => {
    const { body, id } = await create(0.9);
    const res = await postSingle(t.app, alpha, { ...body, data_quality: { data_quality_score: 0.1 }, financial: { price_current: 315_000, currency: 'USD' } });
    expect(res.body.data).toEqual({ property_id: id, status: 'updated', message: 'Property updated (price)' });
    expect((await detail(t.app, id)).financial.price_current).toBe(315_000);
    // The price now remembers score 0.1: another source below it still cannot change it.
    const other = await postSingle(t.app, beta, sameProperty(body, 0.05, { financial: { price_current: 1 } }));
    expect(other.body.data.status).toBe('unchanged');
    expect((await detail(t.app, id)).financial.price_current).toBe(315_000);
  });

  it('answers unchanged to a repeat and leaves updated_at alone; an update moves it', async () => {
    const { body, id } = await create(0.5);
    const before = await detail(t.app, id);
    await sleep(20);
    const repeat = await postSingle(t.app, alpha, body);
    expect(repeat.body.data).toEqual({ property_id: id, status: 'unchanged', message: 'Property unchanged: the stored data already holds everything submitted' });
    expect((await detail(t.app, id)).updated_at).toBe(before.updated_at);

    const changed = await postSingle(t.app, alpha, { ...body, status: 'sold' });
    expect(changed.body.data.status).toBe('updated');
    const after = await detail(t.app, id);
    expect(after.status).toBe('sold');
    expect(after.listing.listing_status).toBe('active');
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(after.created_at).toBe(before.created_at);
  });

  it('keeps the listing status in step with the status when no connector gave one', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission({ listing: { listing_status: undefined } }));
    const id = res.body.data.property_id as string;
    expect((await detail(t.app, id)).listing.listing_status).toBe('active');
    const body = buildSubmission({ listing: { listing_status: undefined } });
    const first = await postSingle(t.app, alpha, body);
    await postSingle(t.app, alpha, { ...body, status: 'under_contract' });
    expect((await detail(t.app, first.body.data.property_id as string)).listing.listing_status).toBe('pending');
  });
});
