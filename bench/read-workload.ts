/*
 * The varied read workload of issue 12 (and 13's map and keyword searches),
 * shaped like a real frontend's and repeatable from a seed: cities weighted by
 * their size, random combinations of the spec's seven filters and of section
 * 8's, viewport boxes, 5 km radius searches nearest first, two-word keyword
 * searches with a filter, every sort, pages 1 to 100 with limits 20 to 100,
 * details and stats. Not tuned to any list: each seed draws its own.
 */
import { SEED_CITIES, SEED_SOURCES, FEATURE_TAGS, type SeedCity } from '../src/tools/seed-data';

/** A deterministic uniform [0, 1) generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(r: Rand, values: readonly T[]): T => values[Math.floor(r() * values.length)]!;
const chance = (r: Rand, p: number) => r() < p;

const TOTAL_WEIGHT = SEED_CITIES.reduce((sum, c) => sum + c.weight, 0);
function city(r: Rand): SeedCity {
  let x = r() * TOTAL_WEIGHT;
  for (const c of SEED_CITIES) if ((x -= c.weight) < 0) return c;
  return SEED_CITIES[0]!;
}

/** Words people type, from the seeded titles and descriptions (src/tools/seed-sql.ts). */
const KEYWORDS = [
  'renovated', 'kitchen', 'garden', 'terrace', 'views', 'balcony', 'fireplace', 'parking', 'pool', 'metro', 'schools', 'river',
  'beach', 'university', 'quiet', 'sunny', 'bright', 'spacious', 'modern', 'charming', 'storage', 'office', 'forest', 'golf',
  'markets', 'hardwood', 'solar', 'cathedral', 'marina', 'playgrounds', 'airport', 'heritage', 'elegant', 'cosy', 'loft', 'light',
];
const SORTS = ['', 'price', '-price', 'bedrooms', '-bedrooms', 'square_meters', '-square_meters', 'created_at', '-created_at', '-updated_at'];
const TYPES = ['house', 'apartment', 'condo', 'townhouse', 'land', 'multi_family'];
const STATUSES = ['active', 'pending', 'sold', 'off_market'];
const LIMITS = [20, 25, 50, 100];

const deg = (x: number) => x.toFixed(4);

/** The spec's seven filters, each present by chance. */
function specFilters(r: Rand, p: URLSearchParams, c: SeedCity): void {
  if (chance(r, 0.55)) p.set('city', c.name);
  if (chance(r, 0.3)) p.set('property_type', pick(r, TYPES));
  if (chance(r, 0.35)) p.set('status', pick(r, STATUSES));
  const min = pick(r, [100_000, 200_000, 300_000, 500_000, 800_000]);
  if (chance(r, 0.25)) p.set('min_price', String(min));
  if (chance(r, 0.25)) p.set('max_price', String(min + pick(r, [200_000, 400_000, 1_000_000])));
  if (chance(r, 0.25)) p.set('min_bedrooms', String(pick(r, [1, 2, 3, 4])));
  if (chance(r, 0.15)) p.set('min_bathrooms', String(pick(r, [1, 2])));
}

/** One of section 8's filters. */
function extraFilter(r: Rand, p: URLSearchParams, c: SeedCity): void {
  switch (Math.floor(r() * 11)) {
    case 0: p.set('max_bedrooms', String(pick(r, [1, 2, 3, 4]))); break;
    case 1: p.set('min_square_meters', String(pick(r, [50, 80, 120, 200]))); break;
    case 2: p.set('max_square_meters', String(pick(r, [60, 90, 150]))); break;
    case 3: p.set('min_year_built', String(pick(r, [1950, 1980, 2000, 2010]))); break;
    case 4: p.set('features', pick(r, FEATURE_TAGS) + (chance(r, 0.4) ? `,${pick(r, FEATURE_TAGS)}` : '')); break;
    case 5: p.set('source', pick(r, SEED_SOURCES).name); break;
    case 6: p.set('listed_since', pick(r, ['2025-01-01', '2024-06-01', '2025-09-15'])); break;
    case 7: p.set('updated_since', pick(r, ['2025-06-01T00:00:00Z', '2025-10-01T00:00:00Z'])); break;
    case 8: p.set('state', c.state ?? c.country); break;
    // The seed varies a US city's ZIP over 40 codes from its first (src/tools/seed-sql.ts).
    case 9: p.set('postal_code', c.country === 'US' ? String(Number(c.postal) + Math.floor(r() * 40)).padStart(5, '0') : c.postal); break;
    default: p.set('country', c.country); break;
  }
}

function paging(r: Rand, p: URLSearchParams): void {
  const limit = pick(r, LIMITS);
  // Most people stay on the first pages; some page far.
  const page = chance(r, 0.6) ? 1 + Math.floor(r() * 3) : 1 + Math.floor(r() * 100);
  p.set('limit', String(limit));
  if (page > 1) p.set('offset', String((page - 1) * limit));
}

/**
 * Which searches a workload draws: `spec`, issue 12's (the spec's seven
 * filters only); `portal`, issue 13's as well (section 8's filters, map and
 * keyword searches).
 */
export type Mix = 'spec' | 'portal';

/** A list URL: a city's viewport, a radius nearest first, keywords with a filter, or filters; any sort and page. */
export function listPath(r: Rand, mix: Mix = 'portal'): string {
  const p = new URLSearchParams();
  const c = city(r);
  const kind = mix === 'spec' ? 1 : r();
  if (kind < 0.12) {
    const w = 0.02 + r() * 0.05;
    const lon = c.lon + (r() - 0.5) * 0.15;
    const lat = c.lat + (r() - 0.5) * 0.12;
    p.set('bbox', [lon - w, lat - w * 0.7, lon + w, lat + w * 0.7].map(deg).join(','));
    if (chance(r, 0.4)) specFilters(r, p, c);
  } else if (kind < 0.24) {
    p.set('lat', deg(c.lat + (r() - 0.5) * 0.1));
    p.set('lon', deg(c.lon + (r() - 0.5) * 0.12));
    p.set('radius_km', '5');
    p.set('sort', 'distance');
    if (chance(r, 0.4)) p.set('property_type', pick(r, TYPES));
  } else if (kind < 0.36) {
    p.set('q', `${pick(r, KEYWORDS)} ${pick(r, KEYWORDS)}`);
    if (chance(r, 0.6)) p.set('city', c.name);
    else if (chance(r, 0.5)) p.set('property_type', pick(r, TYPES));
    else p.set('min_bedrooms', String(pick(r, [2, 3])));
  } else {
    specFilters(r, p, c);
    if (mix === 'portal' && chance(r, 0.35)) extraFilter(r, p, c);
  }
  if (!p.has('sort')) {
    const sort = p.has('q') && chance(r, 0.5) ? '' : pick(r, SORTS);
    if (sort) p.set('sort', sort);
  }
  paging(r, p);
  return `/api/v1/properties?${p.toString()}`;
}

/**
 * `n` paths: 80% lists, 13% details (of `ids`), 7% stats. `distinct`: no
 * path twice (the cold run asks each once; stats then appears once).
 */
export function workload(seed: number, n: number, ids: readonly string[], distinct: boolean, mix: Mix = 'portal'): string[] {
  const r = random(seed);
  const paths: string[] = [];
  const seen = new Set<string>();
  for (let guard = 0; paths.length < n && guard < n * 20; guard++) {
    const x = r();
    const path = x < 0.8 ? listPath(r, mix) : x < 0.93 && ids.length > 0 ? `/api/v1/properties/${pick(r, ids)}` : '/api/v1/properties/stats';
    if (distinct && seen.has(path)) continue;
    seen.add(path);
    paths.push(path);
  }
  return paths;
}

/** Section 8's filters other than map and keywords, as list parameters. */
const SECTION8_FILTERS = [
  'max_bedrooms', 'max_bathrooms', 'min_square_meters', 'max_square_meters', 'min_year_built', 'max_year_built',
  'postal_code', 'state', 'country', 'source', 'listed_since', 'updated_since',
];

/**
 * What a workload path asks, for the per-kind figures: `box`, `radius`,
 * `keywords`, `features`, `section 8` (another of its filters), `spec` (the
 * spec's seven filters only), `detail` or `stats`.
 */
export function pathKind(path: string): string {
  if (path.startsWith('/api/v1/properties/stats')) return 'stats';
  const [route, query] = path.split('?');
  if (query === undefined) return route!.startsWith('/api/v1/properties/') ? 'detail' : 'other';
  const p = new URLSearchParams(query);
  if (p.has('bbox')) return 'box';
  if (p.has('radius_km') || p.has('lat')) return 'radius';
  if (p.has('q')) return 'keywords';
  if (p.has('features')) return 'features';
  return SECTION8_FILTERS.some((name) => p.has(name)) ? 'section 8' : 'spec';
}

