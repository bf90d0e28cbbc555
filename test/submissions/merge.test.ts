import { buildSubmission, type SubmissionBody } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { detail, newConnector, postSingle, setTrust, sleep, useConnector } from './submission-helpers';

/** The same property as `body`, from another connector (no external_id), at this quality. */
function sameProperty(body: SubmissionBody, score: number | undefined, changes: Record<string, unknown> = {}): SubmissionBody {
  return { ...body, external_id: undefined, data_quality: score === undefined ? undefined : { data_quality_score: score }, ...changes };
}

/**
 * Field-level merge under the trust rules (contract section 13). Every source
 * here is unregistered (trust 0.5) unless a test registers it.
 */
describe('field-level merge of submissions', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);
  const gamma = useConnector(t);
  const delta = useConnector(t);

  async function create(score: number | undefined): Promise<{ body: SubmissionBody; id: string }> {
    const body = buildSubmission({ data_quality: score === undefined ? undefined : { data_quality_score: score } });
    const res = await postSingle(t.app, alpha, body);
    expect(res.body.data.status).toBe('created');
    return { body, id: res.body.data.property_id as string };
  }

  it('keeps another source\'s values against a lower score and says whose they are', async () => {
    const { body, id } = await create(0.9);
    const res = await postSingle(t.app, beta, sameProperty(body, 0.3, { financial: { price_current: 1_000 }, title: 'Cheap!' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      property_id: id,
      status: 'unchanged',
      message: "Property unchanged: other sources' better-scored values were kept (title, financial.price_current)",
      kept: [
        { field: 'title', by_source: alpha.source },
        { field: 'financial.price_current', by_source: alpha.source },
      ],
    });
    const property = await detail(t.app, id);
    expect(property.financial.price_current).toBe(350_000);
    expect(property.title).toBe(body.title);
  });

  it('keeps another source\'s values against an equal score: a tie never replaces', async () => {
    const { body, id } = await create(undefined);
    const res = await postSingle(t.app, beta, sameProperty(body, undefined, { financial: { price_current: 5 }, status: 'off_market' }));
    expect(res.body.data).toMatchObject({ property_id: id, status: 'unchanged' });
    expect(res.body.data.kept).toEqual([
      { field: 'status', by_source: alpha.source },
      { field: 'financial.price_current', by_source: alpha.source },
    ]);
    const property = await detail(t.app, id);
    expect(property).toMatchObject({ status: 'active', financial: { price_current: 350_000 } });
  });

  it('caps a claimed score by the source\'s trust', async () => {
    // alpha claims 0.9 but is trusted with 0.5; beta claims 1.0, also trusted with 0.5: a tie.
    const { body, id } = await create(0.9);
    const res = await postSingle(t.app, beta, sameProperty(body, 1, { financial: { price_current: 2 } }));
    expect(res.body.data).toMatchObject({ status: 'unchanged', kept: [{ field: 'financial.price_current', by_source: alpha.source }] });
    expect((await detail(t.app, id)).financial.price_current).toBe(350_000);
  });

  it('replaces another source\'s field only with a strictly higher score, and names the changed units', async () => {
    await setTrust(t.app, gamma.source, 0.8);
    const { body, id } = await create(0.7);
    const higher = await postSingle(t.app, gamma, sameProperty(body, 0.6, { financial: { price_current: 340_000, currency: 'USD' } }));
    expect(higher.body.data).toEqual({ property_id: id, status: 'updated', message: 'Property updated (price)', kept: [] });
    expect((await detail(t.app, id)).financial).toEqual({ price_current: 340_000, currency: 'USD', price_per_sqm: 2266.67 });
    // The price now remembers gamma's 0.6: alpha's own 0.5 no longer reaches it, its bedrooms still are alpha's.
    const back = await postSingle(t.app, alpha, { ...body, financial: { price_current: 350_000 }, rooms: { bedrooms_total: 4, bathrooms_total: 2 } });
    expect(back.body.data).toMatchObject({ status: 'updated', message: 'Property updated (bedrooms_total)', kept: [{ field: 'financial.price_current', by_source: gamma.source }] });
    const property = await detail(t.app, id);
    expect(property.financial.price_current).toBe(340_000);
    expect(property.rooms.bedrooms_total).toBe(4);
  });

  it('scores a submission without data_quality_score at its source\'s trust', async () => {
    await setTrust(t.app, delta.source, 0.9);
    const { body, id } = await create(undefined);
    const res = await postSingle(t.app, delta, sameProperty(body, undefined, { financial: { price_current: 360_000 } }));
    expect(res.body.data).toMatchObject({ status: 'updated', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(360_000);
  });

  it('fills an empty field whoever sends it, even a source trusted with nothing', async () => {
    const { body, id } = await create(0.9);
    const source = await newConnector(t.app);
    await setTrust(t.app, source.source, 0);
    const res = await postSingle(t.app, source, sameProperty(body, 1, { description: 'Now with a description', financial: { price_current: 3 } }));
    expect(res.body.data).toMatchObject({ status: 'updated', message: 'Property updated (description)', kept: [{ field: 'financial.price_current', by_source: alpha.source }] });
    expect((await detail(t.app, id)).financial.price_current).toBe(350_000);
  });

  it('never erases a stored value with an empty one, whatever the quality', async () => {
    const { body, id } = await create(0.2);
    const before = await detail(t.app, id);
    const sparse = { address: body.address, location: body.location, price: 350_000, title: '', url: ' ', description: null, rooms: {}, data_quality: { data_quality_score: 1 } };
    const res = await postSingle(t.app, beta, sparse);
    expect(res.body.data).toEqual({ property_id: id, status: 'unchanged', message: expect.any(String), kept: [] });
    expect(await detail(t.app, id)).toEqual(before);
  });

  it('lets a source update its own price even below the score that wrote it', async () => {
    const { body, id } = await create(0.9);
    const res = await postSingle(t.app, alpha, { ...body, data_quality: { data_quality_score: 0.1 }, financial: { price_current: 315_000, currency: 'USD' } });
    expect(res.body.data).toEqual({ property_id: id, status: 'updated', message: 'Property updated (price)', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(315_000);
    // The price now remembers score 0.1: another source below it still cannot change it, one above can.
    const other = await postSingle(t.app, beta, sameProperty(body, 0.05, { financial: { price_current: 1 } }));
    expect(other.body.data).toMatchObject({ status: 'unchanged', kept: [{ field: 'financial.price_current', by_source: alpha.source }] });
    expect((await detail(t.app, id)).financial.price_current).toBe(315_000);
    const above = await postSingle(t.app, beta, sameProperty(body, 0.2, { financial: { price_current: 312_000 } }));
    expect(above.body.data).toMatchObject({ status: 'updated', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(312_000);
  });

  it('answers unchanged to a repeat and leaves updated_at alone; an update moves it', async () => {
    const { body, id } = await create(0.5);
    const before = await detail(t.app, id);
    await sleep(20);
    const repeat = await postSingle(t.app, alpha, body);
    expect(repeat.body.data).toEqual({ property_id: id, status: 'unchanged', message: 'Property unchanged: the stored data already holds everything submitted', kept: [] });
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
