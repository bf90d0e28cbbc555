/*
 * `npm run bench -- geocode [--data FILE] [--duration S] [--connections N]`:
 *
 * 1. Offline parser accuracy on the labelled addresses
 *    (../shared/data/addresses-sample.jsonl): share of addresses whose street
 *    number, street, city, region and postal code all match (only the keys
 *    labelled), per-key accuracy, and the same for pelias-parser used as it
 *    comes, for comparison. Values compared case-insensitively, spaces folded.
 *    Then k-fold cross-validation (`--folds K`, default 5; `--seed N`,
 *    default 17): each fold's score as held out, with mean and spread;
 *    `--failures [--hidden F]` lists the failures of every fold but F.
 *    `--accuracy-only` skips part 2.
 * 2. Cache-hit throughput of POST /api/v1/geocode on the compiled service:
 *    requests/s and latency percentiles (p95 computed from every response)
 *    with autocannon, after one address was answered by a fake Nominatim.
 *
 * Database: a fresh one per run on PDS_BENCH_DATABASE_URL (a PostgreSQL server
 * URL; default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 */
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toComponents } from '../src/modules/geocoding/address/components';
import { OfflineParser } from '../src/modules/geocoding/providers/offline';
import { sharedPelias } from '../src/modules/geocoding/providers/pelias';
import { startFakeNominatim } from '../test/fakes/nominatim';
import { createScratchDatabase, loadTest, option, round, startService, stopService, type Service } from './lib';

const SAMPLE = 'shared/data/addresses-sample.jsonl';
/** Keys of the sample -> component keys of the service. */
const KEYS: Record<string, string> = {
  street_number: 'street_number',
  route: 'street_name',
  locality: 'locality',
  region: 'administrative_area_level_1',
  postal_code: 'postal_code',
  country: 'country',
};
const FULL_MATCH_KEYS = ['street_number', 'route', 'locality', 'region', 'postal_code'];
const PELIAS_KEYS: Record<string, string> = { housenumber: 'street_number', street: 'street_name', locality: 'locality', region: 'administrative_area_level_1', postcode: 'postal_code', country: 'country' };

interface Labelled {
  id: string;
  input: string;
  expected: Record<string, string>;
}

function sampleFile(args: string[]): string {
  const given = option(args, 'data', '');
  if (given) return path.resolve(given);
  const candidates = [path.resolve(process.cwd(), '..', SAMPLE), path.resolve(__dirname, '..', '..', '..', SAMPLE), path.resolve(__dirname, '..', '..', SAMPLE)];
  const found = candidates.find((c) => existsSync(c));
  if (!found) throw new Error(`labelled addresses not found (tried ${candidates.join(', ')}); pass --data FILE`);
  return found;
}

const fold = (value: string | undefined): string => (value ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

interface KeyShare {
  correct: number;
  labelled: number;
  share: number;
}

interface Accuracy {
  addresses: number;
  full_match_share: number;
  full_match_with_country_share: number;
  key_share: number;
  per_key: Record<string, KeyShare>;
}

type Parse = (input: string) => Record<string, string | undefined>;

/** The labelled keys the parse got wrong ("" when all are right). */
function misses(item: Labelled, got: Record<string, string | undefined>): string[] {
  return Object.entries(item.expected)
    .filter(([key, expected]) => fold(got[KEYS[key]!]) !== fold(expected))
    .map(([key]) => key);
}

function score(sample: Labelled[], parse: Parse): Accuracy {
  const perKey: Accuracy['per_key'] = {};
  for (const key of Object.keys(KEYS)) perKey[key] = { correct: 0, labelled: 0, share: 0 };
  let full = 0;
  let fullWithCountry = 0;
  let keys = 0;
  let correct = 0;
  for (const item of sample) {
    const wrong = misses(item, parse(item.input));
    for (const key of Object.keys(item.expected)) {
      const entry = perKey[key]!;
      entry.labelled += 1;
      keys += 1;
      if (wrong.includes(key)) continue;
      entry.correct += 1;
      correct += 1;
    }
    if (!wrong.some((key) => FULL_MATCH_KEYS.includes(key))) full += 1;
    if (wrong.length === 0) fullWithCountry += 1;
  }
  for (const [key, entry] of Object.entries(perKey)) {
    if (entry.labelled === 0) delete perKey[key];
    else entry.share = round(entry.correct / entry.labelled);
  }
  return {
    addresses: sample.length,
    full_match_share: round(full / sample.length),
    full_match_with_country_share: round(fullWithCountry / sample.length),
    key_share: round(correct / keys),
    per_key: perKey,
  };
}

/** mulberry32: a small seeded generator, so the folds are the same on every run and machine. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * k folds of the sample: ids sorted, shuffled with a fixed seed, dealt round
 * robin. The parser is rules, so "training" is the person choosing rules: they
 * look only at the training folds' failures (`--failures`, which never shows
 * the held-out fold), and the held-out folds' scores are what is reported.
 */
function folds(sample: Labelled[], k: number, seed: number): Labelled[][] {
  const order = [...sample].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const random = seeded(seed);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const out: Labelled[][] = Array.from({ length: k }, () => []);
  order.forEach((item, i) => out[i % k]!.push(item));
  return out;
}

interface Spread {
  mean: number;
  sd: number;
  min: number;
  max: number;
}

function spread(values: number[]): Spread {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, values.length - 1));
  return { mean: round(mean), sd: round(sd), min: round(Math.min(...values)), max: round(Math.max(...values)) };
}

function crossValidate(sample: Labelled[], parse: Parse, k: number, seed: number): Record<string, unknown> {
  const parts = folds(sample, k, seed);
  const scored = parts.map((part) => score(part, parse));
  const keys = Object.keys(KEYS).filter((key) => scored.some((s) => s.per_key[key]));
  const summary: Record<string, Spread> = { full_match: spread(scored.map((s) => s.full_match_share)), keys_correct: spread(scored.map((s) => s.key_share)) };
  for (const key of keys) summary[key] = spread(scored.filter((s) => s.per_key[key]).map((s) => s.per_key[key]!.share));
  process.stdout.write(`\n${k}-fold cross-validation (seed ${seed}): each fold scored as held out\n`);
  const header = ['', ...scored.map((_s, i) => `fold ${i + 1}`), 'mean', 'sd', 'min-max'];
  const row = (name: string, values: Array<number | undefined>, s: Spread): string[] => [
    name,
    ...values.map((v) => (v === undefined ? '-' : pct(v))),
    pct(s.mean),
    (s.sd * 100).toFixed(1),
    `${pct(s.min)}-${pct(s.max)}`,
  ];
  const rows = [header, row('full match', scored.map((s) => s.full_match_share), summary.full_match!), row('keys correct', scored.map((s) => s.key_share), summary.keys_correct!)];
  for (const key of keys) rows.push(row(`  ${key}`, scored.map((s) => s.per_key[key]?.share), summary[key]!));
  printTable(rows);
  return {
    k,
    seed,
    folds: scored.map((s, i) => ({ fold: i + 1, ids: parts[i]!.map((item) => item.id), ...s })),
    held_out: summary,
  };
}

/** Failures of the training folds only: what rules may be chosen from without looking at fold `hidden`. */
function printFailures(sample: Labelled[], parse: Parse, k: number, seed: number, hidden: number): void {
  const parts = folds(sample, k, seed);
  process.stdout.write(`\nFailures outside held-out fold ${hidden} (the training folds)\n`);
  parts.forEach((part, i) => {
    if (i + 1 === hidden) return;
    for (const item of part) {
      const got = parse(item.input);
      const wrong = misses(item, got);
      if (wrong.length === 0) continue;
      const detail = wrong.map((key) => `${key}: want ${JSON.stringify(item.expected[key])} got ${JSON.stringify(got[KEYS[key]!] ?? null)}`);
      process.stdout.write(`[fold ${i + 1}] ${item.id} ${JSON.stringify(item.input)}\n    ${detail.join('\n    ')}\n`);
    }
  });
}

function accuracy(args: string[]): Record<string, unknown> {
  const file = sampleFile(args);
  const sample = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Labelled);
  const k = Number(option(args, 'folds', '5'));
  const seed = Number(option(args, 'seed', '17'));
  const offline = new OfflineParser();
  const loadStarted = performance.now();
  offline.warm();
  const loadMs = performance.now() - loadStarted;
  const serviceParse: Parse = (input) => {
    const parsed = offline.parse(input);
    return parsed ? (toComponents(parsed) as Record<string, string>) : {};
  };
  const parseStarted = performance.now();
  const service = score(sample, serviceParse);
  const parseUs = ((performance.now() - parseStarted) * 1000) / sample.length;
  const pelias = score(sample, (input) => {
    const got: Record<string, string> = {};
    for (const { label, value } of sharedPelias().parse(input)) if (PELIAS_KEYS[label] && !got[PELIAS_KEYS[label]]) got[PELIAS_KEYS[label]] = value;
    return got;
  });
  process.stdout.write(`\nOffline parser accuracy on ${sample.length} labelled addresses (${file}), whole sample\n`);
  const rows = [['', 'service offline path', 'pelias-parser as it comes'], ['full match (number, street, city, region, postal code)', pct(service.full_match_share), pct(pelias.full_match_share)], ['full match incl. country', pct(service.full_match_with_country_share), pct(pelias.full_match_with_country_share)], ['keys correct', pct(service.key_share), pct(pelias.key_share)]];
  for (const key of Object.keys(service.per_key)) rows.push([`  ${key} (${service.per_key[key]!.labelled})`, pct(service.per_key[key]!.share), pct(pelias.per_key[key]?.share ?? 0)]);
  printTable(rows);
  const load = os.loadavg().map((l) => round(l, 2));
  process.stdout.write(`parser load ${Math.round(loadMs)} ms, parse ${parseUs.toFixed(0)} µs per address (load average ${load.join(' ')})\n`);
  const crossValidation = crossValidate(sample, serviceParse, k, seed);
  if (args.includes('--failures')) printFailures(sample, serviceParse, k, seed, Number(option(args, 'hidden', '1')));
  return { sample: path.basename(file), service, cross_validation: crossValidation, pelias_as_it_comes: pelias, load_ms: Math.round(loadMs), parse_us_per_address: Math.round(parseUs), load_average: load };
}

const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_c, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) process.stdout.write(`${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ')}\n`);
}

/** Nearest-rank percentile (the smallest value with at least p% of the values at or below it). */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function cacheHits(args: string[]): Promise<Record<string, unknown>> {
  const duration = Number(option(args, 'duration', '10'));
  const connections = Number(option(args, 'connections', '50'));
  const database = await createScratchDatabase('pds_bench_geocode');
  const nominatim = await startFakeNominatim();
  let service: Service | undefined;
  try {
    service = await startService({ env: { PDS_DATABASE_URL: database.url, PDS_GEOCODER_URL: nominatim.url, PDS_RATE_LIMIT_GEOCODE: '0' } });
    const body = JSON.stringify({ address: '1600 Pennsylvania Avenue NW, Washington, DC 20500' });
    const first = await fetch(`${service.baseUrl}/api/v1/geocode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    const firstBody = (await first.json()) as { source?: string };
    if (firstBody.source !== 'provider') throw new Error(`priming request was not answered by the provider: ${JSON.stringify(firstBody)}`);
    const { result, latencies } = await loadTest({ url: `${service.baseUrl}/api/v1/geocode`, method: 'POST', headers: { 'content-type': 'application/json' }, body, connections, duration });
    const figures = {
      duration_s: duration,
      connections,
      requests: result.requests.total,
      non_2xx: result.non2xx,
      errors: result.errors,
      requests_per_second: Math.round(result.requests.average),
      latency_ms: { p50: round(percentile(latencies, 50), 2), p95: round(percentile(latencies, 95), 2), p99: round(percentile(latencies, 99), 2), max: round(latencies.at(-1) ?? 0, 2) },
      upstream_calls: nominatim.requests.length,
    };
    process.stdout.write(`\nCache hits on POST /api/v1/geocode (${connections} connections, ${duration} s)\n`);
    printTable([['requests/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'upstream calls'], [String(figures.requests_per_second), String(figures.latency_ms.p50), String(figures.latency_ms.p95), String(figures.latency_ms.p99), String(figures.non_2xx), String(figures.upstream_calls)]]);
    return figures;
  } finally {
    if (service) await stopService(service);
    await nominatim.close();
    await database.drop();
  }
}

export async function run(args: string[]): Promise<Record<string, unknown>> {
  const offline = accuracy(args);
  const cache = args.includes('--accuracy-only') ? undefined : await cacheHits(args);
  return { offline_parser: offline, ...(cache ? { cache_hits: cache } : {}) };
}
