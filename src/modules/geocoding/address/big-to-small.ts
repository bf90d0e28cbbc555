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

/** A ward or district of Japan or Korea written with its suffix: "Chiyoda-ku", "Gangnam-gu", "Haeundae-gun", "Suwon-si". */
const EAST_ASIAN_DISTRICT = /^\p{L}{2,}-(?:ku|gu|gun|shi|si)$/iu;
/** Japan's postal code ("100-0005") or Korea's ("06236"), which those countries may write first. */
const EAST_ASIAN_POSTCODE = /^(?:\d{3}-\d{4}|\d{5})$/;

/**
 * "100-0005 Tokyo Chiyoda-ku Marunouchi 1-6-3", "Seoul, Gangnam-gu, Zorble-ro 428": Japan and Korea write from the
 * postal code and the city down to the ward and the block or road. A city of one or two words without a digit, its
 * ward by the ward's suffix, then a part holding a number, are turned to the order the readers expect: "Marunouchi
 * 1-6-3, Chiyoda-ku Tokyo 100-0005". The ward is looked for among the first words only.
 */
export function withEastAsianOrderTurned(words: readonly Word[]): Word[] {
  const start = words[0] && EAST_ASIAN_POSTCODE.test(words[0].text) ? 1 : 0;
  const ward = words.findIndex((w, i) => i > start && i <= start + 2 && EAST_ASIAN_DISTRICT.test(w.text));
  if (ward < 0 || ward === words.length - 1) return [...words];
  const city = words.slice(start, ward);
  const smaller = words.slice(ward + 1);
  if (city.some((w) => /\d/.test(w.text)) || city.slice(0, -1).some((w) => w.comma)) return [...words];
  const last = smaller[smaller.length - 1]!;
  // The smaller part ends in its number; a postal code written last in a part of its own stays where it is read.
  if (!/\d/.test(last.text) || (smaller.length > 1 && smaller[smaller.length - 2]!.comma && EAST_ASIAN_POSTCODE.test(last.text))) return [...words];
  const plain = (w: Word, comma = false): Word => ({ text: w.text, comma });
  const code = start === 1 ? [plain(words[0]!)] : [];
  return [...smaller.map((w, i) => plain(w, w.comma || i === smaller.length - 1)), plain(words[ward]!), ...city.map((w) => plain(w)), ...code];
}
