/**
 * Singapore's housing estates (HDB) number their blocks and their roads: "Blk 123 Ang Mo Kio Ave 3 #05-45 Singapore
 * 560123" is block 123 (the house number) on Ang Mo Kio Avenue 3, floor 5 unit 45. Elsewhere a number after the
 * street's type is a unit ("Linden Dr 512") and "Blk" a unit's designator (the Philippines' "Lot 3 Blk 7"), so these
 * readings hold only where the address names Singapore.
 */
import { isStrongSuffix } from './address-words';
import type { ParsedAddress } from './parsed-address';

/** The address names Singapore (the town and the country). */
export function namesSingapore(text: string): boolean {
  return /\bsingapore\b/i.test(text);
}

/** "Blk 123 Ang Mo Kio", "Block 88 Tampines": the block's marker opening the address or a part, before its number and a name. */
const BLOCK_FIRST = /(^|,\s*)(?:blk|block)\.?\s+(\d+[A-Za-z]?)(?=\s+\p{L})/giu;

/** "Blk 123 Ang Mo Kio Ave 3" -> "123 Ang Mo Kio Ave 3": in Singapore the block's number is the house number. */
export function withBlockAsNumber(text: string): string {
  return namesSingapore(text) ? text.replace(BLOCK_FIRST, '$1$2') : text;
}

/**
 * "Ang Mo Kio Ave 3", "Tampines Street 81": the road's own number, which the unit readers took as a bare unit after the
 * type, goes back to the street (a unit there is written "#05-45").
 */
export function withRoadNumberBack(parsed: ParsedAddress): void {
  const street = parsed.street?.split(' ') ?? [];
  const unit = parsed.unit?.split(' ') ?? [];
  const at = unit.findIndex((w) => /^\d{1,3}[A-Za-z]?$/.test(w));
  if (at < 0 || street.length < 2 || !isStrongSuffix(street[street.length - 1]!)) return;
  parsed.street = `${parsed.street} ${unit[at]}`;
  const rest = unit.filter((_w, i) => i !== at).join(' ');
  if (rest) parsed.unit = rest;
  else delete parsed.unit;
}
