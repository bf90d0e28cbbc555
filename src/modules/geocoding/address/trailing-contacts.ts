/** "Phone:", "Ph.", "Tel", "Telephone", "Fax", "Cell", "T:", "P:": a word that says a telephone number follows. */
const PHONE_LABEL = String.raw`(?:phone|ph|tel|telephone|fax|cell|mobile|mob|t|p|f)\.?:?`;
/**
 * A telephone number ending the address, as directories and letterheads write it after the postal code: North
 * America's ("(413) 555-1234", "413-555-1234", "413.555.1234", "1-800-555-1234", "+1 413 555 1234") bare, or any run
 * of seven digits or more after a label or a "+" ("Tel: +44 20 7946 0958"). A ZIP+4 ("60611-3110") has one hyphen and
 * nine digits, never three groups, so it is never one.
 */
const TRAILING_PHONE = new RegExp(
  String.raw`(?:,\s*|\s)(?:${PHONE_LABEL}\s*(?:\+?[\d()][\d ().-]{5,}\d)|\+\d[\d ().-]{6,}\d|(?:(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[.-])\d{3}[.-]\d{4}))\s*$`,
  'i',
);

/**
 * "55 Elm St, Springfield, MA 01103 (413) 555-1234", "..., MA 01103 Phone: 413-555-1234 Fax: 413-555-4321": telephone
 * numbers written after the address are no part of it. Left in, the tail reader finds no postal code or region at the
 * end and the town, region and code are lost with them. Each is cut from the end in turn; only after a part with a
 * letter, so that a number alone stays as written.
 */
export function withoutTrailingPhones(text: string): string {
  let rest = text;
  for (;;) {
    const found = TRAILING_PHONE.exec(rest);
    if (!found || (found[0].match(/\d/g) ?? []).length < 7 || !/\p{L}/u.test(rest.slice(0, found.index))) return rest;
    rest = rest.slice(0, found.index).replace(/[\s,]+$/, '');
  }
}

/**
 * An e-mail or web address ending the address, with its label if any ("info@zorble.com", "Email: a@b.org",
 * "www.zorble.com", "https://zorble.com/contact"): a word with an @ or one opening with www. or a scheme.
 */
const TRAILING_ONLINE = /(?:,\s*|\s)(?:(?:e-?mail|web(?:site)?|url)\s*:?\s*)?(?:\S+@\S+\.\S+|(?:https?:\/\/|www\.)\S+)\s*$/i;

/**
 * "27 Crane Ave, Dalton, GA 30720 info@cranebikes.com": e-mail and web addresses written after the address, as
 * directories and letterheads add them, are no part of it; left in, the tail reader finds no postal code or region at
 * the end. Each is cut from the end in turn, then any telephone number they followed; only after a part with a letter.
 */
export function withoutTrailingContacts(text: string): string {
  let rest = withoutTrailingPhones(text);
  for (;;) {
    const found = TRAILING_ONLINE.exec(rest);
    if (!found || !/\p{L}/u.test(rest.slice(0, found.index))) return rest;
    rest = withoutTrailingPhones(rest.slice(0, found.index).replace(/[\s,]+$/, ''));
  }
}
