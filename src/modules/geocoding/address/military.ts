import type { ParsedAddress } from './parsed-address';

/** The armed forces' "states" (USPS Publication 28): Americas, Europe, Pacific. */
const MILITARY_STATE = /^a[aep]$/i;
/** Their post offices, which stand where the town does: Army/Air, Fleet and Diplomatic. */
const MILITARY_POST_OFFICE = /^(?:apo|fpo|dpo)$/i;

/**
 * "USS Zorble FPO AP 96336", "HHC 1st Bde FPO AE 09012": before the military post office come the ship's or unit's
 * name, which is no part of the town; the post office alone is. The words before it are kept as the unit.
 */
export function withMilitaryPostOfficeAlone(parsed: ParsedAddress): void {
  const words = parsed.locality?.split(' ') ?? [];
  const office = words[words.length - 1];
  if (words.length < 2 || !office || !MILITARY_POST_OFFICE.test(office) || !MILITARY_STATE.test(parsed.region ?? '')) return;
  parsed.unit = [words.slice(0, -1).join(' '), parsed.unit].filter(Boolean).join(' ');
  parsed.locality = office;
}
