/**
 * Street types of Russia, Ukraine and Belarus, in Cyrillic, as they are written before the name ("ул. Тверская",
 * "вулиця Хрещатик") or after it ("Тверская улица", "Невский проспект"), in full and abbreviated, without their dots
 * (address-words.ts compares words so). No Latin word is spelled like them, so they count both ways.
 */
export const CYRILLIC_STREET_TYPES = (
  // Russian: street, avenue, lane, boulevard, highway, square, embankment, passage, dead end, alley.
  'улица ул проспект пр-т просп переулок пер бульвар б-р шоссе ш площадь пл набережная наб проезд пр-д тупик аллея ' +
  // Ukrainian: street, avenue, lane, boulevard, square, embankment.
  'вулиця вул провулок пров бульв площа набережна'
).split(' ');
