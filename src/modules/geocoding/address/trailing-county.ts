import { isNameWord } from './address-words';
import type { Word } from './parsed-address';
import { US_ZIP } from './postcodes';
import { regionByCode, regionByName } from './regions';

/** A US county's last word: County, Cnty, Co. (with its dot: bare CO is Colorado), Parish (Louisiana). */
const COUNTY_WORD = /^(?:county|cnty|co\.|parish)$/i;

function endsUsState(words: readonly Word[]): boolean {
  const last = words[words.length - 1]?.text.replace(/\.$/, '');
  if (last === undefined) return false;
  if (US_ZIP.test(last) || regionByCode(last)?.country === 'US') return true;
  const two = words.slice(-2).map((w) => w.text).join(' ');
  return regionByName(last)?.country === 'US' || (words.length >= 2 && !words[words.length - 2]!.comma && regionByName(two)?.country === 'US');
}

/**
 * "..., Benton, KY 42025, Marshall County", "... LA 70601 Calcasieu Parish USA": directories and listings write the
 * county after the state and ZIP, not before them. Its name (one to three words) and County, right after a US ZIP or
 * a US state, is the county; left in, it is read as the town and the state and ZIP before it are lost. Returns how
 * many words it takes, 0 when the words do not end so.
 */
export function trailingUsCounty(words: readonly Word[]): number {
  if (!COUNTY_WORD.test(words[words.length - 1]?.text ?? '')) return 0;
  for (let n = 2; n <= 4 && n < words.length; n++) {
    const name = words.slice(words.length - n, -1);
    if (name.some((w) => w.comma || !isNameWord(w.text))) return 0;
    if (endsUsState(words.slice(0, words.length - n))) return n;
  }
  return 0;
}
