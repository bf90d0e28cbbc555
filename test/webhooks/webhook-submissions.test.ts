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
});
