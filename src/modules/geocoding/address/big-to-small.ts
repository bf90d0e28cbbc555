/**
 * Addresses written from the largest place to the smallest, as Russia, much of Eastern Europe and East Asia write them
 * (and as forms that ask for the country first produce): "Россия, Москва, ул. Тверская, д. 7", "Deutschland, 10115
 * Berlin, Hauptstraße 5". The readers expect the country last and the town after the street; this module puts a
 * country written first at the end, and tells a town written first, before the street's part.
 */
import { countryByName } from './countries';
import { segmentsOf, type Word } from './parsed-address';
import { US_ZIP } from './postcodes';
import { regionByCode, regionByName } from './regions';

/**
 * "Россия, Москва, ул. Тверская, д. 7": a first part that is a country's name, with two parts or more after it, is the
 * country written first; it is moved to the end, where the tail reader (tail.ts) takes it. Not with one part after it:
 * "Georgia, 12 Main St" or "Jersey, 5 Parade" may as well name a state or an island as the place the rest is in.
 */
export function withCountryLast(words: readonly Word[]): Word[] {
  const segments = segmentsOf(words);
  const first = segments[0];
  if (segments.length < 3 || !first || first.some((w) => /\d/.test(w.text))) return [...words];
  if (!countryByName(first.map((w) => w.text).join(' ')) || endsInStateAndZip(segments)) return [...words];
  const moved = [...segments.slice(1), first].map((segment, i, all) =>
    segment.map((w, k) => (k === segment.length - 1 ? { text: w.text, comma: i < all.length - 1 } : w)),
  );
  return moved.flat();
}

/**
 * "PO Box 12, Lebanon, PA, 17042", "Jordan, MN, 55352": an American state and ZIP end the address, so the first part is
 * the town, however many countries share its name (Lebanon, Jordan, Peru, Mexico); no address written from the country
 * down ends so.
 */
function endsInStateAndZip(segments: readonly Word[][]): boolean {
  const words = segments.flat().map((w) => w.text);
  const [state, zip] = [words[words.length - 2], words[words.length - 1]];
  if (!state || !zip || !US_ZIP.test(zip)) return false;
  return (regionByCode(state) ?? regionByName(state))?.country === 'US';
}
