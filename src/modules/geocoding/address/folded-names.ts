import { foldText } from './normalize';

/**
 * Small lists of names looked up folded (foldText): case, accents and punctuation do not matter. The offline parser
 * asks them about every run of words that might be a town, and on a long text without commas that is every tail of
 * it, hundreds of characters each: folding each one (ten passes of regular expressions) made a parse grow with the
 * square of its length. A text that folds longer than the list's longest name is in no list, and is not folded.
 */
export class FoldedNames {
  private readonly names: Set<string>;
  private readonly longest: number;

  constructor(names: readonly string[]) {
    this.names = new Set(names.map((name) => foldText(name)));
    this.longest = Math.max(0, ...[...this.names].map((name) => name.length));
  }

  has(text: string): boolean {
    return !foldsLongerThan(text, this.longest) && this.names.has(foldText(text));
  }
}

/** Per UTF-16 code unit (BMP code point or lone surrogate): 0 not yet known, 1 keeps a character when folded, 2 none. */
const KEEPS_IN_BMP = new Uint8Array(0x10000);
const KEEPS_ASTRAL = new Map<number, boolean>();

/**
 * Does this character keep a character of its own when folded alone: a letter or digit ("é" keeps "e"), "&" ("and"),
 * "#" or "-"? A dot, a space, an accent alone or a lone slash keep none. Folding works character by character (only
 * a slash between digits and the collapsing of spaces look at neighbours, and neither takes away a kept character),
 * so what a character keeps alone it keeps in any text.
 */
function keepsCharacter(codePoint: number): boolean {
  if (codePoint >= 0x10000) {
    let keeps = KEEPS_ASTRAL.get(codePoint);
    if (keeps === undefined) KEEPS_ASTRAL.set(codePoint, (keeps = foldText(String.fromCodePoint(codePoint)) !== ''));
    return keeps;
  }
  if (KEEPS_IN_BMP[codePoint] === 0) KEEPS_IN_BMP[codePoint] = foldText(String.fromCharCode(codePoint)) !== '' ? 1 : 2;
  return KEEPS_IN_BMP[codePoint] === 1;
}

/** Is foldText(text) surely longer than `limit`? Counts the characters that keep one, stopping once past the limit. */
export function foldsLongerThan(text: string, limit: number): boolean {
  let kept = 0;
  for (let i = 0; i < text.length; i++) {
    const codePoint = text.codePointAt(i)!;
    if (codePoint >= 0x10000) i++;
    if (keepsCharacter(codePoint) && ++kept > limit) return true;
  }
  return false;
}
