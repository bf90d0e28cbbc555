/**
 * Country names as people write them at the end of an address, in the
 * languages addresses here mostly come in, built from the ICU data every Node
 * ships (Intl.DisplayNames) plus the usual informal aliases.
 */
export interface CountryInfo {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  /** English short name ("Germany"). */
  readonly name: string;
}

const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv', 'nb', 'da', 'fi', 'cs', 'ro', 'ru', 'ja', 'ko', 'zh'];
// Groupings, pseudo-regions and withdrawn codes (DD would claim "Deutschland" before DE; VD, North Vietnam's, is Vaud's).
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AN', 'BU', 'CS', 'DD', 'FX', 'NT', 'SU', 'TP', 'VD', 'YU', 'ZR']);

const ALIASES: Record<string, string> = {
  usa: 'US', 'u.s.a.': 'US', 'u.s.': 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', 'u.k.': 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', gbr: 'GB', deu: 'DE', brd: 'DE', oesterreich: 'AT', holland: 'NL',
  'the netherlands': 'NL', 'republic of korea': 'KR', 'korea': 'KR', 'russian federation': 'RU',
  'российская федерация': 'RU', 'czech republic': 'CZ', 'people\'s republic of china': 'CN', prc: 'CN',
  uae: 'AE', 'west indies': 'JM',
  // Names ICU has since replaced or lengthened, which addresses still carry ("Turkey", "Hong Kong SAR China").
  turkey: 'TR', 'hong kong': 'HK', 'hong kong sar': 'HK', macau: 'MO', macao: 'MO', 'ivory coast': 'CI', burma: 'MM',
  swaziland: 'SZ', macedonia: 'MK', 'viet nam': 'VN', palestine: 'PS', 'dr congo': 'CD', 'drc': 'CD',
  'democratic republic of the congo': 'CD', 'republic of the congo': 'CG', 'vatican city': 'VA', 'holy see': 'VA',
  'east timor': 'TL', 'republic of ireland': 'IE', eire: 'IE', 'republic of south africa': 'ZA', rsa: 'ZA',
  'the bahamas': 'BS', 'the gambia': 'GM', 'lao pdr': 'LA', bosnia: 'BA', ksa: 'SA', hellas: 'GR', nippon: 'JP',
  nihon: 'JP', rossiya: 'RU', россия: 'RU', 'republica dominicana': 'DO', 'república dominicana': 'DO',
  // Own names written in Latin letters ("..., Wellington 6011, Aotearoa", "..., 105 63 Athina, Ellada").
  aotearoa: 'NZ', ellada: 'GR', elláda: 'GR',
  // Long forms people write on letters where ICU gives the short one ("Česko", "Slovensko", "Deutschland").
  'česká republika': 'CZ', 'ceska republika': 'CZ', 'slovenská republika': 'SK', 'slovenska republika': 'SK',
  'bundesrepublik deutschland': 'DE', 'republik österreich': 'AT', 'republic of singapore': 'SG',
  'kingdom of saudi arabia': 'SA', 'republic of the philippines': 'PH', 'united mexican states': 'MX',
  // ISO 3166-1 alpha-3, as forms and shipping labels write the country ("..., ON M5C 1R6, CAN"); not IND, PER or COL,
  // which are also Indiana's old abbreviation, a word and Mexico's colonia.
  can: 'CA', mex: 'MX', fra: 'FR', esp: 'ES', ita: 'IT', nld: 'NL', nor: 'NO', pol: 'PL', prt: 'PT', swe: 'SE',
  rou: 'RO', aus: 'AU', nzl: 'NZ', cze: 'CZ', bra: 'BR', aut: 'AT', che: 'CH', bel: 'BE', dnk: 'DK', fin: 'FI',
  irl: 'IE', jpn: 'JP', chn: 'CN', arg: 'AR', chl: 'CL', zaf: 'ZA', rus: 'RU', tur: 'TR', grc: 'GR', hun: 'HU',
  svk: 'SK', hrv: 'HR', svn: 'SI', isr: 'IL', kor: 'KR', phl: 'PH', sgp: 'SG', mys: 'MY', tha: 'TH', vnm: 'VN',
  idn: 'ID', lux: 'LU', isl: 'IS', est: 'EE', ltu: 'LT', lva: 'LV', bgr: 'BG', srb: 'RS', ukr: 'UA', pri: 'PR',
};

/**
 * A country's name in its own language(s), for countries whose language LANGUAGES leaves out ("Magyarország",
 * "Ελλάδα", "Hrvatska"): addresses are written there in it, the country's name last.
 */
const ENDONYMS: Array<[language: string, code: string]> = [
  ['tr', 'TR'], ['el', 'GR'], ['el', 'CY'], ['hu', 'HU'], ['uk', 'UA'], ['sr-Latn', 'RS'], ['sr', 'RS'], ['hr', 'HR'],
  ['sl', 'SI'], ['lt', 'LT'], ['lv', 'LV'], ['et', 'EE'], ['bg', 'BG'], ['is', 'IS'], ['sk', 'SK'], ['ga', 'IE'],
  ['lb', 'LU'], ['he', 'IL'], ['vi', 'VN'], ['sq', 'AL'], ['bs', 'BA'], ['mk', 'MK'], ['be', 'BY'], ['fil', 'PH'],
];

const byName = new Map<string, CountryInfo>();
const byCode = new Map<string, CountryInfo>();

/**
 * Case, spacing and dots do not matter: "U.S.A." and "U.S.A" are "usa", "St. Lucia" is "st lucia"; nor whether
 * "and" or "Saint" is written out: ICU's English names use "&" and "St." ("Trinidad & Tobago", "St. Kitts & Nevis"),
 * addresses as often "and" and "Saint".
 */
function key(text: string): string {
  return text.toLowerCase().normalize('NFC').replace(/\./g, '').replace(/\s*&\s*/g, ' and ').replace(/\bsaint\b/g, 'st').replace(/\s+/g, ' ').trim();
}

function build(): void {
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const names = LANGUAGES.map((lang) => new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' }));
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = english.of(code);
      if (!name || name === code || NOT_COUNTRIES.has(code) || /unknown/i.test(name)) continue;
      const info: CountryInfo = { code, name };
      byCode.set(code, info);
      for (const display of names) {
        const local = display.of(code);
        if (local && local !== code && !byName.has(key(local))) byName.set(key(local), info);
      }
    }
  }
  for (const [language, code] of ENDONYMS) {
    const info = byCode.get(code);
    const local = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code);
    if (info && local && !byName.has(key(local))) byName.set(key(local), info);
  }
  for (const [alias, code] of Object.entries(ALIASES)) {
    const info = byCode.get(code);
    if (info) byName.set(key(alias), info);
  }
}
build();

/** "Deutschland", "United Kingdom", "USA" -> the country; undefined otherwise. ISO codes are not names here. */
export function countryByName(text: string): CountryInfo | undefined {
  return byName.get(key(text));
}

/** "DE", "gb" -> the country (ISO alpha-2 only). */
export function countryByCode(text: string): CountryInfo | undefined {
  return /^[A-Za-z]{2}$/.test(text) ? byCode.get(text.toUpperCase()) : undefined;
}

/** Longest country name or alias, in words (for suffix matching). */
export const MAX_COUNTRY_NAME_WORDS = 5;
