import { NotFoundError } from '../../http/errors';
import { CountCache, type CountEntry } from './count-cache';
import { ListCursorCodec, type ListCursorKey } from './list-cursor';
import { keywordWalk, needsTotal, onePass } from './page-sql';
import { daysOnMarketChangesIn, toDetailView, toListView, type PropertyListView } from './properties.mapper';
import type { CountAtVersion, PageAtVersion, PageRow, PropertiesRepository } from './properties.repository';
import { isPropertyId, type PropertySearch } from './properties.schemas';
import { ResponseCache, type CachedAnswer } from './response-cache';

export interface PropertyPage {
  success: true;
  data: Array<PropertyListView & { distance_m?: number }>;
  /** `offset` is null on a page reached by cursor (its position is not counted). */
  metadata: { total: number; limit: number; offset: number | null; has_more: boolean; next_cursor: string | null };
}

export class PropertiesService {
  /** The newest data version any read of this instance returned. */
  private newest = 0;

  /**
   * `dataVersion`: the current data version (StatsService.dataVersion): the
   * version pages and details are read at, in the same statement, comes from
   * the same counter.
   */
  constructor(
    private readonly properties: PropertiesRepository,
    private readonly dataVersion: () => Promise<number>,
    private readonly answers: ResponseCache,
    private readonly cursors: ListCursorCodec,
    private readonly counts: CountCache = new CountCache(),
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * The list answer as JSON, ready to send. A page answered before is sent
   * again while the data version shows that no write has committed since;
   * otherwise it is read (see `read`) and remembered with its version.
   */
  async list(search: PropertySearch): Promise<CachedAnswer> {
    // A cursor of another search (or a damaged one) is 400 before anything is read.
    const after = search.cursor === undefined ? undefined : this.cursors.decode(search.cursor, search.filters, search.sort);
    const { filters, sort, limit, offset, cursor } = search;
    const key = JSON.stringify(['list', CountCache.key(filters), sort.field, sort.direction, limit, offset, cursor ?? null]);
    const cached = await this.cached(key);
    if (cached) return cached;
    const { version, page } = await this.read(search, after);
    return this.answers.store(key, version, page);
  }

  /**
   * `{ success, data: detail view }` as JSON, ready to send; cached like list
   * answers, and no longer than until days_on_market next changes.
   */
  async get(id: string): Promise<CachedAnswer> {
    if (!isPropertyId(id)) throw new NotFoundError('Property not found');
    const key = JSON.stringify(['detail', id.toLowerCase()]);
    const cached = await this.cached(key);
    if (cached) return cached;
    const { version, row } = await this.properties.findById(id);
    if (!row) throw new NotFoundError('Property not found');
    const now = this.now();
    return this.answers.store(key, version, { success: true, data: toDetailView(row, now) }, daysOnMarketChangesIn(row.listing_date, now));
  }

  /** The answer remembered under `key` if no write has committed since it was read. */
  private async cached(key: string): Promise<CachedAnswer | undefined> {
    const cached = this.answers.get(key);
    return cached && cached.version === (await this.dataVersion()) ? cached : undefined;
  }

  /**
   * One page and its exact total. A total counted earlier is trusted only if
   * the page, read in one statement with the data version, shows that no
   * write has committed since; otherwise the filters are counted again, with
   * the page in the same statement or, where the page's plan depends on the
   * total, in the same snapshot.
   */
  private async read(search: PropertySearch, after: ListCursorKey | undefined): Promise<{ version: number | undefined; page: PropertyPage }> {
    const key = CountCache.key(search.filters);
    const known = this.counts.get(key);
    const inOnePass = onePass(search);
    // A total older than a version this instance has already read is stale for certain: not worth a page read to find out.
    // Keyword, map and features searches read the total and the page in one pass, the count's cost; but a keyword
    // search's page that its total, known already (the next page or another sort of the same search), shows a short
    // walk of its sort's index away is read by that walk (page-sql.ts, keywordWalk).
    if (known && known.version >= this.newest && (!inOnePass || keywordWalk(search, known))) {
      const page = await this.readPage(search, known, after);
      this.saw(page.version);
      if (page.version === known.version) return { version: page.version, page: this.answer(search, known.total, page.rows, after) };
    }
    if (inOnePass) return this.readCounted(key, search, await this.properties.matchedPage(search, after), after);
    if (!needsTotal(search)) return this.readCounted(key, search, await this.properties.countAndPage(search, after), after);
    return this.readCounted(key, search, await this.properties.countThenPage(search, after), after);
  }

  /** The answer of a total and a page read at one version; the total is remembered under `key`. */
  private readCounted(key: string, search: PropertySearch, { counted, rows }: { counted: CountAtVersion; rows: PageRow[] }, after: ListCursorKey | undefined) {
    this.counts.set(key, counted);
    this.saw(counted.version);
    return { version: counted.version, page: this.answer(search, counted.total, rows, after) };
  }

  /** Data versions only grow (rows written by committed statements): remember the newest read. */
  private saw(version: number): void {
    if (version > this.newest) this.newest = version;
  }

  private async readPage(search: PropertySearch, known: CountEntry, after: ListCursorKey | undefined): Promise<PageAtVersion> {
    if (!after && search.offset >= known.total) return { version: await this.dataVersion(), rows: [] };
    return this.properties.page(search, known, after);
  }

  /** The answer; a cursor page was read with one row more than its limit, which tells whether another follows. */
  private answer(search: PropertySearch, total: number, read: PageRow[], after: ListCursorKey | undefined): PropertyPage {
    const rows = after ? read.slice(0, search.limit) : read;
    const hasMore = after ? read.length > search.limit : search.offset + rows.length < total;
    const last = rows[rows.length - 1];
    const near = search.filters.near !== undefined;
    return {
      success: true,
      data: rows.map((row) => (near ? { ...toListView(row), distance_m: Math.round(row.distance ?? 0) } : toListView(row))),
      metadata: {
        total,
        limit: search.limit,
        offset: after ? null : search.offset,
        has_more: hasMore,
        next_cursor: hasMore && last ? this.cursors.encode(search.filters, search.sort, position(search, last)) : null,
      },
    };
  }
}

/** Where a cursor after `row` resumes. */
function position(search: PropertySearch, row: PageRow): ListCursorKey {
  if (search.sort.field === 'relevance') return { key: [row.relevance, row.sort_key], id: row.id };
  if (search.sort.field === 'distance') return { key: [row.distance], id: row.id };
  return { key: [row.sort_key], id: row.id };
}
