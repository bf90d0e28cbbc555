import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { SERVICE_VERSION } from './version';

/** Raised when start-up configuration is unusable; `lines` holds one line per bad value. */
export class ConfigError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
    this.name = 'ConfigError';
  }
}

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();
const nonNegativeInt = z.coerce.number().int().min(0);
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
const httpUrl = z.url({ protocol: /^https?$/ });

const schema = z.object({
  nodeEnv: z.enum(['production', 'development', 'test']).default('development'),
  server: z.object({
    host: z.string().min(1).default('127.0.0.1'),
    port: port.default(8080),
    shutdown_timeout_ms: positiveInt.default(15_000),
    read_cache_mb: nonNegativeInt.optional(),
    drain_delay_ms: nonNegativeInt.default(0),
  }),
  database: z.object({
    url: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string').optional(),
    data_dir: z.string().min(1).default('./.data'),
    pool_max: positiveInt.default(10),
    read_url: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string').optional(),
  }),
  auth: z.object({
    admin_token: z.string().min(16, 'must be at least 16 characters').optional(),
    jwt_secret: z.string().min(1).optional(),
  }),
  geocoder: z.object({
    url: httpUrl.default('https://nominatim.openstreetmap.org'),
    rate: z.coerce.number().positive().default(1),
    timeout_ms: positiveInt.default(10_000),
    user_agent: z.string().min(1).default(`property-data-service/${SERVICE_VERSION}`),
    cache_ttl_days: positiveInt.default(30),
    cache_size: positiveInt.default(10_000),
  }),
  parser: z.object({
    enabled: bool.default(false),
    host: z.string().min(1).optional(),
    port: port.optional(),
  }),
  rate_limit: z.object({
    geocode: nonNegativeInt.default(60),
    connector: nonNegativeInt.default(600),
    admin_failures: nonNegativeInt.default(20),
  }),
  batch: z.object({
    poll_interval_ms: positiveInt.default(1_000),
    chunk_size: positiveInt.default(100),
    lease_ms: positiveInt.default(30_000),
    max_attempts: positiveInt.default(5),
    worker_enabled: bool.default(true),
    retention_days: positiveInt.default(30),
  }),
  sources: z.object({
    default_trust: z.coerce.number().min(0).max(1).default(0.5),
  }),
  changes: z.object({
    retention_days: positiveInt.default(90),
  }),
  webhooks: z.object({
    timeout_ms: positiveInt.default(10_000),
    retry_base_ms: positiveInt.default(5_000),
    max_attempts: positiveInt.max(100).default(8),
    allow_private: bool.default(false),
    key: z.string().min(16, 'must be at least 16 characters').optional(),
    poll_interval_ms: positiveInt.default(1_000),
    worker_enabled: bool.default(true),
  }),
  log_level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

type Parsed = z.infer<typeof schema>;

export interface Config {
  readonly nodeEnv: Parsed['nodeEnv'];
  readonly version: string;
  readonly server: {
    readonly host: string;
    readonly port: number;
    readonly shutdownTimeoutMs: number;
    readonly readCacheMb: number;
    /** After SIGTERM, how long /readyz answers 503 before the server stops accepting. */
    readonly drainDelayMs: number;
  };
  readonly database: {
    readonly url: string | undefined;
    readonly dataDir: string;
    readonly poolMax: number;
    /** A streaming replica for list, detail, stats, history and changes; unset = the primary. */
    readonly readUrl: string | undefined;
  };
  readonly auth: { readonly adminToken: string | undefined; readonly jwtSecret: string | undefined };
  readonly geocoder: {
    readonly url: string;
    readonly rate: number;
    readonly timeoutMs: number;
    readonly userAgent: string;
    readonly cacheTtlDays: number;
    readonly cacheSize: number;
  };
  readonly parser: { readonly enabled: boolean; readonly host: string | undefined; readonly port: number | undefined };
  readonly rateLimit: { readonly geocode: number; readonly connector: number; readonly adminFailures: number };
  readonly batch: {
    readonly pollIntervalMs: number;
    readonly chunkSize: number;
    readonly leaseMs: number;
    readonly maxAttempts: number;
    readonly workerEnabled: boolean;
    /** Finished batches (and their items) are deleted this many days after they finished. */
    readonly retentionDays: number;
  };
  /** Trust between sources (contract section 13). */
  readonly sources: { readonly defaultTrust: number };
  /** The change feed (GET /api/v1/changes): how long changes are kept. */
  readonly changes: { readonly retentionDays: number };
  readonly webhooks: {
    readonly timeoutMs: number;
    readonly retryBaseMs: number;
    readonly maxAttempts: number;
    /** Lifts the refusal of non-public receiver addresses (development and tests; refused in production). */
    readonly allowPrivate: boolean;
    /** Own key material for encrypting subscription secrets; unset: derived from the JWT secret. */
    readonly key: string | undefined;
    readonly pollIntervalMs: number;
    readonly workerEnabled: boolean;
  };
  readonly logLevel: Parsed['log_level'];
}

/** Environment variable -> path in the config object. The first name present wins. */
const ENV_MAP: ReadonlyArray<[string[], string[]]> = [
  [['NODE_ENV'], ['nodeEnv']],
  [['PDS_HOST'], ['server', 'host']],
  [['PDS_PORT'], ['server', 'port']],
  [['PDS_SHUTDOWN_TIMEOUT_MS'], ['server', 'shutdown_timeout_ms']],
  [['PDS_READ_CACHE_MB'], ['server', 'read_cache_mb']],
  [['PDS_SHUTDOWN_DRAIN_DELAY_MS'], ['server', 'drain_delay_ms']],
  [['PDS_DATABASE_URL', 'DATABASE_URL'], ['database', 'url']],
  [['PDS_DATA_DIR'], ['database', 'data_dir']],
  [['PDS_DB_POOL_MAX'], ['database', 'pool_max']],
  [['PDS_DATABASE_READ_URL'], ['database', 'read_url']],
  [['PDS_ADMIN_TOKEN'], ['auth', 'admin_token']],
  [['PDS_JWT_SECRET'], ['auth', 'jwt_secret']],
  [['PDS_GEOCODER_URL'], ['geocoder', 'url']],
  [['PDS_GEOCODER_RATE'], ['geocoder', 'rate']],
  [['PDS_GEOCODER_TIMEOUT_MS'], ['geocoder', 'timeout_ms']],
  [['PDS_GEOCODER_USER_AGENT'], ['geocoder', 'user_agent']],
  [['PDS_GEOCODE_CACHE_TTL_DAYS'], ['geocoder', 'cache_ttl_days']],
  [['PDS_PARSER_HOST'], ['parser', 'host']],
  [['PDS_PARSER_PORT'], ['parser', 'port']],
  [['PDS_RATE_LIMIT_GEOCODE'], ['rate_limit', 'geocode']],
  [['PDS_RATE_LIMIT_CONNECTOR'], ['rate_limit', 'connector']],
  [['PDS_RATE_LIMIT_ADMIN_FAILURES'], ['rate_limit', 'admin_failures']],
  [['PDS_BATCH_POLL_INTERVAL_MS'], ['batch', 'poll_interval_ms']],
  [['PDS_BATCH_CHUNK_SIZE'], ['batch', 'chunk_size']],
  [['PDS_BATCH_LEASE_MS'], ['batch', 'lease_ms']],
  [['PDS_BATCH_MAX_ATTEMPTS'], ['batch', 'max_attempts']],
  [['PDS_BATCH_WORKER'], ['batch', 'worker_enabled']],
  [['PDS_BATCH_RETENTION_DAYS'], ['batch', 'retention_days']],
  [['PDS_DEFAULT_SOURCE_TRUST'], ['sources', 'default_trust']],
  [['PDS_CHANGES_RETENTION_DAYS'], ['changes', 'retention_days']],
  [['PDS_WEBHOOK_TIMEOUT_MS'], ['webhooks', 'timeout_ms']],
  [['PDS_WEBHOOK_RETRY_BASE_MS'], ['webhooks', 'retry_base_ms']],
  [['PDS_WEBHOOK_MAX_ATTEMPTS'], ['webhooks', 'max_attempts']],
  [['PDS_WEBHOOK_ALLOW_PRIVATE'], ['webhooks', 'allow_private']],
  [['PDS_WEBHOOK_KEY'], ['webhooks', 'key']],
  [['PDS_WEBHOOK_POLL_INTERVAL_MS'], ['webhooks', 'poll_interval_ms']],
  [['PDS_WEBHOOK_WORKER'], ['webhooks', 'worker_enabled']],
  [['PDS_LOG_LEVEL'], ['log_level']],
];

const SECTIONS = ['server', 'database', 'auth', 'geocoder', 'parser', 'rate_limit', 'batch', 'sources', 'changes', 'webhooks'] as const;

type Raw = Record<string, Record<string, unknown> | unknown>;

function readConfigFile(file: string): Raw {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError([`PDS_CONFIG: cannot read ${file}: ${(err as Error).message}`]);
  }
  let data: unknown;
  try {
    data = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text);
  } catch (err) {
    throw new ConfigError([`PDS_CONFIG: ${file} is not valid ${/\.json$/i.test(file) ? 'JSON' : 'YAML'}: ${(err as Error).message}`]);
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new ConfigError([`PDS_CONFIG: ${file} must hold an object with sections ${SECTIONS.join(', ')}`]);
  }
  return data as Raw;
}

/**
 * Builds the typed configuration from the environment and an optional config
 * file (PDS_CONFIG). Precedence: environment, then file, then defaults. Every
 * bad value is reported at once, one line each, naming where it came from.
 */
const MB = 2 ** 20;

/**
 * The response cache's default size: a sixteenth of the memory this process
 * may use (its cgroup limit in a container, else the machine's), between
 * 16 MB and 256 MB. A list answer is 10-55 KB, so 16 MB (the old fixed
 * default) held about 600 of them and a frontend's working set of a few
 * thousand searches was evicted before it was asked again; 256 MB holds
 * about 10,000 (measured at 1,000,000 listings: an answer sent from the cache
 * costs the service 0.6 ms of CPU, one read 2.2 ms plus 3.5 ms in PostgreSQL).
 */
export function defaultReadCacheMb(totalMemory = os.totalmem(), limit = process.constrainedMemory?.() ?? 0): number {
  const available = limit > 0 ? Math.min(limit, totalMemory) : totalMemory;
  return Math.min(256, Math.max(16, Math.floor(available / 16 / MB)));
}

/**
 * What the file holds beyond values: a section that is not a mapping, or a
 * section or setting this service does not know (a misspelt `prot:` would
 * otherwise start the service on the default port without a word).
 */
function fileShapeProblems(file: string, data: Raw): string[] {
  const problems: string[] = [];
  for (const [section, value] of Object.entries(data)) {
    if (section === 'log_level') continue;
    const known = (SECTIONS as readonly string[]).includes(section) ? schema.shape[section as (typeof SECTIONS)[number]].shape : undefined;
    if (!known) {
      problems.push(`${file}: ${section}: unknown section (sections: ${SECTIONS.join(', ')}, and log_level)`);
      continue;
    }
    if (value === null || value === undefined) continue;
    if (typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${file}: ${section}: must be a section of settings (a mapping), not ${Array.isArray(value) ? 'a list' : JSON.stringify(value)}`);
      continue;
    }
    for (const key of Object.keys(value)) {
      if (!Object.hasOwn(known, key)) problems.push(`${file}: ${section}.${key}: unknown setting (${section} has: ${Object.keys(known).join(', ')})`);
    }
  }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const file = env.PDS_CONFIG;
  const fromFile = file ? readConfigFile(path.resolve(file)) : {};
  // Reported with the bad values below, every problem at once.
  const shapeProblems = file ? fileShapeProblems(file, fromFile) : [];
  const raw: Record<string, Record<string, unknown>> = {};
  const origin = new Map<string, string>();
  for (const section of SECTIONS) {
    const value = fromFile[section];
    raw[section] = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
    for (const key of Object.keys(raw[section] ?? {})) origin.set(`${section}.${key}`, `${file}: ${section}.${key}`);
  }
  const topLevel: Record<string, unknown> = { log_level: fromFile.log_level };
  let parserFromEnv = false;
  for (const [names, [section, key]] of ENV_MAP) {
    const name = names.find((n) => env[n] !== undefined && env[n] !== '');
    if (!name || !section) continue;
    if (!key) {
      topLevel[section] = env[name];
      origin.set(section, name);
      continue;
    }
    (raw[section] as Record<string, unknown>)[key] = env[name];
    origin.set(`${section}.${key}`, name);
    if (section === 'parser') parserFromEnv = true;
  }
  // Both parser variables set = enabled (the contract); the file says so with parser.enabled.
  if (parserFromEnv && env.PDS_PARSER_HOST && env.PDS_PARSER_PORT) raw.parser!.enabled = true;

  const result = schema.safeParse({ ...raw, ...topLevel });
  if (!result.success || shapeProblems.length > 0) {
    const valueProblems = (result.error?.issues ?? []).map((issue) => {
      const key = issue.path.join('.');
      return `${origin.get(key) ?? key}: ${issue.message}`;
    });
    throw new ConfigError([...shapeProblems, ...valueProblems]);
  }
  const c = result.data;
  const problems: string[] = [];
  if (c.parser.enabled && (!c.parser.host || c.parser.port === undefined)) {
    problems.push(`${origin.get('parser.enabled') ?? 'parser.enabled'}: the parser service needs both a host and a port (PDS_PARSER_HOST, PDS_PARSER_PORT)`);
  }
  if (c.nodeEnv === 'production') {
    if (!c.auth.admin_token) problems.push('PDS_ADMIN_TOKEN: required when NODE_ENV=production (no generated secrets in production)');
    else if (c.auth.admin_token.length < 32) problems.push('PDS_ADMIN_TOKEN: must be at least 32 characters when NODE_ENV=production');
    if (!c.auth.jwt_secret || c.auth.jwt_secret.length < 32) {
      problems.push('PDS_JWT_SECRET: required when NODE_ENV=production, at least 32 characters');
    }
    if (!c.database.url) problems.push('PDS_DATABASE_URL: required when NODE_ENV=production (the embedded database is for development)');
    if (c.webhooks.allow_private) {
      problems.push(`${origin.get('webhooks.allow_private') ?? 'webhooks.allow_private'}: not allowed when NODE_ENV=production (webhook receivers must be public addresses)`);
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return Object.freeze({
    nodeEnv: c.nodeEnv,
    version: SERVICE_VERSION,
    server: {
      host: c.server.host,
      port: c.server.port,
      shutdownTimeoutMs: c.server.shutdown_timeout_ms,
      readCacheMb: c.server.read_cache_mb ?? defaultReadCacheMb(),
      drainDelayMs: c.server.drain_delay_ms,
    },
    database: { url: c.database.url, dataDir: path.resolve(c.database.data_dir), poolMax: c.database.pool_max, readUrl: c.database.read_url },
    auth: { adminToken: c.auth.admin_token, jwtSecret: c.auth.jwt_secret },
    geocoder: {
      url: c.geocoder.url.replace(/\/+$/, ''),
      rate: c.geocoder.rate,
      timeoutMs: c.geocoder.timeout_ms,
      userAgent: c.geocoder.user_agent,
      cacheTtlDays: c.geocoder.cache_ttl_days,
      cacheSize: c.geocoder.cache_size,
    },
    parser: { enabled: c.parser.enabled, host: c.parser.host, port: c.parser.port },
    rateLimit: { geocode: c.rate_limit.geocode, connector: c.rate_limit.connector, adminFailures: c.rate_limit.admin_failures },
    batch: {
      pollIntervalMs: c.batch.poll_interval_ms,
      chunkSize: c.batch.chunk_size,
      leaseMs: c.batch.lease_ms,
      maxAttempts: c.batch.max_attempts,
      workerEnabled: c.batch.worker_enabled,
      retentionDays: c.batch.retention_days,
    },
    sources: { defaultTrust: c.sources.default_trust },
    changes: { retentionDays: c.changes.retention_days },
    webhooks: {
      timeoutMs: c.webhooks.timeout_ms,
      retryBaseMs: c.webhooks.retry_base_ms,
      maxAttempts: c.webhooks.max_attempts,
      allowPrivate: c.webhooks.allow_private,
      key: c.webhooks.key,
      pollIntervalMs: c.webhooks.poll_interval_ms,
      workerEnabled: c.webhooks.worker_enabled,
    },
    logLevel: c.log_level,
  });
}
