import { startServiceProcess, type ServiceProcess } from '../setup/service-process';
import { createTestDatabase } from '../setup/test-database';

interface LogLine {
  level: number;
  msg: string;
  req?: { id: string; method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const lines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

/** The request log of a real process: one line per request with its id, at a level that follows the status. */
describe('request log', () => {
  jest.setTimeout(90_000);
  let database: { url: string; drop: () => Promise<void> };
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    await Promise.all(started.map((p) => p.exited));
    await database.drop();
  });

  const start = async (level: string) => {
    const service = await startServiceProcess({
      PDS_DATABASE_URL: database.url,
      PDS_ADMIN_TOKEN: 'request-log-admin-token-0123456789',
      PDS_JWT_SECRET: 'y'.repeat(40),
      PDS_BATCH_WORKER: 'false',
      PDS_LOG_LEVEL: level,
    });
    started.push(service);
    return service;
  };

  const settle = () => new Promise((r) => setTimeout(r, 300));

  it('logs every request with its id at debug, and never the credential sent with it', async () => {
    const service = await start('debug');
    const secret = 'Bearer not-a-real-token-but-still-secret';
    await fetch(`${service.baseUrl}/api/v1/properties?limit=1`, { headers: { 'X-Request-Id': 'log-ok-1', Authorization: secret } });
    await fetch(`${service.baseUrl}/no/such/route`, { headers: { 'X-Request-Id': 'log-404-1' } });
    await settle();

    const logged = lines(service.output()).filter((l) => l.msg === 'request completed');
    expect(logged.find((l) => l.req?.id === 'log-ok-1')).toMatchObject({
      level: 20,
      req: { id: 'log-ok-1', method: 'GET', url: '/api/v1/properties?limit=1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(logged.find((l) => l.req?.id === 'log-404-1')).toMatchObject({ level: 20, res: { statusCode: 404 } });
    expect(service.output()).not.toContain('not-a-real-token');
  });

  it('at the default level (info) logs neither successful requests nor client errors', async () => {
    const service = await start('info');
    await fetch(`${service.baseUrl}/api/v1/properties?limit=1`, { headers: { 'X-Request-Id': 'quiet-ok' } });
    await fetch(`${service.baseUrl}/api/v1/properties?limit=0`, { headers: { 'X-Request-Id': 'quiet-400' } });
    await settle();

    const ids = lines(service.output()).map((l) => l.req?.id);
    expect(ids).not.toContain('quiet-400');
    expect(ids).not.toContain('quiet-ok');
  });
});
