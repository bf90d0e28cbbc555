import { startServiceProcess, type ServiceProcess } from '../setup/service-process';
import { TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../setup/app';

export type Instance = ServiceProcess;

/**
 * One service process on `databaseUrl` (shared by every instance of a test),
 * with its batch worker; resolves once /health answers 200.
 */
export function startInstance(databaseUrl: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<Instance> {
  return startServiceProcess(
    {
      PDS_DATABASE_URL: databaseUrl,
      PDS_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      PDS_JWT_SECRET: TEST_JWT_SECRET,
      PDS_GEOCODER_URL: 'http://127.0.0.1:9',
      PDS_GEOCODER_TIMEOUT_MS: '1000',
      PDS_RATE_LIMIT_CONNECTOR: '0',
      ...env,
    },
    timeoutMs,
  );
}

/** Ends an instance if it still runs (afterAll safety net). */
export async function killInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGKILL');
  await instance.exited;
}
