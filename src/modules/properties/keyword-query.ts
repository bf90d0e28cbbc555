/**
 * The `q` parameter (contract section 8) as a web search engine reads it:
 * words are ANDed; `"a phrase"` matches words next to each other; `-word` or
 * `-"a phrase"` excludes; `or` between two terms accepts either (it binds
 * tighter than the implicit AND: `garden pool or terrace` is garden AND
 * (pool OR terrace)). The last word also matches as a prefix, unless it holds
 * a digit (house numbers and postal codes are never matched fuzzily). A word
 * of letters joined by hyphens (`south-facing`, `saint-honoré`) is the phrase
 * of its parts, as search engines read it: it finds the words written with or
 * without the hyphen (PostgreSQL stores a hyphenated word as the compound and
 * then its parts, next to each other). Hyphens next to digits stay in the word:
 * "123-45" is a Queens house number, "62701-1234" a ZIP+4.
 *
 * Matching happens in PostgreSQL against `search_vector` (migration
 * 1763712100000): a term matches when its English stems are in the title or
 * description or its exact words (marked by pds_address_words) in the address.
 */
export interface KeywordTerm {
  /** One word, or the words of a phrase. */
  words: string[];
  /** The last word matches as a prefix. */
  prefix: boolean;
}

export interface KeywordQuery {
  /** Every group must match; a group matches when one of its terms does. */
  groups: KeywordTerm[][];
  /** None of these may match. */
  excluded: KeywordTerm[];
}

interface Token {
  term: KeywordTerm;
  negated: boolean;
  /** A bare `or` (an operator when it stands between two positive terms). */
  or: boolean;
  /** A quoted phrase the client closed: never a prefix (one still open is being typed). */
  closed: boolean;
}

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

/** Letters (and their marks) joined by single hyphens. */
const HYPHENATED = /^[\p{L}\p{M}]+(?:-[\p{L}\p{M}]+)+$/u;

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  for (const m of q.matchAll(TOKEN)) {
    if (m[2] !== undefined) {
      const words = m[2].split(/\s+/).filter((w) => w.length > 0);
      if (words.length > 0) tokens.push({ term: { words, prefix: false }, negated: m[1] === '-', or: false, closed: /"[^"]*"$/.test(m[0]) });
      continue;
    }
    const raw = m[3]!;
    const negated = raw.length > 1 && raw.startsWith('-');
    const word = negated ? raw.slice(1) : raw;
    const words = HYPHENATED.test(word) ? word.split('-') : [word];
    tokens.push({ term: { words, prefix: false }, negated, or: !negated && word.toLowerCase() === 'or', closed: false });
  }
  return tokens;
}

export function parseKeywords(q: string): KeywordQuery {
  const tokens = tokenize(q);
  // The last token, when a plain word without digits, is still being typed: match it (its last part) as a prefix.
  const last = tokens[tokens.length - 1];
  if (last && !last.negated && !last.or && !last.closed && !/\d/.test(last.term.words.join(' '))) {
    last.term.prefix = true;
  }
  const groups: KeywordTerm[][] = [];
  const excluded: KeywordTerm[] = [];
  let joinNext = false;
  tokens.forEach((token, i) => {
    if (token.negated) {
      excluded.push(token.term);
      joinNext = false;
      return;
    }
    const prev = tokens[i - 1];
    const next = tokens[i + 1];
    if (token.or && prev && !prev.negated && !prev.or && next && !next.negated && !next.or && groups.length > 0) {
      joinNext = true;
      return;
    }
    if (joinNext) groups[groups.length - 1]!.push(token.term);
    else groups.push([token.term]);
    joinNext = false;
  });
  return { groups, excluded };
}
