import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, defaultReadCacheMb, loadConfig } from '../../src/config/config';

function configFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pds-config-')), name);
  writeFileSync(file, text);
  return file;
}

function errorLines(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.lines;
    throw err;
  }
  throw new Error('expected loadConfig to refuse');
}

describe('configuration', () => {
  it('uses the contract defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.server).toMatchObject({ host: '127.0.0.1', port: 8080 });
    expect(config.database.url).toBeUndefined();
    expect(config.database.dataDir).toBe(path.resolve('./.data'));
    expect(config.geocoder).toMatchObject({
      url: 'https://nominatim.openstreetmap.org',
      rate: 1,
      timeoutMs: 10_000,
      userAgent: `property-data-service/${config.version}`,
    });
    expect(config.parser).toEqual({ enabled: false, host: undefined, port: undefined });
    expect(config.rateLimit).toEqual({ geocode: 60, connector: 600, adminFailures: 20 });
    expect(config.server.drainDelayMs).toBe(0);
    expect(config.database.readUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('reads the operations variables: read replica, admin failure limit, drain delay', () => {
    const config = loadConfig({
      PDS_DATABASE_READ_URL: 'postgres://replica:5433/pds',
      PDS_RATE_LIMIT_ADMIN_FAILURES: '0',
      PDS_SHUTDOWN_DRAIN_DELAY_MS: '5000',
    });
    expect(config.database.readUrl).toBe('postgres://replica:5433/pds');
    expect(config.rateLimit.adminFailures).toBe(0);
    expect(config.server.drainDelayMs).toBe(5000);
    expect(errorLines({ PDS_DATABASE_READ_URL: 'mysql://x/y', PDS_RATE_LIMIT_ADMIN_FAILURES: '-1' })).toEqual([
      expect.stringMatching(/^PDS_DATABASE_READ_URL: /),
      expect.stringMatching(/^PDS_RATE_LIMIT_ADMIN_FAILURES: /),
    ]);
  });

  it('reads a YAML file and lets the environment override it', () => {
    const file = configFile(
      'pds.yaml',
      'server:\n  port: 9000\n  host: 0.0.0.0\ngeocoder:\n  rate: 2\nparser:\n  enabled: true\n  host: parser.local\n  port: 4400\n',
    );
    const config = loadConfig({ PDS_CONFIG: file, PDS_PORT: '9100' });
    expect(config.server).toMatchObject({ host: '0.0.0.0', port: 9100 });
    expect(config.geocoder.rate).toBe(2);
    expect(config.parser).toEqual({ enabled: true, host: 'parser.local', port: 4400 });
  });

  it('reads a JSON file', () => {
    const file = configFile('pds.json', JSON.stringify({ database: { url: 'postgres://db/x' }, rate_limit: { geocode: 0 } }));
    const config = loadConfig({ PDS_CONFIG: file });
    expect(config.database.url).toBe('postgres://db/x');
    expect(config.rateLimit.geocode).toBe(0);
  });

  it('enables the parser service when both PDS_PARSER_HOST and PDS_PARSER_PORT are set, not one', () => {
    expect(loadConfig({ PDS_PARSER_HOST: 'h', PDS_PARSER_PORT: '4400' }).parser).toEqual({ enabled: true, host: 'h', port: 4400 });
    expect(loadConfig({ PDS_PARSER_HOST: 'h' }).parser.enabled).toBe(false);
  });

  it('reads the batch settings from the environment', () => {
    const config = loadConfig({ PDS_BATCH_MAX_ATTEMPTS: '3', PDS_BATCH_CHUNK_SIZE: '250', PDS_BATCH_WORKER: 'false' });
    expect(config.batch).toMatchObject({ maxAttempts: 3, chunkSize: 250, workerEnabled: false });
  });

  it('reads the read cache size: a sixteenth of memory by default, 0 turns it off, a negative size is refused', () => {
    expect(loadConfig({}).server.readCacheMb).toBe(defaultReadCacheMb());
    expect(loadConfig({ PDS_READ_CACHE_MB: '48' }).server.readCacheMb).toBe(48);
    expect(loadConfig({ PDS_READ_CACHE_MB: '0' }).server.readCacheMb).toBe(0);
    expect(errorLines({ PDS_READ_CACHE_MB: '-1' })).toEqual([expect.stringMatching(/^PDS_READ_CACHE_MB: /)]);
  });

  it('sizes the default read cache from the memory the process may use, 16 to 256 MB', () => {
    const GB = 2 ** 30;
    expect(defaultReadCacheMb(24 * GB, 0)).toBe(256); // this machine, no container limit
    expect(defaultReadCacheMb(24 * GB, 1 * GB)).toBe(64); // a container limited to 1 GB
    expect(defaultReadCacheMb(2 * GB, 64 * GB)).toBe(128); // a limit above the machine's memory counts as none
    expect(defaultReadCacheMb(0.125 * GB, 0)).toBe(16); // never below the old fixed default
  });

  it('reads the default source trust: 0.5 unless set, from the environment or the file\'s sources section, 0..1 only', () => {
    expect(loadConfig({}).sources.defaultTrust).toBe(0.5);
    expect(loadConfig({ PDS_DEFAULT_SOURCE_TRUST: '0.25' }).sources.defaultTrust).toBe(0.25);
    expect(loadConfig({ PDS_DEFAULT_SOURCE_TRUST: '0' }).sources.defaultTrust).toBe(0);
    const file = configFile('trust.json', JSON.stringify({ sources: { default_trust: 0.75 } }));
    expect(loadConfig({ PDS_CONFIG: file }).sources.defaultTrust).toBe(0.75);
    for (const bad of ['1.5', '-0.1', 'high']) {
      expect(errorLines({ PDS_DEFAULT_SOURCE_TRUST: bad })).toEqual([expect.stringMatching(/^PDS_DEFAULT_SOURCE_TRUST: /)]);
    }
  });

  it('accepts DATABASE_URL when PDS_DATABASE_URL is absent, and prefers PDS_DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://a/b' }).database.url).toBe('postgres://a/b');
    expect(loadConfig({ DATABASE_URL: 'postgres://a/b', PDS_DATABASE_URL: 'postgres://c/d' }).database.url).toBe('postgres://c/d');
  });

  it('names each bad variable on its own line', () => {
    const lines = errorLines({ PDS_PORT: 'eighty', PDS_GEOCODER_RATE: '-1', PDS_LOG_LEVEL: 'loud', PDS_GEOCODER_URL: 'ftp://x' });
    expect(lines).toHaveLength(4);
    for (const name of ['PDS_PORT', 'PDS_GEOCODER_RATE', 'PDS_LOG_LEVEL', 'PDS_GEOCODER_URL']) {
      expect(lines.filter((l) => l.startsWith(`${name}:`))).toHaveLength(1);
    }
  });

  it('names the file and key of a bad value in the config file', () => {
    const file = configFile('bad.yaml', 'server:\n  port: lots\n');
    expect(errorLines({ PDS_CONFIG: file })).toEqual([expect.stringMatching(new RegExp(`^${file}: server\\.port: `))]);
  });

  it.each([
    ['a section that is a number', 'server: 5\n', /server: must be a section/],
    ['a section that is a list', 'server:\n  - 1\n  - 2\n', /server: must be a section/],
    ['an unknown section', 'sever:\n  port: 9000\n', /sever: unknown section/],
    ['an unknown setting', 'server:\n  prot: 9000\n', /server\.prot: unknown setting/],
  ])('refuses a config file with %s, naming the file and the key', (_what, text, message) => {
    const file = configFile('shape.yaml', text);
    const lines = errorLines({ PDS_CONFIG: file });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${file}: `));
    expect(lines[0]).toMatch(message);
  });

  it('names a misspelt setting and a bad value of the same file together', () => {
    const file = configFile('both.yaml', 'server:\n  prot: 9000\n  port: lots\n');
    const lines = errorLines({ PDS_CONFIG: file });
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/server\.prot: unknown setting/), expect.stringMatching(/server\.port: /)]));
  });

  it('refuses an unreadable or malformed config file', () => {
    expect(errorLines({ PDS_CONFIG: '/nonexistent/pds.yaml' })[0]).toMatch(/^PDS_CONFIG: cannot read/);
    expect(errorLines({ PDS_CONFIG: configFile('x.json', '{nope') })[0]).toMatch(/^PDS_CONFIG: .* is not valid JSON/);
  });

  it('refuses an enabled parser section without host and port', () => {
    expect(errorLines({ PDS_CONFIG: configFile('p.yaml', 'parser:\n  enabled: true\n') })[0]).toMatch(/needs both a host and a port/);
  });

  describe('in production', () => {
    const good = {
      NODE_ENV: 'production',
      PDS_ADMIN_TOKEN: 'a-long-enough-admin-token-0123456789',
      PDS_JWT_SECRET: 'x'.repeat(32),
      PDS_DATABASE_URL: 'postgres://db/pds',
    };

    it('starts with every secret and a database configured', () => {
      expect(loadConfig(good).nodeEnv).toBe('production');
    });

    it.each([
      ['PDS_ADMIN_TOKEN', { PDS_ADMIN_TOKEN: undefined }],
      ['PDS_ADMIN_TOKEN', { PDS_ADMIN_TOKEN: 'only-31-characters-long-token-x' }],
      ['PDS_JWT_SECRET', { PDS_JWT_SECRET: undefined }],
      ['PDS_JWT_SECRET', { PDS_JWT_SECRET: 'short' }],
      ['PDS_DATABASE_URL', { PDS_DATABASE_URL: undefined }],
    ])('refuses to start without %s', (name, change) => {
      const lines = errorLines({ ...good, ...change });
      expect(lines).toEqual([expect.stringMatching(new RegExp(`^${name}: `))]);
    });

    it('refuses PDS_WEBHOOK_ALLOW_PRIVATE=true (development and tests only)', () => {
      expect(errorLines({ ...good, PDS_WEBHOOK_ALLOW_PRIVATE: 'true' })).toEqual([expect.stringMatching(/^PDS_WEBHOOK_ALLOW_PRIVATE: not allowed/)]);
    });
  });

  it('reads the webhook settings, with the contract defaults', () => {
    expect(loadConfig({}).webhooks).toEqual({
      timeoutMs: 10_000,
      retryBaseMs: 5_000,
      maxAttempts: 8,
      allowPrivate: false,
      key: undefined,
      pollIntervalMs: 1_000,
      workerEnabled: true,
    });
    const set = loadConfig({ PDS_WEBHOOK_TIMEOUT_MS: '2000', PDS_WEBHOOK_RETRY_BASE_MS: '10', PDS_WEBHOOK_MAX_ATTEMPTS: '3', PDS_WEBHOOK_ALLOW_PRIVATE: 'true' });
    expect(set.webhooks).toMatchObject({ timeoutMs: 2000, retryBaseMs: 10, maxAttempts: 3, allowPrivate: true });
    expect(errorLines({ PDS_WEBHOOK_MAX_ATTEMPTS: '0' })).toEqual([expect.stringMatching(/^PDS_WEBHOOK_MAX_ATTEMPTS: /)]);
  });
});
