import request from 'supertest';
import { startFakeNominatim, startFakeServer, type FakeNominatim, type FakeServer } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { ADMIN, issueToken } from '../setup/tokens';
import { geocodingEnv, since } from './geocoding-env';

const TIMEOUT_MS = 800;

/** What the offline parser makes of the White House's address: components, no coordinates. */
const WHITE_HOUSE_OFFLINE = {
  status: 'OK',
  components: {
    street_number: '1600',
    street_name: 'Pennsylvania Avenue NW',
    route: '1600 Pennsylvania Avenue NW',
    locality: 'Washington',
    city: 'Washington',
    administrative_area_level_1: 'DC',
    state: 'DC',
    postal_code: '20500',
    country: 'United States',
    formatted_address: '1600 Pennsylvania Avenue NW, Washington, DC 20500, United States',
  },
  raw_input: '1600 Pennsylvania Avenue NW, Washington, DC 20500',
  confidence: 0.6,
  source: 'offline',
};

describe('geocoding while Nominatim is in trouble', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  beforeEach(async () => {
    nominatim = await startFakeNominatim();
    t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) }) });
  });
  afterEach(async () => {
    await t.close();
    await nominatim.close();
  });

  const geocode = (address: string) => request(t.app).post('/api/v1/geocode').send({ address });

  it('answers from the offline parser, never a 5xx, while Nominatim answers 503', async () => {
    nominatim.mode = 'down';
    const res = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(WHITE_HOUSE_OFFLINE);
    expect(nominatim.requests).toHaveLength(1);
  });

  it('answers from the offline parser within the timeout when Nominatim is slower than the timeout', async () => {
    nominatim.mode = 'slow';
    nominatim.delayMs = 5_000;
    const started = Date.now();
    const res = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    const elapsed = since(started);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(WHITE_HOUSE_OFFLINE);
    expect(nominatim.requests).toHaveLength(1);
    // Answered at the timeout, long before the slow answer would have come.
    expect(elapsed).toBeLessThan(nominatim.delayMs - 2_000);
  });

  it('answers from the offline parser within the timeout when Nominatim accepts the request and never answers', async () => {
    nominatim.mode = 'hang';
    const started = Date.now();
    const res = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(WHITE_HOUSE_OFFLINE);
    expect(since(started)).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('stops calling Nominatim after repeated failures (circuit open) and shows the geocoder degraded', async () => {
    nominatim.mode = 'down';
    for (const n of [1, 2, 3]) {
      const res = await geocode(`${n} Main Street, Springfield, IL 62704`);
      expect(res.body).toMatchObject({ status: 'OK', source: 'offline' });
    }
    expect(nominatim.requests).toHaveLength(3);

    nominatim.mode = 'hang';
    const started = Date.now();
    const skipped = await geocode('4 Main Street, Springfield, IL 62704');
    expect(skipped.body).toMatchObject({ status: 'OK', source: 'offline', components: { street_number: '4', locality: 'Springfield' } });
    expect(nominatim.requests).toHaveLength(3);
    // No wait for the hanging upstream: the open circuit skipped it.
    expect(since(started)).toBeLessThan(TIMEOUT_MS);

    const health = await request(t.app).get('/health').set('Authorization', ADMIN);
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('degraded');
    expect(health.body.checks.geocoder).toEqual({
      status: 'degraded',
      parser_enabled: false,
      parser_reachable: null,
      provider: { circuit: 'open', consecutive_failures: 3, last_error: 'Nominatim answered HTTP 503' },
    });
    // Without the admin credential: statuses only, no upstream's words.
    const open = await request(t.app).get('/health');
    expect(open.body.checks.geocoder).toEqual({
      status: 'degraded',
      parser_enabled: false,
      parser_reachable: null,
      provider: { circuit: 'open', consecutive_failures: 3 },
    });
  });

  it('does not cache an offline answer given during an outage: the provider is asked again once it is back', async () => {
    nominatim.mode = 'down';
    const during = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(during.body.source).toBe('offline');

    nominatim.mode = 'ok';
    const after = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(after.body).toMatchObject({ status: 'OK', source: 'provider', location: { latitude: 38.8976633, longitude: -77.0365739 } });
    expect(nominatim.requests).toHaveLength(2);
  });
});

/**
 * Answers of a 2xx status that are no list of places, or places whose fields
 * have other types than Nominatim's. node-geocoder read them unchecked in a
 * callback outside any promise, and the throw ended the process (an outside
 * probe, through the geocode endpoint, a submission, and the background
 * geocoding worker).
 */
describe('geocoding while Nominatim answers malformed bodies', () => {
  let answer = '[]';
  let upstream: FakeServer;
  let t: TestApp;
  beforeEach(async () => {
    upstream = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(answer);
    });
    t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: upstream.url, PDS_GEOCODER_TIMEOUT_MS: String(TIMEOUT_MS) }) });
  });
  afterEach(async () => {
    await t.close();
    await upstream.close();
  });

  const geocode = (address: string) => request(t.app).post('/api/v1/geocode').send({ address });
  const WHITE_HOUSE_AT = { lat: '38.8976633', lon: '-77.0365739' };

  it.each([
    ['null', 'null'],
    ['a list holding null', '[null]'],
    ['a list holding a number and a string', '[1, "x"]'],
    ['a string', '"Washington"'],
    ['an object that is no error', '{"lat": "38.9"}'],
    ['an error that is an object', '{"error": {"code": 400}}'],
  ])('answers from the offline parser when Nominatim answers %s, and keeps serving', async (_case, body) => {
    answer = body;
    const res = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(WHITE_HOUSE_OFFLINE);
    expect(upstream.requests).toHaveLength(1);
    const health = await request(t.app).get('/health');
    expect(health.status).toBe(200);
  });

  it.each([
    ['a country_code that is a number', { country_code: 1, city: 'Washington', state: 'District of Columbia' }],
    ['parts that are objects, lists and null', { road: { name: 'x' }, house_number: ['1600'], postcode: null, city: 'Washington', state: 'District of Columbia' }],
  ])('uses the place when its address has %s, keeping only the parts that are text', async (_case, address) => {
    answer = JSON.stringify([{ ...WHITE_HOUSE_AT, display_name: { text: 'White House' }, place_rank: '30', address }]);
    const res = await geocode(WHITE_HOUSE_OFFLINE.raw_input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', source: 'provider', components: { locality: 'Washington', administrative_area_level_1: 'District of Columbia' } });
    for (const value of Object.values(res.body.components as Record<string, unknown>)) expect(typeof value).toBe('string');
  });

  it('stores a submission geocoded while Nominatim answers [null]', async () => {
    answer = '[null]';
    const { token } = await issueToken(t.app, { service_name: 'malformed-upstream', source: 'malformed_upstream' });
    const res = await request(t.app)
      .post('/connectors/properties/single')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Connector-Source', 'malformed_upstream')
      .send({ external_id: 'mal-1', financial: { price_current: 1000 }, address: { street: '7 Crash Court', city: 'Reno', state: 'NV' } });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('created');
    const stored = await request(t.app).get(`/api/v1/properties/${res.body.data.property_id as string}`);
    expect(stored.status).toBe(200);
    expect(stored.body.data.address.city).toBe('Reno');
  });
});
