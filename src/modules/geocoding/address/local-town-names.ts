/**
 * Towns as their own people write them, and as their neighbours do, where pelias's place list holds only the English
 * name ("Warsaw", not "Warszawa"; "Munich", not "München" nor "Mailand"): without them a town written after its house
 * number and with no comma ("Nowy Świat 15 Warszawa") is not known for a town. Folded as foldText folds (case and
 * accents do not matter: "Bucuresti" is "București").
 */
import { FoldedNames } from './folded-names';

const LOCAL_TOWN_NAMES = new FoldedNames(
  [
    // As written there.
    'München', 'Köln', 'Nürnberg', 'Frankfurt am Main', 'Napoli', 'Firenze', 'Venezia', 'Bologna', 'Padova', 'Livorno',
    'Antwerpen', 'Gent', 'Den Haag', "'s-Gravenhage", 'Den Bosch', "'s-Hertogenbosch", 'Göteborg', 'București', 'Beograd',
    'Athina', 'København', 'Lisboa', 'A Coruña', 'Luzern', 'Kyiv', 'Warszawa', 'Plzeň', 'İstanbul', 'İzmir', 'Szeged',
    'Donostia', 'Lleida', 'Ciudad de México', 'Praha', 'Wien', 'Genève', 'Sevilla', 'Zaragoza',
    // In Cyrillic, as Russia, Ukraine, Belarus and Kazakhstan write their largest towns: the place list holds them in
    // Latin letters only, and a town written first ("Москва, ул. Тверская, д. 7") is told only by being known.
    'Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань', 'Нижний Новгород', 'Челябинск', 'Самара',
    'Омск', 'Ростов-на-Дону', 'Уфа', 'Красноярск', 'Воронеж', 'Пермь', 'Волгоград', 'Краснодар', 'Саратов', 'Тюмень',
    'Иркутск', 'Владивосток', 'Ярославль', 'Калининград', 'Сочи', 'Київ', 'Киев', 'Харків', 'Одеса', 'Дніпро', 'Львів',
    'Запоріжжя', 'Минск', 'Мінск', 'Алматы', 'Астана',
    // As German, French and Italian write their neighbours' towns.
    'Genf', 'Mailand', 'Neapel', 'Florenz', 'Venedig', 'Prag', 'Warschau', 'Moskau', 'Kopenhagen', 'Lissabon', 'Brüssel',
    'Lüttich', 'Cracow', 'Varsovie', 'Munich', 'Cologne',
  ],
);

/** Is this text a town's own name (or a neighbour's name for it) that pelias's place list may not hold? */
export function isLocalTownName(text: string): boolean {
  return LOCAL_TOWN_NAMES.has(text);
}
