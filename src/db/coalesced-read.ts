/**
 * Shares one database read among concurrent callers without ever answering a
 * caller from a read that started before it asked: a caller that arrives
 * while a read is in flight waits for the next one, which starts when the
 * current one ends and serves everybody who arrived meanwhile. Under load a
 * hot, tiny read (the data version every cached answer is checked against)
 * then costs one round trip per round trip time instead of one per request,
 * and each answer is still as fresh as a read of its own.
 */
export class CoalescedRead<T> {
  private inflight: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.inflight) return this.start();
    this.next ??= this.inflight
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const read = this.read().finally(() => {
      if (this.inflight === read) this.inflight = undefined;
    });
    this.inflight = read;
    return read;
  }
}
