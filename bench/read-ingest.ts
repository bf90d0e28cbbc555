/*
 * A connector ingesting at a steady rate beside the read benchmark: batches of
 * 100 new properties (coordinates given, in the seeded cities) every
 * 100 / rate seconds, at most 4 in flight. Not a benchmark itself.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { SEED_CITIES } from '../src/tools/seed-data';
import { connectorHeaders, percentile, round, sleep } from './lib';
import { random } from './read-workload';

const BATCH = 100;
const MAX_IN_FLIGHT = 4;

export interface IngestFigures {
  target_per_second: number;
  properties_per_second: number;
  batches: number;
  failed_batches: number;
  batch_p95_ms: number;
}

function item(run: string, n: number, r: () => number): string {
  const c = SEED_CITIES[Math.floor(r() * SEED_CITIES.length)]!;
  const lat = (c.lat + (r() - 0.5) * 0.2).toFixed(6);
  const lon = (c.lon + (r() - 0.5) * 0.25).toFixed(6);
  return JSON.stringify({
    external_id: `${run}-${n}`, title: `Bright ${2 + (n % 3)}-bedroom house in ${c.name}`, description: 'Sunny terrace with panoramic views.',
    property_type: 'residential', property_subtype: 'detached', status: 'for_sale',
    financial: { price_current: 150_000 + (n % 500) * 1000, currency: c.currency },
    address: { street: `${1 + (n % 9000)} ${run} Street`, city: c.name, ...(c.state ? { state: c.state } : {}), postal_code: c.postal, country: c.country },
    location: { latitude: Number(lat), longitude: Number(lon) },
    dimensions: { square_meters_total: 60 + (n % 150) }, rooms: { bedrooms_total: 2 + (n % 3), bathrooms_total: 1 + (n % 2) },
    construction: { year_built: 1950 + (n % 70) }, listing: { listing_date: '2025-06-01' }, data_quality: { data_quality_score: 0.7 },
  });
}

/** Starts ingesting; stop() ends it and answers what it achieved. */
export async function startIngest(baseUrl: string, perSecond: number): Promise<{ stop(): Promise<IngestFigures> }> {
  const { headers } = await connectorHeaders(baseUrl, 'bench-reads-ingest');
  const run = `rd${randomBytes(3).toString('hex')}`;
  const r = random(perSecond);
  const intervalMs = (BATCH / perSecond) * 1000;
  const latencies: number[] = [];
  let accepted = 0;
  let failed = 0;
  let inFlight = 0;
  let n = 0;
  let stopped = false;
  const started = performance.now();
  const send = async (): Promise<void> => {
    const body = `{"properties":[${Array.from({ length: BATCH }, () => item(run, n++, r)).join(',')}]}`;
    inFlight += 1;
    const t = performance.now();
    try {
      const res = await fetch(`${baseUrl}/connectors/properties/batch`, { method: 'POST', headers, body });
      const json = (await res.json()) as { data?: { summary?: { accepted?: number } } };
      if (res.status === 200) accepted += json.data?.summary?.accepted ?? 0;
      else failed += 1;
    } catch {
      failed += 1;
    } finally {
      inFlight -= 1;
      latencies.push(performance.now() - t);
    }
  };
  const pending: Array<Promise<void>> = [];
  const loop = (async () => {
    for (let i = 0; !stopped; i++) {
      const due = started + i * intervalMs;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      if (!stopped && inFlight < MAX_IN_FLIGHT) pending.push(send());
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await Promise.all(pending);
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      return {
        target_per_second: perSecond, properties_per_second: Math.round(accepted / seconds), batches: latencies.length,
        failed_batches: failed, batch_p95_ms: round(percentile(latencies, 95), 1),
      };
    },
  };
}
