/**
 * Argentina's provinces, Mexico's states and Turkey's provinces (il), read as the region at the end of
 * an address (tail.ts). Looked up folded as addresses are compared elsewhere
 * (foldText): case, accents, dots and spacing do not matter ("Nuevo León",
 * "nuevo leon", "D.F."). Apart from regions.ts, which normalize.ts imports.
 */
import { foldText } from './normalize';

/** Argentina's provinces and Mexico's states by their names; several are also their capital's name (Córdoba, Puebla). */
type Country = 'AR' | 'MX' | 'TR';

const PROVINCES_ABROAD: Record<string, Country> = {};
for (const name of [
  'Buenos Aires', 'Provincia de Buenos Aires', 'Catamarca', 'Chaco', 'Chubut', 'Córdoba', 'Corrientes', 'Entre Ríos',
  'Formosa', 'Jujuy', 'La Pampa', 'La Rioja', 'Mendoza', 'Misiones', 'Neuquén', 'Río Negro', 'Salta', 'San Juan',
  'San Luis', 'Santa Cruz', 'Santa Fe', 'Santiago del Estero', 'Tierra del Fuego', 'Tucumán',
]) PROVINCES_ABROAD[foldText(name)] = 'AR';
for (const name of [
  'Aguascalientes', 'Baja California', 'Baja California Sur', 'Campeche', 'Chiapas', 'Chihuahua', 'Ciudad de México',
  'Coahuila', 'Coahuila de Zaragoza', 'Colima', 'Durango', 'Guanajuato', 'Guerrero', 'Hidalgo', 'Jalisco',
  'Estado de México', 'Edo. de México', 'Michoacán', 'Michoacán de Ocampo', 'Morelos', 'Nayarit', 'Nuevo León', 'Oaxaca',
  'Puebla', 'Querétaro', 'Quintana Roo', 'San Luis Potosí', 'Sinaloa', 'Sonora', 'Tabasco', 'Tamaulipas', 'Tlaxcala',
  'Veracruz', 'Yucatán', 'Zacatecas',
]) PROVINCES_ABROAD[foldText(name)] = 'MX';
/**
 * Turkey's 81 provinces (il), each named after its capital: written last, after the district (ilçe) in a part of its
 * own ("Kadıköy, İstanbul"), the province is the region and the district the town.
 */
for (const name of [
  'Adana', 'Adıyaman', 'Afyonkarahisar', 'Ağrı', 'Aksaray', 'Amasya', 'Ankara', 'Antalya', 'Ardahan', 'Artvin', 'Aydın',
  'Balıkesir', 'Bartın', 'Batman', 'Bayburt', 'Bilecik', 'Bingöl', 'Bitlis', 'Bolu', 'Burdur', 'Bursa', 'Çanakkale',
  'Çankırı', 'Çorum', 'Denizli', 'Diyarbakır', 'Düzce', 'Edirne', 'Elazığ', 'Erzincan', 'Erzurum', 'Eskişehir',
  'Gaziantep', 'Giresun', 'Gümüşhane', 'Hakkâri', 'Hakkari', 'Hatay', 'Iğdır', 'Isparta', 'İstanbul', 'İzmir',
  'Kahramanmaraş', 'Karabük', 'Karaman', 'Kars', 'Kastamonu', 'Kayseri', 'Kırıkkale', 'Kırklareli', 'Kırşehir', 'Kilis',
  'Kocaeli', 'Konya', 'Kütahya', 'Malatya', 'Manisa', 'Mardin', 'Mersin', 'Muğla', 'Muş', 'Nevşehir', 'Niğde', 'Ordu',
  'Osmaniye', 'Rize', 'Sakarya', 'Samsun', 'Siirt', 'Sinop', 'Sivas', 'Şanlıurfa', 'Şırnak', 'Tekirdağ', 'Tokat',
  'Trabzon', 'Tunceli', 'Uşak', 'Van', 'Yalova', 'Yozgat', 'Zonguldak',
]) PROVINCES_ABROAD[foldText(name)] = 'TR';

/** Written short and never a town's name: Mexico City as a federal entity (CDMX, and D.F. before 2016). */
const PROVINCE_CODES_ABROAD: Record<string, 'MX'> = { cdmx: 'MX', df: 'MX' };

/**
 * "Jalisco", "Nuevo León", "Buenos Aires" -> the province's country, `code` true for CDMX and D.F., which name no
 * town; undefined otherwise.
 */
export function provinceAbroad(text: string): { country: Country; code: boolean } | undefined {
  const key = foldText(text);
  const code = PROVINCE_CODES_ABROAD[key];
  if (code) return { country: code, code: true };
  const country = PROVINCES_ABROAD[key];
  return country ? { country, code: false } : undefined;
}
