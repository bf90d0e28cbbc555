import { buildSubmission } from '../factories/submission';
import { useTestApp } from '../setup/use-test-app';
import { postSingle, useConnector } from '../submissions/submission-helpers';
import { createWebhook, eventually, FAST_WEBHOOKS, newSubscriber, sleep, useReceiver, verifyWebhook } from './webhook-helpers';

/** The change feed written by real submissions, delivered as webhooks. */
describe('webhooks for real submissions', () => {
  const t = useTestApp({ env: { ...FAST_WEBHOOKS, PDS_RATE_LIMIT_CONNECTOR: '0' }, startWorkers: true });
  const connector = useConnector(t);
  const receiver = useReceiver();

  it('sends a submitted creation, then its price and status change, to a saved search it matches', async () => {
    const token = await newSubscriber(t.app);
    const hook = await createWebhook(t.app, token, {
      url: receiver.url,
      events: ['property.created', 'property.updated', 'property.price_changed', 'property.status_changed'],
      filters: { city: 'Hookton', max_price: 400000 },
    });
    const submission = buildSubmission({ address: { city: 'Hookton' }, financial: { price_current: 350_000 } });
    const created = await postSingle(t.app, connector, submission);
    expect(created.status).toBe(200);
    const id = created.body.data.property_id as string;
    await eventually(async () => receiver.received.find((r) => r.json.type === 'property.created'));

    const updated = await postSingle(t.app, connector, { ...submission, status: 'pending', financial: { price_current: 340_000, currency: 'USD' } });
    expect(updated.status).toBe(200);
    await eventually(async () => (receiver.received.length >= 4 ? true : undefined));
    await sleep(300);
    expect(receiver.received.map((r) => [r.json.type, r.json.data.property_id])).toEqual([
      ['property.created', id],
      ['property.updated', id],
      ['property.price_changed', id],
      ['property.status_changed', id],
    ]);
    for (const r of receiver.received) expect(() => verifyWebhook(hook.secret, r.headers, r.body)).not.toThrow();
    expect(receiver.received[2]!.json.data.property).toMatchObject({ id, status: 'pending', details: expect.objectContaining({ price_current: 340000 }) });

    // A change that takes it out of the saved search is not sent.
    await postSingle(t.app, connector, { ...submission, status: 'pending', financial: { price_current: 900_000, currency: 'USD' } });
    await sleep(1500);
    expect(receiver.received).toHaveLength(4);
  });

  // Contract section 11: a saved search is sent the changes after which the property matched it, showing the property
  // as that change left it, even when later changes came before the dispatcher read the feed.
  it('matches and renders each change as it left the property, not as the property is at dispatch', async () => {
    const token = await newSubscriber(t.app);
    const cheap = await createWebhook(t.app, token, {
      url: `${receiver.url}?cheap`,
      events: ['property.created', 'property.price_changed'],
      filters: { city: 'Holdton', max_price: 150000 },
    });
    const pending = await createWebhook(t.app, token, {
      url: `${receiver.url}?pending`,
      events: ['property.status_changed'],
      filters: { city: 'Holdton', status: 'pending' },
    });
    // The dispatcher takes its position with SKIP LOCKED: while this transaction holds it, nothing is dispatched.
    const holder = await t.pool.connect();
    let id: string;
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT position FROM webhook_dispatch_position FOR UPDATE');
      const submission = buildSubmission({ address: { city: 'Holdton' }, status: 'active', financial: { price_current: 120_000, currency: 'USD' } });
      const steps = [
        submission,
        { ...submission, financial: { price_current: 130_000, currency: 'USD' } },
        { ...submission, status: 'pending', financial: { price_current: 300_000, currency: 'USD' } },
        { ...submission, status: 'sold', financial: { price_current: 300_000, currency: 'USD' } },
      ];
      const answers = [];
      for (const step of steps) answers.push(await postSingle(t.app, connector, step));
      expect(answers.map((a) => a.body.data.status)).toEqual(['created', 'updated', 'updated', 'updated']);
      id = answers[0]!.body.data.property_id as string;
    } finally {
      await holder.query('COMMIT');
      holder.release();
    }

    await eventually(async () => (receiver.received.length >= 3 ? true : undefined));
    await sleep(500);
    // In seq order per subscription; the two subscriptions' deliveries interleave as they may.
    const seen = receiver.received.map((r) => ({
      to: r.path.split('?')[1],
      type: r.json.type,
      property: r.json.data.property_id,
      price: (r.json.data.property.details as { price_current: number }).price_current,
      status: r.json.data.property.status,
    }));
    expect(seen.filter((s) => s.to === 'cheap').concat(seen.filter((s) => s.to === 'pending'))).toEqual([
      { to: 'cheap', type: 'property.created', property: id!, price: 120000, status: 'active' },
      { to: 'cheap', type: 'property.price_changed', property: id!, price: 130000, status: 'active' },
      { to: 'pending', type: 'property.status_changed', property: id!, price: 300000, status: 'pending' },
    ]);
    for (const r of receiver.received) {
      const hook = r.path.endsWith('cheap') ? cheap : pending;
      expect(() => verifyWebhook(hook.secret, r.headers, r.body)).not.toThrow();
    }
    // Dispatched states are not kept.
    expect(Number((await t.pool.query('SELECT count(*) AS n FROM property_change_states')).rows[0].n)).toBe(0);
  });
});
