/**
 * Text limits count characters (Unicode code points), as the contract's "1 to
 * 200 characters" and OpenAPI's maxLength do. A JavaScript string's length,
 * which zod's .max() compares, counts UTF-16 code units: two for each
 * character outside the Basic Multilingual Plane (most emoji, many CJK
 * ideographs), so 101 "🏠" would be refused as over 200.
 */
export function characterCount(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--; // a surrogate pair: one character in two units
        i++;
      }
    }
  }
  return count;
}

/** A refinement: at most `max` characters. Cheap for the usual text: no more code units than `max` means no more characters either. */
export const atMostCharacters =
  (max: number) =>
  (text: string): boolean =>
    text.length <= max || characterCount(text) <= max;
