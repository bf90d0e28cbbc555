/**
 * First-level regions written as abbreviations or names at the end of an
 * address: US states and territories, Canadian provinces, Australian states.
 * Used to recognise the region (and that the address is likely from that
 * country) before the street parser sees the text.
 */
export interface RegionInfo {
  /** Postal abbreviation ("TX"). */
  readonly code: string;
  /** Full name ("Texas"). */
  readonly name: string;
  /** ISO 3166-1 alpha-2 country of the region. */
  readonly country: 'US' | 'CA' | 'AU';
}

const US: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky',
  LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota',
  OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
  GU: 'Guam', VI: 'Virgin Islands', AS: 'American Samoa', MP: 'Northern Mariana Islands',
};

const CA: Record<string, string> = {
  AB: 'Alberta', BC: 'British Columbia', MB: 'Manitoba', NB: 'New Brunswick', NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia', NT: 'Northwest Territories', NU: 'Nunavut', ON: 'Ontario', PE: 'Prince Edward Island',
  QC: 'Quebec', SK: 'Saskatchewan', YT: 'Yukon',
};

const AU: Record<string, string> = {
  NSW: 'New South Wales', VIC: 'Victoria', QLD: 'Queensland', SA: 'South Australia', WA: 'Western Australia',
  TAS: 'Tasmania', ACT: 'Australian Capital Territory', NT: 'Northern Territory',
};

const byCode = new Map<string, RegionInfo>();
const byName = new Map<string, RegionInfo>();

function add(table: Record<string, string>, country: RegionInfo['country']): void {
  for (const [code, name] of Object.entries(table)) {
    const info: RegionInfo = { code, name, country };
    // The first table wins a shared code (WA, NT): US addresses are the common case here.
    if (!byCode.has(code)) byCode.set(code, info);
    byName.set(name.toLowerCase(), info);
  }
}
add(US, 'US');
add(CA, 'CA');
add(AU, 'AU');
// Names that differ from the table only in spelling people use.
byName.set('québec', byName.get('quebec')!);
byName.set('newfoundland', byName.get('newfoundland and labrador')!);

/**
 * The US armed forces' mail "states" (AA the Americas, AE Europe and Africa, AP the Pacific), written after the
 * military post office that stands for the town ("APO AE 09012", "FPO AP 96349", "DPO AE 09498"). Only there: AE is
 * also the Emirates' country code.
 */
const MILITARY_STATES: Record<string, string> = { AA: 'Armed Forces Americas', AE: 'Armed Forces Europe', AP: 'Armed Forces Pacific' };
const MILITARY_POST_OFFICE = /^(?:apo|fpo|dpo)$/i;

export function militaryRegion(text: string, before: string | undefined): RegionInfo | undefined {
  const code = text.replace(/\./g, '').toUpperCase();
  const name = MILITARY_STATES[code];
  return name && before !== undefined && MILITARY_POST_OFFICE.test(before) ? { code, name, country: 'US' } : undefined;
}

/** "TX", "tx", "N.Y." -> the region; undefined otherwise. */
export function regionByCode(text: string): RegionInfo | undefined {
  const compact = text.replace(/\./g, '').toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(compact)) return undefined;
  return byCode.get(compact);
}

/** "Texas", "NEW YORK", "District of Columbia" -> the region; undefined otherwise. */
export function regionByName(text: string): RegionInfo | undefined {
  return byName.get(text.toLowerCase().replace(/\s+/g, ' ').trim());
}

/**
 * US states and Canadian provinces as newspapers, the GPO style manual and
 * older lists abbreviate them ("Calif.", "Penna", "W. Va.", "Ont.", "Sask.", "PQ"),
 * keyed without dots or spaces. Postal codes are not repeated here:
 * regionByCode reads those.
 */
const OLD_ABBREVIATIONS: Record<string, string> = {
  ala: 'AL', alas: 'AK', ariz: 'AZ', ark: 'AR', cal: 'CA', calif: 'CA', colo: 'CO', conn: 'CT', del: 'DE',
  fla: 'FL', ill: 'IL', ind: 'IN', kan: 'KS', kans: 'KS', mass: 'MA', mich: 'MI', minn: 'MN', miss: 'MS',
  mont: 'MT', neb: 'NE', nebr: 'NE', nev: 'NV', nmex: 'NM', ndak: 'ND', sdak: 'SD', okla: 'OK', ore: 'OR',
  oreg: 'OR', penn: 'PA', penna: 'PA', tenn: 'TN', tex: 'TX', wash: 'WA', wva: 'WV', wis: 'WI', wisc: 'WI',
  wyo: 'WY', ont: 'ON', que: 'QC', man: 'MB', sask: 'SK', alta: 'AB', nfld: 'NL', pei: 'PE',
  // Canada Post's codes before 1990 and 2001 (PQ Québec, NF Newfoundland), and the territories' short forms (N.W.T., Nvt.).
  pq: 'QC', nf: 'NL', nwt: 'NT', nvt: 'NU',
};

/** Abbreviations that are also everyday words or names ("Penn Ave", "Ill", "Wash"): a state only when the writing says so. */
const WORDLIKE_ABBREVIATIONS = new Set(['ala', 'ark', 'cal', 'del', 'ill', 'ind', 'mass', 'miss', 'mont', 'ore', 'penn', 'tex', 'wash', 'man', 'que', 'ont']);

/** "N. C." spelled out in dotted letters says North Carolina; "N. E." is a directional as often as Nebraska. */
const DOTTED_LETTERS = /^[a-z]\.\s*[a-z]\.?$/i;

function compact(text: string): string {
  return text.toLowerCase().replace(/[.\s]/g, '');
}

/**
 * "Calif.", "Penna", "W. Va.", "N. C." -> the US state, "Ont." -> the province; undefined otherwise.
 * `wordlike` says the abbreviation is also a word, to be trusted only with a
 * dot, a comma before it or a postal code after it.
 */
export function regionByAbbreviation(text: string): { info: RegionInfo; wordlike: boolean } | undefined {
  const key = compact(text);
  if (DOTTED_LETTERS.test(text.trim()) && key !== 'ne') {
    const info = regionByCode(key);
    return info?.country === 'US' ? { info, wordlike: false } : undefined;
  }
  const code = OLD_ABBREVIATIONS[key];
  const info = code ? byCode.get(code) : undefined;
  return info ? { info, wordlike: WORDLIKE_ABBREVIATIONS.has(key) && !text.includes('.') } : undefined;
}

/** Longest region name, in words (for suffix matching). */
export const MAX_REGION_NAME_WORDS = 4;

/**
 * Counties of the United Kingdom as addresses still write them after the town: England's ceremonial counties, the
 * historic ones Royal Mail used as postal counties with their abbreviations, Welsh preserved counties, Scottish
 * council areas and Northern Ireland's six (those that are also towns' names, Durham or Antrim, only as "County X";
 * Bristol, a county and its one city, not at all: written before the postal code it is the post town).
 */
const UK_COUNTIES = new Set(
  [
    'bedfordshire', 'beds', 'berkshire', 'berks', 'buckinghamshire', 'bucks', 'cambridgeshire', 'cambs',
    'cheshire', 'cornwall', 'cumbria', 'cumberland', 'derbyshire', 'derbys', 'devon', 'dorset', 'east sussex',
    'e sussex', 'east yorkshire', 'east riding of yorkshire', 'essex', 'gloucestershire', 'glos', 'greater london',
    'greater manchester', 'hampshire', 'hants', 'herefordshire', 'hertfordshire', 'herts', 'isle of wight', 'kent',
    'lancashire', 'lancs', 'leicestershire', 'leics', 'lincolnshire', 'lincs', 'merseyside', 'middlesex', 'middx',
    'norfolk', 'north yorkshire', 'n yorks', 'northamptonshire', 'northants', 'northumberland', 'nottinghamshire',
    'notts', 'oxfordshire', 'oxon', 'rutland', 'shropshire', 'salop', 'somerset', 'south yorkshire', 's yorks',
    'staffordshire', 'staffs', 'suffolk', 'surrey', 'tyne and wear', 'tyne & wear', 'warwickshire', 'warks',
    'west midlands', 'west sussex', 'w sussex', 'west yorkshire', 'w yorks', 'wiltshire', 'wilts', 'worcestershire',
    'worcs', 'yorkshire', 'county durham', 'co durham', 'westmorland', 'huntingdonshire', 'hunts',
    'clwyd', 'dyfed', 'gwent', 'gwynedd', 'mid glamorgan', 'powys', 'south glamorgan', 'west glamorgan',
    'glamorgan', 'vale of glamorgan', 'anglesey', 'isle of anglesey', 'pembrokeshire', 'carmarthenshire',
    'ceredigion', 'monmouthshire', 'denbighshire', 'flintshire', 'conwy',
    // Postal counties of 1974-96 that addresses still carry.
    'avon', 'cleveland', 'humberside', 'north humberside', 'south humberside', 'hereford and worcester', 'south humbs',
    'aberdeenshire', 'angus', 'argyll', 'argyll and bute', 'ayrshire', 'north ayrshire', 'south ayrshire',
    'east ayrshire', 'banffshire', 'berwickshire', 'clackmannanshire', 'dumfriesshire', 'dumfries and galloway',
    'dunbartonshire', 'east dunbartonshire', 'west dunbartonshire', 'east lothian', 'fife', 'highland',
    'inverness-shire', 'kincardineshire', 'kinross-shire', 'lanarkshire', 'north lanarkshire', 'south lanarkshire',
    'midlothian', 'west lothian', 'moray', 'morayshire', 'perthshire', 'perth and kinross', 'renfrewshire',
    'east renfrewshire', 'roxburghshire', 'scottish borders', 'stirlingshire', 'sutherland', 'caithness',
    'ross-shire', 'wigtownshire', 'orkney', 'shetland',
    'county antrim', 'co antrim', 'county armagh', 'co armagh', 'county down', 'co down', 'county fermanagh',
    'co fermanagh', 'fermanagh', 'county londonderry', 'co londonderry', 'county tyrone', 'co tyrone', 'tyrone',
  ],
);

/** "Kent", "Herts.", "Co. Antrim", "Zorbleshire": a county of the United Kingdom. */
export function isUkCounty(text: string): boolean {
  const key = text.toLowerCase().replace(/\./g, '').replace(/\s+/g, ' ').trim();
  return UK_COUNTIES.has(key) || /^\p{L}+shire$/u.test(key);
}

/** The sigle of Italy's provinces, written after the town ("00186 Roma RM", "20121 Milano (MI)"). */
const IT_PROVINCES = new Set(
  (
    'AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG FI FM ' +
    'FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT ' +
    'PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV'
  ).split(' '),
);

/** "RM", "MI": an Italian province's code, in capitals as the post writes it. */
export function isItalianProvince(text: string): boolean {
  return IT_PROVINCES.has(text);
}

/** Brazil's states by their codes ("Belo Horizonte - MG, 30130-000"). */
const BR_STATES = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

export function isBrazilianState(text: string): boolean {
  return BR_STATES.has(text.toUpperCase());
}
