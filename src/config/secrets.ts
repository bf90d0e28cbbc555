import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

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

/**
 * Configured secrets win; a missing one is generated once and kept in the data
 * directory (mode 0600) so tokens stay valid across restarts. Production never
 * gets here without both configured (loadConfig refuses).
 */
export function resolveSecrets(config: Config): Secrets {
  const file = path.join(config.database.dataDir, 'secrets.json');
  let stored: Stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch {
    stored = {};
  }
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
