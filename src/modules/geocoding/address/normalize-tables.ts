/**
 * Word tables of the offline address normaliser (normalize.ts). Each maps the
 * ways people write a word to one canonical spelling, so that variants of one
 * address hash alike. Canonical forms follow USPS Publication 28 (lower case).
 */

/** Street suffixes: canonical abbreviation -> other spellings. */
const SUFFIXES: Record<string, string[]> = {
  aly: ['alley', 'allee', 'ally'],
  anx: ['annex', 'anex', 'annx'],
  arc: ['arcade'],
  ave: ['avenue', 'av', 'aven', 'avenu', 'avn', 'avnue'],
  blvd: ['boulevard', 'boul', 'boulv'],
  br: ['branch', 'brnch'],
  brg: ['bridge', 'brdge'],
  brk: ['brook'],
  byp: ['bypass', 'bypa', 'bypas', 'byps'],
  cswy: ['causeway', 'causwa'],
  ctr: ['center', 'centre', 'cen', 'cent', 'centr', 'cnter', 'cntr'],
  cir: ['circle', 'circ', 'circl', 'crcl', 'crcle'],
  clf: ['cliff'],
  cmn: ['common'],
  cor: ['corner'],
  ct: ['court', 'crt'],
  cv: ['cove'],
  crk: ['creek'],
  cres: ['crescent', 'crsent', 'crsnt'],
  cyn: ['canyon', 'canyn', 'cnyn'],
  dr: ['drive', 'driv', 'drv'],
  est: ['estate'],
  ests: ['estates'],
  expy: ['expressway', 'exp', 'expr', 'express', 'expw'],
  ext: ['extension', 'extn', 'extnsn'],
  fls: ['falls'],
  fld: ['field'],
  flds: ['fields'],
  frk: ['fork'],
  frst: ['forest', 'forests'],
  fwy: ['freeway', 'freewy', 'frway', 'frwy'],
  gdn: ['garden', 'gardn', 'grden', 'grdn'],
  gdns: ['gardens'],
  gln: ['glen'],
  grn: ['green'],
  grv: ['grove', 'grov'],
  gtwy: ['gateway', 'gatewy', 'gatway', 'gtway'],
  hbr: ['harbor', 'harbour', 'harb', 'harbr', 'hrbor'],
  hl: ['hill'],
  hls: ['hills'],
  holw: ['hollow', 'hllw', 'hollows', 'holws'],
  hts: ['heights', 'ht'],
  hvn: ['haven'],
  hwy: ['highway', 'highwy', 'hiway', 'hiwy', 'hway'],
  is: ['island', 'islnd'],
  jct: ['junction', 'jction', 'jctn', 'junctn', 'juncton'],
  knl: ['knoll', 'knol'],
  lk: ['lake'],
  lks: ['lakes'],
  lndg: ['landing', 'lndng'],
  ln: ['lane'],
  mdw: ['meadow'],
  mdws: ['meadows', 'medows'],
  ml: ['mill'],
  mnr: ['manor'],
  mt: ['mount', 'mnt'],
  mtn: ['mountain', 'mntain', 'mntn', 'mountin', 'mtin'],
  mtwy: ['motorway'],
  opas: ['overpass'],
  pkwy: ['parkway', 'parkwy', 'pkway', 'pky', 'parkways', 'pkwys'],
  pl: ['place'],
  pln: ['plain'],
  plz: ['plaza', 'plza'],
  pt: ['point'],
  rdg: ['ridge', 'rdge'],
  rd: ['road'],
  riv: ['river', 'rvr', 'rivr'],
  rte: ['route'],
  shr: ['shore', 'shoar'],
  skwy: ['skyway'],
  spg: ['spring', 'spng', 'sprng'],
  sq: ['square', 'sqr', 'sqre', 'squ'],
  sta: ['station', 'statn', 'stn'],
  st: ['street', 'strt', 'str', 'saint'],
  ste: ['sainte'],
  smt: ['summit', 'sumit', 'sumitt'],
  ter: ['terrace', 'terr'],
  trce: ['trace', 'traces'],
  trl: ['trail', 'trails', 'trls'],
  tpke: ['turnpike', 'trnpk', 'turnpk'],
  tunl: ['tunnel', 'tunel', 'tunls', 'tunnels', 'tunnl'],
  vly: ['valley', 'vally', 'vlly'],
  vw: ['view'],
  vlg: ['village', 'vill', 'villag', 'villg', 'villiage'],
  vis: ['vista', 'vist', 'vst', 'vsta'],
  xing: ['crossing', 'crssng'],
  ft: ['fort', 'frt'],
  fl: ['floor', 'flr'],
};

const DIRECTIONALS: Record<string, string> = {
  north: 'n', south: 's', east: 'e', west: 'w',
  northeast: 'ne', northwest: 'nw', southeast: 'se', southwest: 'sw',
};

/** Ordinals spelled out, first to twentieth (also read by the offline parser's unit rules: "Third Floor"). */
export const ORDINALS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
  'eighteenth', 'nineteenth', 'twentieth',
];

function ordinalSuffix(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/** Every spelling -> canonical word (suffixes, directionals, ordinal words, Saint/Mount/Fort). */
export const CANONICAL_WORD: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [canonical, variants] of Object.entries(SUFFIXES)) for (const v of variants) map.set(v, canonical);
  for (const [word, abbr] of Object.entries(DIRECTIONALS)) map.set(word, abbr);
  ORDINALS.forEach((word, i) => map.set(word, `${i + 1}${ordinalSuffix(i + 1)}`));
  return map;
})();

/** Single-letter directionals that join into one when written apart ("N E" -> "ne"). */
export const JOINABLE_DIRECTIONALS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['n', new Set(['e', 'w'])],
  ['s', new Set(['e', 'w'])],
]);

/** Designators of a unit within a building; all mean the same thing for identity. */
export const UNIT_DESIGNATORS: ReadonlySet<string> = new Set([
  '#', 'apt', 'apartment', 'unit', 'suite', 'ste', 'room', 'rm', 'flat',
]);

/** ISO 3166-1 alpha-3 codes people write as a country, for the countries seen most. */
export const ALPHA3_TO_ALPHA2: Readonly<Record<string, string>> = {
  usa: 'US', can: 'CA', mex: 'MX', gbr: 'GB', irl: 'IE', deu: 'DE', fra: 'FR', esp: 'ES', prt: 'PT',
  ita: 'IT', nld: 'NL', bel: 'BE', lux: 'LU', che: 'CH', aut: 'AT', dnk: 'DK', swe: 'SE', nor: 'NO',
  fin: 'FI', isl: 'IS', pol: 'PL', cze: 'CZ', svk: 'SK', hun: 'HU', rou: 'RO', bgr: 'BG', grc: 'GR',
  hrv: 'HR', svn: 'SI', est: 'EE', lva: 'LV', ltu: 'LT', ukr: 'UA', tur: 'TR', isr: 'IL', are: 'AE',
  sau: 'SA', ind: 'IN', chn: 'CN', jpn: 'JP', kor: 'KR', sgp: 'SG', hkg: 'HK', twn: 'TW', tha: 'TH',
  mys: 'MY', idn: 'ID', phl: 'PH', vnm: 'VN', aus: 'AU', nzl: 'NZ', zaf: 'ZA', egy: 'EG', mar: 'MA',
  nga: 'NG', ken: 'KE', bra: 'BR', arg: 'AR', chl: 'CL', col: 'CO', per: 'PE', ury: 'UY', cri: 'CR',
  pan: 'PA', dom: 'DO', pri: 'PR', jam: 'JM', bhs: 'BS', rus: 'RU', cyp: 'CY', mlt: 'MT',
};

/** Letters that Unicode decomposition does not reduce to ASCII. */
export const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i',
};
