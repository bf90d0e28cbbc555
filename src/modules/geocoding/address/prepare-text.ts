/**
 * The text of an address made ready for the parser (offline.ts): its parts separated the one way the readers expect
 * (commas), and the attention and care-of lines, which name a person or a department, taken out.
 */
import { isRoadNumberWord, isStrongSuffix } from './address-words';
import { streetCore } from './locality-split';
import { DESIGNATOR, PO_BOX_TEXT } from './units';

/** A marker of the house number with its dot, colon or º, run into the number ("No:12", "Nr.5", "Nº12", "д.7"). */
const GLUED_NUMBER_MARKER = /(?<![\p{L}\d])(no[.:]|nr[.:]|n[º°][.:]?|д\.)(?=\d)/giu;

/** A word of three letters or more with its dot, then a digit at once ("Hauptstr.12", "Blvd.5"). */
const DOT_RUN_INTO_NUMBER = /(?<![\p{L}\d.])(\p{L}{3,}\.)(?=\d)/gu;

/**
 * "'12 Main St', 'Springfield'": single quotes around a part, opening after its start or a comma and closing before a
 * comma or the end. Not an apostrophe: "'s-Gravenhage" and "'t Zand" close no quote, "O'Neil" opens none.
 */
const SINGLE_QUOTED = /(^|,\s*)['‘’]([^'‘’,]+)['‘’](?=\s*(?:,|$))/g;
/** "'12 Main St, Springfield, IL'": single quotes around the whole address, with no other inside. */
const WHOLE_SINGLE_QUOTED = /^['‘’]([^'‘’]+)['‘’]$/;

/** A town's name (three letters or more) joined by a hyphen to a six-digit PIN that ends its part. */
const TOWN_HYPHEN_PIN = /(?<=\p{L}{3})-(?=\d{6}(?:\s*,|\s*$))/gu;

/** The words that open an attention or care-of line, in English and German ("z. Hd.", zu Händen). */
const ATTENTION_WORD = String.raw`(?:(?:attn|attention|c\/o|care\s+of)\b|z\.\s?hd\.|zu\s+h[äa]nden\b)`;

/**
 * "US Post Office: 3354 Harborview Byp", "Wren Tower: 89 De Soto Fork": a colon closing a name of two words or more
 * that opens the address ends that name as a comma would, even when the name ends in a designator's word ("Cobblestone
 * Inn & Suites:"). Not after a label of one word ("Attn: Jane", "Daire: 3"), an attention line ("Attn Jane Doe: 55
 * Water St" is left to ATTENTION) or a number's marker ("Suite No: 5").
 */
// Only a name with no digit, opening the address: elsewhere a colon closes a contact's label ("..., MA 01103 Phone:
// 413-555-0123", "27 Zorble Ave Zorbleton GA 30720 Email: ...").
// One linear run up to the colon; the name's shape (NAMED_BEFORE_COLON) is tested apart.
const NAME_COLON = /^([^,:\d]+)(:)(?=\s)/u;
/** Two words or more, the last ending in a letter. */
const NAMED_BEFORE_COLON = /^\S+\s.*\p{L}$/u;
const LABEL_BEFORE_COLON = new RegExp(String.raw`(?:^${ATTENTION_WORD}|(?<![\p{L}])(?:no|nr)\.?$)`, 'iu');

/** The name before a colon with the colon turned into a comma, unless NAME_COLON's exceptions hold. */
function nameColonAsComma(match: string, name: string): string {
  return NAMED_BEFORE_COLON.test(name) && !LABEL_BEFORE_COLON.test(name) ? `${name},` : match;
}

/**
 * "C/O Human Resources Ste. 300 46684 Beech Pl": a unit's designator and its identifier before the house number; the
 * designator ends the attention line as the number would ("Attn: HR Dept 100 Main St", with no number after it, names
 * the department).
 */
const UNIT_BEFORE_NUMBER = String.raw`${DESIGNATOR}\.?\s*#?\s*[\p{L}\d-]*\d[\p{L}\d-]*,?\s+\d`;

/**
 * "Attn Jane Doe PO Box 5 Zorbleton", "c/o Acme Mgmt 55 Water St": an attention or care-of line opening the address
 * names a person or firm, up to the first number, box, unit (UNIT_BEFORE_NUMBER) or comma; left in, it runs into the
 * town or the street. A box is any the box reader takes, its route's or spelling's words included ("c/o Acme HC 14 Box
 * 235", "Attn HR Post Office Box 7", "c/o Acme PO Drawer 9"): cut at its number, the route or "Post Office" was left.
 */
const ATTENTION = new RegExp(
  String.raw`^${ATTENTION_WORD}\.?:?[^,\d#]*?(?=\s(?:\d|#|p\.?\s?o\.?\s?box\b|${PO_BOX_TEXT}|${UNIT_BEFORE_NUMBER})|,|$)`,
  'iu',
);

/**
 * "55 Elm Street, Zorbleton, MA 02108 Attn: Accounts": an attention or care-of line written last names a person or a
 * department and runs to the end. ATTENTION only looks at the opening, so left in, the tail reader finds no postal code
 * or region at the end and the town, region and code are lost with it. Cut only once a number came before (the
 * address), and when what follows holds no number or the address before it ends in one (its postal code): "Unit 5
 * c/o Acme, 55 Water St" keeps its street.
 */
const TRAILING_ATTENTION = new RegExp(String.raw`(?:,\s*|\s)${ATTENTION_WORD}.*$`, 'i');

/**
 * "Musterweg 3, c/o Müller, 50667 Köln", "55 Water St, Attn: Accounts, Boston MA": an attention or care-of line that
 * is a part of its own between others names a person or a department; the parts around it are the address.
 */
const ATTENTION_PART = new RegExp(String.raw`,\s*${ATTENTION_WORD}[^,]*(?=,)`, 'gi');

function withoutTrailingAttention(text: string): string {
  text = text.replace(ATTENTION_PART, '');
  const found = TRAILING_ATTENTION.exec(text);
  if (!found || found.index === 0) return text;
  const before = text.slice(0, found.index);
  if (!/\d/.test(before)) return text;
  return !/\d/.test(found[0]) || /\d\S*$/.test(before) ? before : text;
}

/**
 * Whether "a - b" is a range of house numbers. Its two ends are alike in length: "3 - 50122 Firenze" is a house number
 * and a postal code. A number after a label ("Unit 12 - 45 Harbour St", "Store 123 - 400 Broad St") whose other end
 * opens a street, named to its type, is the label's, and the dash parts it from the house number; "Kungsgatan 12 - 14
 * Stockholm" and "1209 - 1215 Main St" stay ranges.
 */
function isRange(text: string, at: number, before: string, after: string): boolean {
  if (!/\d$/.test(before) || !/^\d/.test(after)) return false;
  if (Math.abs(/\d+$/.exec(before)![0].length - /^\d+/.exec(after)![0].length) > 1) return false;
  const label = /(?:^|\s)(\p{L}[\p{L}.]*)\s+#?$/u.test(text.slice(0, at)) && /^\d+$/.test(before);
  return !(label && streetAfter(text.slice(at)));
}

/** "12 - 45 Harbour St, Toronto": after the range's second end, letters up to the part's end and a street type among them. */
function streetAfter(rest: string): boolean {
  const found = /^\S+ [-–—] \d+[A-Za-z]?\s+([^,;|]*?)(?:\s[-–—]\s|[,;|]|$)/u.exec(rest);
  const words = (found?.[1] ?? '').split(/\s+/);
  return /^\p{L}{2}/u.test(words[0] ?? '') && words.some((w) => isStrongSuffix(w));
}

/** "Attn: Accounts, 55 Water St, ... c/o Acme": the attention and care-of lines taken out wherever they stand. */
export function withoutAttentionLines(text: string): string {
  return withoutTrailingAttention(text).replace(ATTENTION, '');
}

/** The words after a crossing's slash within which the second street's type is looked for. */
const CROSSING_STREET_WORDS = 4;

/**
 * "Sorrel Dr / Mill St, Eugene": a slash standing alone between two streets, each ending in its type within a few words,
 * joins them at a crossing as "&" does; it parts no town from the street. A street ends in its type or a road's number,
 * and its directionals may follow either ("O'Zorble Ln SW / Elm Ave", "County Road 640 / 91st Trl", "FM 1188 / Oak St",
 * "Grimble St / Hwy 44").
 */
function crossingSlash(bar: string, whole: string, at: number): boolean {
  if (bar !== ' / ') return false;
  const before = streetCore(whole.slice(0, at).split(/[\s,]+/).slice(-CROSSING_STREET_WORDS));
  if (!endsInTypeOrRoadNumber(before, before.length - 1)) return false;
  const after = whole.slice(at + bar.length).split(/[\s,]+/, CROSSING_STREET_WORDS);
  return after.some((_w, i) => i > 0 && endsInTypeOrRoadNumber(after, i));
}

/** Is `words[i]` a street's type, or a road's number after its word ("Hwy 44", "County Road 640")? */
function endsInTypeOrRoadNumber(words: readonly string[], i: number): boolean {
  return isStrongSuffix(words[i] ?? '') || (i > 0 && /^\d+$/.test(words[i]!) && isRoadNumberWord(words[i - 1]!) && /\p{L}{2}/u.test(words[i - 1]!));
}

/**
 * Line breaks, dashes standing alone, semicolons, bars and bullets become commas; markers and type dots run into a
 * number are parted from it; quotes go and square brackets become parentheses; spaces are folded.
 */
export function separatedText(input: string): string {
  // A dash standing alone between words separates parts as a comma does ("Av. Paulista, 1578 - Bela Vista"),
  // but joins two numbers ("1209 - 1215 Main St"); a semicolon separates too ("Substation # 1; Galveston").
  return input
    .normalize('NFC')
    .trim()
    .replace(WHOLE_SINGLE_QUOTED, '$1')
    // A line break ends a line of the address as a comma ends a part ("Herr Max Mustermann\nMusterstraße 12"): the
    // name, the street and the town lines are not to run into each other.
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .replace(/(\S+) [-–—] (?=(\S+))/g, (_m, before: string, after: string, at: number, whole: string) =>
      isRange(whole, at, before, after) ? `${before}-` : `${before}, `,
    )
    .replace(/;/g, ',')
    .replace(NAME_COLON, nameColonAsComma)
    // "No:12", "No.12", "Nº5": a marker of the house number run into it is two words ("No: 12").
    .replace(GLUED_NUMBER_MARKER, '$1 ')
    // "Hauptstr.12": an abbreviated street type's dot run into the house number is two words.
    .replace(DOT_RUN_INTO_NUMBER, '$1 ')
    // "Mumbai-400001", "New Delhi - 110001": India's PIN joined to its town by a hyphen is two words.
    .replace(TOWN_HYPHEN_PIN, ' ')
    // A bar, a bullet or a middle dot, or a slash standing alone ("Main St / Zorbleton"), separates parts too, unless
    // the slash joins two streets at a crossing; double quotes, guillemets and single quotes around a part only wrap them.
    .replace(/\s*[|•·]\s*|\s\/\s/g, (bar: string, at: number, whole: string) => (crossingSlash(bar, whole, at) ? bar : ', '))
    .replace(/["“”„«»‹›]/g, ' ')
    .replace(SINGLE_QUOTED, '$1$2')
    // Square brackets set a note apart as parentheses do ("85 Broad St [Suite 2800]").
    .replace(/\[/g, '(')
    .replace(/\]/g, ')')
    .replace(/\s+/g, ' ')
    .trim();
}
