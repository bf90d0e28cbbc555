import request from 'supertest';
import { ADMIN, issueToken } from '../setup/tokens';
import { useTestApp } from '../setup/use-test-app';
import {
  createWebhook,
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  newSubscriber,
  sleep,
  sqlCreatePropertyWithChange,
  sqlUpdatePropertyWithChange,
  useReceiver,
  verifyWebhook,
} from './webhook-helpers';

describe('delivering changes to a receiver', () => {
  const t = useTestApp({ env: FAST_WEBHOOKS, startWorkers: true });
  const receiver = useReceiver();
  let token: string;
  beforeAll(async () => {
    token = await newSubscriber(t.app);
  });

  it('sends a creation as property.created, signed the Standard Webhooks way, with the list view', async () => {
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created', 'property.updated'] });
    const row = await sqlCreatePropertyWithChange(t.pool, { city: 'Signedville' });
    const got = await eventually(async () => receiver.received[0]);

    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toMatch(/^property-data-service\/\d+\.\d+\.\d+ \(webhooks\)$/);
    expect(got.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+={0,2}$/);
    expect(() => verifyWebhook(hook.secret, got.headers, got.body)).not.toThrow();
    // A receiver holding another secret, or seeing another body, refuses it.
    expect(() => verifyWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, got.headers, got.body)).toThrow('no valid signature');
    expect(() => verifyWebhook(hook.secret, got.headers, got.body.replace('Signedville', 'Forgedville'))).toThrow('no valid signature');

    const listItem = (await request(t.app).get('/api/v1/properties').query({ city: 'Signedville' })).body.data[0];
    expect(got.json).toEqual({
      type: 'property.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { seq: expect.any(Number), property_id: row.id, changed_fields: expect.arrayContaining(['status']), property: listItem },
    });

    const log = await eventually(async () => {
      const entries = await deliveries(t.app, token, hook.id);
      return entries.length > 0 ? entries : undefined;
    });
    expect(log).toEqual([
      {
        event_id: got.headers['webhook-id'],
        event: 'property.created',
        attempt: 1,
        status_code: 200,
        error: null,
        duration_ms: expect.any(Number),
        attempted_at: expect.any(String),
        delivered_at: expect.any(String),
        next_attempt_at: null,
      },
    ]);
  });

  it('sends an update as property.updated plus price_changed and status_changed, only those subscribed, in that order', async () => {
    const row = await sqlCreatePropertyWithChange(t.pool);
    await createWebhook(t.app, token, { url: `${receiver.url}/all`, events: ['property.updated', 'property.price_changed', 'property.status_changed'] });
    await createWebhook(t.app, token, { url: `${receiver.url}/price`, events: ['property.price_changed'] });
    await sqlUpdatePropertyWithChange(t.pool, row.id, { price: 199_000, status: 'pending' });
    await sqlUpdatePropertyWithChange(t.pool, row.id, { title: 'Only the title changed' });

    await eventually(async () => (receiver.received.length >= 5 ? true : undefined));
    await sleep(300);
    const byHook = (path: string) => receiver.received.filter((r) => r.path === path).map((r) => r.json.type);
    expect(byHook('/hook/all')).toEqual(['property.updated', 'property.price_changed', 'property.status_changed', 'property.updated']);
    expect(byHook('/hook/price')).toEqual(['property.price_changed']);
    const price = receiver.received.find((r) => r.json.type === 'property.price_changed')!;
    expect(price.json.data.changed_fields).toEqual(['financial.price_current', 'status']);
    expect(price.json.data.property).toMatchObject({ id: row.id, status: 'pending', details: expect.objectContaining({ price_current: 199000 }) });
  });

  it('sends only the changes committed after the subscription was created', async () => {
    const before = await sqlCreatePropertyWithChange(t.pool, { city: 'Earlyville' });
    await createWebhook(t.app, token, { url: receiver.url, events: ['property.created', 'property.updated'] });
    const after = await sqlCreatePropertyWithChange(t.pool, { city: 'Lateville' });
    await eventually(async () => receiver.received.find((r) => r.json.data.property_id === after.id));
    await sleep(300);
    expect(receiver.received.map((r) => r.json.data.property_id)).not.toContain(before.id);
  });

  it('sends only the properties matching the saved search after the change', async () => {
    await createWebhook(t.app, token, {
      url: receiver.url,
      events: ['property.created', 'property.updated'],
      filters: { city: 'filtertown', max_price: 300000, min_bedrooms: 2 },
    });
    const cheap = await sqlCreatePropertyWithChange(t.pool, { city: 'Filtertown', price_current: 250_000 });
    const dear = await sqlCreatePropertyWithChange(t.pool, { city: 'Filtertown', price_current: 900_000 });
    const elsewhere = await sqlCreatePropertyWithChange(t.pool, { city: 'Othertown', price_current: 250_000 });
    await eventually(async () => receiver.received.find((r) => r.json.data.property_id === cheap.id));
    // The dear one then drops into the search: its update is sent, its creation was not.
    await sqlUpdatePropertyWithChange(t.pool, dear.id, { price: 280_000 });
    await eventually(async () => receiver.received.find((r) => r.json.data.property_id === dear.id));
    await sleep(300);
    expect(receiver.received.map((r) => [r.json.type, r.json.data.property_id])).toEqual([
      ['property.created', cheap.id],
      ['property.updated', dear.id],
    ]);
    expect(receiver.received.map((r) => r.json.data.property_id)).not.toContain(elsewhere.id);
  });

  it('matches a saved keyword search written with a typographic apostrophe, and keeps delivering to the others', async () => {
    await createWebhook(t.app, token, { url: `${receiver.url}?s=keywords`, events: ['property.created'], filters: { q: 'Mary’s cottage' } });
    await createWebhook(t.app, token, { url: `${receiver.url}?s=all`, events: ['property.created'] });
    const cottage = await sqlCreatePropertyWithChange(t.pool, { title: "Mary's cottage by the sea" });
    const flat = await sqlCreatePropertyWithChange(t.pool, { title: 'A flat in town' });
    await eventually(async () => (receiver.received.length >= 3 ? true : undefined));
    await sleep(300);
    const sent = receiver.received.map((r) => `${r.path.split('?s=')[1]} ${r.json.data.property_id}`).sort();
    expect(sent).toEqual([`all ${cottage.id}`, `all ${flat.id}`, `keywords ${cottage.id}`].sort());
  });

  it('stops delivering once the subscription is deleted', async () => {
    receiver.answer = () => ({ status: 500 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
    expect((await request(t.app).delete(`/api/v1/webhooks/${hook.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(200);
    await sqlCreatePropertyWithChange(t.pool);
    await sleep(500);
    const count = receiver.received.length;
    await sleep(1500);
    expect(receiver.received.length).toBe(count);
    const { rows } = await t.pool.query('SELECT 1 FROM webhook_events WHERE subscription_id = $1', [hook.id]);
    expect(rows).toEqual([]);
  });

  it('stops delivering, retries included, once the owner token is revoked, and keeps delivering to the others', async () => {
    const owner = await issueToken(t.app, { roles: ['subscriber'] });
    const revoked = await createWebhook(t.app, owner.token, { url: `${receiver.url}/revoked`, events: ['property.created'] });
    await createWebhook(t.app, token, { url: `${receiver.url}/kept`, events: ['property.created'] });
    // The revoked owner's receiver fails, so its event is being retried when the token is revoked.
    receiver.answer = (_n, req) => (req.path === '/hook/revoked' ? { status: 503 } : { status: 200 });
    const to = (path: string) => receiver.received.filter((r) => r.path === path);
    const before = await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (to('/hook/revoked').length >= 2 && to('/hook/kept').length >= 1 ? true : undefined));
    expect((await request(t.app).delete(`/admin/tokens/${owner.token_id}`).set('Authorization', ADMIN)).status).toBe(200);
    await sleep(300);
    const attempts = to('/hook/revoked').length;

    const after = await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (to('/hook/kept').length >= 2 ? true : undefined));
    await sleep(1000);
    expect(to('/hook/revoked').length).toBe(attempts);
    // Nothing more is even queued for it: the event being retried stays, the later change was never added.
    const { rows } = await t.pool.query('SELECT seq FROM webhook_events WHERE subscription_id = $1', [revoked.id]);
    expect(rows).toHaveLength(1);
    expect(to('/hook/kept').map((r) => r.json.data.property_id)).toEqual([before.id, after.id]);
  });
});
