import type { Logger } from 'pino';
import { CoalescedRead } from '../../db/coalesced-read';
import type { StatAggregate, StatsRepository } from './stats.repository';

/** The contract's buckets (lower bound inclusive), in display order. */
export const PRICE_BUCKETS: ReadonlyArray<{ label: string; min: number; max: number | null }> = [
  { label: '0-100k', min: 0, max: 100_000 },
  { label: '100k-250k', min: 100_000, max: 250_000 },
  { label: '250k-500k', min: 250_000, max: 500_000 },
  { label: '500k-1M', min: 500_000, max: 1_000_000 },
  { label: '1M+', min: 1_000_000, max: null },
];

const STATUSES = ['active', 'pending', 'sold', 'off_market'] as const;
const BASE_TYPES = ['house', 'apartment', 'condo', 'townhouse'] as const;

export interface StatisticsView {
  total_properties: number;
  properties_by_city: Record<string, number>;
  average_sale_price: number;
  average_price_by_status: Record<string, number>;
  price_distribution: Array<{ price_range: string; count: number; min_price: number; max_price: number | null }>;
  properties_by_type: Record<string, number>;
  timestamp: string;
}

/** More pending deltas than this and a read asks for a compaction (the worker does it anyway, every second). */
const COMPACT_AFTER = 5_000;

const byCountThenName = (a: StatAggregate, b: StatAggregate): number => b.properties - a.properties || (a.key < b.key ? -1 : 1);

type Statistics = Omit<StatisticsView, 'timestamp'>;

/** Statistics at a data version, serialised up to the timestamp (which is added per request). */
interface Snapshot {
  version: number;
  /** `{"success":true,"data":{...,"timestamp":` */
  head: string;
}

export class StatsService {
  private compacting: Promise<unknown> | undefined;
  /** The last statistics read, valid while the data version is unchanged (no write committed since). */
  private latest: Snapshot | undefined;
  private readonly version = new CoalescedRead(() => this.stats.dataVersion());

  constructor(
    private readonly stats: StatsRepository,
    private readonly log: Logger,
    private readonly options: { remember: boolean } = { remember: true },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The data version now: the count of rows written by committed statements,
   * kept by the statistics triggers. It changes whenever committed data
   * changes, so an answer read at a version is exact while it is current.
   * Concurrent callers share one read that started after they asked.
   */
  dataVersion(): Promise<number> {
    return this.version.get();
  }

  /**
   * `{ success: true, data: statistics }` as JSON text, exact: the summary is
   * read again only when a write has committed since the last read; otherwise
   * the last one is answered, checked by one small read of the data version.
   * Only the timestamp is written per request.
   */
  async statisticsJson(): Promise<string> {
    const latest = this.latest;
    const current = latest && latest.version === (await this.dataVersion()) ? latest : await this.readSnapshot();
    return `${current.head}${JSON.stringify(this.now().toISOString())}}}`;
  }

  private async readSnapshot(): Promise<Snapshot> {
    const { version, aggregates, pending } = await this.stats.read();
    if (pending > COMPACT_AFTER) this.compactInBackground();
    const data = JSON.stringify(toStatistics(aggregates));
    const snapshot = { version, head: `{"success":true,"data":${data.slice(0, -1)},"timestamp":` };
    if (this.options.remember) this.latest = snapshot;
    return snapshot;
  }

  /** Folds pending deltas; concurrent calls share one run. */
  async compact(): Promise<void> {
    this.compacting ??= this.stats.compact().finally(() => (this.compacting = undefined));
    await this.compacting;
  }

  private compactInBackground(): void {
    this.compact().catch((err: unknown) => this.log.warn({ err }, 'statistics compaction failed'));
  }
}

/** The view of spec 2.4, without its timestamp, from the summary's aggregates. */
function toStatistics(aggregates: StatAggregate[]): Statistics {
  const of = (dimension: StatAggregate['dimension']) => aggregates.filter((a) => a.dimension === dimension);
  const find = (dimension: StatAggregate['dimension'], key: string) => aggregates.find((a) => a.dimension === dimension && a.key === key);
  const total = find('total', '');

  const otherTypes = of('type').filter((t) => !(BASE_TYPES as readonly string[]).includes(t.key)).sort(byCountThenName);
  const byType = Object.fromEntries([
    ...BASE_TYPES.map((t): [string, number] => [t, find('type', t)?.properties ?? 0]),
    ...otherTypes.map((t): [string, number] => [t.key, t.properties]),
  ]);

  return {
    total_properties: total?.properties ?? 0,
    properties_by_city: Object.fromEntries(of('city').sort(byCountThenName).map((c) => [c.key, c.properties])),
    average_sale_price: total?.averagePrice ?? 0,
    average_price_by_status: Object.fromEntries(STATUSES.map((s) => [s, find('status', s)?.averagePrice ?? 0])),
    price_distribution: PRICE_BUCKETS.map((b) => ({
      price_range: b.label,
      count: find('price_bucket', b.label)?.properties ?? 0,
      min_price: b.min,
      max_price: b.max,
    })),
    properties_by_type: byType,
  };
}
