import { Router } from 'express';
import { jsonBody } from '../../http/body';
import { atMostCharacters } from '../../http/characters';
import { isUnsafeText } from '../../http/unsafe-text';
import type { GeocodeResponse, GeocodingService } from './geocoding.service';

/** Where the router is mounted. */
export const GEOCODE_PATH = '/api/v1/geocode';

/** Longest address accepted, in characters (code points). */
export const MAX_ADDRESS_LENGTH = 500;

const INVALID: GeocodeResponse = { status: 'INVALID_REQUEST', components: {}, raw_input: '' };

/** The address to geocode, or undefined when the request does not carry a usable one. */
function addressOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const address = (body as { address?: unknown }).address;
  // NUL or an unpaired surrogate: no place is named that way, and no cache row could hold it.
  if (typeof address !== 'string' || address.trim() === '' || isUnsafeText(address)) return undefined;
  return atMostCharacters(MAX_ADDRESS_LENGTH)(address) ? address : undefined;
}

/**
 * POST /api/v1/geocode. Every outcome is HTTP 200 and the client reads
 * `status` (spec 4.1, contract 4), like Google's Geocoding API.
 */
export function geocodingRouter(geocoding: GeocodingService): Router {
  const router = Router();
  // After the rate limit mounted on this path (container.ts); the address is judged here, unsafe text included.
  router.post('/', jsonBody(), async (req, res) => {
    const address = addressOf(req.body);
    res.json(address === undefined ? INVALID : await geocoding.geocode(address));
  });
  return router;
}
