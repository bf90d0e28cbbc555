import request from 'supertest';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { geocodingEnv } from './geocoding-env';

describe('upstream pacing across instances sharing the database', () => {
  let nominatim: FakeNominatim;
  beforeEach(async () => {
    nominatim = await startFakeNominatim();
  });
  afterEach(async () => {
    await nominatim.close();
  });

  it('spaces Nominatim calls from two instances at least 1/PDS_GEOCODER_RATE apart', async () => {
    const rate = 5;
    const intervalMs = 1000 / rate;
    const env = geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_RATE: String(rate), PDS_GEOCODER_TIMEOUT_MS: '5000' });
    const a = await startTestApp({ env });
    const b = await startTestApp({ env, databaseUrl: a.databaseUrl });
    try {
      // Each instance loads the offline parser's dictionaries on its first geocode, blocking this test's one event loop
      // for about a second: load them first, so the sends are timed by the pacing alone.
      a.container.geocoding!.warm();
      b.container.geocoding!.warm();
      const addresses = Array.from({ length: 6 }, (_v, i) => `${i + 1} Pacing Street, Springfield, IL 62704`);
      const answers = await Promise.all(
        addresses.map((address, i) => request((i % 2 === 0 ? a : b).app).post('/api/v1/geocode').send({ address })),
      );
      for (const res of answers) expect(res.body).toMatchObject({ status: 'OK', source: 'offline' });
      expect(nominatim.requests.map((r) => r.query.q).sort()).toEqual([...addresses].sort());

      const arrivals = nominatim.requests.map((r) => r.at).sort((x, y) => x - y);
      // Slots are exact in PostgreSQL; a send can only be late, never early: both instances share
      // this test's one event loop, where one request's offline parse can delay another's send, and
      // a full suite on two cores delays any send more (clean-clone runs saw 73 ms and 151 ms). One
      // late send then arrives close to the next one on time, so gaps alone do not tell; but no
      // window of one slot can hold more than two arrivals (the late one and its successor), and
      // the six span at least four slots. Without pacing all six arrive within a few milliseconds.
      for (const start of arrivals) {
        expect(arrivals.filter((at) => at >= start && at < start + intervalMs).length).toBeLessThanOrEqual(2);
      }
      expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThanOrEqual((arrivals.length - 2) * intervalMs);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('answers from the offline parser, without calling upstream, a request whose wait for a slot would exceed its budget', async () => {
    // One call every 4 s, a 1 s budget: the second of two concurrent requests cannot get a slot in time.
    const t: TestApp = await startTestApp({
      env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_RATE: '0.25', PDS_GEOCODER_TIMEOUT_MS: '1000' }),
    });
    try {
      const [first, second] = await Promise.all([
        request(t.app).post('/api/v1/geocode').send({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500' }),
        request(t.app).post('/api/v1/geocode').send({ address: '1600 Amphitheatre Parkway, Mountain View, CA 94043' }),
      ]);
      expect(nominatim.requests).toHaveLength(1);
      const located = [first!, second!].filter((res) => res.body.location !== undefined);
      const offline = [first!, second!].filter((res) => res.body.location === undefined);
      expect(located).toHaveLength(1);
      expect(offline).toHaveLength(1);
      expect(offline[0]!.body).toMatchObject({ status: 'OK', source: 'offline', components: { street_number: '1600' } });
      expect(located[0]!.body.raw_input).toBe(nominatim.requests[0]!.query.q);
    } finally {
      await t.close();
    }
  });
});
