/**
 * Reference data for the seeder: real cities with a plausible price level, and
 * street names in the style of each country. Prices are in the city's currency;
 * only currencies of a similar magnitude to the US dollar are used, so averages
 * and price buckets stay meaningful across the whole data set.
 */
export interface SeedCity {
  name: string;
  state: string | null;
  country: string;
  currency: string;
  lat: number;
  lon: number;
  /** Relative share of listings. */
  weight: number;
  /** Typical price per square metre, in `currency`. */
  pricePerSqm: number;
  /** US: first ZIP code of the city (varied per listing); elsewhere: a postal code. */
  postal: string;
  style: StreetStyle;
}

export type StreetStyle = 'en' | 'de' | 'fr' | 'es' | 'it' | 'nl' | 'pt';

type Row = [string, string | null, number, number, number, number, string];

function cities(country: string, currency: string, style: StreetStyle, rows: Row[]): SeedCity[] {
  return rows.map(([name, state, lat, lon, weight, pricePerSqm, postal]) => ({
    name, state, country, currency, lat, lon, weight, pricePerSqm, postal, style,
  }));
}

export const SEED_CITIES: readonly SeedCity[] = [
  ...cities('US', 'USD', 'en', [
    ['New York', 'NY', 40.7128, -74.006, 80, 9000, '10001'], ['Los Angeles', 'CA', 34.0522, -118.2437, 60, 7500, '90001'],
    ['Chicago', 'IL', 41.8781, -87.6298, 45, 3000, '60601'], ['Houston', 'TX', 29.7604, -95.3698, 40, 1900, '77001'],
    ['Phoenix', 'AZ', 33.4484, -112.074, 30, 2900, '85001'], ['Philadelphia', 'PA', 39.9526, -75.1652, 25, 2400, '19102'],
    ['San Antonio', 'TX', 29.4241, -98.4936, 25, 1900, '78201'], ['San Diego', 'CA', 32.7157, -117.1611, 25, 7800, '92101'],
    ['Dallas', 'TX', 32.7767, -96.797, 28, 2600, '75201'], ['Austin', 'TX', 30.2672, -97.7431, 25, 4200, '78701'],
    ['San Jose', 'CA', 37.3382, -121.8863, 18, 10000, '95110'], ['Jacksonville', 'FL', 30.3322, -81.6557, 15, 2300, '32202'],
    ['Fort Worth', 'TX', 32.7555, -97.3308, 15, 2200, '76102'], ['Columbus', 'OH', 39.9612, -82.9988, 15, 2100, '43215'],
    ['Charlotte', 'NC', 35.2271, -80.8431, 17, 2900, '28202'], ['Indianapolis', 'IN', 39.7684, -86.1581, 13, 1800, '46204'],
    ['San Francisco', 'CA', 37.7749, -122.4194, 20, 12000, '94102'], ['Seattle', 'WA', 47.6062, -122.3321, 22, 8000, '98101'],
    ['Denver', 'CO', 39.7392, -104.9903, 20, 5000, '80202'], ['Washington', 'DC', 38.9072, -77.0369, 18, 6500, '20001'],
    ['Nashville', 'TN', 36.1627, -86.7816, 15, 3800, '37201'], ['Oklahoma City', 'OK', 35.4676, -97.5164, 10, 1700, '73102'],
    ['El Paso', 'TX', 31.7619, -106.485, 8, 1500, '79901'], ['Boston', 'MA', 42.3601, -71.0589, 20, 8500, '02108'],
    ['Portland', 'OR', 45.5152, -122.6784, 14, 4500, '97201'], ['Las Vegas', 'NV', 36.1699, -115.1398, 16, 3100, '89101'],
    ['Detroit', 'MI', 42.3314, -83.0458, 10, 900, '48201'], ['Memphis', 'TN', 35.1495, -90.049, 8, 1200, '38103'],
    ['Louisville', 'KY', 38.2527, -85.7585, 8, 1800, '40202'], ['Baltimore', 'MD', 39.2904, -76.6122, 9, 1900, '21201'],
    ['Milwaukee', 'WI', 43.0389, -87.9065, 8, 1700, '53202'], ['Albuquerque', 'NM', 35.0844, -106.6504, 8, 2300, '87102'],
    ['Tucson', 'AZ', 32.2226, -110.9747, 8, 2400, '85701'], ['Fresno', 'CA', 36.7378, -119.7871, 7, 3200, '93721'],
    ['Sacramento', 'CA', 38.5816, -121.4944, 10, 4400, '95814'], ['Kansas City', 'MO', 39.0997, -94.5786, 9, 2000, '64105'],
    ['Atlanta', 'GA', 33.749, -84.388, 20, 3400, '30303'], ['Miami', 'FL', 25.7617, -80.1918, 22, 6500, '33130'],
    ['Raleigh', 'NC', 35.7796, -78.6382, 10, 3300, '27601'], ['Omaha', 'NE', 41.2565, -95.9345, 6, 1900, '68102'],
    ['Minneapolis', 'MN', 44.9778, -93.265, 11, 3000, '55401'], ['Tampa', 'FL', 27.9506, -82.4572, 12, 3500, '33602'],
    ['New Orleans', 'LA', 29.9511, -90.0715, 8, 2300, '70112'], ['Cleveland', 'OH', 41.4993, -81.6944, 8, 1200, '44113'],
    ['Honolulu', 'HI', 21.3069, -157.8583, 6, 9000, '96813'], ['Pittsburgh', 'PA', 40.4406, -79.9959, 8, 1800, '15222'],
    ['Cincinnati', 'OH', 39.1031, -84.512, 7, 1900, '45202'], ['Salt Lake City', 'UT', 40.7608, -111.891, 8, 4300, '84101'],
    ['St. Louis', 'MO', 38.627, -90.1994, 7, 1500, '63101'], ['Orlando', 'FL', 28.5383, -81.3792, 11, 3200, '32801'],
    ['Boise', 'ID', 43.615, -116.2023, 5, 3900, '83702'], ['Richmond', 'VA', 37.5407, -77.436, 6, 2900, '23219'],
    ['Buffalo', 'NY', 42.8864, -78.8784, 5, 1600, '14202'], ['Madison', 'WI', 43.0731, -89.4012, 5, 3000, '53703'],
    ['Savannah', 'GA', 32.0809, -81.0912, 4, 2700, '31401'], ['Santa Fe', 'NM', 35.687, -105.9378, 3, 4500, '87501'],
    ['Scottsdale', 'AZ', 33.4942, -111.9261, 5, 5200, '85251'], ['Anchorage', 'AK', 61.2181, -149.9003, 3, 2600, '99501'],
    ['Burlington', 'VT', 44.4759, -73.2121, 2, 3800, '05401'], ['Charleston', 'SC', 32.7765, -79.9311, 5, 4200, '29401'],
  ]),
  ...cities('GB', 'GBP', 'en', [
    ['London', 'England', 51.5074, -0.1278, 35, 11000, 'SW1A 1AA'], ['Manchester', 'England', 53.4808, -2.2426, 8, 3300, 'M1 1AE'],
    ['Edinburgh', 'Scotland', 55.9533, -3.1883, 6, 4200, 'EH1 1YZ'],
  ]),
  ...cities('IE', 'EUR', 'en', [['Dublin', 'Leinster', 53.3498, -6.2603, 8, 6000, 'D02 X285']]),
  ...cities('FR', 'EUR', 'fr', [
    ['Paris', 'Île-de-France', 48.8566, 2.3522, 25, 10500, '75001'], ['Lyon', 'Auvergne-Rhône-Alpes', 45.764, 4.8357, 7, 5000, '69001'],
  ]),
  ...cities('DE', 'EUR', 'de', [
    ['Berlin', 'Berlin', 52.52, 13.405, 20, 5500, '10115'], ['Munich', 'Bavaria', 48.1351, 11.582, 10, 9000, '80331'],
    ['Hamburg', 'Hamburg', 53.5511, 9.9937, 9, 6200, '20095'], ['Köln', 'North Rhine-Westphalia', 50.9375, 6.9603, 7, 4700, '50667'],
  ]),
  ...cities('AT', 'EUR', 'de', [['Vienna', 'Vienna', 48.2082, 16.3738, 9, 6000, '1010']]),
  ...cities('CH', 'CHF', 'de', [
    ['Zürich', 'Zürich', 47.3769, 8.5417, 7, 14000, '8001'], ['Geneva', 'Geneva', 46.2044, 6.1432, 5, 13000, '1201'],
  ]),
  ...cities('ES', 'EUR', 'es', [
    ['Madrid', 'Community of Madrid', 40.4168, -3.7038, 15, 4500, '28001'], ['Barcelona', 'Catalonia', 41.3874, 2.1686, 12, 4800, '08001'],
  ]),
  ...cities('PT', 'EUR', 'pt', [['Lisbon', 'Lisbon', 38.7223, -9.1393, 9, 5200, '1100-148']]),
  ...cities('NL', 'EUR', 'nl', [
    ['Amsterdam', 'North Holland', 52.3676, 4.9041, 12, 8000, '1012 JS'], ['Rotterdam', 'South Holland', 51.9244, 4.4777, 5, 4200, '3011 AD'],
  ]),
  ...cities('IT', 'EUR', 'it', [
    ['Rome', 'Lazio', 41.9028, 12.4964, 12, 3800, '00184'], ['Milan', 'Lombardy', 45.4642, 9.19, 11, 5500, '20121'],
  ]),
  ...cities('BE', 'EUR', 'fr', [['Brussels', 'Brussels-Capital', 50.8503, 4.3517, 6, 3600, '1000']]),
  ...cities('FI', 'EUR', 'en', [['Helsinki', 'Uusimaa', 60.1699, 24.9384, 5, 4800, '00100']]),
  ...cities('CA', 'CAD', 'en', [
    ['Toronto', 'ON', 43.6532, -79.3832, 18, 10000, 'M5H 2N2'], ['Vancouver', 'BC', 49.2827, -123.1207, 12, 12000, 'V6B 1A1'],
    ['Montréal', 'QC', 45.5017, -73.5673, 10, 5500, 'H2Y 1C6'], ['Calgary', 'AB', 51.0447, -114.0719, 7, 4000, 'T2P 1J9'],
  ]),
  ...cities('AU', 'AUD', 'en', [
    ['Sydney', 'NSW', -33.8688, 151.2093, 16, 13000, '2000'], ['Melbourne', 'VIC', -37.8136, 144.9631, 14, 9000, '3000'],
    ['Brisbane', 'QLD', -27.4698, 153.0251, 8, 7000, '4000'],
  ]),
  ...cities('NZ', 'NZD', 'en', [['Auckland', 'Auckland', -36.8485, 174.7633, 7, 9000, '1010']]),
  ...cities('SG', 'SGD', 'en', [['Singapore', null, 1.3521, 103.8198, 8, 15000, '018956']]),
];

export const STREET_STYLES: readonly StreetStyle[] = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt'];

/** Twelve street names per style; `en` names take a suffix, the others carry their own. */
export const STREET_NAMES: Readonly<Record<StreetStyle, readonly string[]>> = {
  en: ['Maple', 'Oak', 'Cedar', 'Pine', 'Washington', 'Lake', 'Hill', 'Park', 'Church', 'Highland', 'Willow', 'Victoria'],
  de: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Schillerstraße', 'Goethestraße', 'Bergstraße', 'Kirchgasse',
    'Mozartstraße', 'Rosenweg', 'Seestraße', 'Marktplatz'],
  fr: ['rue de la Paix', 'avenue Victor Hugo', 'boulevard Saint-Michel', 'rue du Commerce', 'rue Lafayette', 'avenue des Ternes',
    'rue de Rivoli', 'rue Oberkampf', 'quai de Valmy', 'rue Monge', 'rue des Martyrs', 'place des Vosges'],
  es: ['Calle Mayor', 'Calle de Alcalá', 'Gran Vía', 'Calle Serrano', 'Paseo de Gracia', 'Calle de Atocha', 'Calle Princesa',
    'Avenida Diagonal', 'Calle Velázquez', 'Calle Goya', 'Rambla de Catalunya', 'Calle Fuencarral'],
  it: ['Via Roma', 'Via Garibaldi', 'Via Mazzini', 'Corso Vittorio Emanuele', 'Via Dante', 'Via Verdi', 'Via Cavour', 'Via Manzoni',
    'Via Nazionale', 'Via Tornabuoni', 'Corso Buenos Aires', 'Via della Spiga'],
  nl: ['Keizersgracht', 'Prinsengracht', 'Herengracht', 'Damrak', 'Kalverstraat', 'Vondelstraat', 'Overtoom', 'Coolsingel',
    'Witte de Withstraat', 'Nieuwe Binnenweg', 'Utrechtsestraat', 'Leidsestraat'],
  pt: ['Rua Augusta', 'Avenida da Liberdade', 'Rua do Ouro', 'Rua Garrett', 'Rua da Prata', 'Rua de São Bento', 'Rua Castilho',
    'Avenida de Roma', 'Rua do Alecrim', 'Rua das Flores', 'Rua da Rosa', 'Travessa do Carmo'],
};

export const EN_STREET_SUFFIXES: readonly string[] = ['St', 'Ave', 'Blvd', 'Rd', 'Ln', 'Dr', 'Way', 'Ct', 'Pl', 'Ter'];

/** Where each listing comes from, with the prefix of its external ids. */
export const SEED_SOURCES: ReadonlyArray<{ name: string; prefix: string; host: string }> = [
  { name: 'harbor_mls', prefix: 'HM', host: 'listings.harbor-mls.example' },
  { name: 'openlist', prefix: 'OL', host: 'openlist.example' },
  { name: 'metro_listings', prefix: 'ML', host: 'www.metro-listings.example' },
  { name: 'citydesk', prefix: 'CD', host: 'citydesk.example' },
];

export const FEATURE_TAGS: readonly string[] = [
  'garage', 'garden', 'swimming_pool', 'balcony', 'fireplace', 'air_conditioning', 'hardwood_floors', 'basement',
  'elevator', 'gym', 'solar_panels', 'waterfront', 'renovated_kitchen', 'walk_in_closet', 'doorman', 'pet_friendly',
];
