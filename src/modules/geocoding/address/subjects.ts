/**
 * Regions of Russia and its neighbours (Ukraine, Belarus, Kazakhstan) as their addresses name them: by the kind of
 * region written after an adjective ("Ленинградская область", "Ленинградской области", "Свердловская обл.",
 * "Краснодарский край", "Чеченская Республика", "Ханты-Мансийский автономный округ"), by "Республика" written first
 * ("Республика Татарстан"), or, for the republics people name alone, by the name ("Карелия", "Татарстан").
 */

/** The kind of region, written after its adjective, in the nominative or the genitive, and abbreviated. */
const KIND_AFTER = /^(?:область|области|обл\.?|край|края|округ|округа|ао|республика|республики|респ\.?)$/iu;
/** "Республика Татарстан", "Респ. Коми": the kind written first. */
const KIND_BEFORE = /^(?:республика|респ\.?)$/iu;
/** "автономный округ", "автономная область": a second word of the kind. */
const AUTONOMOUS = /^(?:автономн(?:ый|ая|ого|ой)|авт\.?)$/iu;
/** A word of a region's name: Cyrillic letters, a hyphen between ("Кабардино-Балкарская"). */
const NAME = /^\p{Script=Cyrillic}+(?:-\p{Script=Cyrillic}+)*$/u;

/** The republics of Russia by the names written alone, without "Республика". */
const REPUBLICS = new Set(
  [
    'адыгея', 'алтай', 'башкортостан', 'башкирия', 'бурятия', 'дагестан', 'ингушетия', 'кабардино-балкария',
    'калмыкия', 'карачаево-черкесия', 'карелия', 'коми', 'крым', 'мордовия', 'якутия', 'татарстан', 'тыва', 'тува',
    'удмуртия', 'хакасия', 'чечня', 'чувашия',
  ],
);

/** How many of the last words name such a region (0 when none does). */
export function subjectAtEnd(words: readonly string[]): number {
  const last = words[words.length - 1];
  const before = words[words.length - 2];
  if (!last || !before) return 0;
  if (KIND_AFTER.test(last) && NAME.test(before) && !KIND_BEFORE.test(before)) {
    const third = words[words.length - 3];
    return AUTONOMOUS.test(before) && third !== undefined && NAME.test(third) ? 3 : 2;
  }
  if (KIND_BEFORE.test(before) && NAME.test(last)) return 2;
  const third = words[words.length - 3];
  if (third !== undefined && KIND_BEFORE.test(third) && NAME.test(before) && NAME.test(last)) return 3;
  return REPUBLICS.has(last.toLowerCase()) ? 1 : 0;
}

/**
 * "г. Зорблоград", "город Зорблоград", Ukraine's "м. Зорблів" (місто) and villages' "с." (село), "пос." and "смт": a word
 * that says a town's name follows.
 */
const TOWN_MARKER = /^(?:г\.|гор\.|город|м\.|місто|с\.|село|пос\.|посёлок|смт)$/iu;

export function isTownMarker(word: string | undefined): boolean {
  return word !== undefined && TOWN_MARKER.test(word);
}
