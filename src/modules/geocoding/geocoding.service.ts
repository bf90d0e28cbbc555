import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { GeocoderHealth } from '../health/health.service';
import { cacheKey, structuredLine } from './address/cache-key';
import { hasAddressParts, toComponents } from './address/components';
import type { ParsedAddress } from './address/parsed-address';
import { structuredParse } from './address/structured';
import type { CircuitBreaker } from './circuit-breaker';
import type { GeocodeCache } from './geocode-cache';
import type { CachedGeocode } from './geocode-cache.repository';
import type {
  AddressComponents,
  AddressGeocodeResult,
  AddressGeocoder,
  GeocodeSource,
  LatLng,
  StructuredAddress,
} from './geocoding.types';
import { parseConfidence, type ProviderChain } from './provider-chain';
import type { OfflineParser } from './providers/offline';

/** The answer of POST /api/v1/geocode (spec 2.5, contract 4). */
export type GeocodeResponse =
  | { status: 'INVALID_REQUEST' | 'PARSE_ERROR'; components: Record<string, never>; raw_input: string }
  | {
      status: 'OK';
      components: AddressComponents;
      raw_input: string;
      location?: LatLng;
      confidence: number;
      source: GeocodeSource;
    };

/** One lookup's result, before it is shaped for the endpoint or the submission pipeline. */
interface Answer {
  components: AddressComponents | null;
  location: LatLng | null;
  confidence: number;
  source: GeocodeSource;
  providerUnavailable: boolean;
}

export interface GeocodingServiceDeps {
  readonly log: Logger;
  readonly cache: GeocodeCache;
  readonly chain: ProviderChain;
  readonly offline: OfflineParser;
  readonly providerBreaker: CircuitBreaker;
  readonly parserBreaker?: CircuitBreaker;
  /** Budget of one free-text geocode request (the upstream timeout). */
  readonly timeoutMs: number;
}

function fromCache(hit: CachedGeocode): Answer {
  return { components: hit.components, location: hit.location, confidence: hit.confidence, source: 'cache', providerUnavailable: false };
}

/** Resolves with `work`, or with `fallback()` once the deadline passes or `work` fails: never later, never a rejection. */
async function withDeadline<T>(work: Promise<T>, deadline: number, fallback: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work.catch(() => fallback()), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Geocoding for the free-text endpoint and for every submitted property:
 * memory cache, then one shared lookup per address (PostgreSQL cache, then
 * the provider chain), all inside the caller's time budget. Provider trouble
 * never surfaces as an error: the answer degrades to the offline parse.
 */
export class GeocodingService implements AddressGeocoder {
  private readonly inflight = new Map<string, Promise<Answer>>();
  /** The last offline parse queued (parseInTurn). */
  private parses: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: GeocodingServiceDeps) {}

  /**
   * Loads the offline parser's dictionaries (once per process, 1-2 s, ~110 MB
   * of memory). Called before a request's clock starts, so the one-time load
   * never eats the budget. Not loaded at start-up on purpose: an instance that
   * only serves reads never needs them (bench/reads.ts measures its memory);
   * the first geocode or submission of a process waits for the load instead.
   */
  warm(): void {
    this.deps.offline.warm();
  }

  async geocode(address: string): Promise<GeocodeResponse> {
    this.warm();
    const deadline = Date.now() + this.deps.timeoutMs;
    const answer = await this.lookup(address, once(() => this.deps.offline.parse(address)), deadline);
    if (!answer.components) return { status: 'PARSE_ERROR', components: {}, raw_input: address };
    return {
      status: 'OK',
      components: answer.components,
      raw_input: address,
      ...(answer.location ? { location: answer.location } : {}),
      confidence: answer.confidence,
      source: answer.source,
    };
  }

  async geocodeAddress(address: StructuredAddress, options: { budgetMs: number }): Promise<AddressGeocodeResult> {
    this.warm();
    const line = structuredLine(address);
    const local = once((): ParsedAddress | null => structuredParse(address, this.deps.offline));
    const answer = line
      ? await this.lookup(line, local, Date.now() + Math.max(0, options.budgetMs))
      : { components: null, location: null, confidence: 0, source: 'offline' as const, providerUnavailable: false };
    const components = answer.components ?? toComponents(this.safely(local) ?? {});
    return {
      components,
      normalized_address: components.formatted_address ?? line,
      location: answer.location,
      confidence: answer.confidence,
      source: answer.source,
      provider_unavailable: answer.providerUnavailable,
    };
  }

  async health(): Promise<GeocoderHealth> {
    const parserReachable = this.deps.parserBreaker ? await this.deps.chain.parserStatus() : null;
    const provider = this.deps.providerBreaker.snapshot();
    const parser = this.deps.parserBreaker?.snapshot();
    const degraded = provider.state !== 'closed' || provider.consecutive_failures > 0 || parserReachable === false;
    return {
      status: degraded ? 'degraded' : 'ok',
      parser_enabled: parser !== undefined,
      parser_reachable: parserReachable,
      provider: { circuit: provider.state, consecutive_failures: provider.consecutive_failures, ...(provider.last_error ? { last_error: provider.last_error } : {}) },
      ...(parser ? { parser: { circuit: parser.state, ...(parser.last_error ? { last_error: parser.last_error } : {}) } } : {}),
    };
  }

  private async lookup(text: string, localParse: () => ParsedAddress | null, deadline: number): Promise<Answer> {
    const key = cacheKey(text);
    const hit = this.deps.cache.peek(key);
    if (hit) return fromCache(hit);
    let shared = this.inflight.get(key);
    if (!shared) {
      shared = this.resolve(key, text, localParse, deadline).finally(() => this.inflight.delete(key));
      this.inflight.set(key, shared);
    }
    return withDeadline(shared, deadline, () => this.offlineAnswer(localParse));
  }

  private async resolve(key: string, text: string, localParse: () => ParsedAddress | null, deadline: number): Promise<Answer> {
    const stored = await this.deps.cache.get(key);
    if (stored) return fromCache(stored);
    const outcome = await this.deps.chain.resolve(text, await this.parseInTurn(localParse), deadline);
    const parsed = hasAddressParts(outcome.parsed) ? outcome.parsed : null;
    const components = parsed ? toComponents(parsed) : null;
    if (components && outcome.providerAnswered) {
      await this.deps.cache.set(key, { components, location: outcome.location, confidence: outcome.confidence, origin: outcome.origin });
    }
    return {
      components,
      location: outcome.location,
      confidence: outcome.confidence,
      source: outcome.origin,
      providerUnavailable: !outcome.providerAnswered,
    };
  }

  private offlineAnswer(localParse: () => ParsedAddress | null): Answer {
    const parsed = this.safely(localParse);
    const usable = hasAddressParts(parsed) ? parsed : null;
    return {
      components: usable ? toComponents(usable) : null,
      location: null,
      confidence: usable ? parseConfidence(usable, 'offline') : 0,
      source: 'offline',
      providerUnavailable: true,
    };
  }

  /**
   * The offline parse, one at a time, each in a turn of the event loop of its own. A parse is synchronous (a
   * fraction of a millisecond, up to about 10 ms on a long, odd text): a batch's items, resolved together, ran
   * back to back and held every other request up (an outside probe's 100 crafted addresses held /livez for
   * 3 s). Waiting for the next turn alone is not enough: every wait queued in one turn ends in the same later
   * turn, so each parse is queued after the one before, and I/O is polled between them.
   */
  private parseInTurn(parse: () => ParsedAddress | null): Promise<ParsedAddress | null> {
    const parsed = this.parses.then(() => nextTurn()).then(() => this.safely(parse));
    this.parses = parsed;
    return parsed;
  }

  /** The offline parse must never be what breaks an answer. */
  private safely(parse: () => ParsedAddress | null): ParsedAddress | null {
    try {
      return parse();
    } catch (err) {
      this.deps.log.error({ err }, 'offline address parse failed');
      return null;
    }
  }
}

/** `parse` run at most once (its result kept): an answer that needs the offline parse again reuses it. */
function once(parse: () => ParsedAddress | null): () => ParsedAddress | null {
  let parsed: { value: ParsedAddress | null } | undefined;
  return () => (parsed ??= { value: parse() }).value;
}
