import { isLocalTownName } from '../address/local-town-names';
import { isUsPostalTown } from '../address/us-postal-towns';
import type { PlaceDictionary } from '../address/parsed-address';

/** The parts of pelias-parser this service uses (the package ships no types). */
interface PeliasClassification {
  label: string;
}
interface PeliasSolution {
  score: number;
  pair: Array<{ classification: PeliasClassification; span: { body: string; start: number } }>;
}
interface PeliasTokenizer {
  solution: PeliasSolution[];
}
interface PeliasCartesianSolver {
  generateHashMap(tokenizer: PeliasTokenizer, includePrivate: boolean, includeEmpty: boolean): Record<string, { pair: unknown[] }>;
}
interface PeliasParser {
  classifiers: unknown[];
  solvers: unknown[];
  classify(tokenizer: PeliasTokenizer): void;
  solve(tokenizer: PeliasTokenizer): void;
}
interface WhosOnFirstTokens {
  tokens: { locality: Set<string>; region: Set<string>; country: Set<string> };
}

/**
 * pelias's first solver tries every choice of one reading (or none) for each label, and the solvers after it score and
 * sort the choices that do not overlap: on word soup of 14-30 words, each word a street type, a unit, a place or a
 * number, that is tens of thousands of choices and 50-190 ms. The addresses, test texts and generated long addresses
 * compared give at most 1,764 choices.
 */
const MAX_PELIAS_CHOICES = 5000;

/**
 * pelias splits a text into words at spaces, commas, hyphens, slashes and quotes, and classifies every run of up to
 * ten of them: "a-a-a-...", 350 words in 700 characters, cost 5-10 ms before any solving. The offline parser asks
 * about no more than 30 words written apart by spaces; this bound holds it to 30 as pelias counts them.
 */
export const MAX_PELIAS_WORDS = 30;
const PELIAS_WORD = /[^\s,\-/"«»‘’‚‛“”„‟‹›⹂「」『』〝〞〟﹁﹂﹃﹄＂＇｢｣]+/g;

/** One label of pelias's best solution, in input order. */
export interface PeliasLabel {
  label: string;
  value: string;
}

/**
 * pelias-parser, loaded on first use: building it reads about 350,000
 * place names (1-2 s, ~150 MB), which a process that never parses offline
 * should not pay for. Its Who's On First place lists double as the offline
 * parser's dictionary of towns and regions.
 */
export class Pelias implements PlaceDictionary {
  private parser?: PeliasParser;
  private cartesian?: PeliasCartesianSolver;
  private tokenizerClass?: new (text: string) => PeliasTokenizer;
  private places?: WhosOnFirstTokens['tokens'];
  private normalize?: (text: string) => string;
  private longest = { locality: 0, region: 0 };

  private load(): PeliasParser {
    if (this.parser) return this.parser;
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded lazily on purpose (see class comment) */
    const AddressParser = require('pelias-parser/parser/AddressParser') as new () => PeliasParser;
    const WhosOnFirst = require('pelias-parser/classifier/WhosOnFirstClassifier') as new () => WhosOnFirstTokens;
    this.tokenizerClass = require('pelias-parser/tokenization/Tokenizer') as new (text: string) => PeliasTokenizer;
    const normalizer = require('pelias-parser/tokenization/normalizer') as (options: object) => (text: string) => string;
    const CartesianSolver = require('pelias-parser/solver/ExclusiveCartesianSolver') as new () => PeliasCartesianSolver;
    /* eslint-enable @typescript-eslint/no-require-imports */
    const parser = new AddressParser();
    const wof = parser.classifiers.find((c): c is WhosOnFirstTokens => c instanceof WhosOnFirst);
    if (!wof) throw new Error('pelias-parser has no WhosOnFirstClassifier; the offline parser cannot start');
    this.places = wof.tokens;
    this.cartesian = parser.solvers.find((c): c is PeliasCartesianSolver => c instanceof CartesianSolver);
    if (!this.cartesian) throw new Error('pelias-parser has no ExclusiveCartesianSolver; the offline parser cannot start');
    for (const kind of ['locality', 'region'] as const) {
      for (const name of wof.tokens[kind]) this.longest[kind] = Math.max(this.longest[kind], name.length);
    }
    this.normalize = normalizer({ lowercase: true, removeHyphen: true, removeAccents: true });
    this.parser = parser;
    return parser;
  }

  /** Loads the dictionaries now rather than on the first request. */
  warm(): void {
    this.load();
  }

  /** Labels of pelias's best solution for `text`, as pelias comes; empty when it recognises nothing. */
  parse(text: string): PeliasLabel[] {
    return this.solve(text, false);
  }

  /** As parse, but empty too for a text of more words or readings than a request can wait for pelias to weigh. */
  parseBounded(text: string): PeliasLabel[] {
    return this.solve(text, true);
  }

  private solve(text: string, bounded: boolean): PeliasLabel[] {
    if (bounded && (text.match(PELIAS_WORD)?.length ?? 0) > MAX_PELIAS_WORDS) return [];
    const parser = this.load();
    const tokenizer = new this.tokenizerClass!(text);
    parser.classify(tokenizer);
    if (bounded && this.choices(tokenizer) > MAX_PELIAS_CHOICES) return [];
    parser.solve(tokenizer);
    const best = tokenizer.solution[0];
    return best ? best.pair.map((p) => ({ label: p.classification.label, value: p.span.body })) : [];
  }

  /** How many choices pelias's first solver would try: for each label, one of its readings or none. */
  private choices(tokenizer: PeliasTokenizer): number {
    const readings = this.cartesian!.generateHashMap(tokenizer, false, true);
    return Object.values(readings).reduce((product, label) => product * label.pair.length, 1);
  }

  /**
   * A town pelias's place list holds, one it holds only under its English name ("Warszawa", "München"), or a US
   * post-office town it leaves out ("Van Nuys", "East Boston").
   */
  isLocality(text: string): boolean {
    this.load();
    return this.holds('locality', text) || isLocalTownName(text) || isUsPostalTown(text);
  }

  isRegion(text: string): boolean {
    this.load();
    return this.holds('region', text);
  }

  /**
   * The parser asks about every tail of a long text without commas, hundreds of characters each, and normalising each
   * one made a parse grow with the square of its length. The normaliser trims, lowercases (which never shortens a
   * text), takes accents off (at most halving it: "C\u0306" is "C") and turns hyphens into spaces: a trimmed text more
   * than twice as long as the longest name is no name, and is not normalised.
   */
  private holds(kind: 'locality' | 'region', text: string): boolean {
    if (text.trim().length > 2 * this.longest[kind]) return false;
    return this.places![kind].has(this.normalize!(text));
  }
}

let shared: Pelias | undefined;

/** One pelias per process: its dictionaries are large and never change. */
export function sharedPelias(): Pelias {
  shared ??= new Pelias();
  return shared;
}
