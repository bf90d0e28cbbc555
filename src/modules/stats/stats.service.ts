import type { Logger } from 'pino';
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

export class StatsService {
  private compacting: Promise<unknown> | undefined;

  constructor(
    private readonly stats: StatsRepository,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async statistics(): Promise<StatisticsView> {
    const { aggregates, pending } = await this.stats.read();
    if (pending > COMPACT_AFTER) this.compactInBackground();
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
      timestamp: this.now().toISOString(),
    };
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
