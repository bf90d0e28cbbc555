import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { withTimeout } from '../../db/with-timeout';

/** Upstreams of the geocoding provider chain. */
export type GeocoderProvider = 'nominatim' | 'parser';

/**
 * What became of one wish to ask an upstream: `match` / `no_match` (Nominatim
 * answered), `parsed` / `no_parse` (the parser service answered), `error`
 * (failure or timeout), `circuit_open` (not asked: the breaker is open),
 * `no_slot` (not asked: no pacing slot within the budget), `pacing_error`
 * (not asked: the shared pacing could not be read).
 */
export type GeocoderOutcome = 'match' | 'no_match' | 'parsed' | 'no_parse' | 'error' | 'circuit_open' | 'no_slot' | 'pacing_error';

/** One webhook delivery attempt: answered 2xx, failed (to be retried), or given up (410 or attempts exhausted). */
export type WebhookDeliveryOutcome = 'delivered' | 'failed' | 'abandoned';

/** Counts by state, read at scrape time. */
export type StateCounts = Readonly<Record<string, number>>;

/** A scrape waits this long for a database-backed gauge; without an answer the gauge is left out of that scrape. */
const COLLECT_TIMEOUT_MS = 1_000;

/** Request durations in seconds: 5 ms to 10 s. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's Prometheus metrics, in a registry of their own (not
 * prom-client's global one, so several containers in one process never
 * collide): HTTP request durations, the process and event-loop defaults, and
 * the service's gauges and counters. GET /metrics renders it.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly geocoderRequests: Counter<'provider' | 'outcome'>;
  private readonly webhookDeliveries: Counter<'outcome'>;

  constructor(private readonly log: Logger) {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests; route is the matched route pattern, or "unmatched"',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers: [this.registry],
    });
    this.geocoderRequests = new Counter({
      name: 'pds_geocoder_requests_total',
      help: 'Upstream geocoder requests (and requests not made: circuit_open, no_slot, pacing_error) by provider and outcome',
      labelNames: ['provider', 'outcome'],
      registers: [this.registry],
    });
    this.webhookDeliveries = new Counter({
      name: 'pds_webhook_deliveries_total',
      help: 'Webhook delivery attempts by outcome (delivered, failed and to be retried, abandoned)',
      labelNames: ['outcome'],
      registers: [this.registry],
    });
    for (const outcome of ['delivered', 'failed', 'abandoned'] as const) this.webhookDeliveries.labels(outcome).inc(0);
  }

  /** Called by the geocoding provider chain once per upstream it asked (or meant to ask). */
  readonly recordGeocoderRequest = (provider: GeocoderProvider, outcome: GeocoderOutcome): void => {
    this.geocoderRequests.labels(provider, outcome).inc();
  };

  /** For the webhook deliverer: one call per delivery attempt. */
  readonly recordWebhookDelivery = (outcome: WebhookDeliveryOutcome): void => {
    this.webhookDeliveries.labels(outcome).inc();
  };

  /** `name{state="total"|"idle"|"waiting"}`: the pool's connections, read at scrape time. */
  watchPool(name: string, help: string, pool: Pool): void {
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.labels('total').set(pool.totalCount);
        this.labels('idle').set(pool.idleCount);
        this.labels('waiting').set(pool.waitingCount);
      },
    });
  }

  /** `pds_batch_queue_items{state}`, read from the database at scrape time; left out of a scrape the database does not answer in time. */
  watchBatchQueue(read: () => Promise<StateCounts>): void {
    const log = this.log;
    new Gauge({
      name: 'pds_batch_queue_items',
      help: 'Items of queued batches by state: pending (waiting to be claimed), in_progress (claimed under a live lease), done and failed (in batches still open)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          const counts = await withTimeout(read(), COLLECT_TIMEOUT_MS);
          for (const [state, count] of Object.entries(counts)) this.labels(state).set(count);
        } catch (err) {
          log.debug({ err }, 'batch queue gauge not collected');
        }
      },
    });
  }

  /** The exposition: content type and text. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
