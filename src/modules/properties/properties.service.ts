import { NotFoundError } from '../../http/errors';
import { CountCache } from './count-cache';
import { toDetailView, toListView, type PropertyDetailView, type PropertyListView } from './properties.mapper';
import type { PageAtVersion, PropertiesRepository } from './properties.repository';
import { isPropertyId, type PropertySearch } from './properties.schemas';

export interface PropertyPage {
  success: true;
  data: PropertyListView[];
  metadata: { total: number; limit: number; offset: number; has_more: boolean };
}

export class PropertiesService {
  constructor(
    private readonly properties: PropertiesRepository,
    private readonly counts: CountCache = new CountCache(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * One page and its exact total. A total counted earlier is trusted only if
   * the page, read in one statement with the data version, shows that no
   * write has committed since; otherwise the filters are counted again.
   */
  async list(search: PropertySearch): Promise<PropertyPage> {
    const key = CountCache.key(search.filters);
    const known = this.counts.get(key);
    if (known) {
      const page = await this.readPage(search, known.total);
      if (page.version === known.version) return this.answer(search, known.total, page.rows);
    }
    // A write committing between the count and the page read makes them disagree: count once more.
    for (let attempt = 1; ; attempt++) {
      const counted = await this.properties.count(search.filters);
      this.counts.set(key, counted.version, counted.total);
      if (search.offset >= counted.total) return this.answer(search, counted.total, []);
      const page = await this.properties.page(search, counted.total);
      if (page.version === counted.version || attempt === 2) return this.answer(search, counted.total, page.rows);
    }
  }

  async get(id: string): Promise<{ success: true; data: PropertyDetailView }> {
    const row = isPropertyId(id) ? await this.properties.findById(id) : undefined;
    if (!row) throw new NotFoundError('Property not found');
    return { success: true, data: toDetailView(row, this.now()) };
  }

  private async readPage(search: PropertySearch, total: number): Promise<PageAtVersion> {
    if (search.offset >= total) return { version: await this.properties.dataVersion(), rows: [] };
    return this.properties.page(search, total);
  }

  private answer(search: PropertySearch, total: number, rows: PageAtVersion['rows']): PropertyPage {
    return {
      success: true,
      data: rows.map(toListView),
      metadata: { total, limit: search.limit, offset: search.offset, has_more: search.offset + rows.length < total },
    };
  }
}
