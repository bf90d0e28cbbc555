import { useTestApp } from '../setup/use-test-app';
import { createWebhook, eventually, FAST_WEBHOOKS, newSubscriber, sleep, sqlCreatePropertyWithChange, useReceiver } from './webhook-helpers';

/*
 * With no subscription, the dispatcher passes over the feed without reading
 * it (a service nobody subscribed to would otherwise parse every change it
 * ever wrote); the first subscription then receives exactly the changes
 * committed after it was created.
 */
describe('webhook dispatch while nobody is subscribed', () => {
  const t = useTestApp({ env: FAST_WEBHOOKS, startWorkers: true });
  const receiver = useReceiver();

  const position = async () => Number((await t.pool.query<{ position: string }>('SELECT position FROM webhook_dispatch_position')).rows[0]!.position);
  const head = async () => Number((await t.pool.query<{ seq: string }>('SELECT coalesce(max(seq), 0) AS seq FROM property_changes')).rows[0]!.seq);

  it('moves past unsubscribed changes, queues nothing for them, and delivers what follows a new subscription', async () => {
    const early = [];
    for (let i = 0; i < 3; i++) early.push(await sqlCreatePropertyWithChange(t.pool, { city: `Quietville ${i}` }));
    const written = await head();
    await eventually(async () => ((await position()) >= written ? true : undefined));
    const queued = await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM webhook_events');
    expect(Number(queued.rows[0]!.n)).toBe(0);

    const token = await newSubscriber(t.app);
    await createWebhook(t.app, token, { url: receiver.url, events: ['property.created'] });
    const late = await sqlCreatePropertyWithChange(t.pool, { city: 'Busyville' });
    await eventually(async () => receiver.received.find((r) => r.json.data.property_id === late.id));
    await sleep(300);
    expect(receiver.received.map((r) => r.json.data.property_id)).toEqual([late.id]);
  });
});
