import type { BackgroundWorker, Mount } from './modules/module.types';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import type { Secrets } from './config/secrets';
import { rateLimitRouter } from './http/rate-limit';
import { TableMaintenance } from './db/table-maintenance';
import { adminFailureLimit } from './modules/auth/admin-failure-limit';
import { connectorGuards as buildConnectorGuards, type ConnectorGuards } from './modules/auth/require-connector';
import { adminCredentialCheck, requireAdmin } from './modules/auth/require-admin';
import { TokenService } from './modules/auth/token.service';
import { tokensRouter } from './modules/auth/tokens.router';
import { TokensRepository } from './modules/auth/tokens.repository';
import type { BatchQueue } from './modules/batches/batch-queue.types';
import { createBatchModule } from './modules/batches/batches.module';
import { createChangesModule } from './modules/changes/changes.module';
import { createGeocodingService } from './modules/geocoding/geocoding.module';
import { GEOCODE_PATH, geocodingRouter } from './modules/geocoding/geocoding.router';
import type { GeocodingService } from './modules/geocoding/geocoding.service';
import { HealthService } from './modules/health/health.service';
import { healthRouter } from './modules/health/health.router';
import { createHistoryModule } from './modules/history/history.module';
import { createPropertiesModule } from './modules/properties/properties.module';
import { warmReads } from './modules/properties/warm-up';
import { SourcesRepository } from './modules/sources/sources.repository';
import { SOURCES_PATH, sourcesRouter } from './modules/sources/sources.router';
import { SourcesService } from './modules/sources/sources.service';
import { probeMounts } from './modules/health/probes.router';
import { Readiness, type ReadinessTarget } from './modules/health/readiness';
import { metricsRouter } from './modules/metrics/metrics.router';
import { ServiceMetrics } from './modules/metrics/service-metrics';
import { createStatsModule } from './modules/stats/stats.module';
import { GeocodeTasksRepository } from './modules/submissions/geocode-tasks.repository';
import { DedupeStep } from './modules/submissions/pipeline/dedupe.step';
import { EnrichStep } from './modules/submissions/pipeline/enrich.step';
import { GeocodeStep } from './modules/submissions/pipeline/geocode.step';
import { MergeStep } from './modules/submissions/pipeline/merge.step';
import { SubmissionPipeline } from './modules/submissions/pipeline/pipeline';
import { PublishStep } from './modules/submissions/pipeline/publish.step';
import { StoreStep } from './modules/submissions/pipeline/store.step';
import { ValidateStep } from './modules/submissions/pipeline/validate.step';
import { createSubmissionsModule } from './modules/submissions/submissions.module';
import { SubmissionsRepository } from './modules/submissions/submissions.repository';
import { createWebhooksModule, type WebhooksModule } from './modules/webhooks/webhooks.module';

export type { BackgroundWorker, Mount } from './modules/module.types';

export interface Container {
  readonly config: Config;
  readonly log: Logger;
  readonly pool: Pool;
  /** Where list, detail, stats, history and changes are read: PDS_DATABASE_READ_URL's pool, else `pool`. */
  readonly readPool: Pool;
  readonly secrets: Secrets;
  /** GET /metrics' registry; `metrics.recordWebhookDelivery(outcome)` counts webhook deliveries. */
  readonly metrics: ServiceMetrics;
  /** GET /readyz; `readiness.beginDrain()` on SIGTERM. */
  readonly readiness: Readiness;
  /** Routers in mounting order (the first match wins). */
  readonly mounts: readonly Mount[];
  readonly workers: readonly BackgroundWorker[];
  /** Put in front of every connector route: auth (401/400/403), req.principal, per-token rate limit. One instance, one count. */
  readonly connectorGuards: ConnectorGuards;
  /** Takes batches of 101..10,000 items (the batch endpoint answers 202 with its QueuedBatch). */
  readonly batchQueue?: BatchQueue;
  /** Free-text and structured geocoding (an AddressGeocoder for the submission pipeline). */
  readonly geocoding?: GeocodingService;
  /** Subscriptions, the feed dispatcher and the delivery worker (contract section 11). */
  readonly webhooks?: WebhooksModule;
  /** Representative reads on a few pool connections, run before the server listens (properties/warm-up.ts). */
  readonly warmUp: () => Promise<void>;
}

export interface ContainerDeps {
  config: Config;
  log: Logger;
  pool: Pool;
  /** A pool on a streaming replica (PDS_DATABASE_READ_URL); default `pool`. */
  readPool?: Pool;
  secrets: Secrets;
}

/** The composition root: pool -> repositories -> services -> routers, by constructor. */
export function createContainer({ config, log, pool, readPool = pool, secrets }: ContainerDeps): Container {
  const metrics = new ServiceMetrics(log);
  const readinessTargets: ReadinessTarget[] = [{ name: 'database', pool }];
  if (readPool !== pool) readinessTargets.push({ name: 'read_database', pool: readPool });
  const readiness = new Readiness(readinessTargets);
  const geocoding = createGeocodingService({ config, log, pool, record: metrics.recordGeocoderRequest });
  const health = new HealthService(pool, config.version, {
    geocoder: () => geocoding.health(),
    queue: () => batches.queueHealth(),
  });

  const tokens = new TokenService(new TokensRepository(pool), secrets.jwtSecret);
  const connectorGuards = buildConnectorGuards(tokens, { perMinute: config.rateLimit.connector, pool, log });
  const sources = new SourcesService(new SourcesRepository(pool), config.sources.defaultTrust);
  const submissionsRepository = new SubmissionsRepository();
  const geocodeTasks = new GeocodeTasksRepository(pool);
  const changes = createChangesModule({ pool, readPool, log, retentionDays: config.changes.retentionDays });
  const history = createHistoryModule({ pool: readPool });
  const submissionPipeline = new SubmissionPipeline(
    [
      new ValidateStep(),
      new GeocodeStep(geocoding, log),
      new DedupeStep(submissionsRepository),
      new MergeStep(sources),
      new StoreStep(submissionsRepository),
      new EnrichStep(geocodeTasks),
      new PublishStep(changes.service),
    ],
    { pool, log },
  );
  const submissions = createSubmissionsModule({ pool, config, log, pipeline: submissionPipeline, geocoder: geocoding, geocodeTasks, changes: changes.service });
  const batches = createBatchModule({ pool, config, log, connectorGuard: connectorGuards.status, processor: submissions.service });

  const stats = createStatsModule({ pool, readPool, log, remember: config.server.readCacheMb > 0 });
  const properties = createPropertiesModule({
    pool: readPool,
    dataVersion: () => stats.service.dataVersion(),
    readCacheMb: config.server.readCacheMb,
    cursorSecret: secrets.jwtSecret,
  });

  metrics.watchPool('pds_db_pool_connections', 'Connections of the primary pool: total, idle, and requests waiting for one', pool);
  if (readPool !== pool) metrics.watchPool('pds_db_read_pool_connections', 'Connections of the read-replica pool: total, idle, waiting', readPool);
  metrics.watchBatchQueue(() => batches.queueDepth());

  const webhooks = createWebhooksModule({
    pool,
    config,
    log,
    tokens,
    jwtSecret: secrets.jwtSecret,
    onDelivery: (outcome) => metrics.recordWebhookDelivery(outcome === 'disabled' ? 'abandoned' : outcome),
  });

  const mounts: Mount[] = [
    // First: it counts failed admin authentications on every /admin/* router mounted below.
    { path: '/admin', router: adminFailureLimit({ adminToken: secrets.adminToken, perMinute: config.rateLimit.adminFailures, pool, log }) },
    ...probeMounts(readiness),
    { path: '/metrics', router: metricsRouter(metrics) },
    { path: '/health', router: healthRouter(health, adminCredentialCheck(secrets.adminToken)) },
    // Stats first: the properties router's /:id would otherwise take "stats".
    stats.mount,
    // Only /:id/history: a path of two segments, which the properties router's /:id never takes.
    history.mount,
    properties.mount,
    changes.mount,
    // Before the geocoding router, so the per-address limit sees every geocode request.
    { path: GEOCODE_PATH, router: rateLimitRouter({ name: 'geocode', perMinute: config.rateLimit.geocode, pool, log }) },
    { path: GEOCODE_PATH, router: geocodingRouter(geocoding) },
    { path: '/admin/tokens', router: tokensRouter(tokens, requireAdmin(secrets.adminToken)) },
    { path: SOURCES_PATH, router: sourcesRouter(sources, requireAdmin(secrets.adminToken)) },
    batches.mount,
    submissions.mount(connectorGuards.submit, batches.queue),
    webhooks.mount,
  ];
  const workers: BackgroundWorker[] = [];
  if (batches.worker) workers.push(batches.worker);
  workers.push(batches.purger);
  workers.push(...submissions.workers);
  workers.push(stats.worker);
  workers.push(changes.worker);
  workers.push(...webhooks.workers);
  workers.push(new TableMaintenance(pool, log));
  const warmUp = () => warmReads(properties.service, stats.service, config.database.poolMax, log);
  return { config, log, pool, readPool, secrets, metrics, readiness, mounts, workers, connectorGuards, batchQueue: batches.queue, geocoding, webhooks, warmUp };
}
