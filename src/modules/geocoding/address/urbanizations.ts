import { isPrefixType } from './address-words';
import { joinWords, type Word } from './parsed-address';

/** Puerto Rico's urbanizations (USPS Publication 28): "Urb Las Flores", "Urb. Zorble Gardens", "Urbanización Zorble". */
const URBANIZATION = /^(?:urb\.?|urbanizaci[oó]n)$/i;

/**
 * "12 Calle 3 Urb Las Flores, Bayamon PR": an urbanization written after the numbered street in the same part runs to
 * the part's end and is the neighbourhood (suburb); left in, it is read as the street's last words. Only before a later
 * part (the town's), and after a house number.
 */
export function takeUrbanization(segments: readonly Word[][]): { words: Word[]; suburb: string } | undefined {
  const opening = urbanizationOpening(segments);
  if (opening) return opening;
  for (let i = 0; i < segments.length - 1; i++) {
    const part = segments[i]!;
    const at = part.findIndex((w, j) => j >= 2 && j < part.length - 1 && URBANIZATION.test(w.text));
    if (at < 0 || !part.slice(0, at).some((w) => /^\d/.test(w.text))) continue;
    const before = part.slice(0, at);
    const street = [...before.slice(0, -1), { text: before[before.length - 1]!.text, comma: true }];
    const rest = segments.map((s, k) => (k === i ? street : s)).flat();
    return { words: rest, suburb: joinWords(part.slice(at)) };
  }
  return undefined;
}

/**
 * "Urb Las Flores Calle 3 #12 Bayamon PR", "URB ZORBLE GARDENS AVE ZORBLA 161 SAN JUAN PR": written first and without a
 * comma, the urbanization runs to the street's Spanish type (Calle, Ave), which opens the numbered street. Only with a
 * number after the type in the same part.
 */
function urbanizationOpening(segments: readonly Word[][]): { words: Word[]; suburb: string } | undefined {
  const first = segments[0];
  if (!first || !URBANIZATION.test(first[0]!.text)) return undefined;
  const type = first.findIndex((w, j) => j >= 2 && isPrefixType(w.text));
  if (type < 0 || !first.slice(type + 1).some((w) => /\d/.test(w.text))) return undefined;
  return { words: [...first.slice(type), ...segments.slice(1).flat()], suburb: joinWords(first.slice(0, type)) };
}
