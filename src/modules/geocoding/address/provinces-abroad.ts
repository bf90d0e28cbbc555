/**
 * Argentina's provinces and Mexico's states, read as the region at the end of
 * an address (tail.ts). Looked up folded as addresses are compared elsewhere
 * (foldText): case, accents, dots and spacing do not matter ("Nuevo León",
 * "nuevo leon", "D.F."). Apart from regions.ts, which normalize.ts imports.
 */
import { foldText } from './normalize';

/** Argentina's provinces and Mexico's states by their names; several are also their capital's name (Córdoba, Puebla). */
const PROVINCES_ABROAD: Record<string, 'AR' | 'MX'> = {};
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
/** Written short and never a town's name: Mexico City as a federal entity (CDMX, and D.F. before 2016). */
const PROVINCE_CODES_ABROAD: Record<string, 'MX'> = { cdmx: 'MX', df: 'MX' };

/**
 * "Jalisco", "Nuevo León", "Buenos Aires" -> the province's country, `code` true for CDMX and D.F., which name no
 * town; undefined otherwise.
 */
export function provinceAbroad(text: string): { country: 'AR' | 'MX'; code: boolean } | undefined {
  const key = foldText(text);
  const code = PROVINCE_CODES_ABROAD[key];
  if (code) return { country: code, code: true };
  const country = PROVINCES_ABROAD[key];
  return country ? { country, code: false } : undefined;
}
