/**
 * "12 Main St, Norfolk", "77985 91st Dr., Columbia", "29922 Franklin Row Toledo": a house number and a street typed in
 * English, then one name and nothing else. The tail reads such a name as the country or the province it also spells
 * (Norfolk Island, Colombia misspelt, Spain's province of Toledo), and the address is left with no town; with no
 * postal code nor anything else after the street, the name is the town, when the place list knows one of it.
 */
import { isStrongSuffix } from './address-words';
import { streetCore } from './locality-split';
import type { ParsedAddress, PlaceDictionary } from './parsed-address';
import { knownTown } from './town-names';

/** City-states, named as their town is: "12 Orchard Rd, Singapore" names the country. */
const CITY_STATES = new Set(['SG', 'MC', 'VA', 'SM', 'LU', 'GI', 'HK', 'MO']);

export function withLoneNameAsTown(parsed: ParsedAddress, dict: PlaceDictionary): void {
  if (parsed.locality || parsed.postcode || !parsed.house_number || !parsed.street) return;
  if (parsed.country_code === 'US' || CITY_STATES.has(parsed.country_code ?? '')) return;
  const name = parsed.country && !parsed.region ? parsed.country : parsed.region && !parsed.country ? parsed.region : undefined;
  const core = streetCore(parsed.street.split(' '));
  if (!name || core.length < 2 || !isStrongSuffix(core[core.length - 1]!) || !knownTown(name.split(' '), dict)) return;
  parsed.locality = name;
  delete parsed.country;
  delete parsed.region;
  delete parsed.country_code;
}
