import type { Word } from './parsed-address';
import { US_ZIP } from './postcodes';
import { regionByCode } from './regions';
import type { Tail } from './tail-words';

/** One letter, perhaps with its dot: a half of a state's code written apart ("d c", "N. Y."). */
const HALF = /^[A-Za-z]\.?$/;
/** North or south and then east or west: a directional written apart ("Main St N E"), not Nebraska. */
const COMPOUND_DIRECTIONAL = /^[ns]\.?[ew]\.?$/i;

/**
 * "12 Zorble St NW Washington D C 20001", "Zorbleton N Y 10001": a US state's code written as two letters apart, right
 * before the ZIP, is the region; left, it is read as the end of the town's name.
 */
export function takeSpacedStateCode(t: Tail): boolean {
  const w: readonly Word[] = t.rest;
  const [first, second] = [w[w.length - 2], w[w.length - 1]];
  if (t.region !== undefined || !t.postcode || !US_ZIP.test(t.postcode) || !first || !second || first.comma) return false;
  if (!HALF.test(first.text) || !HALF.test(second.text)) return false;
  const code = `${first.text}${second.text}`;
  const region = regionByCode(code.replace(/\./g, ''));
  if (region?.country !== 'US' || COMPOUND_DIRECTIONAL.test(code)) return false;
  t.region = `${first.text} ${second.text}`;
  t.regionInfo = region;
  t.rest = w.slice(0, -2);
  return true;
}
