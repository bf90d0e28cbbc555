import { LRUCache } from 'lru-cache';
import type { CountAtVersion } from './properties.repository';
import { filtersKey, type PropertyFilters } from './properties.schemas';

/** A total as it was counted, with the version and the shares the page's plan is chosen from. */
export type CountEntry = CountAtVersion;

/**
 * Totals of recent filters, each remembered with the data version it was
 * counted at. A total may be used only while the version is unchanged, i.e.
 * while no write has committed since: exact, and it spares the count of a
 * broad filter on every page of it.
 */
export class CountCache {
  private readonly entries: LRUCache<string, CountEntry>;

  constructor(max = 10_000) {
    this.entries = new LRUCache<string, CountEntry>({ max });
  }

  static key(filters: PropertyFilters): string {
    return filtersKey(filters);
  }

  /** The last total counted for these filters, whatever its version. */
  get(key: string): CountEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CountEntry): void {
    this.entries.set(key, entry);
  }
}
