import type { StructuredAddress } from '../geocoding.types';

/**
 * The geocode cache key: the address with case, accents, punctuation and
 * spacing folded away, so "123 Main St., Austin" and "123 main st austin"
 * share one entry. Deliberately light (no abbreviation expansion): two keys
 * that differ only cost one extra upstream call, while two addresses folded
 * together would share the wrong coordinates.
 */
export function cacheKey(address: string): string {
  return address
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}#/-]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One line from a connector's structured address, in the usual written order. */
export function structuredLine(address: StructuredAddress): string {
  const clean = (v: string | null | undefined): string => (typeof v === 'string' ? v.replace(/\s+/g, ' ').trim() : '');
  const regionLine = [clean(address.state), clean(address.postal_code)].filter(Boolean).join(' ');
  return [clean(address.street), clean(address.city), regionLine, clean(address.country)].filter(Boolean).join(', ');
}
