import request from 'supertest';
import { startFakeLibpostal, type FakeLibpostal } from '../fakes/libpostal';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { freePort } from '../setup/service-process';
import { geocodingEnv } from './geocoding-env';

const WHITE_HOUSE_WITH_UNIT = '1600 Pennsylvania Ave NW Apt 2, Washington, DC 20500';
const WHITE_HOUSE_LOCATION = { latitude: 38.8976633, longitude: -77.0365739 };

describe('geocoding with the parser service on', () => {
  let nominatim: FakeNominatim;
  let parser: FakeLibpostal;
  let t: TestApp;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    parser = await startFakeLibpostal();
    t = await startTestApp({
      env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_PARSER_HOST: parser.host, PDS_PARSER_PORT: String(parser.port) }),
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([nominatim.close(), parser.close()]);
  });

  it('takes the components from the parser service (as the user wrote them) and the coordinates from the provider', async () => {
    const res = await request(t.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE_WITH_UNIT });
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '1600',
        street_name: 'Pennsylvania Ave NW',
        route: '1600 Pennsylvania Ave NW',
        unit: 'Apt 2',
        locality: 'Washington',
        city: 'Washington',
        administrative_area_level_1: 'DC',
        state: 'DC',
        postal_code: '20500',
        formatted_address: '1600 Pennsylvania Ave NW, Apt 2, Washington, DC 20500',
      },
      raw_input: WHITE_HOUSE_WITH_UNIT,
      location: WHITE_HOUSE_LOCATION,
      confidence: 0.95,
      source: 'parser',
    });
    expect(parser.requests).toHaveLength(1);
    expect(parser.requests[0]).toMatchObject({ method: 'POST', path: '/parser' });
    expect(JSON.parse(parser.requests[0]!.body)).toEqual({ query: WHITE_HOUSE_WITH_UNIT });
    expect(nominatim.requests.map((r) => r.query.q)).toEqual([WHITE_HOUSE_WITH_UNIT]);
  });

  it('shows the parser as enabled and reachable in /health', async () => {
    const res = await request(t.app).get('/health');
    expect(res.body.checks.geocoder).toMatchObject({ status: 'ok', parser_enabled: true, parser_reachable: true });
  });

  it('parses with the provider instead when the parser service recognises nothing (an empty array)', async () => {
    const res = await request(t.app).post('/api/v1/geocode').send({ address: 'Austin, TX' });
    expect(res.body).toMatchObject({ status: 'OK', source: 'provider', location: { latitude: 30.2711286, longitude: -97.7436995 } });
    expect(res.body.components).toMatchObject({ locality: 'Austin', administrative_area_level_1: 'Texas' });
  });
});

describe('geocoding with a parser service that only has GET /parse (pelias/libpostal-service)', () => {
  it('falls back to GET /parse?address= on 404 and keeps using it', async () => {
    const nominatim = await startFakeNominatim();
    const parser = await startFakeLibpostal({ api: 'parse' });
    const t = await startTestApp({
      env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_PARSER_HOST: parser.host, PDS_PARSER_PORT: String(parser.port) }),
    });
    try {
      const first = await request(t.app).post('/api/v1/geocode').send({ address: WHITE_HOUSE_WITH_UNIT });
      expect(first.body).toMatchObject({ status: 'OK', source: 'parser', location: WHITE_HOUSE_LOCATION });
      expect(first.body.components).toMatchObject({ street_name: 'Pennsylvania Ave NW', unit: 'Apt 2' });
      const second = await request(t.app).post('/api/v1/geocode').send({ address: '10 Downing Street, London SW1A 2AA, United Kingdom' });
      expect(second.body).toMatchObject({ status: 'OK', source: 'parser' });
      expect(second.body.components).toMatchObject({ street_name: 'Downing Street', locality: 'London', postal_code: 'SW1A 2AA' });
      expect(parser.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /parser', 'GET /parse', 'GET /parse']);
      expect(parser.requests[1]!.query).toEqual({ address: WHITE_HOUSE_WITH_UNIT });
    } finally {
      await t.close();
      await Promise.all([nominatim.close(), parser.close()]);
    }
  });
});

describe('geocoding with the parser service off', () => {
  it('lets the provider parse, and /health shows the parser disabled', async () => {
    const nominatim = await startFakeNominatim();
    const t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url }) });
    try {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500' });
      expect(res.body).toMatchObject({ status: 'OK', source: 'provider', location: WHITE_HOUSE_LOCATION });
      expect(res.body.components).toMatchObject({
        street_name: 'Pennsylvania Avenue Northwest',
        locality: 'Washington',
        administrative_area_level_1: 'District of Columbia',
      });
      const health = await request(t.app).get('/health');
      expect(health.body.checks.geocoder).toMatchObject({ status: 'ok', parser_enabled: false, parser_reachable: null });
    } finally {
      await t.close();
      await nominatim.close();
    }
  });
});

describe('geocoding with the parser service pointed at a closed port', () => {
  it('still answers (the provider parses) and /health reports the parser unreachable', async () => {
    const nominatim = await startFakeNominatim();
    const closedPort = await freePort();
    const t = await startTestApp({
      env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_PARSER_HOST: '127.0.0.1', PDS_PARSER_PORT: String(closedPort) }),
    });
    try {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'OK', source: 'provider', location: WHITE_HOUSE_LOCATION });
      const health = await request(t.app).get('/health');
      expect(health.status).toBe(200);
      expect(health.body.status).toBe('degraded');
      expect(health.body.checks.geocoder).toMatchObject({ status: 'degraded', parser_enabled: true, parser_reachable: false });
    } finally {
      await t.close();
      await nominatim.close();
    }
  });

  it('answers from the offline parser when neither the parser service nor the provider can be reached', async () => {
    const closedPort = await freePort();
    const t = await startTestApp({ env: geocodingEnv({ PDS_PARSER_HOST: '127.0.0.1', PDS_PARSER_PORT: String(closedPort) }) });
    try {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: '350 Fifth Avenue, New York, NY 10118' });
      expect(res.body).toEqual({
        status: 'OK',
        components: {
          street_number: '350',
          street_name: 'Fifth Avenue',
          route: '350 Fifth Avenue',
          locality: 'New York',
          city: 'New York',
          administrative_area_level_1: 'NY',
          state: 'NY',
          postal_code: '10118',
          country: 'United States',
          formatted_address: '350 Fifth Avenue, New York, NY 10118, United States',
        },
        raw_input: '350 Fifth Avenue, New York, NY 10118',
        confidence: 0.6,
        source: 'offline',
      });
    } finally {
      await t.close();
    }
  });
});
