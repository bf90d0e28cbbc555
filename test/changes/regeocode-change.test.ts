import { buildSubmission } from '../factories/submission';
import { startFakeNominatim, WHITE_HOUSE, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { eventually, newConnector, postSingle } from '../submissions/submission-helpers';
import { feedEnd, readFrom } from './changes-helpers';

const EVERGREEN = { ...WHITE_HOUSE, place_id: 742, lat: '39.7817', lon: '-89.6501', display_name: '742, Evergreen Terrace, Springfield, Illinois, 62701, United States' };

describe('coordinates filled later by the re-geocode worker', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  const env = () => ({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_RATE: '50', PDS_GEOCODER_TIMEOUT_MS: '6000', PDS_BATCH_POLL_INTERVAL_MS: '100' });

  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    nominatim.places.push({ match: /\b742 evergreen terrace\b/, place: EVERGREEN });
    t = await startTestApp({ env: env() });
    t.container.geocoding!.warm();
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  it('are a change of location.latitude and location.longitude in the feed', async () => {
    const alpha = await newConnector(t.app);
    nominatim.mode = 'down';
    const start = await feedEnd(t.app);
    const res = await postSingle(t.app, alpha, buildSubmission({
      location: undefined,
      address: { street: '742 Evergreen Terrace', city: 'Springfield', state: 'IL', postal_code: '62701', country: 'US' },
    }));
    expect(res.body.geocoding.status).toBe('pending');
    const id = res.body.data.property_id as string;
    const created = (await readFrom(t.app, start)).changes;
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ property_id: id, kind: 'created' });
    expect(created[0]!.changed_fields).not.toContain('location.latitude');

    nominatim.mode = 'ok';
    const instance = await startTestApp({ databaseUrl: t.databaseUrl, env: env(), startWorkers: true });
    try {
      const filled = await eventually(async () => {
        const { changes } = await readFrom(instance.app, created[0]!.seq);
        return changes.length > 0 ? changes : undefined;
      });
      expect(filled).toEqual([
        { seq: expect.any(Number), property_id: id, kind: 'updated', changed_fields: ['location.latitude', 'location.longitude'], changed_at: expect.any(String) },
      ]);
    } finally {
      await instance.close();
    }
  });
});
