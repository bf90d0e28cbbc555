import type { Pool } from 'pg';

export interface GeocoderHealth {
  status: 'ok' | 'degraded';
  parser_enabled: boolean;
  parser_reachable: boolean | null;
  [extra: string]: unknown;
}

export interface QueueHealth {
  queued: number;
  processing: number;
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'unavailable';
  version: string;
  uptime_seconds: number;
  checks: {
    database: { status: 'ok' | 'unavailable'; latency_ms: number | null; error?: string };
    geocoder: GeocoderHealth;
    queue: QueueHealth | null;
  };
}

export interface HealthProbes {
  geocoder(): Promise<GeocoderHealth>;
  queue(): Promise<QueueHealth>;
}

const DB_CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Removes `last_error` texts from a check, at any depth. */
function stripErrors(check: Record<string, unknown>): void {
  delete check.last_error;
  for (const value of Object.values(check)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) stripErrors(value as Record<string, unknown>);
  }
}

export class HealthService {
  private readonly startedAt = Date.now();

  constructor(
    private readonly pool: Pool,
    private readonly version: string,
    private readonly probes: HealthProbes,
  ) {}

  /**
   * `detailed` (the admin credential was sent) keeps the error texts of the
   * checks; anyone else sees statuses only: database names and upstream
   * messages are not the public's business.
   */
  async report(detailed = false): Promise<HealthReport> {
    const geocoderCheck = this.probes.geocoder();
    const started = process.hrtime.bigint();
    let database: HealthReport['checks']['database'];
    let queue: QueueHealth | null = null;
    try {
      await withTimeout(this.pool.query('SELECT 1'), DB_CHECK_TIMEOUT_MS);
      database = { status: 'ok', latency_ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000 };
      queue = await withTimeout(this.probes.queue(), DB_CHECK_TIMEOUT_MS);
    } catch (err) {
      database = { status: 'unavailable', latency_ms: null, error: (err as Error).message };
    }
    const geocoder = await geocoderCheck;
    if (!detailed) {
      delete database.error;
      stripErrors(geocoder);
    }
    const status = database.status !== 'ok' ? 'unavailable' : geocoder.status !== 'ok' ? 'degraded' : 'ok';
    return {
      status,
      version: this.version,
      uptime_seconds: Math.floor((Date.now() - this.startedAt) / 1000),
      checks: { database, geocoder, queue },
    };
  }
}
