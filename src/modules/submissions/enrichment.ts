import type { PropertyRecord } from './property-record';
import { pricePerSqm } from './vocabulary';

/**
 * Computed fields of a property, from its merged data: price_per_sqm
 * (2 decimals) and, when no connector supplied one, a listing_status that
 * follows the status. (Stored vocabulary, feature tags: vocabulary.ts, applied
 * as a submission becomes a candidate; days_on_market: at read time.)
 */
export function withComputedFields(record: PropertyRecord): PropertyRecord {
  return {
    ...record,
    price_per_sqm: pricePerSqm(record.price_current, record.square_meters_total),
    listing_status: record.provenance.listing_status ? record.listing_status : record.status,
  };
}
