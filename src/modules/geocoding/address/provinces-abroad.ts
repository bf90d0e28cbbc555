/**
 * Argentina's provinces, Mexico's states, Colombia's departments, Turkey's provinces (il), India's states and union
 * territories, the Philippines' provinces and the first-level regions of Japan, China, Indonesia, Malaysia and South
 * Korea, read as the region at the end of an address (tail.ts). Looked up folded as addresses are compared elsewhere (foldText): case,
 * accents, dots and spacing do not matter ("Nuevo León", "nuevo leon", "D.F."). Apart from regions.ts, which
 * normalize.ts imports.
 */
import { foldText } from './normalize';
import { NO_TOWN, type AfricanCountry } from './provinces-africa';

/** Argentina's provinces and Mexico's states by their names; several are also their capital's name (Córdoba, Puebla). */
type Country = 'AR' | 'MX' | 'CO' | 'TR' | 'IN' | 'PH' | 'JP' | 'CN' | 'ID' | 'MY' | 'KR' | AfricanCountry;

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
 * Colombia's departments named as towns too (Santander, Magdalena, Bolívar, Sucre, Arauca: towns of their own or of
 * elsewhere): the region only after a street's part and a town's ("Cra. 66 No. 78-37, Bucaramanga, Santander").
 */
for (const name of [
  'Amazonas', 'Arauca', 'Bolívar', 'Caldas', 'Cauca', 'Cesar', 'Magdalena', 'Meta', 'Nariño', 'San Andrés', 'Santander',
  'Sucre',
]) PROVINCES_ABROAD[foldText(name)] = 'CO';
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

/**
 * Never a town's name: Mexico City as a federal entity written short (CDMX, and D.F. before 2016); India's states and
 * union territories and the Philippines' provinces and capital region, but those named as a town elsewhere (Laguna),
 * which are read as the other countries' provinces are. Not those that are their own city (Delhi, Chandigarh, Cebu): a
 * sector's or a barangay's part often stands before them, and they are the town.
 */
const NAMING_NO_TOWN: Record<string, Country> = { cdmx: 'MX', df: 'MX' };
/**
 * Mexico's states as its post and businesses abbreviate them ("Jal.", "Gto.", "Q. Roo", "S.L.P."), folded without
 * their dots. Not Col. (Colima), which is also the colonia's marker. Those that are another region's code too (B.C.,
 * N.L., Q.R.: British Columbia, Newfoundland and Labrador, Quebec) are read as the codes first.
 */
for (const name of [
  // Read as Canada's codes first (tail.ts), as Mexico's only after a postal code of digits and a town.
  'N.L.', 'B.C.', 'Q.R.',
  'Ags', 'BCS', 'Camp', 'Chis', 'Chih', 'Coah', 'Dgo', 'Gto', 'Gro', 'Hgo', 'Jal', 'Edomex', 'Edo Mex', 'Mich', 'Mor',
  'Nay', 'Oax', 'Pue', 'Qro', 'Q Roo', 'SLP', 'Sin', 'Son', 'Tab', 'Tamps', 'Tlax', 'Ver', 'Yuc', 'Zac',
]) NAMING_NO_TOWN[foldText(name)] = 'MX';
for (const name of [
  'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat', 'Haryana',
  'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya',
  'Mizoram', 'Nagaland', 'Odisha', 'Orissa', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura',
  'Uttar Pradesh', 'Uttarakhand', 'Uttaranchal', 'West Bengal', 'Andaman and Nicobar Islands', 'Jammu and Kashmir',
  'Jammu & Kashmir', 'Ladakh', 'Lakshadweep', 'Dadra and Nagar Haveli', 'Daman and Diu', 'NCT of Delhi',
]) NAMING_NO_TOWN[foldText(name)] = 'IN';
for (const name of [
  'Metro Manila', 'NCR', 'National Capital Region', 'Bulacan', 'Pampanga', 'Pangasinan', 'Benguet', 'Negros Occidental',
  'Negros Oriental', 'Davao del Sur', 'Davao del Norte', 'Misamis Oriental', 'Bohol', 'Leyte', 'Albay', 'Palawan',
  'Nueva Ecija', 'Zambales', 'Bataan', 'Camarines Sur', 'Ilocos Norte', 'Ilocos Sur', 'South Cotabato',
  'Zamboanga del Sur',
]) NAMING_NO_TOWN[foldText(name)] = 'PH';
/** Colombia's departments that name no town ("Medellín, Antioquia", "Cali, Valle del Cauca"). */
for (const name of [
  'Antioquia', 'Atlántico', 'Boyacá', 'Caquetá', 'Casanare', 'Chocó', 'Cundinamarca', 'Guainía', 'Guaviare', 'Huila',
  'La Guajira', 'Norte de Santander', 'Putumayo', 'Quindío', 'Risaralda', 'Tolima', 'Valle del Cauca', 'Vaupés',
  'Vichada',
]) NAMING_NO_TOWN[foldText(name)] = 'CO';
/**
 * East and Southeast Asia's first-level regions as their addresses are written in Latin letters, those that name no town:
 * Japan's prefectures whose capital is named otherwise (not Tokyo, Osaka, Kyoto, Fukuoka...), China's provinces and
 * autonomous regions (not Jilin, also a city), Indonesia's provinces, Malaysia's states (not Melaka, a city too) and
 * South Korea's provinces.
 */
for (const name of [
  'Hokkaido', 'Iwate', 'Miyagi', 'Ibaraki', 'Tochigi', 'Gunma', 'Kanagawa', 'Ishikawa', 'Yamanashi', 'Aichi',
  'Mie', 'Shiga', 'Hyogo', 'Shimane', 'Kagawa', 'Ehime', 'Okinawa',
]) NAMING_NO_TOWN[foldText(name)] = 'JP';
for (const name of [
  'Guangdong', 'Fujian', 'Zhejiang', 'Jiangsu', 'Shandong', 'Hebei', 'Henan', 'Hubei', 'Hunan', 'Sichuan',
  'Yunnan', 'Guizhou', 'Shaanxi', 'Shanxi', 'Gansu', 'Qinghai', 'Jiangxi', 'Anhui', 'Liaoning', 'Heilongjiang',
  'Hainan', 'Guangxi', 'Inner Mongolia', 'Tibet', 'Xinjiang', 'Ningxia',
]) NAMING_NO_TOWN[foldText(name)] = 'CN';
for (const name of [
  'Bali', 'Jawa Barat', 'Jawa Tengah', 'Jawa Timur', 'West Java', 'Central Java', 'East Java', 'DI Yogyakarta',
  'Banten', 'Sumatera Utara', 'North Sumatra', 'Sumatera Barat', 'Riau', 'Kalimantan Timur', 'Sulawesi Selatan',
  'Nusa Tenggara Barat', 'Papua',
]) NAMING_NO_TOWN[foldText(name)] = 'ID';
for (const name of [
  'Johor', 'Kedah', 'Kelantan', 'Negeri Sembilan', 'Pahang', 'Perak', 'Perlis', 'Pulau Pinang', 'Sabah',
  'Sarawak', 'Selangor', 'Terengganu',
]) NAMING_NO_TOWN[foldText(name)] = 'MY';
for (const name of [
  'Gyeonggi-do', 'Gangwon-do', 'Chungcheongbuk-do', 'Chungcheongnam-do', 'Jeollabuk-do', 'Jeollanam-do',
  'Gyeongsangbuk-do', 'Gyeongsangnam-do', 'Jeju-do',
]) NAMING_NO_TOWN[foldText(name)] = 'KR';
for (const [name, country] of NO_TOWN) NAMING_NO_TOWN[foldText(name)] = country;
// Provinces named as towns elsewhere (Laguna, Brazil; Isabela, Puerto Rico; La Unión) or as their own capital.
for (const name of ['Cavite', 'Laguna', 'Rizal', 'Batangas', 'Tarlac', 'La Union', 'Isabela']) PROVINCES_ABROAD[foldText(name)] = 'PH';

/**
 * "Jalisco", "Nuevo León", "Buenos Aires", "Haryana" -> the province's country, `namesNoTown` true for CDMX, D.F. and
 * the others of NAMING_NO_TOWN; undefined otherwise.
 */
export function provinceAbroad(text: string): { country: Country; namesNoTown: boolean } | undefined {
  const key = foldText(text);
  const alone = NAMING_NO_TOWN[key];
  if (alone) return { country: alone, namesNoTown: true };
  const country = PROVINCES_ABROAD[key];
  return country ? { country, namesNoTown: false } : undefined;
}
