import { foldText } from '../geocoding/address/normalize';

/** Submitted listing statuses (contract section 5) -> the four stored ones. */
export const STATUS_MAP = {
  for_sale: 'active',
  active: 'active',
  pending: 'pending',
  under_contract: 'pending',
  sold: 'sold',
  off_market: 'off_market',
  withdrawn: 'off_market',
  expired: 'off_market',
} as const;

export type SubmittedStatus = keyof typeof STATUS_MAP;
export type StoredStatus = (typeof STATUS_MAP)[SubmittedStatus];

export const STORED_PROPERTY_TYPES = [
  'house', 'apartment', 'condo', 'townhouse', 'land', 'multi_family', 'commercial', 'other',
] as const;
export type StoredPropertyType = (typeof STORED_PROPERTY_TYPES)[number];

/** Words connectors use for a specific kind of property. */
const KINDS: Record<Exclude<StoredPropertyType, 'other'>, string[]> = {
  house: ['house', 'single_family', 'single_family_home', 'single_family_residence', 'sfh', 'sfr', 'detached',
    'semi_detached', 'detached_house', 'semi_detached_house', 'bungalow', 'cottage', 'villa', 'cabin', 'chalet',
    'farmhouse', 'ranch', 'home'],
  apartment: ['apartment', 'apt', 'flat', 'studio', 'penthouse', 'loft', 'maisonette'],
  condo: ['condo', 'condominium', 'co_op', 'coop', 'cooperative'],
  townhouse: ['townhouse', 'townhome', 'town_house', 'row_house', 'rowhouse', 'terraced', 'terraced_house',
    'end_of_terrace'],
  land: ['land', 'lot', 'lots_land', 'plot', 'acreage', 'vacant_land', 'farm', 'ranch_land'],
  multi_family: ['multi_family', 'multifamily', 'multi_unit', 'duplex', 'triplex', 'fourplex', 'quadplex',
    'apartment_building'],
  commercial: ['commercial', 'office', 'retail', 'industrial', 'warehouse', 'mixed_use', 'hotel', 'hospitality'],
};

const KIND_BY_WORD = new Map<string, StoredPropertyType>(
  Object.entries(KINDS).flatMap(([kind, words]) => words.map((w) => [w, kind as StoredPropertyType] as const)),
);

/** "Swimming Pool", "hasGarage", "A/C!" -> "swimming_pool", "has_garage", "a_c". Empty when nothing is left. */
export function snakeTag(text: string): string {
  return foldText(text.replace(/([a-z\d])([A-Z])/g, '$1_$2'))
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Features as deduplicated snake_case tags, in the order first seen. */
export function featureTags(features: readonly string[]): string[] {
  return [...new Set(features.map(snakeTag).filter(Boolean))];
}

export function mapStatus(status: SubmittedStatus): StoredStatus {
  return STATUS_MAP[status];
}

/**
 * The stored property_type is the specific kind: taken from the submitted type
 * when it names one, else (a broad class such as "residential") from the
 * subtype; a type nothing recognises is "other". Undefined when neither is given.
 */
export function mapPropertyType(type: string | undefined, subtype: string | undefined): StoredPropertyType | undefined {
  const typeWord = type ? snakeTag(type) : '';
  const subtypeWord = subtype ? snakeTag(subtype) : '';
  if (!typeWord && !subtypeWord) return undefined;
  return KIND_BY_WORD.get(typeWord) ?? KIND_BY_WORD.get(subtypeWord) ?? 'other';
}

/** Largest value numeric(14,2) holds; a ratio beyond it is not a price anyone means. */
const MAX_MONEY = 999_999_999_999.99;

/** Price per square metre, 2 decimals; null when either side is unknown. */
export function pricePerSqm(price: number | null, squareMeters: number | null): number | null {
  if (price === null || squareMeters === null || squareMeters <= 0) return null;
  const value = Math.round((price / squareMeters) * 100) / 100;
  return value <= MAX_MONEY ? value : null;
}
