import request from 'supertest';
import { ADMIN } from '../setup/tokens';
import { useTestApp } from '../setup/use-test-app';
import { useConnector } from '../submissions/submission-helpers';

/** helmet on every answer; CORS for the public API only. */
describe('security headers and CORS', () => {
  const t = useTestApp();
  const connector = useConnector(t);

  it.each([
    ['/api/v1/properties'],
    ['/api/v1/nothing-here'],
    ['/health'],
    ['/openapi.yaml'],
    ['/swagger/index.html'],
  ])('sends helmet headers on %s', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends them on connector and admin answers too', async () => {
    const admin = await request(t.app).get('/admin/tokens').set('Authorization', ADMIN);
    expect(admin.headers['x-content-type-options']).toBe('nosniff');
    const unauth = await request(t.app).post('/connectors/properties/single');
    expect(unauth.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets the Swagger page run: its scripts are same-origin files, its inline style allowed, nothing upgraded to https', async () => {
    const page = await request(t.app).get('/swagger/index.html');
    expect(page.status).toBe(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src [^;]*'unsafe-inline'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    const scripts = [...page.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src=/);
      expect(inline!.trim()).toBe('');
    }
    for (const [, src] of page.text.matchAll(/<script[^>]*src=["']([^"']+)["']/g)) {
      const asset = await request(t.app).get(new URL(src!, 'http://x/swagger/index.html').pathname);
      expect(asset.status).toBe(200);
    }
  });

  it.each([['/api/v1/properties'], ['/api/v1/properties/stats'], ['/api/v1/changes'], ['/api/v1/properties/abc/history']])(
    'answers any origin on the read endpoint %s',
    async (path) => {
      const res = await request(t.app).get(path).set('Origin', 'https://example.org');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('handles the preflight of a geocode call from a browser', async () => {
    const res = await request(t.app)
      .options('/api/v1/geocode')
      .set('Origin', 'https://example.org')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toMatch(/content-type/i);
    const post = await request(t.app).post('/api/v1/geocode').set('Origin', 'https://example.org').send({ address: '' });
    expect(post.headers['access-control-allow-origin']).toBe('*');
    expect(post.headers['access-control-expose-headers']).toContain('X-Request-Id');
    // A page reads how much of the geocode rate limit is left before it is refused.
    expect(post.headers.ratelimit).toBeDefined();
    expect(post.headers['access-control-expose-headers']?.split(',')).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
  });

  it.each([
    ['get', '/admin/tokens'],
    ['options', '/admin/tokens'],
    ['post', '/connectors/properties/single'],
    ['options', '/connectors/properties/batch'],
    ['get', '/api/v1/connectors/batches/batch_x'],
    ['options', '/api/v1/connectors/batches/batch_x'],
    ['options', '/api/v1/webhooks'],
  ] as const)('sends no CORS headers on %s %s', async (method, path) => {
    const res = await request(t.app)[method](path)
      .set('Origin', 'https://example.org')
      .set('Access-Control-Request-Method', 'POST')
      .set('Authorization', path.startsWith('/admin') ? ADMIN : `Bearer ${connector.token}`)
      .set('X-Connector-Source', connector.source);
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
  });
});
