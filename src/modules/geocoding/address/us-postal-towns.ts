/**
 * US post-office names that pelias's place list leaves out: the neighbourhoods of New York (Queens), Los Angeles (the
 * San Fernando Valley) and Boston that the Postal Service accepts as the town of an address, and villages named after
 * a compass point of another town. Written without a comma ("14 Main St W Roxbury MA", "14 Main St Glen Oaks NY"),
 * a town the list does not know is read as the street's directional or type and a shorter town. Folded as foldText
 * folds.
 */
import { FoldedNames } from './folded-names';

const US_POSTAL_TOWNS = new FoldedNames(
  [
    'North Charleston', 'North Hollywood', 'North Chesterfield', 'North Attleborough', 'North Easton', 'North Quincy',
    'North Woodmere', 'North Baldwin', 'North Versailles', 'North Huntingdon', 'South Ozone Park',
    'South Richmond Hill', 'South Weymouth', 'South Easton', 'South Setauket', 'East Elmhurst', 'East Boston',
    'East Setauket', 'East Weymouth', 'East Walpole', 'East Lyme', 'West Roxbury', 'West Medford', 'West Somerville',
    'West Kingston', 'West Suffield', 'West Granby', 'West Paterson', 'West Deptford', 'West Henrietta', 'West Leyden',
    'West Bath', 'West Gardiner', 'West Enfield', 'West Carrollton', 'West Olive', 'Glen Oaks', 'Glen Dale',
    'Long Island City', 'Rego Park', 'Kew Gardens', 'Ozone Park', 'Howard Beach', 'Far Rockaway', 'Rockaway Park',
    'Arverne', 'Fresh Meadows', 'College Point', 'Maspeth', 'Queens Village', 'Cambria Heights', 'Springfield Gardens',
    'Little Neck', 'Douglaston', 'Van Nuys', 'Sherman Oaks', 'Tarzana', 'Reseda', 'Canoga Park', 'Granada Hills',
    'Sylmar', 'Pacoima', 'Sunland', 'Tujunga', 'Studio City', 'Valley Village', 'Panorama City', 'Arleta',
    'Porter Ranch', 'Harbor City', 'Playa Vista', 'Playa del Rey', 'Jamaica Plain', 'Mattapan', 'Allston',
    'Roslindale', 'Dorchester Center',
  ],
);

/** Is this text a US post-office town that pelias's place list may not hold? */
export function isUsPostalTown(text: string): boolean {
  return US_POSTAL_TOWNS.has(text);
}
