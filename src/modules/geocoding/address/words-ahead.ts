import { isDirectional, isOrdinal, isStrongSuffix, isSuffix } from './address-words';

/** A number as a house is numbered in figures, with a letter at most ("12", "12B"). */
const FIGURES = /^\d+[A-Za-z]?$/;

/**
 * What lies ahead of every word of a run, found in one pass from its end: where the next street type, number or
 * word that is no directional stands. A rule that looks at the words after each of many places asks these in turn,
 * where scanning the words after each place cost the square of their number ("1 1 1 ...": every word is a place).
 */
export class WordsAhead {
  /** The last word that is a street type, strong or weak; -1 with none. */
  readonly lastSuffix: number;
  private readonly nextFigures: Int32Array;
  private readonly nextStrongSuffix: Int32Array;
  private readonly nextNonDirectional: Int32Array;
  private readonly nextDigit: Int32Array;
  private readonly nextDigitNotOrdinal: Int32Array;

  constructor(private readonly words: readonly string[]) {
    const n = words.length;
    const table = (): Int32Array => new Int32Array(n + 1).fill(n);
    this.nextFigures = table();
    this.nextStrongSuffix = table();
    this.nextNonDirectional = table();
    this.nextDigit = table();
    this.nextDigitNotOrdinal = table();
    let lastSuffix = -1;
    for (let i = n - 1; i >= 0; i--) {
      const word = words[i]!;
      if (lastSuffix < 0 && isSuffix(word)) lastSuffix = i;
      const digit = /\d/.test(word);
      this.nextFigures[i] = FIGURES.test(word) ? i : this.nextFigures[i + 1]!;
      this.nextStrongSuffix[i] = isStrongSuffix(word) ? i : this.nextStrongSuffix[i + 1]!;
      this.nextNonDirectional[i] = isDirectional(word) ? this.nextNonDirectional[i + 1]! : i;
      this.nextDigit[i] = digit ? i : this.nextDigit[i + 1]!;
      this.nextDigitNotOrdinal[i] = digit && !isOrdinal(word) ? i : this.nextDigitNotOrdinal[i + 1]!;
    }
    this.lastSuffix = lastSuffix;
  }

  /** Is no word from `from` up to (not including) `to` a number in figures? */
  noFiguresBetween(from: number, to: number): boolean {
    return this.nextFigures[Math.min(from, this.words.length)]! >= to;
  }

  /** Does no word from `from` on hold a digit; with `ordinals`, other than an ordinal's ("52nd")? */
  noDigitFrom(from: number, ordinals = false): boolean {
    const at = Math.min(from, this.words.length);
    return (ordinals ? this.nextDigitNotOrdinal : this.nextDigit)[at] === this.words.length;
  }

  /** numberedStreetAfter of the words from `from` on: a bare number right before the first strong type, past directionals. */
  numberedStreetFrom(from: number): boolean {
    const n = this.words.length;
    if (from >= n) return false;
    const type = this.nextStrongSuffix[from]!;
    return type < n && type >= from + 1 && /^\d{1,3}$/.test(this.words[type - 1]!) && this.nextNonDirectional[from]! >= type - 1;
  }
}
