/**
 * First-level regions of Nigeria, South Africa and Ghana, and Malaysia's federal territory, that name no town, for
 * provinces-abroad.ts. Nigeria's states named as a town too (Lagos, Kano, Oyo) count only with their word ("Lagos
 * State"): alone they are as often the city ("Victoria Island, Lagos").
 */
export type AfricanCountry = 'NG' | 'ZA' | 'GH' | 'MY';

const NIGERIAN_STATES_NAMING_NO_TOWN = [
  'Abia', 'Adamawa', 'Akwa Ibom', 'Anambra', 'Bayelsa', 'Benue', 'Borno', 'Cross River', 'Ebonyi', 'Edo', 'Ekiti',
  'Imo', 'Jigawa', 'Kebbi', 'Kogi', 'Kwara', 'Ogun', 'Osun', 'Taraba', 'Yobe', 'Zamfara', 'FCT',
  'Federal Capital Territory',
];
/** Named as their capital or a town in them too. */
const NIGERIAN_STATES_NAMED_AS_TOWNS = ['Lagos', 'Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Bauchi', 'Gombe', 'Oyo', 'Ondo', 'Enugu', 'Nasarawa'];

export const NO_TOWN: ReadonlyArray<[string, AfricanCountry]> = [
  ...NIGERIAN_STATES_NAMING_NO_TOWN.map((name): [string, AfricanCountry] => [name, 'NG']),
  // "Ikeja, Lagos State": every state written with its word names no town.
  ...[...NIGERIAN_STATES_NAMING_NO_TOWN, ...NIGERIAN_STATES_NAMED_AS_TOWNS].map((name): [string, AfricanCountry] => [`${name} State`, 'NG']),
  ...['Gauteng', 'Western Cape', 'Eastern Cape', 'Northern Cape', 'KwaZulu-Natal', 'KwaZulu Natal', 'Free State', 'Limpopo', 'Mpumalanga'].map(
    (name): [string, AfricanCountry] => [name, 'ZA'],
  ),
  ...['Greater Accra', 'Ashanti', 'Ashanti Region', 'Greater Accra Region'].map((name): [string, AfricanCountry] => [name, 'GH']),
  ...['Wilayah Persekutuan', 'WP Kuala Lumpur', 'W.P. Kuala Lumpur', 'Federal Territory of Kuala Lumpur'].map((name): [string, AfricanCountry] => [name, 'MY']),
];

