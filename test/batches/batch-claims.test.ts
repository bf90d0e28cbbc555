import { BatchClaimsRepository } from '../../src/modules/batches/batch-claims.repository';
import type { ConnectorPrincipal } from '../../src/modules/auth/principal';
import { useTestApp } from '../setup/use-test-app';
import { buildItems } from './batch-helpers';

/**
 * The queue's claims, driven directly with no worker running: a batch whose
 * items may name one address is worked one chunk at a time, others chunk by
 * chunk side by side (migration 1763718500000).
 */
describe('claims of queued batches', () => {
  const t = useTestApp();
  const principal: ConnectorPrincipal = { tokenId: 'test', serviceName: 'claim-tests', source: 'claim_src', roles: ['connector'] };
  const claims = () => new BatchClaimsRepository(t.pool);

  beforeEach(async () => {
    await t.pool.query('TRUNCATE batches CASCADE');
  });

  const batchRow = async (id: string) =>
    (await t.pool.query<{ status: string; claimed_by: string | null; ordered: boolean }>('SELECT status, claimed_by, ordered FROM batches WHERE id = $1', [id])).rows[0]!;

  it('gives an ordered batch to one claim at a time, leased and marked processing by the first', async () => {
    const items = buildItems(250);
    items[200] = { ...items[200], address: items[0]!.address };
    const { batch_id: id } = await t.container.batchQueue!.enqueue(items, principal);
    expect((await batchRow(id)).ordered).toBe(true);

    const first = await claims().claim('worker-a', 100, 30_000);
    expect(first).toMatchObject({ batchId: id, ordered: true });
    expect(first!.items.map((i) => i.position)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(await batchRow(id)).toMatchObject({ status: 'processing', claimed_by: 'worker-a' });
    // While worker-a holds it, nobody else gets any of it.
    expect(await claims().claim('worker-b', 100, 30_000)).toBeUndefined();

    // Handed back unstarted and the lease ended: the next claim starts where the order says.
    await claims().release(first!, first!.items.map((i) => i.position));
    await claims().finish(first!);
    const next = await claims().claim('worker-b', 100, 30_000);
    expect(next!.items[0]!.position).toBe(0);
    expect(await batchRow(id)).toMatchObject({ claimed_by: 'worker-b' });
  });

  it('holds an ordered batch back while one of its items waits for a retry', async () => {
    const items = buildItems(150);
    items[120] = { ...items[120], address: items[3]!.address };
    const { batch_id: id } = await t.container.batchQueue!.enqueue(items, principal);
    const first = await claims().claim('worker-a', 10, 30_000);
    // Item 3 failed for a technical reason and waits a minute; the rest go back unstarted.
    await claims().release(first!, [3], { afterMs: 60_000, error: 'the database refused it' });
    await claims().release(first!, first!.items.map((i) => i.position).filter((p) => p !== 3));
    await claims().finish(first!);
    expect(await claims().claim('worker-b', 10, 30_000)).toBeUndefined();
    expect((await batchRow(id)).claimed_by).toBeNull();
  });

  it('lets two claims work chunks of a batch with no shared address side by side', async () => {
    const { batch_id: id } = await t.container.batchQueue!.enqueue(buildItems(250), principal);
    expect((await batchRow(id)).ordered).toBe(false);
    const [a, b] = await Promise.all([claims().claim('worker-a', 100, 30_000), claims().claim('worker-b', 100, 30_000)]);
    expect(a).toMatchObject({ batchId: id, ordered: false });
    expect(b).toMatchObject({ batchId: id, ordered: false });
    const positions = [...a!.items, ...b!.items].map((i) => i.position).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 200 }, (_, i) => i));
    expect(await batchRow(id)).toMatchObject({ status: 'processing', claimed_by: null });
  });
});
