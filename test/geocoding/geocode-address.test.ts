import request from 'supertest';
import type { GeocodingService } from '../../src/modules/geocoding/geocoding.service';
import { startFakeNominatim, type FakeNominatim } from '../fakes/nominatim';
import { startTestApp, type TestApp } from '../setup/app';
import { geocodingEnv, since } from './geocoding-env';

// The submission pipeline's entry point (AddressGeocoder.geocodeAddress), exercised on the container's own service.
describe('geocodeAddress for submitted (structured) addresses', () => {
  let nominatim: FakeNominatim;
  let t: TestApp;
  let geocoding: GeocodingService;
  beforeEach(async () => {
    nominatim = await startFakeNominatim();
    t = await startTestApp({ env: geocodingEnv({ PDS_GEOCODER_URL: nominatim.url, PDS_GEOCODER_TIMEOUT_MS: '3000' }) });
    geocoding = t.container.geocoding!;
  });
  afterEach(async () => {
    await t.close();
    await nominatim.close();
  });

  const whiteHouse = { street: '1600 Pennsylvania Avenue NW', city: 'Washington', state: 'DC', postal_code: '20500', country: 'US' };

  it('returns the provider match with coordinates when it answers in time', async () => {
    const result = await geocoding.geocodeAddress(whiteHouse, { budgetMs: 2_000 });
    expect(result).toEqual({
      components: {
        street_number: '1600',
        street_name: 'Pennsylvania Avenue Northwest',
        route: '1600 Pennsylvania Avenue Northwest',
        locality: 'Washington',
        city: 'Washington',
        administrative_area_level_1: 'District of Columbia',
        state: 'District of Columbia',
        postal_code: '20500',
        country: 'United States',
        formatted_address: '1600 Pennsylvania Avenue Northwest, Washington, District of Columbia 20500, United States',
      },
      normalized_address: '1600 Pennsylvania Avenue Northwest, Washington, District of Columbia 20500, United States',
      location: { latitude: 38.8976633, longitude: -77.0365739 },
      confidence: 0.95,
      source: 'provider',
      provider_unavailable: false,
    });
    expect(nominatim.requests.map((r) => r.query.q)).toEqual(['1600 Pennsylvania Avenue NW, Washington, DC 20500, US']);
  });

  it('returns the offline parse of the submitted fields within the budget when the provider hangs', async () => {
    nominatim.mode = 'hang';
    const address = { street: '12 Elm St Apt 3', city: 'Springfield', state: 'IL', postal_code: '62704', country: null };
    const started = Date.now();
    const result = await geocoding.geocodeAddress(address, { budgetMs: 300 });
    expect(since(started)).toBeLessThan(300 + 200);
    expect(result).toEqual({
      components: {
        street_number: '12',
        street_name: 'Elm St',
        route: '12 Elm St',
        unit: 'Apt 3',
        locality: 'Springfield',
        city: 'Springfield',
        administrative_area_level_1: 'IL',
        state: 'IL',
        postal_code: '62704',
        country: 'United States',
        formatted_address: '12 Elm St, Apt 3, Springfield, IL 62704, United States',
      },
      normalized_address: '12 Elm St, Apt 3, Springfield, IL 62704, United States',
      location: null,
      confidence: 0.6,
      source: 'offline',
      provider_unavailable: true,
    });
  });

  it('says the provider answered (provider_unavailable false) when it knows no such place', async () => {
    const result = await geocoding.geocodeAddress({ street: '9 Nowhere Road', city: 'Springfield', state: 'IL' }, { budgetMs: 2_000 });
    expect(result).toMatchObject({ location: null, source: 'offline', provider_unavailable: false });
    expect(result.components).toMatchObject({ street_number: '9', street_name: 'Nowhere Road', locality: 'Springfield' });
  });

  it('returns at once with provider_unavailable when the budget is already spent', async () => {
    const started = Date.now();
    const result = await geocoding.geocodeAddress(whiteHouse, { budgetMs: 0 });
    expect(since(started)).toBeLessThan(200);
    expect(result).toMatchObject({ location: null, source: 'offline', provider_unavailable: true });
    expect(result.components).toMatchObject({ street_number: '1600', locality: 'Washington', postal_code: '20500' });
  });

  it('shares its cache with the free-text endpoint', async () => {
    await geocoding.geocodeAddress(whiteHouse, { budgetMs: 2_000 });
    const res = await request(t.app).post('/api/v1/geocode').send({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500, US' });
    expect(res.body).toMatchObject({ status: 'OK', source: 'cache', location: { latitude: 38.8976633, longitude: -77.0365739 } });
    expect(nominatim.requests).toHaveLength(1);
  });

  it('returns empty components for an address with nothing in it, without asking upstream', async () => {
    const result = await geocoding.geocodeAddress({ street: '  ', city: null }, { budgetMs: 1_000 });
    expect(result).toEqual({
      components: {},
      normalized_address: '',
      location: null,
      confidence: 0,
      source: 'offline',
      provider_unavailable: false,
    });
    expect(nominatim.requests).toHaveLength(0);
  });
});
