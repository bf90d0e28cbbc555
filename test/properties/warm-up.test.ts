import pg from 'pg';
import pino from 'pino';
import { PropertiesRepository } from '../../src/modules/properties/properties.repository';
import { PropertiesService } from '../../src/modules/properties/properties.service';
import { ListCursorCodec } from '../../src/modules/properties/list-cursor';
import { ResponseCache } from '../../src/modules/properties/response-cache';
import { warmReads } from '../../src/modules/properties/warm-up';
import { StatsRepository } from '../../src/modules/stats/stats.repository';
import { StatsService } from '../../src/modules/stats/stats.service';
import { useTestApp } from '../setup/use-test-app';

describe('the read path warm-up before the server listens', () => {
  const t = useTestApp();

  const services = (pool: pg.Pool) => {
    const log = pino({ level: 'silent' });
    const stats = new StatsService(new StatsRepository(pool, pool), log);
    const properties = new PropertiesService(new PropertiesRepository(pool), () => stats.dataVersion(), new ResponseCache(0), new ListCursorCodec('x'.repeat(40)));
    return { properties, stats };
  };

  it('reads on as many connections as asked (at most four) at once', async () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 10 });
    try {
      const { properties, stats } = services(pool);
      await warmReads(properties, stats, 10, pino({ level: 'silent' }));
      expect(pool.totalCount).toBe(4);
    } finally {
      await pool.end();
    }
  });

  it('never keeps the service from starting: a database that does not answer is logged and passed over', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:9/none', max: 2, connectionTimeoutMillis: 500 });
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line).msg) });
    try {
      const { properties, stats } = services(pool);
      await expect(warmReads(properties, stats, 2, log)).resolves.toBeUndefined();
      expect(warnings).toEqual(['read path warm-up failed; serving anyway']);
    } finally {
      await pool.end();
    }
  });
});
