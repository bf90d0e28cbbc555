import { CoalescedRead } from '../../src/db/coalesced-read';

/** A read whose answers the test releases by hand, counting how many reads started. */
function manualRead() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  return {
    read: () => new Promise<number>((resolve) => ((started += 1), pending.push(resolve))),
    started: () => started,
    finish: (index: number, value: number) => pending[index]!(value),
  };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('CoalescedRead', () => {
  it('starts one read for a caller when none is in flight', async () => {
    const m = manualRead();
    const shared = new CoalescedRead(m.read);
    const a = shared.get();
    expect(m.started()).toBe(1);
    m.finish(0, 7);
    await expect(a).resolves.toBe(7);
  });

  it('never answers a caller from a read that started before it asked: it waits for the next read', async () => {
    const m = manualRead();
    const shared = new CoalescedRead(m.read);
    const first = shared.get();
    const second = shared.get(); // arrives while the first read is in flight
    const third = shared.get();
    expect(m.started()).toBe(1);
    m.finish(0, 1);
    await expect(first).resolves.toBe(1);
    await tick();
    expect(m.started()).toBe(2); // the next read starts once the first has ended
    m.finish(1, 2);
    await expect(second).resolves.toBe(2);
    await expect(third).resolves.toBe(2); // both later callers share it
  });

  it('passes a failed read on to its callers and recovers on the next call', async () => {
    let fail = true;
    const shared = new CoalescedRead(async () => {
      if (fail) throw new Error('database gone');
      return 3;
    });
    await expect(shared.get()).rejects.toThrow('database gone');
    fail = false;
    await expect(shared.get()).resolves.toBe(3);
  });
});
