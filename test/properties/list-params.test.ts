import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties: bad parameters', () => {
  const t = useTestApp();

  const rejected = (details: Array<{ field: string; message: string }>) => ({
    success: false,
    error: { code: 'INVALID_PARAMETER', message: 'One or more request parameters are invalid', request_id: expect.any(String), details },
  });

  const LIMIT = 'must be an integer from 1 to 1000';
  const OFFSET = 'must be an integer from 0 to 9007199254740991';
  const AMOUNT = 'must be a non-negative number (digits, optionally with a decimal point)';
  const ROOMS = 'must be an integer from 0 to 1000';
  const STATUS = 'must be one of: active, pending, sold, off_market';
  const TYPE = 'must be one of: house, apartment, condo, townhouse, land, multi_family, commercial, other';
  const SORT =
    'must be one of: created_at, -created_at, updated_at, -updated_at, price, -price, bedrooms, -bedrooms, square_meters, -square_meters, distance';

  it.each([
    ['limit=0', 'limit', LIMIT],
    ['limit=1001', 'limit', LIMIT],
    ['limit=-5', 'limit', LIMIT],
    ['limit=2.5', 'limit', LIMIT],
    ['limit=ten', 'limit', LIMIT],
    ['limit=', 'limit', LIMIT],
    ['limit=1e2', 'limit', LIMIT],
    ['offset=-1', 'offset', OFFSET],
    ['offset=1.5', 'offset', OFFSET],
    ['offset=abc', 'offset', OFFSET],
    ['status=for_sale', 'status', STATUS],
    ['status=ACTIVE', 'status', STATUS],
    ['property_type=residential', 'property_type', TYPE],
    ['min_price=cheap', 'min_price', AMOUNT],
    ['min_price=-1', 'min_price', AMOUNT],
    ['min_price=1e5', 'min_price', AMOUNT],
    ['max_price=0x10', 'max_price', AMOUNT],
    ['min_price=99999999999999999999999', 'min_price', 'must be less than 1000000000000000'],
    ['max_price=1000000000000000.5', 'max_price', 'must be less than 1000000000000000'],
    ['min_bedrooms=1.5', 'min_bedrooms', ROOMS],
    ['min_bedrooms=-1', 'min_bedrooms', ROOMS],
    ['min_bathrooms=two', 'min_bathrooms', ROOMS],
    ['city=', 'city', 'must not be empty'],
    ['city=%20%20', 'city', 'must not be empty'],
    ['sort=price_desc', 'sort', SORT],
    ['sort=--price', 'sort', SORT],
    ['sort=id', 'sort', SORT],
    ['status=active&status=sold', 'status', 'must be given only once'],
    ['limit=5&limit=6', 'limit', 'must be given only once'],
    ['status%5B%5D=sold', 'status[]', 'is not read: give status once, without brackets'],
    ['city[]=Reno', 'city[]', 'is not read: give city once, without brackets'],
    ['features[0]=pool', 'features[0]', 'is not read: give features once, without brackets'],
    ['city=%E0%A4%A', 'city', 'is not valid percent-encoding'],
    ['limit=5&q=caf%C3', 'q', 'is not valid percent-encoding'],
    ['%E0%A4=1', '%E0%A4', 'is not valid percent-encoding'],
  ])('rejects %s with 400 INVALID_PARAMETER naming %s', async (query, field, message) => {
    const res = await request(t.app).get(`/api/v1/properties?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(rejected([{ field, message }]));
  });

  it('rejects a minimum price above the maximum', async () => {
    const res = await request(t.app).get('/api/v1/properties?min_price=500000&max_price=400000');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(rejected([{ field: 'min_price', message: 'must not be greater than max_price' }]));
  });

  it('lists every bad parameter at once', async () => {
    const res = await request(t.app).get(
      '/api/v1/properties?limit=0&offset=x&property_type=castle&status=gone&min_price=9&max_price=1&min_bedrooms=a&min_bathrooms=b&city=&sort=up',
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual(
      rejected([
        { field: 'limit', message: LIMIT },
        { field: 'offset', message: OFFSET },
        { field: 'property_type', message: TYPE },
        { field: 'status', message: STATUS },
        { field: 'min_bedrooms', message: ROOMS },
        { field: 'min_bathrooms', message: ROOMS },
        { field: 'city', message: 'must not be empty' },
        { field: 'sort', message: SORT },
        { field: 'min_price', message: 'must not be greater than max_price' },
      ]),
    );
  });

  it('accepts the edges of every range', async () => {
    const res = await request(t.app).get(
      '/api/v1/properties?limit=1000&offset=0&min_price=0&max_price=0.5&min_bedrooms=0&min_bathrooms=1000&sort=-square_meters',
    );
    expect(res.status).toBe(200);
    expect(res.body.metadata).toEqual({ total: 0, limit: 1000, offset: 0, has_more: false, next_cursor: null });
  });
});
