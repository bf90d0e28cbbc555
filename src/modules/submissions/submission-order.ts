import { normalizeCity, normalizeStreet } from '../geocoding/address/normalize';

/** The street and town a dedupe hash starts from, folded as the hash folds them; undefined when the item has none (it will be rejected). */
function addressKey(raw: unknown): string | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const address = (raw as { address?: unknown }).address;
  if (typeof address !== 'object' || address === null) return undefined;
  const { street, city } = address as { street?: unknown; city?: unknown };
  if (typeof street !== 'string' || typeof city !== 'string') return undefined;
  return `${normalizeStreet(street.trim())}|${normalizeCity(city.trim())}`;
}

/**
 * Whether two items of a batch may name one address, so that the order they
 * are stored in decides the outcome (the first creates the property, later
 * ones update it). Two items with one address_hash always share their folded
 * street and town, so a batch where no two items share those cannot need
 * its order: its chunks run side by side. The test is cheap (no parsing or
 * validation) and errs only towards keeping the order.
 */
export function needsSubmissionOrder(items: readonly unknown[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    const key = addressKey(item);
    if (key === undefined) continue;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
