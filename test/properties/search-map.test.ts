import request from 'supertest';
import { buildSubmission } from '../factories/submission';
import { insertProperties } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';
import { postSingle, useConnector } from '../submissions/submission-helpers';

describe('GET /api/v1/properties: map search (bbox, lat/lon/radius_km)', () => {
  const t = useTestApp({ emptyProperties: true });
  const list = (query: Record<string, string | number>) => request(t.app).get('/api/v1/properties').query(query);
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);
  const set = (res: request.Response) => new Set(ids(res));
  const at = (longitude: number | null, latitude: number | null) => ({ longitude, latitude });

  describe('bbox', () => {
    it('finds properties inside the box, edges included, never those without coordinates', async () => {
      const [inside, corner, edge, outside] = await insertProperties(t.pool, [
        at(10.2, 50.2), at(9.5, 49.5), at(11, 50.7), at(11.000001, 50.5), at(null, null),
      ]);
      const res = await list({ bbox: '9.5,49.5,11,51' });
      expect(res.status).toBe(200);
      expect(set(res)).toEqual(new Set([inside!.id, corner!.id, edge!.id]));
      expect(res.body.metadata.total).toBe(3);
      expect(set(await list({ bbox: '11.000001,50,12,51' }))).toEqual(new Set([outside!.id]));
    });

    it('reads min_lon > max_lon as a box across the antimeridian', async () => {
      const [east, west] = await insertProperties(t.pool, [at(179.5, 0), at(-179.5, 0.5), at(0, 0), at(178, 0)]);
      const res = await list({ bbox: '179,-1,-179,1' });
      expect(set(res)).toEqual(new Set([east!.id, west!.id]));
      expect(res.body.metadata.total).toBe(2);
    });

    it.each([
      ['1,2,3', 'must be min_lon,min_lat,max_lon,max_lat in degrees'],
      ['a,b,c,d', 'must be min_lon,min_lat,max_lon,max_lat in degrees'],
      ['0,0,181,1', 'longitudes must be within -180..180 and latitudes within -90..90'],
      ['0,-91,1,1', 'longitudes must be within -180..180 and latitudes within -90..90'],
      ['0,10,1,5', 'min_lat must not be greater than max_lat'],
    ])('rejects bbox=%s with 400 INVALID_PARAMETER naming bbox', async (bbox, message) => {
      const res = await list({ bbox });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field: 'bbox', message }] });
    });
  });

  describe('lat, lon, radius_km', () => {
    // earthdistance's sphere: one degree of latitude is earth() * pi / 180 metres.
    const EARTH_M = 6378168;
    const northBy = (metres: number) => 52.52 + (metres / EARTH_M) * (180 / Math.PI);

    it('finds properties within the great-circle radius, with distance_m, nearest first on sort=distance', async () => {
      const [near, mid, inside, beyond] = await insertProperties(t.pool, [
        at(13.405, northBy(1000)), at(13.405, northBy(3000)), at(13.405, northBy(4950)), at(13.405, northBy(5050)), at(null, null),
      ]);
      const res = await list({ lat: 52.52, lon: 13.405, sort: 'distance' });
      expect(res.status).toBe(200);
      expect(ids(res)).toEqual([near!.id, mid!.id, inside!.id]);
      expect(res.body.data.map((p: { distance_m: number }) => p.distance_m)).toEqual([1000, 3000, 4950]);
      expect(res.body.metadata.total).toBe(3);
      const wider = await list({ lat: 52.52, lon: 13.405, radius_km: 5.1, sort: 'distance' });
      expect(ids(wider)).toEqual([near!.id, mid!.id, inside!.id, beyond!.id]);
      const narrow = await list({ lat: 52.52, lon: 13.405, radius_km: '2' });
      expect(set(narrow)).toEqual(new Set([near!.id]));
    });

    it('measures across the antimeridian by the great circle, not by degrees', async () => {
      const [across] = await insertProperties(t.pool, [at(-179.99, 0), at(179, 0)]);
      const res = await list({ lat: 0, lon: 179.99, radius_km: 5 });
      expect(ids(res)).toEqual([across!.id]);
      expect(res.body.data[0].distance_m).toBeGreaterThan(2200);
      expect(res.body.data[0].distance_m).toBeLessThan(2240);
    });

    it('leaves distance_m out of the items without lat/lon', async () => {
      await insertProperties(t.pool, [{}]);
      const res = await list({});
      expect(res.body.data[0]).not.toHaveProperty('distance_m');
    });

    it.each([
      [{ radius_km: '3' }, 'radius_km', 'needs lat and lon'],
      [{ lat: '10' }, 'lon', 'lat and lon must be given together'],
      [{ lon: '10' }, 'lat', 'lat and lon must be given together'],
      [{ sort: 'distance' }, 'sort', 'distance needs lat and lon'],
      [{ lat: '91', lon: '0' }, 'lat', 'must be a number of degrees from -90 to 90'],
      [{ lat: '0', lon: '-180.5' }, 'lon', 'must be a number of degrees from -180 to 180'],
      [{ lat: '0', lon: 'east' }, 'lon', 'must be a decimal number of degrees from -180 to 180 (digits with an optional point and at most 15 decimals, no exponent)'],
      [{ lat: '4e1', lon: '0' }, 'lat', 'must be a decimal number of degrees from -90 to 90 (digits with an optional point and at most 15 decimals, no exponent)'],
      [{ lat: '0', lon: '0', radius_km: '1e-3' }, 'radius_km', 'must be a decimal number of kilometres above 0 and at most 500 (digits with an optional point and at most 15 decimals, no exponent)'],
      [{ lat: '0', lon: '0', radius_km: '0' }, 'radius_km', 'must be a number of kilometres above 0 and at most 500'],
      [{ lat: '0', lon: '0', radius_km: '500.5' }, 'radius_km', 'must be a number of kilometres above 0 and at most 500'],
      [{ lat: '0', lon: '0', sort: '-distance' }, 'sort', expect.stringContaining('must be one of')],
    ])('rejects %j with 400 INVALID_PARAMETER naming %s', async (query, field, message) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field, message }] });
    });

    it('combines radius, box, keywords and filters, with exact totals and any sort', async () => {
      const [a, b] = await insertProperties(t.pool, [
        { ...at(13.405, northBy(500)), title: 'Garden flat', description: 'Bright.', price_current: 300_000 },
        { ...at(13.405, northBy(700)), title: 'Garden house', description: 'Bright.', price_current: 200_000 },
        { ...at(13.405, northBy(900)), title: 'Garden villa', description: 'Bright.', price_current: 900_000 },
        { ...at(13.405, northBy(800)), title: 'Loft', description: 'Bright.', price_current: 250_000 },
      ]);
      const query = { lat: 52.52, lon: 13.405, radius_km: 2, bbox: '13,52,14,53', q: 'garden', max_price: 500_000 };
      const byPrice = await list({ ...query, sort: 'price' });
      expect(ids(byPrice)).toEqual([b!.id, a!.id]);
      expect(byPrice.body.metadata.total).toBe(2);
      expect(ids(await list({ ...query, sort: 'distance', limit: 1, offset: 1 }))).toEqual([b!.id]);
    });
  });

  describe('coordinates closer to 0 than any survey measures', () => {
    const connector = useConnector(t);

    // 1e-200 passes the range check; stored as such, earthdistance's products underflowed (an error) for every radius search through it.
    it('stores them as 0, so radius searches through them answer', async () => {
      const submitted = await postSingle(t.app, connector, buildSubmission({ location: { latitude: 10, longitude: 1e-200 } }));
      expect(submitted.status).toBe(200);
      const id = submitted.body.data.property_id as string;
      const detail = await request(t.app).get(`/api/v1/properties/${id}`);
      expect(detail.body.data.location).toMatchObject({ latitude: 10, longitude: 0 });
      const res = await list({ lat: 10, lon: 0, radius_km: 5, sort: 'distance' });
      expect(res.status).toBe(200);
      expect(ids(res)).toContain(id);
      expect(res.body.data.find((p: { id: string }) => p.id === id).distance_m).toBe(0);
    });
  });
});
