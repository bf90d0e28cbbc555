/**
 * The labels every source is mapped to before components are built: the
 * parser service's libpostal labels, Nominatim's addressdetails and the
 * offline parser all end up here. Values are as written in the input where
 * the source keeps them.
 */
export interface ParsedAddress {
  house_number?: string;
  street?: string;
  unit?: string;
  po_box?: string;
  /** Suburb or district below the locality; kept for the formatted line only when nothing better exists. */
  suburb?: string;
  locality?: string;
  /** County (administrative_area_level_2). */
  county?: string;
  /** State or province (administrative_area_level_1). */
  region?: string;
  postcode?: string;
  country?: string;
  /** ISO 3166-1 alpha-2 when known. */
  country_code?: string;
}

/** Known places, for telling a town from the end of a street name. */
export interface PlaceDictionary {
  isLocality(text: string): boolean;
  isRegion(text: string): boolean;
}

/** One word of the input and whether a comma followed it. */
export interface Word {
  readonly text: string;
  readonly comma: boolean;
}

export function toWords(text: string): Word[] {
  const words: Word[] = [];
  for (const raw of text.replace(/,/g, ', ').split(/\s+/)) {
    if (!raw) continue;
    if (raw === ',') {
      const last = words.pop();
      if (last) words.push({ text: last.text, comma: true });
      continue;
    }
    const comma = raw.endsWith(',');
    const word = raw.replace(/,+$/, '');
    if (word) words.push({ text: word, comma });
  }
  return words;
}

export function joinWords(words: readonly Word[]): string {
  return words.map((w) => w.text).join(' ');
}

/** Splits at commas into runs of words. */
export function segmentsOf(words: readonly Word[]): Word[][] {
  const segments: Word[][] = [];
  let current: Word[] = [];
  for (const word of words) {
    current.push(word);
    if (word.comma) {
      segments.push(current);
      current = [];
    }
  }
  if (current.length > 0) segments.push(current);
  return segments;
}
