import type { Logger } from 'pino';
import type { GeocoderOutcome, GeocoderProvider } from '../metrics/service-metrics';
import { hasAddressParts } from './address/components';
import type { ParsedAddress } from './address/parsed-address';
import type { CircuitBreaker } from './circuit-breaker';
import type { GeocoderPacingRepository } from './geocoder-pacing.repository';
import type { LatLng } from './geocoding.types';
import type { NominatimProvider, ProviderMatch } from './providers/nominatim';
import type { ParserServiceClient } from './providers/parser-service';

/** What the upstreams made of one address. */
export interface ChainOutcome {
  parsed: ParsedAddress | null;
  origin: 'parser' | 'provider' | 'offline';
  location: LatLng | null;
  confidence: number;
  /** The provider gave an answer (a match or "no such place"): worth caching. */
  providerAnswered: boolean;
}

type ProviderAnswer = { kind: 'match'; match: ProviderMatch } | { kind: 'none' } | { kind: 'unavailable' };

export interface ChainDeps {
  readonly log: Logger;
  readonly provider: NominatimProvider;
  readonly providerBreaker: CircuitBreaker;
  readonly pacing: GeocoderPacingRepository;
  /** Upstream calls per second, across every instance on the database. */
  readonly rate: number;
  readonly timeoutMs: number;
  readonly parser?: { readonly client: ParserServiceClient; readonly breaker: CircuitBreaker };
  /** Told of every upstream asked (or not asked, and why): pds_geocoder_requests_total. */
  readonly record?: (provider: GeocoderProvider, outcome: GeocoderOutcome) => void;
}

/** A call is only worth a pacing slot if this much of the budget is left after the wait. */
const CALL_ALLOWANCE_MS = 100;
const FILLED_FROM_PARSE: ReadonlyArray<keyof ParsedAddress> = ['house_number', 'street', 'unit', 'po_box', 'postcode'];

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Offline and parser-only answers have no coordinates to vouch for them: 0.1 per part found, capped. */
export function parseConfidence(parsed: ParsedAddress, origin: ChainOutcome['origin']): number {
  const parts = [parsed.house_number, parsed.street, parsed.locality, parsed.region, parsed.postcode].filter(Boolean).length;
  const base = origin === 'parser' ? 0.2 : 0.1;
  return Math.round(Math.min(origin === 'parser' ? 0.7 : 0.6, base + parts * 0.1) * 100) / 100;
}

/** Keeps what the user wrote where the provider's match is coarser (no house number, a town-level match). */
function withLocalParts(provider: ParsedAddress, local: ParsedAddress | null): ParsedAddress {
  const merged = { ...provider };
  for (const key of FILLED_FROM_PARSE) if (merged[key] === undefined && local?.[key] !== undefined) merged[key] = local[key];
  return merged;
}

/**
 * The provider chain: the parser service (when enabled) parses, Nominatim
 * supplies coordinates (and parses when the parser service is off or
 * unreachable), the offline parse is what is left when neither answers. Both
 * upstreams sit behind circuit breakers; Nominatim calls take a pacing slot
 * first and are skipped when none is free within the caller's budget.
 */
/** How long /health trusts the parser service's last answer (or probe) before probing again. */
const PARSER_PROBE_CACHE_MS = 5_000;
const PARSER_PROBE_TIMEOUT_MS = 1_000;

export class ProviderChain {
  parserReachable: boolean | null = null;
  private parserCheckedAt = 0;
  private probing: Promise<void> | undefined;

  constructor(private readonly deps: ChainDeps) {}

  async resolve(text: string, local: ParsedAddress | null, deadline: number): Promise<ChainOutcome> {
    const [fromParser, answer] = await Promise.all([this.askParser(text, deadline), this.askProvider(text, deadline)]);
    const match = answer.kind === 'match' ? answer.match : undefined;
    const parsed = fromParser ?? (match ? withLocalParts(match.parsed, local) : local);
    const origin = fromParser ? 'parser' : match ? 'provider' : 'offline';
    return {
      parsed,
      origin,
      location: match?.location ?? null,
      confidence: match ? match.confidence : parsed ? parseConfidence(parsed, origin) : 0,
      providerAnswered: answer.kind !== 'unavailable',
    };
  }

  /**
   * Whether the parser service answers (null when it is disabled): the last
   * answer of a few seconds ago, else a probe with a short timeout, shared by
   * concurrent callers. Known from the first /health on, not only after a geocode.
   */
  async parserStatus(): Promise<boolean | null> {
    const parser = this.deps.parser;
    if (!parser) return null;
    if (Date.now() - this.parserCheckedAt < PARSER_PROBE_CACHE_MS) return this.parserReachable;
    this.probing ??= parser.client
      .parse('1 Main Street', PARSER_PROBE_TIMEOUT_MS)
      .then(
        () => void (this.parserReachable = true),
        () => void (this.parserReachable = false),
      )
      .finally(() => {
        this.parserCheckedAt = Date.now();
        this.probing = undefined;
      });
    await this.probing;
    return this.parserReachable;
  }

  private async askParser(text: string, deadline: number): Promise<ParsedAddress | null> {
    const parser = this.deps.parser;
    if (!parser) return null;
    if (!parser.breaker.tryAcquire()) {
      this.record('parser', 'circuit_open');
      return null;
    }
    const timeoutMs = Math.min(this.deps.timeoutMs, deadline - Date.now());
    try {
      const parsed = await parser.client.parse(text, Math.max(1, timeoutMs));
      parser.breaker.success();
      this.parserReachable = true;
      this.parserCheckedAt = Date.now();
      // Only a venue name or a lone number is no parse: let the provider try.
      const useful = hasAddressParts(parsed);
      this.record('parser', useful ? 'parsed' : 'no_parse');
      return useful ? parsed : null;
    } catch (err) {
      this.record('parser', 'error');
      parser.breaker.failure((err as Error).message);
      this.parserReachable = false;
      this.parserCheckedAt = Date.now();
      this.deps.log.warn({ err: (err as Error).message }, 'address parser service failed; parsing elsewhere');
      return null;
    }
  }

  private async askProvider(text: string, deadline: number): Promise<ProviderAnswer> {
    const { provider, providerBreaker: breaker, pacing, log } = this.deps;
    if (!breaker.tryAcquire()) {
      this.record('nominatim', 'circuit_open');
      return { kind: 'unavailable' };
    }
    let wait: number | null;
    try {
      wait = await pacing.reserve(provider.baseUrl, 1000 / this.deps.rate, deadline - Date.now() - CALL_ALLOWANCE_MS);
    } catch (err) {
      breaker.release();
      this.record('nominatim', 'pacing_error');
      log.warn({ err }, 'geocoder pacing unavailable; answering offline');
      return { kind: 'unavailable' };
    }
    if (wait === null) {
      breaker.release();
      this.record('nominatim', 'no_slot');
      log.debug({ text }, 'no geocoder slot within the budget; answering offline');
      return { kind: 'unavailable' };
    }
    if (wait > 0) await sleep(wait);
    try {
      const match = await provider.search(text);
      breaker.success();
      this.record('nominatim', match ? 'match' : 'no_match');
      return match ? { kind: 'match', match } : { kind: 'none' };
    } catch (err) {
      this.record('nominatim', 'error');
      breaker.failure((err as Error).message);
      log.warn({ err: (err as Error).message }, 'geocoding provider failed; answering offline');
      return { kind: 'unavailable' };
    }
  }

  private record(provider: GeocoderProvider, outcome: GeocoderOutcome): void {
    this.deps.record?.(provider, outcome);
  }
}
