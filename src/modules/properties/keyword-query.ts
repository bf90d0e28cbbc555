/**
 * The `q` parameter (contract section 8) as a web search engine reads it:
 * words are ANDed; `"a phrase"` matches words next to each other; `-word` or
 * `-"a phrase"` excludes; `or` between two terms accepts either (it binds
 * tighter than the implicit AND: `garden pool or terrace` is garden AND
 * (pool OR terrace)). The last word also matches as a prefix, unless it holds
 * a digit (house numbers and postal codes are never matched fuzzily).
 *
 * Matching happens in PostgreSQL against `search_vector` (migration
 * 1763712100000): a term matches when its English stems are in the title or
 * description or its exact words (marked by pds_address_words) in the address.
 */
export interface KeywordTerm {
  /** One word, or the words of a phrase. */
  words: string[];
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
}

const TOKEN = /(-?)"([^"]*)"?|(\S+)/g;

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  for (const m of q.matchAll(TOKEN)) {
    if (m[2] !== undefined) {
      const words = m[2].split(/\s+/).filter((w) => w.length > 0);
      if (words.length > 0) tokens.push({ term: { words, prefix: false }, negated: m[1] === '-', or: false });
      continue;
    }
    const raw = m[3]!;
    const negated = raw.length > 1 && raw.startsWith('-');
    const word = negated ? raw.slice(1) : raw;
    tokens.push({ term: { words: [word], prefix: false }, negated, or: !negated && word.toLowerCase() === 'or' });
  }
  return tokens;
}

export function parseKeywords(q: string): KeywordQuery {
  const tokens = tokenize(q);
  // The last token, when a plain word without digits, is still being typed: match it as a prefix.
  const last = tokens[tokens.length - 1];
  if (last && !last.negated && !last.or && last.term.words.length === 1 && !/\d/.test(last.term.words[0]!) && !/"$/.test(q.trim())) {
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
