import { createServer, type Server } from 'node:http';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { resolveSecrets } from './config/secrets';
import { createContainer, type Container } from './container';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './db/embedded';
import { migrateUp } from './db/migrate';
import { clientErrorListener } from './http/client-error';
import { createPool } from './db/pool';
import { createLogger } from './logger';
import { shutdownSteps, type ShutdownStep } from './shutdown';

async function listen(container: Container, config: Config): Promise<Server> {
  const app = createApp(container);
  return new Promise((resolve, reject) => {
    // Node answers an HTTP/1.1 request without Host itself, with an empty 400; requireHost (app.ts) answers it in the envelope.
    const server = createServer({ requireHostHeader: false }, app);
    server.once('error', reject);
    server.listen(config.server.port, config.server.host, () => {
      server.off('error', reject);
      resolve(server);
    });
    server.keepAliveTimeout = 65_000;
    server.on('clientError', clientErrorListener(container.log));
  });
}

function installShutdown(log: Logger, timeoutMs: number, steps: readonly ShutdownStep[]): void {
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({ timeoutMs }, 'shutdown took too long; forcing exit');
      process.exit(1);
    }, timeoutMs);
    timer.unref();
    void runSteps(log, steps).then((failed) => {
      log.info('stopped');
      // pino writes asynchronously: process.exit() with a write in flight can lose or reorder the last
      // lines. Everything is closed now, so the event loop empties once those writes have landed; a
      // handle still holding it open gets a second.
      process.exitCode = failed ? 1 : 0;
      setTimeout(() => process.exit(), 1_000).unref();
    });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Runs every step in order, each even if an earlier one failed; true when any failed. */
async function runSteps(log: Logger, steps: readonly ShutdownStep[]): Promise<boolean> {
  let failed = false;
  for (const [name, step] of steps) {
    try {
      await step();
      log.info({ step: name }, 'shutdown step done');
    } catch (err) {
      failed = true;
      log.error({ err, step: name }, 'shutdown step failed');
    }
  }
  return failed;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const startedAt = Date.now();

  // Before the database starts: a corrupt secrets file must stop start-up with nothing left running.
  const secrets = resolveSecrets(config);

  // What start-up has brought up so far, taken down again (newest first) if a later step fails.
  const started: ShutdownStep[] = [];
  try {
    let embedded: EmbeddedDatabase | undefined;
    if (!config.database.url) {
      embedded = await startEmbeddedDatabase(config.database.dataDir, 'pds', log);
      const database = embedded;
      started.unshift(['embedded database', () => database.stop()]);
    }
    const databaseUrl = config.database.url ?? embedded!.url;
    await migrateUp(databaseUrl, log);

    if (secrets.adminTokenGenerated) {
      // Deliberately printed: with no PDS_ADMIN_TOKEN this is how the operator learns it.
      process.stdout.write(`\nAdmin token (kept in ${secrets.file}): ${secrets.adminToken}\n\n`);
    }

    const pool = createPool({ connectionString: databaseUrl, max: config.database.poolMax, log });
    const pools: Pool[] = [pool];
    started.unshift(['pools', async () => void (await Promise.all(pools.map((p) => p.end())))]);
    let readPool: Pool | undefined;
    if (config.database.readUrl) {
      readPool = createPool({ connectionString: config.database.readUrl, max: config.database.poolMax, log, applicationName: 'property-data-service:read' });
      pools.push(readPool);
    }
    const container = createContainer({ config, log, pool, ...(readPool ? { readPool } : {}), secrets });
    await container.warmUp();
    const server = await listen(container, config);
    for (const worker of container.workers) worker.start();
    log.info(
      {
        url: `http://${config.server.host}:${config.server.port}`,
        embeddedDatabase: Boolean(embedded),
        readReplica: Boolean(readPool),
        startupMs: Date.now() - startedAt,
      },
      'property data service listening',
    );
    installShutdown(
      log,
      config.server.shutdownTimeoutMs,
      shutdownSteps({ container, server, drainDelayMs: config.server.drainDelayMs, pools, embedded }),
    );
  } catch (err) {
    for (const [name, stop] of started) {
      await stop().catch((stopErr: unknown) => log.error({ err: stopErr, step: name }, 'could not stop after the failed start-up'));
    }
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`configuration error:\n${err.lines.map((l) => `  ${l}`).join('\n')}\n`);
  } else {
    process.stderr.write(`start-up failed: ${(err as Error)?.stack ?? String(err)}\n`);
  }
  process.exit(1);
});
