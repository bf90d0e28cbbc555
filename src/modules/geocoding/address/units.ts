/**
 * Takes unit designators (Apt 4B, Suite 300, # 12, Flat 14, 3rd Floor), mail
 * codes and post-office boxes out of an address before the street parser sees
 * it: left in, they are read as house numbers, streets or towns.
 */
export interface UnitExtraction {
  /** The address without the pieces below. */
  readonly rest: string;
  readonly unit?: string;
  readonly poBox?: string;
}

const DESIGNATOR = String.raw`(?:apartment|apt|unit|suite|ste|room|rm|flat|lot|space|spc|trailer|trlr|office|ofc|penthouse|bldg|building|кв)`;
/** A unit's identifier: has a digit early, or is a lone letter ("Apt F", "Suite A"). */
const IDENT = String.raw`(?:[A-Za-z]{0,2}\d[\w/-]*|[A-Za-z](?![\w]))`;
/** "Dorrance Bldg", "S BLDG": a building name that travels with the unit before it. */
const BUILDING_TAIL = String.raw`(?:\s+[\p{L}\d]+\s+(?:bldg|building)\b\.?)?`;

const PO_BOX = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:rr|r\.\s?r\.|rural\s+route|hc|star\s+route)\s*#?\s*\d+\s+)?(?:p\.?\s?o\.?\s?box|post\s+office\s+box|box)\s*#?\s*\d+(?![\p{L}\d])`,
  'giu',
);
const UNIT_PATTERNS: RegExp[] = [
  new RegExp(String.raw`(?<![\p{L}\d])(?:#\s*)?${DESIGNATOR}(?![\p{L}])\.?\s*(?:#\s*)?${IDENT}${BUILDING_TAIL}`, 'giu'),
  // USPS designators that take no number ("Frnt", "Rear"), at the end of a part only.
  new RegExp(String.raw`(?<![\p{L}\d])(?:frnt|bsmt|lbby|uppr|lowr|rear)\.?(?=\s*(?:,|$))`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])\d+(?:st|nd|rd|th)\s+(?:fl|flr|floor)(?![\p{L}])\.?`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])(?:floor|flr)\s+\d+(?![\p{L}\d])`, 'giu'),
  // Mail stops and internal routing codes: "bin # 11", "msc 24", "ms 5-230", "dept 33701", "file 73484".
  new RegExp(String.raw`(?<![\p{L}\d])(?:bin|file|dept|msc|pmb|mail\s*stop|m/c)\s*#?\s*[\w-]*\d[\w-]*`, 'giu'),
  new RegExp(String.raw`(?<![\p{L}\d])ms\s*#?\s*\d+-\d+(?![\p{L}\d])`, 'giu'),
  // A bare "# 12", except where the number belongs to a road ("Route # A").
  new RegExp(String.raw`(?<!(?:route|rte|hwy|highway)\s*)#\s*${IDENT}`, 'giu'),
];
/** A whole comma-separated part that is about the unit or the building, not the street. */
const UNIT_SEGMENT = new RegExp(
  String.raw`^(?:${DESIGNATOR}(?![\p{L}])\.?\s*#?\s*${IDENT}|\d+(?:st|nd|rd|th)\s+(?:fl|flr|floor)\b\.?[^\d]*|[\p{L}\s]+\s(?:bldg|building)\.?)$`,
  'iu',
);

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/,(\s*,)+/g, ',')
    .replace(/^[\s,]+|[\s,]+$/g, '')
    .trim();
}

export function extractUnits(input: string): UnitExtraction {
  const units: string[] = [];
  let poBox: string | undefined;
  // Parenthesised notes ("(m/c 050)") are routing codes, never part of the street.
  let rest = input.replace(/\(([^)]*)\)/g, (_m, inner: string) => {
    units.push(inner.trim());
    return ' ';
  });
  rest = rest.replace(PO_BOX, (match) => {
    poBox ??= match.trim();
    return ' ';
  });
  const segments = rest.split(',').map((s) => s.trim());
  const kept = segments.filter((segment) => {
    if (segments.length < 2 || !UNIT_SEGMENT.test(segment)) return true;
    units.push(segment);
    return false;
  });
  rest = kept.join(', ');
  for (const pattern of UNIT_PATTERNS) {
    rest = rest.replace(pattern, (match) => {
      units.push(match.trim());
      return ' ';
    });
  }
  const unit = units.filter(Boolean).join(' ') || undefined;
  return { rest: tidy(rest), ...(unit ? { unit } : {}), ...(poBox ? { poBox } : {}) };
}
