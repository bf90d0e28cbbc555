import request from 'supertest';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { geocodingEnv } from './geocoding-env';

describe('POST /api/v1/geocode components from the public provider (fake Nominatim)', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  beforeAll(async () => {
    nominatim = await startFakeNominatim();
    t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url }) });
  });
  afterAll(async () => {
    await t.close();
    await nominatim.close();
  });

  const geocode = (address: string) => request(t.app).post('/api/v1/geocode').send({ address });

  it('answers every component key, coordinates and confidence for a full US address', async () => {
    const address = '1600 Amphitheatre Pkwy, Mountain View, CA 94043';
    const res = await geocode(address);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '1600',
        street_name: 'Amphitheatre Parkway',
        route: '1600 Amphitheatre Parkway',
        locality: 'Mountain View',
        city: 'Mountain View',
        administrative_area_level_1: 'California',
        state: 'California',
        administrative_area_level_2: 'Santa Clara County',
        postal_code: '94043',
        country: 'United States',
        formatted_address: '1600 Amphitheatre Parkway, Mountain View, California 94043, United States',
      },
      raw_input: address,
      location: { latitude: 37.4224857, longitude: -122.0855846 },
      confidence: 0.95,
      source: 'provider',
    });
  });

  it('answers a UK address with its postcode, region and country', async () => {
    const address = '10 Downing Street, London SW1A 2AA, United Kingdom';
    const res = await geocode(address);
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '10',
        street_name: 'Downing Street',
        route: '10 Downing Street',
        locality: 'London',
        city: 'London',
        administrative_area_level_1: 'England',
        state: 'England',
        postal_code: 'SW1A 2AA',
        country: 'United Kingdom',
        formatted_address: '10 Downing Street, London, England SW1A 2AA, United Kingdom',
      },
      raw_input: address,
      location: { latitude: 51.5033635, longitude: -0.1276248 },
      confidence: 0.95,
      source: 'provider',
    });
  });

  it('answers a German address with the house number after the street, as Germans write it', async () => {
    const address = 'Unter den Linden 77, 10117 Berlin, Germany';
    const res = await geocode(address);
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '77',
        street_name: 'Unter den Linden',
        route: 'Unter den Linden 77',
        locality: 'Berlin',
        city: 'Berlin',
        administrative_area_level_1: 'Berlin',
        state: 'Berlin',
        postal_code: '10117',
        country: 'Deutschland',
        formatted_address: 'Unter den Linden 77, 10117 Berlin, Deutschland',
      },
      raw_input: address,
      location: { latitude: 52.5162746, longitude: 13.3800261 },
      confidence: 0.95,
      source: 'provider',
    });
  });

  it('resolves a partial address (city and state only) to a city-level location', async () => {
    const res = await geocode('Austin, TX');
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        locality: 'Austin',
        city: 'Austin',
        administrative_area_level_1: 'Texas',
        state: 'Texas',
        administrative_area_level_2: 'Travis County',
        country: 'United States',
        formatted_address: 'Austin, Texas, United States',
      },
      raw_input: 'Austin, TX',
      location: { latitude: 30.2711286, longitude: -97.7436995 },
      confidence: 0.7,
      source: 'provider',
    });
  });

  it('keeps the parsed address, without coordinates, when the provider knows no such place', async () => {
    const address = '12 Nowhere Lane, Springfield, IL 62704';
    const res = await geocode(address);
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '12',
        street_name: 'Nowhere Lane',
        route: '12 Nowhere Lane',
        locality: 'Springfield',
        city: 'Springfield',
        administrative_area_level_1: 'IL',
        state: 'IL',
        postal_code: '62704',
        country: 'United States',
        formatted_address: '12 Nowhere Lane, Springfield, IL 62704, United States',
      },
      raw_input: address,
      confidence: 0.6,
      source: 'offline',
    });
    expect(nominatim.requests.at(-1)?.query.q).toBe(address);
  });

  it('asks Nominatim with addressdetails, JSON format and the identifying User-Agent', async () => {
    const before = nominatim.requests.length;
    await geocode('1600 Pennsylvania Avenue NW, Washington, DC 20500');
    expect(nominatim.requests.length).toBe(before + 1);
    const sent = nominatim.requests.at(-1)!;
    expect(sent.method).toBe('GET');
    expect(sent.path).toBe('/search');
    expect(sent.query).toEqual({ q: '1600 Pennsylvania Avenue NW, Washington, DC 20500', format: 'json', addressdetails: '1', limit: '1' });
    expect(sent.headers['user-agent']).toBe(t.config.geocoder.userAgent);
    expect(sent.headers['user-agent']).toMatch(/^property-data-service\//);
  });
});

describe('POST /api/v1/geocode User-Agent', () => {
  it('sends PDS_GEOCODER_USER_AGENT upstream, not a library or browser default', async () => {
    const nominatim = await startFakeNominatim();
    const t = await startTestApp({
      env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_USER_AGENT: 'acme-listings/2.3 (ops@acme.example)' }),
    });
    try {
      const res = await request(t.app).post('/api/v1/geocode').send({ address: 'Austin, TX' });
      expect(res.body.source).toBe('provider');
      expect(nominatim.requests.map((r) => r.headers['user-agent'])).toEqual(['acme-listings/2.3 (ops@acme.example)']);
    } finally {
      await t.close();
      await nominatim.close();
    }
  });
});
