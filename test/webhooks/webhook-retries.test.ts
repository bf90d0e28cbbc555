import { startTestApp, type TestApp } from '../setup/app';
import { useTestApp } from '../setup/use-test-app';
import {
  createWebhook,
  deliveries,
  eventually,
  FAST_WEBHOOKS,
  getWebhook,
  newSubscriber,
  sleep,
  sqlCreatePropertyWithChange,
  startReceiver,
  useReceiver,
  verifyWebhook,
  type Receiver,
} from './webhook-helpers';

describe('retrying failed deliveries', () => {
  const t = useTestApp({ env: { ...FAST_WEBHOOKS, PDS_WEBHOOK_MAX_ATTEMPTS: '4' }, startWorkers: true });
  const receiver = useReceiver();
  let token: string;
  beforeAll(async () => {
    token = await newSubscriber(t.app);
  });

  it('retries a failing receiver under the same webhook-id, each attempt signed anew, until it answers 2xx', async () => {
    receiver.answer = (n) => ({ status: n < 3 ? 503 : 204 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (receiver.received.length >= 3 ? true : undefined));
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    for (const r of receiver.received) expect(() => verifyWebhook(hook.secret, r.headers, r.body)).not.toThrow();

    const log = await eventually(async () => {
      const entries = await deliveries(t.app, token, hook.id);
      return entries.length === 3 ? entries : undefined;
    });
    const [id] = [...ids];
    expect(log.map((e) => [e.event_id, e.attempt, e.status_code, e.error, e.delivered_at !== null, e.next_attempt_at !== null])).toEqual([
      [id, 3, 204, null, true, false],
      [id, 2, 503, 'HTTP 503', false, true],
      [id, 1, 503, 'HTTP 503', false, true],
    ]);
    await sleep(500);
    expect(receiver.received).toHaveLength(3);
    expect((await getWebhook(t.app, token, hook.id)).status).toBe('active');
  });

  it('waits at least as long as Retry-After asks', async () => {
    receiver.answer = (n) => (n === 1 ? { status: 429, headers: { 'Retry-After': '2' } } : { status: 200 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
    const [first, second] = receiver.received;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(1900);
    // The second attempt's outcome is recorded after the receiver has seen it.
    const [, failed] = await eventually(async () => {
      const entries = await deliveries(t.app, token, hook.id);
      return entries.length === 2 ? entries : undefined;
    });
    expect(failed!.status_code).toBe(429);
    expect(Date.parse(failed!.next_attempt_at!) - Date.parse(failed!.attempted_at)).toBeGreaterThanOrEqual(2000);
  });

  it('sends the events of one subscription in seq order: the next waits while one is retried', async () => {
    receiver.answer = (n) => ({ status: n <= 2 ? 500 : 200 });
    await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    const first = await sqlCreatePropertyWithChange(t.pool);
    const second = await sqlCreatePropertyWithChange(t.pool);
    const third = await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (receiver.received.length >= 5 ? true : undefined));
    expect(receiver.received.map((r) => r.json.data.property_id)).toEqual([first.id, first.id, first.id, second.id, third.id]);
    const seqs = receiver.received.map((r) => r.json.data.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
  });

  it('disables the subscription at once when the receiver answers 410 Gone', async () => {
    receiver.answer = () => ({ status: 410 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    await sqlCreatePropertyWithChange(t.pool);
    const state = await eventually(async () => {
      const h = await getWebhook(t.app, token, hook.id);
      return h.status === 'disabled' ? h : undefined;
    });
    expect(state.disabled_reason).toBe('the receiver answered 410 Gone');
    await sleep(600);
    expect(receiver.received).toHaveLength(1);
    const log = await deliveries(t.app, token, hook.id);
    expect(log.map((e) => [e.attempt, e.status_code, e.next_attempt_at])).toEqual([[1, 410, null]]);
  });

  it('disables the subscription when the attempts run out (PDS_WEBHOOK_MAX_ATTEMPTS, the first included)', async () => {
    receiver.answer = () => ({ status: 500 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    const state = await eventually(async () => {
      const h = await getWebhook(t.app, token, hook.id);
      return h.status === 'disabled' ? h : undefined;
    });
    expect(state.disabled_reason).toMatch(/^gave up after 4 attempts: HTTP 500/);
    expect(receiver.received).toHaveLength(4);
    expect((await deliveries(t.app, token, hook.id)).map((e) => e.attempt)).toEqual([4, 3, 2, 1]);
  });

  it('counts a redirect as a failure and does not follow it', async () => {
    const target = await startReceiver();
    try {
      receiver.answer = (n) => (n === 1 ? { status: 307, headers: { Location: target.url } } : { status: 200 });
      const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
      await sqlCreatePropertyWithChange(t.pool);
      await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
      expect(target.received).toEqual([]);
      const log = await deliveries(t.app, token, hook.id);
      expect(log.map((e) => e.status_code)).toEqual([200, 307]);
      expect(log[1]!.error).toMatch(/redirect/);
    } finally {
      await target.close();
    }
  });

  it('counts no answer within PDS_WEBHOOK_TIMEOUT_MS as a failure', async () => {
    receiver.answer = (n) => (n === 1 ? 'hang' : { status: 200 });
    const hook = await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    await sqlCreatePropertyWithChange(t.pool);
    await eventually(async () => (receiver.received.length >= 2 ? true : undefined));
    const log = await eventually(async () => {
      const entries = await deliveries(t.app, token, hook.id);
      return entries.length === 2 ? entries : undefined;
    });
    expect(log.map((e) => [e.status_code, e.error])).toEqual([
      [200, null],
      [null, 'no answer within 3000 ms'],
    ]);
  });
});

describe('checking the receiver address again at every attempt', () => {
  let permissive: TestApp;
  let strict: TestApp;
  let receiver: Receiver;
  afterAll(async () => {
    await strict?.close();
    await permissive?.close();
    await receiver?.close();
  });

  it('refuses to connect to a non-public address even when the subscription was accepted earlier', async () => {
    receiver = await startReceiver();
    permissive = await startTestApp({ env: { ...FAST_WEBHOOKS, PDS_WEBHOOK_WORKER: 'false' } });
    const token = await newSubscriber(permissive.app);
    const hook = await createWebhook(permissive.app, token, { url: receiver.url, events: ['property.created'] });
    // The same database served by an instance that does not allow private addresses.
    const { PDS_WEBHOOK_ALLOW_PRIVATE: _allow, ...env } = FAST_WEBHOOKS;
    strict = await startTestApp({ databaseUrl: permissive.databaseUrl, env, startWorkers: true });
    await sqlCreatePropertyWithChange(strict.pool);
    const log = await eventually(async () => {
      const entries = await deliveries(strict.app, token, hook.id);
      return entries.length > 0 ? entries : undefined;
    });
    expect(log.at(-1)).toMatchObject({ attempt: 1, status_code: null });
    for (const entry of log) expect(entry.error).toMatch(/^refused: .*127\.0\.0\.1.* not a public address/);
    expect(receiver.received).toEqual([]);
  });
});
