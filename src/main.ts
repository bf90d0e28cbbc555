import type { Server } from 'node:http';
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

async function listen(container: Container, config: Config): Promise<Server> {
  const app = createApp(container);
  return new Promise((resolve, reject) => {
    const server = app.listen(config.server.port, config.server.host, (err?: Error) => (err ? reject(err) : resolve(server)));
    server.keepAliveTimeout = 65_000;
    server.on('clientError', clientErrorListener(container.log));
  });
}

function installShutdown(log: Logger, timeoutMs: number, steps: Array<[string, () => Promise<void>]>): void {
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
    void (async () => {
      let failed = false;
      for (const [name, step] of steps) {
        try {
          await step();
        } catch (err) {
          failed = true;
          log.error({ err, step: name }, 'shutdown step failed');
        }
      }
      log.info('stopped');
      process.exit(failed ? 1 : 0);
    })();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const startedAt = Date.now();

  // Before the database starts: a corrupt secrets file must stop start-up with nothing left running.
  const secrets = resolveSecrets(config);

  let embedded: EmbeddedDatabase | undefined;
  if (!config.database.url) embedded = await startEmbeddedDatabase(config.database.dataDir, 'pds', log);
  const databaseUrl = config.database.url ?? embedded!.url;
  await migrateUp(databaseUrl, log);

  if (secrets.adminTokenGenerated) {
    // Deliberately printed: with no PDS_ADMIN_TOKEN this is how the operator learns it.
    process.stdout.write(`\nAdmin token (kept in ${secrets.file}): ${secrets.adminToken}\n\n`);
  }

  const pool = createPool({ connectionString: databaseUrl, max: config.database.poolMax, log });
  const container = createContainer({ config, log, pool, secrets });
  const server = await listen(container, config);
  for (const worker of container.workers) worker.start();
  log.info(
    { url: `http://${config.server.host}:${config.server.port}`, embeddedDatabase: Boolean(embedded), startupMs: Date.now() - startedAt },
    'property data service listening',
  );

  installShutdown(log, config.server.shutdownTimeoutMs, [
    ['workers', async () => void (await Promise.all(container.workers.map((w) => w.stop())))],
    [
      'http',
      () =>
        new Promise<void>((resolve, reject) => {
          server.close((err) => (err ? reject(err) : resolve()));
          server.closeIdleConnections();
        }),
    ],
    ['pool', () => pool.end()],
    ['embedded database', async () => embedded?.stop()],
  ]);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`configuration error:\n${err.lines.map((l) => `  ${l}`).join('\n')}\n`);
  } else {
    process.stderr.write(`start-up failed: ${(err as Error)?.stack ?? String(err)}\n`);
  }
  process.exit(1);
});
