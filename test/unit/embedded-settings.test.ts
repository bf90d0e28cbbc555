import { embeddedServerSettings, freeHugePageBytes } from '../../src/db/embedded';

const GIB = 2 ** 30;

const settings = (gib: number, hugeGib = 0) => {
  const flags = embeddedServerSettings(gib * GIB, hugeGib * GIB);
  const pairs = flags.filter((_, i) => i % 2 === 1).map((kv) => kv.split('=') as [string, string]);
  return Object.fromEntries(pairs);
};

describe('the embedded database server settings', () => {
  it('keep PostgreSQL 128 MB of buffers without huge pages, and count the OS cache as half of memory', () => {
    expect(settings(24)).toMatchObject({ shared_buffers: '128MB', huge_pages: 'off', effective_cache_size: '12288MB', random_page_cost: '1.1' });
  });

  it('give a quarter of memory to buffers where that much is reserved in huge pages', () => {
    expect(settings(16, 5)).toMatchObject({ shared_buffers: '4096MB', huge_pages: 'try', effective_cache_size: '8192MB', maintenance_work_mem: '512MB' });
    // Not quite enough huge pages for the pool and the rest of shared memory: the small pool.
    expect(settings(16, 4)).toMatchObject({ shared_buffers: '128MB', huge_pages: 'off' });
  });

  it('cap the buffers at 8 GB and keep PostgreSQL minimums on a small machine', () => {
    expect(settings(64, 16)).toMatchObject({ shared_buffers: '8192MB', maintenance_work_mem: '1024MB' });
    expect(settings(0.25)).toMatchObject({ shared_buffers: '128MB', effective_cache_size: '512MB', maintenance_work_mem: '64MB' });
  });

  it('read pages in the backend itself, not through I/O workers', () => {
    expect(settings(8).io_method).toBe('sync');
  });

  it('listen on loopback only', () => {
    expect(settings(8).listen_addresses).toBe('127.0.0.1');
  });
});

describe('free huge pages', () => {
  it('are the free count times the page size from /proc/meminfo', () => {
    const meminfo = 'MemTotal:       24684648 kB\nHugePages_Total:    3000\nHugePages_Free:     2500\nHugePages_Rsvd:        0\nHugepagesize:       2048 kB\n';
    expect(freeHugePageBytes(meminfo)).toBe(2500 * 2048 * 1024);
  });

  it('leave out pages another server has reserved but not yet touched', () => {
    const meminfo = 'HugePages_Total:    3000\nHugePages_Free:     2500\nHugePages_Rsvd:     2000\nHugepagesize:       2048 kB\n';
    expect(freeHugePageBytes(meminfo)).toBe(500 * 2048 * 1024);
  });

  it('are none where the kernel reserves none or says nothing', () => {
    expect(freeHugePageBytes('HugePages_Total:       0\nHugePages_Free:        0\nHugepagesize:       2048 kB\n')).toBe(0);
    expect(freeHugePageBytes('MemTotal: 1000 kB\n')).toBe(0);
  });
});
