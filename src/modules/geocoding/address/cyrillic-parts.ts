/**
 * "197198 г. Санкт-Петербург ул. Съезжинская д. 10 кв. 40": Russia and Ukraine write each part of an address behind a
 * word that says what it is (город, улица, дом, квартира and their abbreviations), so where no comma parts them the
 * markers do: a comma is set before each, and after a six-digit postal code opening the address.
 */

/**
 * The markers that open a part: town, street types abbreviated (as they are written first; "Тверская улица" puts the
 * word in full after the name), house, flat; Ukrainian too.
 */
const PART_MARKER = /^(?:г\.|гор\.|м\.|с\.|пос\.|ул\.|пр\.|просп\.|пер\.|ш\.|наб\.|пл\.|вул\.|д\.|дом|буд\.|кв\.|корп\.|стр\.)$/iu;
const CYRILLIC = /\p{Script=Cyrillic}/u;

/** The markers of the house, whose part ends with the number after them ("дом 5 Зорблеград": the town follows). */
const HOUSE_MARKER = /^(?:д\.|дом|буд\.)$/iu;

export function withCyrillicParts(text: string): string {
  if (text.includes(',') || !CYRILLIC.test(text)) return text;
  const words = text.split(' ');
  return words
    .map((word, i) => {
      const next = words[i + 1];
      if (next === undefined) return word;
      const ends = (i === 0 && /^\d{6}$/.test(word)) || PART_MARKER.test(next) || (i > 0 && HOUSE_MARKER.test(words[i - 1]!) && /^\d/.test(word));
      return ends ? `${word},` : word;
    })
    .join(' ');
}
