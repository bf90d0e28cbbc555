import type { Server } from 'node:http';
import type { Pool } from 'pg';
import type { Container } from './container';
import type { EmbeddedDatabase } from './db/embedded';

/** A named step of stopping, run in order. */
export type ShutdownStep = readonly [name: string, run: () => Promise<void>];

export interface ShutdownParts {
  readonly container: Container;
  readonly server: Server;
  /** How long /readyz answers 503 before the server stops accepting (PDS_SHUTDOWN_DRAIN_DELAY_MS). */
  readonly drainDelayMs: number;
  readonly pools: readonly Pool[];
  readonly embedded: EmbeddedDatabase | undefined;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a stopping server closes the keep-alive connections that have gone idle since it stopped accepting. */
const IDLE_SWEEP_MS = 100;

/**
 * The order of a graceful stop (SIGTERM/SIGINT):
 *   1. readiness: /readyz answers 503, then the drain delay lets load balancers notice;
 *   2. http: stop accepting, finish the requests in flight, close keep-alive connections once idle;
 *   3. workers: every background loop has finished (nothing of it runs afterwards);
 *   4. pools: the database connections end;
 *   5. embedded database: stopped, when this process started it.
 * Requests in flight may still enqueue work, so the workers stop after them;
 * nothing uses the pools once both have stopped.
 */
export function shutdownSteps({ container, server, drainDelayMs, pools, embedded }: ShutdownParts): ShutdownStep[] {
  const steps: ShutdownStep[] = [
    [
      'readiness',
      async () => {
        container.readiness.beginDrain();
        if (drainDelayMs > 0) await sleep(drainDelayMs);
      },
    ],
    [
      'http',
      () =>
        new Promise<void>((resolve, reject) => {
          // A connection whose request was in flight stays open for the next one after its answer (keep-alive), and
          // close() waits for it until the client leaves: a client holding it kept every stop to the forced exit. Such
          // connections are closed as soon as they are idle.
          const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
          server.close((err) => {
            clearInterval(sweep);
            if (err) reject(err);
            else resolve();
          });
          server.closeIdleConnections();
        }),
    ],
    ['workers', async () => void (await Promise.all(container.workers.map((w) => w.stop())))],
    ['pools', async () => void (await Promise.all(pools.map((p) => p.end())))],
  ];
  if (embedded) steps.push(['embedded database', () => embedded.stop()]);
  return steps;
}
