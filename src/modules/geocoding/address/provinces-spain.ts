/**
 * Spain's fifty provinces, in Spanish and in their co-official languages, folded as addresses are compared elsewhere
 * (foldText). Spain writes the province in parentheses after the town ("28901 Getafe (Madrid)"), where Germany writes a
 * river or a region that is part of the town's name ("Halle (Saale)", "Frankfurt (Oder)"); the list tells them apart.
 */
import { foldText } from './normalize';

const SPANISH_PROVINCES = new Set(
  [
    'Álava', 'Araba', 'Albacete', 'Alicante', 'Alacant', 'Almería', 'Asturias', 'Ávila', 'Badajoz', 'Barcelona', 'Burgos',
    'Cáceres', 'Cádiz', 'Cantabria', 'Castellón', 'Castelló', 'Ciudad Real', 'Córdoba', 'Cuenca', 'Girona', 'Gerona',
    'Granada', 'Guadalajara', 'Guipúzcoa', 'Gipuzkoa', 'Huelva', 'Huesca', 'Illes Balears', 'Islas Baleares', 'Baleares',
    'Jaén', 'A Coruña', 'La Coruña', 'La Rioja', 'Las Palmas', 'León', 'Lleida', 'Lérida', 'Lugo', 'Madrid', 'Málaga',
    'Murcia', 'Navarra', 'Nafarroa', 'Ourense', 'Orense', 'Palencia', 'Pontevedra', 'Salamanca', 'Santa Cruz de Tenerife',
    'Tenerife', 'Segovia', 'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'València', 'Valladolid',
    'Vizcaya', 'Bizkaia', 'Zamora', 'Zaragoza',
  ].map(foldText),
);

export function isSpanishProvince(text: string): boolean {
  return SPANISH_PROVINCES.has(foldText(text));
}
