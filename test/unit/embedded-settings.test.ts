import { embeddedServerSettings } from '../../src/db/embedded';

const settings = (gib: number) => {
  const flags = embeddedServerSettings(gib * 2 ** 30);
  const pairs = flags.filter((_, i) => i % 2 === 1).map((kv) => kv.split('=') as [string, string]);
  return Object.fromEntries(pairs);
};

describe('the embedded database server settings', () => {
  it('give a quarter of memory to buffers and half as the cache estimate', () => {
    expect(settings(16)).toMatchObject({ shared_buffers: '4096MB', effective_cache_size: '8192MB', random_page_cost: '1.1', maintenance_work_mem: '512MB' });
  });

  it('cap the buffers at 8 GB and keep PostgreSQL minimums on a small machine', () => {
    expect(settings(64)).toMatchObject({ shared_buffers: '8192MB', maintenance_work_mem: '1024MB' });
    expect(settings(0.25)).toMatchObject({ shared_buffers: '128MB', effective_cache_size: '512MB', maintenance_work_mem: '64MB' });
  });

  it('listen on loopback only', () => {
    expect(settings(8).listen_addresses).toBe('127.0.0.1');
  });
});
