import net from 'node:net';
import pg from 'pg';
import { startServiceProcess, type ServiceProcess } from '../setup/service-process';
import { createTestDatabase } from '../setup/test-database';

interface LogLine {
  level: number;
  msg: string;
  connections?: number;
  err?: { stack?: string; code?: string };
  req?: { id: string };
  res?: { statusCode: number };
}

const lines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as LogLine);

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawRequest(baseUrl: string, text: string): Promise<string> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** What only the listening server does: the HTTP parser's refusals, and the log a real process writes. */
describe('the started service', () => {
  jest.setTimeout(90_000);
  let database: { url: string; drop: () => Promise<void> };
  let service: ServiceProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    service = await startServiceProcess({
      PDS_DATABASE_URL: database.url,
      PDS_ADMIN_TOKEN: 'started-process-admin-token-0123456789',
      PDS_JWT_SECRET: 'z'.repeat(40),
      PDS_BATCH_WORKER: 'false',
      PDS_READ_CACHE_MB: '0',
      PDS_LOG_LEVEL: 'info',
    });
  });

  afterAll(async () => {
    service.child.kill('SIGKILL');
    await service.exited;
    await database.drop();
  });

  it('answers request headers over Node\'s limit with 431 in the JSON envelope', async () => {
    const answer = await rawRequest(
      service.baseUrl,
      `GET /api/v1/properties HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(head).toMatch(/x-request-id: \S+/i);
    expect(JSON.parse(body!)).toEqual({
      success: false,
      error: { code: 'HEADERS_TOO_LARGE', message: expect.any(String), request_id: expect.any(String) },
    });
  });

  it('answers a request the HTTP parser cannot read with 400 in the JSON envelope', async () => {
    const answer = await rawRequest(service.baseUrl, 'GARBAGE\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body!)).toMatchObject({ success: false, error: { code: 'INVALID_REQUEST' } });
  });

  it('warms the read path on four connections before it listens', () => {
    const logged = lines(service.output());
    const warmed = logged.findIndex((l) => l.msg === 'read path warmed');
    const listening = logged.findIndex((l) => l.msg === 'property data service listening');
    expect(warmed).toBeGreaterThanOrEqual(0);
    expect(warmed).toBeLessThan(listening);
    expect(logged[warmed]).toMatchObject({ level: 30, connections: 4 });
  });

  it('answers an HTTP/1.1 request without Host with 400 in the JSON envelope, and HTTP/1.0 without it normally', async () => {
    const answer = await rawRequest(service.baseUrl, 'GET /health HTTP/1.1\r\nConnection: close\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    const requestId = /x-request-id: (\S+)/i.exec(head!)?.[1];
    expect(requestId).toBeDefined();
    expect(JSON.parse(body!)).toEqual({ success: false, error: { code: 'INVALID_REQUEST', message: expect.any(String), request_id: requestId } });
    const old = await rawRequest(service.baseUrl, 'GET /livez HTTP/1.0\r\n\r\n');
    expect(old).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('logs a 503 at error with the stack, and client errors not at all at info', async () => {
    await fetch(`${service.baseUrl}/api/v1/properties?limit=0`, { headers: { 'X-Request-Id': 'client-400' } });
    const name = new URL(database.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.PDS_TEST_SERVER_URL });
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      const res = await fetch(`${service.baseUrl}/api/v1/properties?city=Down`, { headers: { 'X-Request-Id': 'outage-503' } });
      expect(res.status).toBe(503);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await new Promise((r) => setTimeout(r, 300));
    const logged = lines(service.output());
    const errorLine = logged.find((l) => l.level === 50 && l.err?.stack);
    expect(errorLine).toMatchObject({ level: 50, err: { stack: expect.stringMatching(/\n\s+at /) } });
    expect(logged.find((l) => l.req?.id === 'outage-503')).toMatchObject({ level: 50, res: { statusCode: 503 } });
    expect(logged.some((l) => l.req?.id === 'client-400')).toBe(false);
  });
});
