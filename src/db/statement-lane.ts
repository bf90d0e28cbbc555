/** A statement that waited longer than its lane allows for a place (isDatabaseUnavailable: 503, like a pool's own wait). */
export class LaneWaitTimeout extends Error {
  constructor(lane: string, waitMs: number) {
    super(`no place in the ${lane} lane within ${waitMs} ms`);
    this.name = 'LaneWaitTimeout';
  }
}

/**
 * At most `size` statements of one kind at once on a pool, the others waiting
 * their turn in order for at most `waitMs`: a bulkhead. Statements whose cost
 * grows with what they match (a broad keyword search reads every match) go
 * through one smaller than the pool, so a burst of them cannot hold every
 * connection while a cheap read waits for one.
 *
 * Written here rather than taken from a library: p-limit is ESM-only since
 * version 4 (Jest on Node 20 cannot load it), and neither it nor async-sema
 * gives up a waiter after a while, which is what answers 503 instead of
 * letting requests queue without end.
 */
export class StatementLane {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly name: string,
    readonly size: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await work();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.running < this.size) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        this.running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(start);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new LaneWaitTimeout(this.name, this.waitMs));
      }, this.waitMs);
      this.waiting.push(start);
    });
  }

  private leave(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
