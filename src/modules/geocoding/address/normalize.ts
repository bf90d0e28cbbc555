import { createHash } from 'node:crypto';
import type { StructuredAddress } from '../geocoding.types';
import { countryByCode, countryByName } from './countries';
import {
  ALPHA3_TO_ALPHA2,
  CANONICAL_WORD,
  JOINABLE_DIRECTIONALS,
  SPECIAL_LETTERS,
  UNIT_DESIGNATORS,
} from './normalize-tables';
import { regionByCode, regionByName } from './regions';

/**
 * An address reduced to one canonical spelling, offline and deterministically:
 * the identity of a property (address_hash) never depends on a provider's
 * answer, its availability or its version.
 */
export interface NormalizedAddress {
  /** "100 n main st #4b": number, words in canonical spelling, unit last. */
  readonly street: string;
  readonly city: string;
  /** Region code when the region is known ("tx"), else the folded text. */
  readonly state: string;
  /** 5 digits for US ZIP and ZIP+4; other codes upper case without spaces. */
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2 when recognised (also inferred from a US state or ZIP); else folded text; "" unknown. */
  readonly country: string;
  /** One line, upper case: "100 N MAIN ST #4B, AUSTIN, TX 78701, US". */
  readonly formatted: string;
  /** sha256 hex of the parts above: equal addresses, equal hash. */
  readonly hash: string;
}

/** Codes ICU knows that are not ISO alpha-2 of today (UK is GB; "Deutschland" resolves to the withdrawn DD). */
const SUCCESSOR_CODES: Readonly<Record<string, string>> = { UK: 'GB', DD: 'DE', SU: 'RU', YU: 'RS', CS: 'RS', ZR: 'CD', TP: 'TL', BU: 'MM', AN: 'CW' };

const US_ZIP = /^(\d{5})-?(\d{4})?$/;
const UNIT_ID = /^(?:[a-z]{0,2}\d[a-z\d-]*|[a-z])$/;
const ATTACHED_UNIT = /^(apt|unit|ste|suite|rm|room)(\d[a-z\d-]*)$/;

/** Lower case, no accents, no apostrophes or dots; other punctuation and symbols become space. Hyphens stay (callers decide). */
export function foldText(text: string | null | undefined): string {
  if (!text) return '';
  // Most addresses are plain ASCII: no accents to take off.
  const letters = /^[\x20-\x7e]*$/.test(text)
    ? text.toLowerCase()
    : text
        // Invisible characters (soft hyphen, zero-width space and joiners, BOM, variation selectors) are no part of a
        // word: "Ma\u00ADple" is "Maple", not two words.
        .replace(/\p{Default_Ignorable_Code_Point}/gu, '')
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßæœøłđðþı]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
  return letters
    .replace(/['’‘`´.]/g, '')
    .replace(/&/g, ' and ')
    .replace(/#/g, ' # ')
    // Letters and digits of every script stay: "1 улица Ленина" and "1 проспект Мира" are two addresses.
    .replace(/[^\p{L}\p{N}\s\-#/]/gu, ' ')
    // A slash stays only in a fraction ("1/2").
    .replace(/(?<!\d)\/|\/(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Hyphens join digits ("12-14") and nothing else: "Wilkes-Barre" is "wilkes barre". */
function splitHyphens(tokens: string[]): string[] {
  return tokens.flatMap((t) => t.replace(/(?<!\d)-|-(?!\d)/g, ' ').split(' ')).filter(Boolean);
}

function stripLeadingZeros(token: string): string {
  return /^\d/.test(token) ? token.replace(/^0+(?=\d)/, '') : token;
}

/** Takes the first "designator id" pair out of the tokens; every designator counts as one ("#"). */
function extractUnit(tokens: string[]): { rest: string[]; unit: string } {
  const expanded = tokens.flatMap((t) => {
    const attached = ATTACHED_UNIT.exec(t);
    return attached ? [attached[1]!, attached[2]!] : [t];
  });
  for (let i = 0; i < expanded.length - 1; i++) {
    if (!UNIT_DESIGNATORS.has(expanded[i]!)) continue;
    let j = i + 1;
    if (expanded[j] === '#' && j + 1 < expanded.length) j++;
    const id = expanded[j]!.replace(/-/g, '');
    // "Ste Genevieve" is a name, not Suite G.
    if (!UNIT_ID.test(id)) continue;
    return { rest: [...expanded.slice(0, i), ...expanded.slice(j + 1)], unit: stripLeadingZeros(id) };
  }
  return { rest: expanded.filter((t) => t !== '#'), unit: '' };
}

/** Canonical spelling of each word, joined directionals ("n e" -> "ne"). */
function canonicalWords(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const word = CANONICAL_WORD.get(token) ?? token;
    const previous = out[out.length - 1];
    if (previous && JOINABLE_DIRECTIONALS.get(previous)?.has(word)) {
      out[out.length - 1] = previous + word;
      continue;
    }
    out.push(word);
  }
  return out;
}

export function normalizeStreet(street: string | null | undefined): string {
  const { rest, unit } = extractUnit(foldText(street).split(' ').filter(Boolean));
  const words = canonicalWords(splitHyphens(rest).filter((t) => t !== '#'));
  if (words.length > 0) words[0] = stripLeadingZeros(words[0]!);
  return [...words, ...(unit ? [`#${unit}`] : [])].join(' ');
}

export function normalizeCity(city: string | null | undefined): string {
  return canonicalWords(splitHyphens(foldText(city).split(' '))).join(' ');
}

function normalizeRegion(state: string | null | undefined): { code: string; country?: string } {
  const text = state?.trim() ?? '';
  if (!text) return { code: '' };
  const region = regionByCode(text) ?? regionByName(text) ?? regionByName(foldText(text));
  if (region) return { code: region.code.toLowerCase(), country: region.country };
  return { code: normalizeCity(text) };
}

export function normalizeCountry(country: string | null | undefined): string {
  const text = country?.trim() ?? '';
  if (!text) return '';
  const folded = foldText(text);
  const found = countryByCode(text) ?? countryByName(text) ?? countryByName(folded);
  if (found) return SUCCESSOR_CODES[found.code] ?? found.code;
  return ALPHA3_TO_ALPHA2[folded.replace(/\s/g, '')] ?? folded;
}

function normalizePostalCode(postal: string | null | undefined, country: string): string {
  const compact = (postal ?? '').toUpperCase().replace(/[\s.]/g, '');
  const zip = US_ZIP.exec(compact);
  if (zip && (country === 'US' || country === '')) return zip[1]!;
  return compact.replace(/-/g, '');
}

function formatLine(parts: { street: string; city: string; state: string; postalCode: string; country: string }): string {
  const region = [parts.state, parts.postalCode].filter(Boolean).join(' ');
  return [parts.street, parts.city, region, parts.country].filter(Boolean).join(', ').toUpperCase();
}

export function normalizeAddress(address: StructuredAddress): NormalizedAddress {
  const street = normalizeStreet(address.street);
  const city = normalizeCity(address.city);
  const region = normalizeRegion(address.state);
  let country = normalizeCountry(address.country);
  // Without a country, a US state says US: "..., TX 78701" and "..., TX 78701, USA" are one place.
  if (!country && region.country === 'US') country = 'US';
  const postalCode = normalizePostalCode(address.postal_code, country);
  const parts = { street, city, state: region.code, postalCode, country };
  const hash = createHash('sha256')
    .update(['v1', street, city, region.code, postalCode, country].join('|'))
    .digest('hex');
  return { ...parts, formatted: formatLine(parts), hash };
}

/** The dedupe key of spec 2.2: the hash of the offline normalisation. */
export function addressHash(address: StructuredAddress): string {
  return normalizeAddress(address).hash;
}
