import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';
import { geocodingEnv } from './geocoding-env';

// No upstream runs here: the provider URL is a closed port, so every answer is the offline parser's.
describe('POST /api/v1/geocode statuses', () => {
  const t = useTestApp({ env: geocodingEnv() });

  const geocode = (body: unknown) => request(t.app).post('/api/v1/geocode').send(body as object);

  it.each([
    ['no address field', {}],
    ['an address that is a number', { address: 42 }],
    ['an address that is null', { address: null }],
    ['an address that is an array', { address: ['1 Main St'] }],
    ['an address that is an object', { address: { street: '1 Main St' } }],
    ['an empty address', { address: '' }],
    ['an address of only whitespace', { address: ' \t\n ' }],
    ['an address of 501 characters', { address: `1 Main Street, Springfield, IL ${'x'.repeat(470)}` }],
    ['a body that is an array', [{ address: '1 Main St' }]],
  ])('answers 200 INVALID_REQUEST with empty components and raw_input for %s', async (_case, body) => {
    const res = await geocode(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'INVALID_REQUEST', components: {}, raw_input: '' });
  });

  it('answers 200 INVALID_REQUEST when the request has no body at all', async () => {
    const res = await request(t.app).post('/api/v1/geocode');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'INVALID_REQUEST', components: {}, raw_input: '' });
  });

  it('accepts an address of exactly 500 characters (counted as characters, not bytes)', async () => {
    const address = `10 Downing Street, London ${'é'.repeat(474)}`;
    expect([...address]).toHaveLength(500);
    const res = await geocode({ address });
    expect(res.status).toBe(200);
    expect(res.body.status).not.toBe('INVALID_REQUEST');
    expect(res.body.raw_input).toBe(address);
  });

  it.each([['xyzzy plugh'], ['!!! ??? ...'], ['12'], ['asdf qwerty zxcv']])(
    'answers 200 PARSE_ERROR with the input echoed for %j, which holds no address',
    async (address) => {
      const res = await geocode({ address });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'PARSE_ERROR', components: {}, raw_input: address });
    },
  );

  it('answers OK from the offline parser with every key it can know for a full US address, with no network', async () => {
    const address = '742 Evergreen Terrace Apt 2B, Springfield, IL 62704-1234';
    const res = await geocode({ address });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '742',
        street_name: 'Evergreen Terrace',
        route: '742 Evergreen Terrace',
        unit: 'Apt 2B',
        locality: 'Springfield',
        city: 'Springfield',
        administrative_area_level_1: 'IL',
        state: 'IL',
        postal_code: '62704-1234',
        country: 'United States',
        formatted_address: '742 Evergreen Terrace, Apt 2B, Springfield, IL 62704-1234, United States',
      },
      raw_input: address,
      confidence: 0.6,
      source: 'offline',
    });
  });

  it('echoes raw_input exactly as sent, spacing and case included, and names a country written as a code', async () => {
    const address = '  221B baker STREET,   London NW1 6XE, UK ';
    const res = await geocode({ address });
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        street_number: '221B',
        street_name: 'baker STREET',
        route: '221B baker STREET',
        locality: 'London',
        city: 'London',
        postal_code: 'NW1 6XE',
        country: 'United Kingdom',
        formatted_address: '221B baker STREET, London, NW1 6XE, United Kingdom',
      },
      raw_input: address,
      confidence: 0.5,
      source: 'offline',
    });
  });

  it('answers a partial address ("Austin, TX") with city-level components when offline', async () => {
    const res = await geocode({ address: 'Austin, TX' });
    expect(res.body).toEqual({
      status: 'OK',
      components: {
        locality: 'Austin',
        city: 'Austin',
        administrative_area_level_1: 'TX',
        state: 'TX',
        country: 'United States',
        formatted_address: 'Austin, TX, United States',
      },
      raw_input: 'Austin, TX',
      confidence: 0.3,
      source: 'offline',
    });
  });
});
