import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import type { GeocoderOutcome, GeocoderProvider } from '../metrics/service-metrics';
import { CircuitBreaker } from './circuit-breaker';
import { GeocodeCache } from './geocode-cache';
import { GeocodeCacheRepository } from './geocode-cache.repository';
import { GeocoderPacingRepository } from './geocoder-pacing.repository';
import { GeocodingService } from './geocoding.service';
import { ProviderChain } from './provider-chain';
import { NominatimProvider } from './providers/nominatim';
import { OfflineParser } from './providers/offline';
import { ParserServiceClient } from './providers/parser-service';

/** Consecutive failures that open an upstream's circuit, and how long it then stays open. */
const BREAKER = { threshold: 3, cooldownMs: 30_000 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Builds the geocoding service from configuration: upstream clients, breakers, pacing and cache. */
export function createGeocodingService({
  config,
  log,
  pool,
  record,
}: {
  config: Config;
  log: Logger;
  pool: Pool;
  /** Counts upstream requests by provider and outcome (the metrics). */
  record?: (provider: GeocoderProvider, outcome: GeocoderOutcome) => void;
}): GeocodingService {
  const { geocoder, parser } = config;
  const providerBreaker = new CircuitBreaker(BREAKER);
  const parserBreaker = parser.enabled ? new CircuitBreaker(BREAKER) : undefined;
  const parserClient =
    parser.enabled && parser.host && parser.port !== undefined
      ? new ParserServiceClient(`http://${parser.host.includes(':') ? `[${parser.host}]` : parser.host}:${parser.port}`, geocoder.userAgent)
      : undefined;
  const chain = new ProviderChain({
    log,
    provider: new NominatimProvider(geocoder.url, geocoder.userAgent, geocoder.timeoutMs),
    providerBreaker,
    pacing: new GeocoderPacingRepository(pool),
    rate: geocoder.rate,
    timeoutMs: geocoder.timeoutMs,
    ...(parserClient && parserBreaker ? { parser: { client: parserClient, breaker: parserBreaker } } : {}),
    ...(record ? { record } : {}),
  });
  const cache = new GeocodeCache(new GeocodeCacheRepository(pool), log, {
    size: geocoder.cacheSize,
    ttlMs: geocoder.cacheTtlDays * DAY_MS,
  });
  return new GeocodingService({
    log,
    cache,
    chain,
    offline: new OfflineParser(),
    providerBreaker,
    ...(parserBreaker ? { parserBreaker } : {}),
    timeoutMs: geocoder.timeoutMs,
  });
}
