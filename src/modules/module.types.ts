import type { Router } from 'express';

/** Something that runs in the background for the life of the process. */
export interface BackgroundWorker {
  start(): void;
  /** Resolves once the loop has finished its current work: nothing of it runs afterwards. */
  stop(): Promise<void>;
}

/** A router and the path it is mounted at. */
export interface Mount {
  readonly path: string;
  readonly router: Router;
}
