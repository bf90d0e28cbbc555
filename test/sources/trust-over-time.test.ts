import request from 'supertest';
import { buildSubmission, uniqueStreet } from '../factories/submission';
import { startTestApp, type TestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import { detail, list, postBatch, postSingle, setTrust, sleep, useConnector } from '../submissions/submission-helpers';
import { schemaErrors } from './openapi-schemas';

/** The factory's coordinates: bodies that carry them ask nothing of the geocoder (nor load the offline parser). */
const LOCATION = { latitude: 30.2672, longitude: -97.7431 };

describe('a change of trust', () => {
  const t = useTestApp();
  const alpha = useConnector(t);
  const beta = useConnector(t);
  let other: TestApp;

  beforeAll(async () => {
    // A second instance on the same database: a trust set through one counts on the other at once.
    other = await startTestApp({ databaseUrl: t.databaseUrl });
  });
  afterAll(async () => {
    await other.close();
  });

  it('counts for later merges only, on every instance, and never rescores what was written', async () => {
    const address = { street: uniqueStreet(), city: 'Trustville', state: 'TX', postal_code: '78701', country: 'US' };
    const id = (await postSingle(t.app, alpha, buildSubmission({ address, data_quality: undefined }))).body.data.property_id as string;
    const offer = (price: number) => ({ address, price, location: LOCATION });

    const before = await postSingle(other.app, beta, offer(300_000));
    expect(before.body.data).toMatchObject({ status: 'unchanged', kept: [{ field: 'financial.price_current', by_source: alpha.source }] });

    await setTrust(t.app, beta.source, 0.8);
    const raised = await postSingle(other.app, beta, offer(300_000));
    expect(raised.body.data).toMatchObject({ property_id: id, status: 'updated', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(300_000);

    // Lowering beta's trust does not rescore the price beta wrote at 0.8: alpha at 0.5 still cannot replace it.
    await setTrust(other.app, beta.source, 0.1);
    const alphaTries = await postSingle(t.app, alpha, offer(350_000));
    expect(alphaTries.body.data).toMatchObject({ status: 'unchanged', kept: [{ field: 'financial.price_current', by_source: beta.source }] });

    // Beta's next write carries its new trust: then alpha's 0.5 is strictly higher.
    expect((await postSingle(t.app, beta, offer(299_000))).body.data.status).toBe('updated');
    expect((await postSingle(other.app, alpha, offer(350_000))).body.data).toMatchObject({ status: 'updated', kept: [] });
    expect((await detail(t.app, id)).financial.price_current).toBe(350_000);
  });
});

describe('concurrent submissions of two sources to one property', () => {
  const t = useTestApp({ env: { PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const alpha = useConnector(t);
  const beta = useConnector(t);

  beforeAll(async () => {
    await setTrust(t.app, alpha.source, 0.9);
    await setTrust(t.app, beta.source, 0.3);
  });

  it('ends with the trusted source\'s values whatever the order, and one property', async () => {
    const address = { street: uniqueStreet(), city: 'Racetown', state: 'TX', postal_code: '78701', country: 'US' };
    const alphaPrices = new Set<number>();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const byAlpha = i % 2 === 0;
        const price = byAlpha ? 400_000 + i : 1 + i;
        if (byAlpha) alphaPrices.add(price);
        const body = { address, price, status: byAlpha ? 'for_sale' : 'sold', external_id: `${byAlpha ? 'a' : 'b'}-race-${i}`, location: LOCATION };
        return postSingle(t.app, byAlpha ? alpha : beta, body).then((res) => ({ byAlpha, res }));
      }),
    );
    expect(answers.map((a) => a.res.status)).toEqual(Array(16).fill(200));
    const ids = new Set(answers.map((a) => a.res.body.data.property_id as string));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.res.body.data.status === 'created')).toHaveLength(1);
    // Alpha is never kept out by beta; beta is kept out wherever alpha had written first.
    for (const { byAlpha, res } of answers) {
      if (byAlpha) expect(res.body.data.kept).toEqual([]);
      else for (const k of res.body.data.kept as Array<{ by_source: string }>) expect(k.by_source).toBe(alpha.source);
    }
    const property = await detail(t.app, [...ids][0]!);
    expect(alphaPrices.has(property.financial.price_current!)).toBe(true);
    expect(property.status).toBe('active');
    expect((await list(t.app, { city: 'Racetown' })).metadata.total).toBe(1);
  });

  it('keeps a shared property in place while its other source writes to it concurrently', async () => {
    const address = { street: uniqueStreet(), city: 'Splitville', state: 'TX', postal_code: '78701', country: 'US' };
    const alphaListing = buildSubmission({ address, external_id: 'a-split' });
    const id = (await postSingle(t.app, alpha, alphaListing)).body.data.property_id as string;
    const betaListing = buildSubmission({ address, external_id: 'b-split' });
    await postSingle(t.app, beta, betaListing);
    const away = { ...address, street: uniqueStreet(), city: 'Elsewhere' };
    const [move, ...updates] = await Promise.all([
      postSingle(t.app, beta, { ...betaListing, address: away }),
      ...Array.from({ length: 6 }, (_, i) => postSingle(t.app, alpha, { ...alphaListing, financial: { price_current: 500_000 + i } })),
    ]);
    expect(move!.body.data.status).toBe('created');
    for (const u of updates) expect(u.body.data.property_id).toBe(id);
    const property = await detail(t.app, id);
    expect(property.address.city).toBe('Splitville');
    expect(property.financial.price_current).toBeGreaterThanOrEqual(500_000);
    expect((await detail(t.app, move!.body.data.property_id as string)).address.city).toBe('Elsewhere');
  });
});

describe('batches say what was kept', () => {
  const t = useTestApp({ startWorkers: true, env: { PDS_BATCH_POLL_INTERVAL_MS: '100', PDS_RATE_LIMIT_CONNECTOR: '0' } });
  const alpha = useConnector(t);
  const beta = useConnector(t);

  async function alphaProperty(): Promise<{ address: Record<string, unknown>; id: string }> {
    const address = { street: uniqueStreet(), city: 'Batchville', state: 'TX', postal_code: '78701', country: 'US' };
    const res = await postSingle(t.app, alpha, buildSubmission({ address }));
    return { address, id: res.body.data.property_id as string };
  }

  it('carries kept on each result of a synchronous batch that has one, and only there', async () => {
    const { address, id } = await alphaProperty();
    const items = [
      buildSubmission({ address, financial: { price_current: 7 } }),
      buildSubmission({ address: { city: 'Batchville' } }),
      buildSubmission({ financial: { price_current: 0 } }),
    ];
    const res = await postBatch(t.app, beta, { properties: items });
    expect(res.status).toBe(200);
    const [onAlpha, fresh, rejected] = res.body.data.results as Array<Record<string, unknown>>;
    expect(onAlpha).toEqual({
      external_id: items[0]!.external_id,
      property_id: id,
      status: expect.stringMatching(/^(updated|unchanged)$/),
      kept: expect.arrayContaining([{ field: 'financial.price_current', by_source: alpha.source }]),
    });
    expect(fresh).toEqual({ external_id: items[1]!.external_id, property_id: expect.any(String), status: 'created' });
    expect(rejected).toMatchObject({ status: 'rejected' });
    expect(rejected).not.toHaveProperty('kept');
    expect(schemaErrors('BatchCompletedResponse', res.body)).toEqual([]);
    expect((await detail(t.app, id)).financial.price_current).toBe(350_000);
  });

  it('carries kept on the results of a queued batch', async () => {
    const { address, id } = await alphaProperty();
    const items = [buildSubmission({ address, financial: { price_current: 7 } }), ...Array.from({ length: 100 }, () => buildSubmission({ address: { city: 'Queueville' } }))];
    const queued = await postBatch(t.app, beta, { properties: items });
    expect(queued.status).toBe(202);
    let data: { status: string; results: Array<Record<string, unknown>> } | undefined;
    for (let i = 0; i < 600 && data?.status !== 'completed'; i++) {
      if (i > 0) await sleep(100);
      const res = await request(t.app)
        .get(`${queued.body.data.status_url}?limit=1000`)
        .set('Authorization', `Bearer ${beta.token}`)
        .set('X-Connector-Source', beta.source);
      data = res.body.data;
    }
    expect(data?.status).toBe('completed');
    expect(schemaErrors('BatchStatusResultItem', data!.results[0])).toEqual([]);
    expect(data!.results[0]).toMatchObject({ property_id: id, kept: expect.arrayContaining([{ field: 'financial.price_current', by_source: alpha.source }]) });
    expect(data!.results.slice(1).filter((r) => 'kept' in r)).toEqual([]);
    expect((await detail(t.app, id)).financial.price_current).toBe(350_000);
  });
});
