/**
 * A venue's or a firm's name written before a street that Europe numbers after its name, with no comma between
 * ("Café Zorbla Lindenstraße 12 10969 Berlin", "Zorbla GmbH Industriestrasse 7 8304 Wallisellen"): the words that
 * say a venue or a firm (VENUE_WORDS) end the name, and the street starts after them, at its own type.
 */
import { bare, isPrefixType } from './address-words';
import { endsContinentalStreet, isCompoundStreet } from './house-number';

/**
 * Nouns of venues and shops in the languages addresses here come in, and the legal forms of firms: words that name
 * a place of business, not a street. Whole words only; a few German compounds by their last part (STADTBIBLIOTHEK).
 */
const VENUE_WORDS = new Set(
  (
    // English.
    'cafe café coffee restaurant bar pub hotel hostel inn motel bakery bistro books bookshop bookstore shop store ' +
    'supermarket pharmacy museum gallery theatre theater cinema library salon studio gym deli diner pizza sushi kebab ' +
    'tacos brewery ' +
    // German, Dutch, the Nordic languages.
    'bäckerei konditorei metzgerei apotheke gasthof gasthaus wirtshaus kneipe brauerei bräurei brauhaus kaffeehaus ' +
    'buchhandlung praxis kanzlei friseur pension imbiss kiosk galerie kino bibliothek musikhaus autohaus kaufhaus ' +
    'supermarkt bakkerij slagerij apotheek winkel boekhandel eetcafé kafé kafe bageri apotek bokhandel ' +
    // French, Italian, Spanish, Portuguese.
    'boulangerie pâtisserie brasserie librairie pharmacie épicerie boucherie trattoria pizzeria osteria ristorante ' +
    'gelateria farmacia libreria panificio albergo enoteca panadería librería cafetería taberna tienda padaria ' +
    'farmácia livraria lanchonete pousada restaurante museo musée museu hôtel hotell clínica clinica clinique ' +
    // Banks, in the same languages.
    'bank banco banca banque ' +
    // Legal forms of firms.
    'gmbh ag ab oy oyj aps a/s asa kft zrt s.r.o. o.o. bv b.v. nv n.v. s.a. sarl s.a.r.l. srl s.r.l. s.p.a. s.l. lda ' +
    'ltda ltd llc inc plc kg ohg e.v.'
  ).split(' '),
);

/** German compounds naming a venue by their last part ("Stadtbibliothek", "Hirschapotheke", "Stadtmuseum"). */
const VENUE_COMPOUND = /\p{L}{3}(?:bibliothek|apotheke|bäckerei|metzgerei|buchhandlung|museum|theater|brauerei)$/iu;

/**
 * Words that open a street's name before its own type (German, Dutch and Scandinavian adjectives, prepositions and
 * articles): "Große Bergstraße", "Am Marktplatz", "Nieuwe Binnenweg", "An der Alster", "Unter den Linden", "Store
 * Kongensgade".
 */
const STREET_OPENER = new Set(
  (
    'am an auf aus bei beim hinter im in unter über vor vorm zum zur zu der die das den dem des ' +
    'alte alter altes alten große großer großes grosse grosser kleine kleiner kleines neue neuer neues hohe hoher ' +
    'lange langer obere oberer untere unterer innere äußere hintere vordere ' +
    'nieuwe oude korte lange grote kleine hoge lage eerste tweede derde aan op bij achter over de het ' +
    'gamla nya stora lilla norra södra östra västra store lille gammel gamle ny nye nørre søndre øvre nedre'
  ).split(' '),
);

/** A venue's or a firm's word; not a street type written first that folds to one ("Bv. Oroño", not the firm's "BV"). */
function isVenueWord(word: string): boolean {
  const b = word.toLowerCase().replace(/,$/, '');
  return (VENUE_WORDS.has(b) || VENUE_WORDS.has(bare(word)) || VENUE_COMPOUND.test(b)) && !isPrefixType(word);
}

function opensStreet(word: string | undefined): boolean {
  return word !== undefined && STREET_OPENER.has(word.toLowerCase());
}

/**
 * The street's words among `words` (all written before the house number): those after the last venue word, from a type
 * written first after the venue's name ("Museo Zorbla Avenue Grimble"), or from the street's own type on
 * ("Lindenstraße", or the one name before a type written apart: "Schönbrunner Straße", "Váci utca") and the openers
 * before it, or else from the first preposition ("hotel adlon unter den linden"). A venue word after an opener is the
 * street's ("Bei der Apotheke", "An der Kirche"), and so is an opener opening the words right before the street's
 * compound ("Store Kongensgade", Danish "great"; not "Zorbla Store Lindenstraße"); one ending the words leaves them
 * as they are.
 */
export function streetAfterVenue(words: readonly string[]): readonly string[] {
  const opener = opensStreet(words[0]) && isCompoundStreet(words[1] ?? '');
  const last = words.findLastIndex((w, i) => isVenueWord(w) && !opensStreet(words[i - 1]) && !(i === 0 && opener));
  if (last < 0) return afterGermanCompound(words);
  if (last >= words.length - 1) return words;
  const rest = words.slice(last + 1);
  // "Museo Zorbla Avenue Grimble 67": a type written first opens the street, after the venue's own name.
  const first = rest.findIndex((w, i) => i > 0 && isPrefixType(w));
  if (first > 0 && !rest.slice(0, first).some((w) => endsContinentalStreet(w))) return rest.slice(first);
  const type = rest.findIndex((w) => endsContinentalStreet(w));
  let start = type < 0 ? Math.max(0, rest.findIndex((w) => opensStreet(w))) : isCompoundStreet(rest[type]!) ? type : Math.max(0, type - 1);
  while (start > 0 && opensStreet(rest[start - 1])) start--;
  return rest.slice(start);
}

/** Street types German compounds with the name and Dutch does not ("Zorbledamm", "Zorblestraße"; not "-weg", "-straat"). */
const GERMAN_COMPOUND = /\p{L}{3}(?:straße|strasse|str\.|gasse|allee|platz|damm|ufer|chaussee|pfad|steig|stieg|graben)$/iu;

/**
 * "Kaschk Zorbledamm 32", "Zur Linde Grimblestraße 5": German writes a street named by a compound in that one word,
 * with the adjectives, articles and prepositions that open it before it ("Große Bergstraße", "An der Zorblestraße");
 * other words of names before them, with no venue's word among them, are still a venue's name. Dutch names its streets
 * after people with their first names apart ("Jan Luijkenstraat", "Willem de Zwijgerlaan"), so only German's types.
 */
function afterGermanCompound(words: readonly string[]): readonly string[] {
  const type = words.length - 1;
  if (type < 1 || !GERMAN_COMPOUND.test(words[type]!)) return words;
  let start = type;
  while (start > 0 && opensStreet(words[start - 1])) start--;
  const venue = words.slice(0, start);
  if (venue.length === 0 || venue.some((w) => !/^\p{Lu}[\p{L}'’&.-]*$/u.test(w) || isPrefixType(w))) return words;
  return words.slice(start);
}
