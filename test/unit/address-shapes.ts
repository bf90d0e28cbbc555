/*
 * The runner of the address-shape tables (geocoding-address-shapes*.test.ts):
 * each case is an invented address and the components written by hand from
 * what it means; only the keys a case names are compared.
 */
import type { ParsedAddress } from '../../src/modules/geocoding/address/parsed-address';
import { OfflineParser } from '../../src/modules/geocoding/providers/offline';

export type Expected = Pick<ParsedAddress, 'house_number' | 'street' | 'unit' | 'po_box' | 'suburb' | 'locality' | 'region' | 'postcode' | 'country'>;
export type Case = [input: string, expected: Expected];

const parser = new OfflineParser();

/** One test per case, grouped by the kind of shape. */
export function describeShapes(title: string, groups: Array<[kind: string, cases: Case[]]>): void {
  describe(title, () => {
    describe.each(groups)('%s', (_kind, cases) => {
      it.each(cases)('%s', (input, expected) => {
        const parsed = parser.parse(input);
        const got: Record<string, string | undefined> = {};
        for (const key of Object.keys(expected)) got[key] = parsed?.[key as keyof Expected];
        expect(got).toEqual(expected);
      });
    });
  });
}
