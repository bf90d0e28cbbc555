import request from 'supertest';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp } from '../setup/app';
import { geocodingEnv } from './geocoding-env';

const WHITE_HOUSE = '1600 Pennsylvania Avenue NW, Washington, DC 20500';
const WHITE_HOUSE_LOCATION = { latitude: 38.8976633, longitude: -77.0365739 };

describe('geocode cache', () => {
  let nominatim: FakeNominatim;
  beforeEach(async () => {
    nominatim = await startFakeNominatim();
  });
  afterEach(async () => {
    await nominatim.close();
  });

  it('answers a repeated address from the cache, however it is spaced or cased, without asking upstream again', async () => {
    const t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url }) });
    try {
      const first = await request(t.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE });
      expect(first.body).toMatchObject({ status: 'OK', source: 'provider', location: WHITE_HOUSE_LOCATION, confidence: 0.95 });
      const again = await request(t.app).post('/api/v1/geocode').send({ address: '  1600 pennsylvania avenue nw,  WASHINGTON, DC 20500 ' });
      expect(again.body).toEqual({
        ...first.body,
        raw_input: '  1600 pennsylvania avenue nw,  WASHINGTON, DC 20500 ',
        source: 'cache',
      });
      expect(nominatim.requests).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('answers from the PostgreSQL cache after a restart, with the provider down', async () => {
    const env = geocodingEnv({ PDS_GEOCODER_URL: nominatim.url });
    const before = await startTestApp({ env });
    try {
      const first = await request(before.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE });
      expect(first.body).toMatchObject({ source: 'provider', location: WHITE_HOUSE_LOCATION });

      nominatim.mode = 'down';
      // A new container on the same database: a restarted (or another) instance with an empty memory cache.
      const after = await startTestApp({ env, databaseUrl: before.databaseUrl });
      try {
        const res = await request(after.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE });
        expect(res.body).toEqual({ ...first.body, source: 'cache' });
        expect(nominatim.requests).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });

  it('asks upstream again once a cached answer has expired', async () => {
    const env = geocodingEnv({ PDS_GEOCODER_URL: nominatim.url });
    const before = await startTestApp({ env });
    try {
      await request(before.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE });
      await before.pool.query(`UPDATE geocode_cache SET expires_at = now() - interval '1 second'`);
      const after = await startTestApp({ env, databaseUrl: before.databaseUrl });
      try {
        const res = await request(after.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE });
        expect(res.body).toMatchObject({ source: 'provider', location: WHITE_HOUSE_LOCATION });
        expect(nominatim.requests).toHaveLength(2);
      } finally {
        await after.close();
      }
    } finally {
      await before.close();
    }
  });

  it('makes one upstream call for ten concurrent requests for the same uncached address', async () => {
    nominatim.mode = 'slow';
    nominatim.delayMs = 300;
    const t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_TIMEOUT_MS: '5000' }) });
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => request(t.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE })),
      );
      expect(nominatim.requests).toHaveLength(1);
      for (const res of answers) {
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'OK', location: WHITE_HOUSE_LOCATION, confidence: 0.95 });
        expect(['provider', 'cache']).toContain(res.body.source);
      }
    } finally {
      await t.close();
    }
  });
});
