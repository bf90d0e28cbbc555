import { performance } from 'node:perf_hooks';
import { buildSubmission } from '../factories/submission';
import { startFakeNominatim, WHITE_HOUSE, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { detail, eventually, newConnector, postBatch, postSingle, type Connector } from './submission-helpers';

const EVERGREEN = { ...WHITE_HOUSE, place_id: 742, lat: '39.7817', lon: '-89.6501', display_name: '742, Evergreen Terrace, Springfield, Illinois, 62701, United States' };

/** Settings of every app in this file: a fake provider, fast pacing, a timeout above the single budget (2.5 s). */
const env = (nominatim: FakeNominatim) => ({
  PDS_GEOCODER_URL: nominatim.url,
  PDS_GEOCODER_RATE: '50',
  PDS_GEOCODER_TIMEOUT_MS: '6000',
  PDS_BATCH_POLL_INTERVAL_MS: '100',
});

describe('geocoding of submitted properties', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  let alpha: Connector;
  let unit = 0;

  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    nominatim.places.push({ match: /\b742 evergreen terrace\b/, place: EVERGREEN });
    t = await startTestApp({ env: env(nominatim) });
    // The running service loads the offline parser at start (a background worker, not started here).
    t.container.geocoding!.warm();
    alpha = await newConnector(t.app);
  });
  afterEach(() => {
    nominatim.mode = 'ok';
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  /** A property at 742 Evergreen Terrace (its own unit) without coordinates. */
  function withoutCoordinates(): Record<string, unknown> {
    unit += 1;
    return buildSubmission({
      location: undefined,
      address: { street: `742 Evergreen Terrace Apt ${unit}`, city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    });
  }

  /** Another instance on the same database with its background workers running, as after a restart. */
  async function withWorkers<T>(work: (instance: TestApp) => Promise<T>): Promise<T> {
    const instance = await startTestApp({ databaseUrl: t.databaseUrl, env: env(nominatim), startWorkers: true });
    try {
      return await work(instance);
    } finally {
      await instance.close();
    }
  }

  it('takes the coordinates the geocoder finds in time', async () => {
    const res = await postSingle(t.app, alpha, withoutCoordinates());
    expect(res.status).toBe(200);
    expect(res.body.geocoding).toEqual({ status: 'success', normalized_address: `742 EVERGREEN TER #${unit}, SPRINGFIELD, IL 62701, US`, confidence: expect.any(Number) });
    expect(res.body.geocoding.confidence).toBeGreaterThan(0);
    expect(res.body.geocoding.confidence).toBeLessThanOrEqual(1);
    const property = await detail(t.app, res.body.data.property_id as string);
    expect(property.location).toEqual({ latitude: 39.7817, longitude: -89.6501 });
  });

  it('says not_found when the provider knows no such place, and stores the property without coordinates', async () => {
    const res = await postSingle(t.app, alpha, buildSubmission({ location: undefined, address: { street: '1 Nowhere Lane', city: 'Atlantis' } }));
    expect(res.status).toBe(200);
    expect(res.body.geocoding).toEqual({ status: 'not_found', normalized_address: '1 NOWHERE LN, ATLANTIS, TX 78701, US', confidence: expect.any(Number) });
    expect((await detail(t.app, res.body.data.property_id as string)).location?.latitude ?? null).toBeNull();
  });

  it('answers unchanged when only the internal geocoding status moves, and geocodes the address again later', async () => {
    unit += 1;
    const body = buildSubmission({ external_id: `nowhere-${unit}`, location: undefined, address: { street: `${unit} Nowhere Lane`, city: 'Atlantis' } });
    const first = await postSingle(t.app, alpha, body);
    expect(first.body.geocoding.status).toBe('not_found');
    const id = first.body.data.property_id as string;
    const before = await detail(t.app, id);
    const changes = async () => Number((await t.pool.query('SELECT count(*) AS n FROM property_changes WHERE property_id = $1', [id])).rows[0].n);
    const published = await changes();

    // The same submission again once the cached answer has gone (on an instance that never held it), while the provider does not answer.
    await t.pool.query('DELETE FROM geocode_cache');
    nominatim.mode = 'down';
    const other = await startTestApp({ databaseUrl: t.databaseUrl, env: env(nominatim) });
    const again = await Promise.resolve(postSingle(other.app, alpha, body)).finally(() => other.close());
    expect(again.status).toBe(200);
    expect(again.body.geocoding.status).toBe('pending');
    expect(again.body.data).toMatchObject({ property_id: id, status: 'unchanged' });
    expect(await detail(t.app, id)).toEqual(before);
    expect(await changes()).toBe(published);

    // The provider has learnt the place: the pending status brings the coordinates in.
    nominatim.mode = 'ok';
    nominatim.places.push({ match: new RegExp(`\\b${unit} nowhere l`, 'i'), place: EVERGREEN });
    const filled = await withWorkers((instance) =>
      eventually(async () => {
        const p = await detail(instance.app, id);
        return p.location?.latitude != null ? p : undefined;
      }),
    );
    expect(filled.location).toEqual({ latitude: 39.7817, longitude: -89.6501 });
  });

  it('keeps submitted coordinates without asking the geocoder', async () => {
    const asked = nominatim.requests.length;
    const res = await postSingle(t.app, alpha, buildSubmission({ location: { latitude: 10.5, longitude: 20.25 } }));
    expect(res.body.geocoding).toMatchObject({ status: 'success', confidence: 1 });
    expect(nominatim.requests.length).toBe(asked);
    expect((await detail(t.app, res.body.data.property_id as string)).location).toEqual({ latitude: 10.5, longitude: 20.25 });
  });

  it('stores the property while the geocoder is down, says pending, and fills the coordinates later', async () => {
    nominatim.mode = 'down';
    const body = withoutCoordinates();
    const res = await postSingle(t.app, alpha, body);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('created');
    expect(res.body.geocoding).toEqual({ status: 'pending', normalized_address: `742 EVERGREEN TER #${unit}, SPRINGFIELD, IL 62701, US`, confidence: expect.any(Number) });
    const id = res.body.data.property_id as string;
    const stored = await detail(t.app, id);
    expect(stored.location?.latitude ?? null).toBeNull();

    nominatim.mode = 'ok';
    const filled = await withWorkers((instance) =>
      eventually(async () => {
        const p = await detail(instance.app, id);
        return p.location?.latitude != null ? p : undefined;
      }),
    );
    expect(filled.location).toEqual({ latitude: 39.7817, longitude: -89.6501 });
    expect(Date.parse(filled.updated_at)).toBeGreaterThan(Date.parse(stored.updated_at));
    // Filled coordinates read as a plain success from now on.
    const again = await postSingle(t.app, alpha, body);
    expect(again.body).toMatchObject({ data: { property_id: id, status: 'unchanged' }, geocoding: { status: 'success' } });
  });

  it('answers before a slow geocoder does, then fills the coordinates later', async () => {
    nominatim.mode = 'slow';
    nominatim.delayMs = 4_000;
    const started = performance.now();
    const res = await postSingle(t.app, alpha, withoutCoordinates());
    const answeredAfter = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.geocoding.status).toBe('pending');
    // Answered within its budget, before the provider's answer could arrive.
    expect(answeredAfter).toBeLessThan(4_000);

    const id = res.body.data.property_id as string;
    const filled = await withWorkers((instance) =>
      eventually(async () => {
        const p = await detail(instance.app, id);
        return p.location?.latitude != null ? p : undefined;
      }, 20_000),
    );
    expect(filled.location).toEqual({ latitude: 39.7817, longitude: -89.6501 });
  });

  it('stores every item of a batch while the geocoder is down', async () => {
    nominatim.mode = 'down';
    const items = [withoutCoordinates(), withoutCoordinates(), withoutCoordinates()];
    const res = await postBatch(t.app, alpha, { properties: items });
    expect(res.status).toBe(200);
    expect(res.body.data.summary).toMatchObject({ total_submitted: 3, accepted: 3, rejected: 0 });
    for (const result of res.body.data.results as Array<{ property_id: string }>) {
      expect((await detail(t.app, result.property_id)).location?.latitude ?? null).toBeNull();
    }
  });
});
