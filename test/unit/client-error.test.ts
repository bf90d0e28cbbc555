import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { clientErrorListener } from '../../src/http/client-error';

/** A Node server with the service's clientError listener and timeouts short enough to wait for. */
async function server(): Promise<{ port: number; close: () => Promise<void> }> {
  const s = http.createServer({ headersTimeout: 500, requestTimeout: 500, connectionsCheckingInterval: 100 }, (_req, res) => res.end('ok'));
  s.on('clientError', clientErrorListener(pino({ level: 'silent' })));
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return { port: (s.address() as AddressInfo).port, close: () => new Promise((resolve) => s.close(() => resolve())) };
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers that stop arriving with 408 in the JSON envelope', async () => {
    const { port, close } = await server();
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /health HTTP/1.1\r\nHost: x\r\nX-Slow: '));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      const [head, body] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(head).toMatch(/content-type: application\/json/i);
      const requestId = /x-request-id: (\S+)/i.exec(head!)?.[1];
      expect(JSON.parse(body!)).toEqual({ success: false, error: { code: 'REQUEST_TIMEOUT', message: expect.any(String), request_id: requestId } });
    } finally {
      await close();
    }
  });
});
