import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from './config';

export interface Secrets {
  readonly adminToken: string;
  readonly jwtSecret: string;
  /** True when the admin token was generated (and kept) rather than configured. */
  readonly adminTokenGenerated: boolean;
  readonly file: string;
}

interface Stored {
  admin_token?: string;
  jwt_secret?: string;
}

const isSecret = (v: unknown) => v === undefined || (typeof v === 'string' && v.length > 0);

/**
 * The kept secrets; none when the file does not exist yet. A file that exists
 * but cannot be read as them stops start-up: generating new ones silently would
 * invalidate every token issued so far.
 */
function readStored(file: string): Stored {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ConfigError([`${file}: cannot be read (${(err as Error).message})`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const record = data as Record<string, unknown> | undefined;
  if (!record || typeof record !== 'object' || Array.isArray(record) || !isSecret(record.admin_token) || !isSecret(record.jwt_secret)) {
    throw new ConfigError([
      `${file}: is corrupt (not a JSON object with admin_token and jwt_secret strings); restore it from a backup, or delete it to generate new secrets (every token issued so far will stop working)`,
    ]);
  }
  return record as Stored;
}

/**
 * Configured secrets win; a missing one is generated once and kept in the data
 * directory (mode 0600) so tokens stay valid across restarts. Production never
 * gets here without both configured (loadConfig refuses).
 */
export function resolveSecrets(config: Config): Secrets {
  const file = path.join(config.database.dataDir, 'secrets.json');
  const stored = readStored(file);
  const next: Stored = { ...stored };
  if (!config.auth.adminToken && !next.admin_token) next.admin_token = `pds_admin_${randomBytes(24).toString('base64url')}`;
  if (!config.auth.jwtSecret && !next.jwt_secret) next.jwt_secret = randomBytes(48).toString('base64url');
  if (next.admin_token !== stored.admin_token || next.jwt_secret !== stored.jwt_secret) {
    mkdirSync(config.database.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(next, null, 2), { mode: 0o600 });
  }
  return {
    adminToken: config.auth.adminToken ?? next.admin_token!,
    jwtSecret: config.auth.jwtSecret ?? next.jwt_secret!,
    adminTokenGenerated: !config.auth.adminToken,
    file,
  };
}
