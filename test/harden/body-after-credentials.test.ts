import request from 'supertest';
import { ADMIN } from '../setup/tokens';
import { useTestApp } from '../setup/use-test-app';

const MALFORMED = '{"service_name": ';

const errorCode = (res: request.Response) => (res.body as { error?: { code?: string } }).error?.code;

/**
 * A body is parsed only by a route that reads one, and only once its sender
 * has passed the route's credential: an anonymous client cannot make the
 * service parse a megabyte of JSON by sending it anywhere.
 */
describe('request bodies', () => {
  const t = useTestApp();

  it.each([
    ['post', '/admin/tokens/service'],
    ['put', '/admin/sources/some-feed'],
    ['post', '/api/v1/webhooks'],
  ] as const)('answers %s %s without a credential with 401, before reading a malformed body', async (method, path) => {
    const res = await request(t.app)[method](path).set('Content-Type', 'application/json').send(MALFORMED);
    expect(res.status).toBe(401);
    expect(errorCode(res)).toBe('UNAUTHORIZED');
  });

  it('reads the body once the admin credential is right: malformed JSON is then 400 INVALID_JSON', async () => {
    const res = await request(t.app).post('/admin/tokens/service').set('Authorization', ADMIN).set('Content-Type', 'application/json').send(MALFORMED);
    expect(res.status).toBe(400);
    expect(errorCode(res)).toBe('INVALID_JSON');
  });

  it('answers a body sent to an unknown path with 404, whatever it holds', async () => {
    const malformed = await request(t.app).post('/api/v1/nowhere').set('Content-Type', 'application/json').send(MALFORMED);
    expect(malformed.status).toBe(404);
    expect(errorCode(malformed)).toBe('NOT_FOUND');
    const otherType = await request(t.app).post('/api/v1/nowhere').set('Content-Type', 'text/plain').send('hello');
    expect(otherType.status).toBe(404);
  });

  it('ignores a body sent with a read that takes none', async () => {
    const res = await request(t.app).get('/api/v1/properties?limit=1').set('Content-Type', 'application/json').send(MALFORMED);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
  });

  it('still parses the public geocoding body: malformed JSON is 400 INVALID_JSON, another media type 415', async () => {
    const malformed = await request(t.app).post('/api/v1/geocode').set('Content-Type', 'application/json').send(MALFORMED);
    expect(malformed.status).toBe(400);
    expect(errorCode(malformed)).toBe('INVALID_JSON');
    const otherType = await request(t.app).post('/api/v1/geocode').set('Content-Type', 'text/plain').send('1 Main St');
    expect(otherType.status).toBe(415);
    expect(errorCode(otherType)).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
