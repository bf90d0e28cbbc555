import request from 'supertest';
import { useTestApp } from '../setup/use-test-app';
import { issueToken } from '../setup/tokens';
import { createWebhook, newSubscriber } from './webhook-helpers';

const PATH = '/api/v1/webhooks';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function validationFailed(details: Array<{ field: string; message: unknown }>) {
  return {
    success: false,
    error: { code: 'VALIDATION_FAILED', message: expect.any(String), request_id: expect.any(String), details },
    validation: { passed: false, errors: details },
  };
}

describe('managing webhook subscriptions', () => {
  const t = useTestApp({ env: { PDS_WEBHOOK_ALLOW_PRIVATE: 'true' } });
  let token: string;
  beforeAll(async () => {
    token = await newSubscriber(t.app);
  });
  const auth = (tok = token) => ({ Authorization: `Bearer ${tok}` });

  it('creates a subscription and shows its secret only in the answer to the creation', async () => {
    const res = await request(t.app)
      .post(PATH)
      .set(auth())
      .send({ url: 'http://127.0.0.1:9/hook', events: ['property.updated', 'property.created'], filters: { city: 'Austin', max_price: 500000 }, description: 'Austin under 500k' });
    expect(res.status).toBe(201);
    expect(res.headers.location).toBe(`${PATH}/${res.body.data.id}`);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: expect.stringMatching(UUID),
        url: 'http://127.0.0.1:9/hook',
        events: ['property.created', 'property.updated'],
        filters: { city: 'Austin', max_price: 500000 },
        description: 'Austin under 500k',
        status: 'active',
        disabled_reason: null,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]+={0,2}$/),
        created_at: expect.any(String),
      },
    });
    expect(Buffer.from(res.body.data.secret.slice(6), 'base64')).toHaveLength(32);

    const one = await request(t.app).get(`${PATH}/${res.body.data.id}`).set(auth());
    expect(one.status).toBe(200);
    const { secret: _secret, ...withoutSecret } = res.body.data;
    expect(one.body).toEqual({ success: true, data: withoutSecret });

    const all = await request(t.app).get(PATH).set(auth());
    expect(all.status).toBe(200);
    expect(all.body.data).toContainEqual(withoutSecret);
    expect(JSON.stringify(all.body)).not.toContain(res.body.data.secret);
  });

  it('keeps a saved search of exclusions only, which the list refuses: it is tested on the changed properties alone', async () => {
    const res = await request(t.app).post(PATH).set(auth()).send({ url: 'http://127.0.0.1:9/no-pool', events: ['property.created'], filters: { q: '-pool' } });
    expect(res.status).toBe(201);
    expect(res.body.data.filters).toEqual({ q: '-pool' });
    expect((await request(t.app).get('/api/v1/properties').query({ q: '-pool' })).status).toBe(400);
  });

  it('lets one token hold at most 20 subscriptions, then answers 422 until it deletes one', async () => {
    const owner = await newSubscriber(t.app);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push((await createWebhook(t.app, owner, { url: `http://127.0.0.1:9/many-${i}`, events: ['property.created'] })).id);
    const over = await request(t.app).post(PATH).set(auth(owner)).send({ url: 'http://127.0.0.1:9/one-more', events: ['property.created'] });
    expect(over.status).toBe(422);
    expect(over.body).toEqual(
      validationFailed([{ field: '(root)', message: 'this token already has 20 subscriptions, the most one token may have: delete one first' }]),
    );
    expect((await request(t.app).get(PATH).set(auth(owner))).body.data).toHaveLength(20);
    // Another token's count is its own.
    expect((await request(t.app).post(PATH).set(auth()).send({ url: 'http://127.0.0.1:9/other', events: ['property.created'] })).status).toBe(201);
    expect((await request(t.app).delete(`${PATH}/${ids[0]!}`).set(auth(owner))).status).toBe(200);
    expect((await request(t.app).post(PATH).set(auth(owner)).send({ url: 'http://127.0.0.1:9/one-more', events: ['property.created'] })).status).toBe(201);
  });

  it('stores the secret encrypted, not as shown', async () => {
    const created = await createWebhook(t.app, token, { url: 'http://127.0.0.1:9/x', events: ['property.created'] });
    const { rows } = await t.pool.query<{ secret: string }>('SELECT secret FROM webhook_subscriptions WHERE id = $1', [created.id]);
    expect(rows[0]!.secret).not.toContain(created.secret.slice(6));
    expect(rows[0]!.secret).toMatch(/^v1\./);
  });

  it('lists only the subscriptions of the token asking, newest first', async () => {
    const mine = await newSubscriber(t.app);
    const first = await createWebhook(t.app, mine, { url: 'http://127.0.0.1:9/a', events: ['property.created'] });
    const second = await createWebhook(t.app, mine, { url: 'http://127.0.0.1:9/b', events: ['property.created'] });
    const res = await request(t.app).get(PATH).set(auth(mine));
    expect(res.body.data.map((w: { id: string }) => w.id)).toEqual([second.id, first.id]);
  });

  it("answers 404 for another token's subscription, to read, list deliveries of or delete", async () => {
    const other = await newSubscriber(t.app);
    const theirs = await createWebhook(t.app, other, { url: 'http://127.0.0.1:9/theirs', events: ['property.created'] });
    for (const req of [
      request(t.app).get(`${PATH}/${theirs.id}`),
      request(t.app).get(`${PATH}/${theirs.id}/deliveries`),
      request(t.app).delete(`${PATH}/${theirs.id}`),
    ]) {
      const res = await req.set(auth());
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    expect((await request(t.app).get(`${PATH}/${theirs.id}`).set(auth(other))).status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await request(t.app).get(`${PATH}/${id}`).set(auth());
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a bad limit on the deliveries log, and an empty log for a new subscription', async () => {
    const created = await createWebhook(t.app, token, { url: 'http://127.0.0.1:9/log', events: ['property.created'] });
    const bad = await request(t.app).get(`${PATH}/${created.id}/deliveries`).query({ limit: 0 }).set(auth());
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field: 'limit', message: 'must be an integer from 1 to 1000' }] });
    const empty = await request(t.app).get(`${PATH}/${created.id}/deliveries`).query({ limit: 5 }).set(auth());
    expect(empty.body).toEqual({ success: true, data: [] });
  });

  it('deletes a subscription: it is gone afterwards', async () => {
    const created = await createWebhook(t.app, token, { url: 'http://127.0.0.1:9/gone', events: ['property.created'] });
    const res = await request(t.app).delete(`${PATH}/${created.id}`).set(auth());
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(created.id);
    expect((await request(t.app).get(`${PATH}/${created.id}`).set(auth())).status).toBe(404);
    expect((await request(t.app).delete(`${PATH}/${created.id}`).set(auth())).status).toBe(404);
  });

  it('lets an admin-role token manage its own subscriptions', async () => {
    const admin = (await issueToken(t.app, { roles: ['admin'] })).token;
    const created = await createWebhook(t.app, admin, { url: 'http://127.0.0.1:9/adm', events: ['property.created'] });
    expect((await request(t.app).get(`${PATH}/${created.id}`).set(auth(admin))).status).toBe(200);
  });

  it('answers 401 without a valid token and 403 for a token without the subscriber or admin role', async () => {
    const none = await request(t.app).get(PATH);
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect(none.body.error.code).toBe('UNAUTHORIZED');
    expect((await request(t.app).post(PATH).set('Authorization', 'Bearer not.a.jwt').send({})).status).toBe(401);
    const connector = (await issueToken(t.app, { roles: ['connector', 'reader'] })).token;
    const res = await request(t.app).get(PATH).set(auth(connector));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('refuses a body with every problem named at once', async () => {
    const res = await request(t.app).post(PATH).set(auth()).send({ url: 'ftp://example.com/x', events: ['property.deleted'], filters: [], description: 5 });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      validationFailed([
        { field: 'url', message: 'must be an http or https URL' },
        { field: 'events.0', message: expect.stringContaining('must be one of property.created') },
        { field: 'filters', message: 'must be an object of list filters' },
        { field: 'description', message: 'must be a string' },
      ]),
    );
  });

  it.each([
    ['http://8.8.8.8:0/hook', 'must not use port 0'],
    ['https://user:secret@example.com/hook', 'must not contain credentials'],
    ['http://8.8.8.8:99999/hook', 'must be an absolute http or https URL'],
    ['http://8.8.8.8/x\r\nX-Evil: 1', 'must not contain spaces or control characters'],
    ['http://8.8.8.8/a b', 'must not contain spaces or control characters'],
    ['http://8.8.\t8.8/hook', 'must not contain spaces or control characters'],
  ])('refuses the url %s with 422 naming the url', async (url, message) => {
    const res = await request(t.app).post(PATH).set(auth()).send({ url, events: ['property.created'] });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field: 'url', message }]);
  });

  it('refuses a missing url, empty events and a non-object body', async () => {
    const res = await request(t.app).post(PATH).set(auth()).send({ events: [] });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      { field: 'url', message: 'is required' },
      { field: 'events', message: 'must name at least one event' },
    ]);
    const array = await request(t.app).post(PATH).set(auth()).send([1]);
    expect(array.status).toBe(422);
  });

  it('checks filters with the list endpoint parser: bad values, unknown keys, paging and sort keys', async () => {
    const res = await request(t.app)
      .post(PATH)
      .set(auth())
      .send({
        url: 'http://127.0.0.1:9/f',
        events: ['property.created'],
        filters: { min_price: 'cheap', status: 'sold', limit: 10, sort: 'price', colour: 'red', city: true },
      });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([
      { field: 'filters.limit', message: 'paging and sort parameters are not filters' },
      { field: 'filters.sort', message: 'paging and sort parameters are not filters' },
      { field: 'filters.colour', message: 'is not a filter of the property list' },
      { field: 'filters.city', message: 'must be a string or a number' },
    ]);
    const values = await request(t.app)
      .post(PATH)
      .set(auth())
      .send({ url: 'http://127.0.0.1:9/f', events: ['property.created'], filters: { min_price: 'cheap', property_type: 'castle', min_bedrooms: 2 } });
    expect(values.status).toBe(422);
    expect(values.body.error.details).toEqual([
      { field: 'filters.property_type', message: expect.stringContaining('must be one of') },
      { field: 'filters.min_price', message: expect.stringContaining('must be a non-negative number') },
    ]);
    const range = await request(t.app)
      .post(PATH)
      .set(auth())
      .send({ url: 'http://127.0.0.1:9/f', events: ['property.created'], filters: { min_price: 900, max_price: 100 } });
    expect(range.body.error.details).toEqual([{ field: 'filters.min_price', message: 'must not be greater than max_price' }]);
  });

  it('writes nothing for a refused subscription', async () => {
    const owner = await newSubscriber(t.app);
    await request(t.app).post(PATH).set(auth(owner)).send({ url: 'http://127.0.0.1:9/f', events: ['nope'] });
    expect((await request(t.app).get(PATH).set(auth(owner))).body.data).toEqual([]);
  });
});

describe('refusing receivers at non-public addresses (PDS_WEBHOOK_ALLOW_PRIVATE unset)', () => {
  const t = useTestApp();
  let token: string;
  beforeAll(async () => {
    token = await newSubscriber(t.app);
  });

  it.each([
    ['loopback', 'http://127.0.0.1:8080/hook'],
    ['private 10/8', 'http://10.1.2.3/hook'],
    ['private 192.168/16', 'https://192.168.0.10/hook'],
    ['cloud metadata (link-local)', 'http://169.254.169.254/latest/meta-data/'],
    ['carrier-grade NAT', 'http://100.64.0.1/hook'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:8080/hook'],
    ['IPv6 loopback', 'http://[::1]/hook'],
    ['IPv6 unique-local', 'http://[fd00::1]/hook'],
    ['unspecified', 'http://0.0.0.0/hook'],
    ['a name resolving to loopback', 'http://localhost:8080/hook'],
  ])('refuses %s with 422 on url', async (_what, url) => {
    const res = await request(t.app).post(PATH).set('Authorization', `Bearer ${token}`).send({ url, events: ['property.created'] });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.details).toEqual([{ field: 'url', message: expect.stringMatching(/not a public address/) }]);
  });

  it('refuses a host that does not resolve', async () => {
    const res = await request(t.app).post(PATH).set('Authorization', `Bearer ${token}`).send({ url: 'http://no-such-host.invalid/hook', events: ['property.created'] });
    expect(res.status).toBe(422);
    expect(res.body.error.details).toEqual([{ field: 'url', message: expect.stringMatching(/could not be resolved/) }]);
  });

  it('accepts a public address', async () => {
    const res = await request(t.app).post(PATH).set('Authorization', `Bearer ${token}`).send({ url: 'https://93.184.215.14/hook', events: ['property.created'] });
    expect(res.status).toBe(201);
  });
});
