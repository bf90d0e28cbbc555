import pg from 'pg';
import type { Logger } from 'pino';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/** Who is who in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'property-data-service:batch-listener';

/**
 * A dedicated connection that LISTENs on the queue's channel and calls `onWake`
 * for every notification. A lost connection is re-established, after 0.5 s and
 * then twice as long each failed try (at most 30 s); after each (re)connect
 * `onWake` runs once, because work may have arrived while nobody was listening.
 * Polling covers the gaps.
 */
export class QueueListener {
  private client: pg.Client | undefined;
  private stopped = true;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryMs = FIRST_RETRY_MS;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly channel: string,
    private readonly onWake: () => void,
    private readonly log: Logger,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', () => this.onWake());
    // 'error' is followed by 'end' on a lost connection; 'end' alone decides about reconnecting.
    client.on('error', (err) => this.log.warn({ err }, 'batch queue listener connection failed'));
    client.on('end', () => {
      if (this.client === client) this.client = undefined;
      this.scheduleReconnect();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (err) {
      this.log.warn({ err }, 'batch queue listener could not connect; polling until it can');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.log.debug({ channel: this.channel }, 'batch queue listener connected');
    this.onWake();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.retryTimer.unref();
  }
}
