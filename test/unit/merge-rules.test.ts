import { buildCandidate, type GeocodeOutcome } from '../../src/modules/submissions/candidate';
import { GEOCODER_PROVENANCE_SOURCE, mergeCandidate, type MergeAuthor } from '../../src/modules/submissions/merge-rules';
import { emptyRecord, packProvenance, unpackProvenance, type PropertyRecord } from '../../src/modules/submissions/property-record';
import { validateSubmission } from '../../src/modules/submissions/submission-validation';
import { buildSubmission, type Overrides } from '../factories/submission';

const submitted: GeocodeOutcome = { status: 'success', location: { latitude: 30.2672, longitude: -97.7431 }, geocoded: false, confidence: 1, normalizedAddress: '' };
const pending: GeocodeOutcome = { status: 'pending', location: null, geocoded: true, confidence: 0.3, normalizedAddress: '' };

function candidate(body: Record<string, unknown>, geocode: GeocodeOutcome = submitted) {
  const { value, errors } = validateSubmission(body, { requireExternalId: false });
  if (!value) throw new Error(JSON.stringify(errors));
  return buildCandidate(value, geocode);
}

const author = (source: string, score: number, extra: Partial<MergeAuthor> = {}): MergeAuthor => ({
  source, score, at: '2025-01-01T00:00:00.000Z', geocodedLocation: false, ...extra,
});

/** A property as one submission creates it. */
function created(body: Record<string, unknown>, by: MergeAuthor, geocode: GeocodeOutcome = submitted): PropertyRecord {
  const c = candidate(body, geocode);
  const start = emptyRecord('00000000-0000-4000-8000-000000000001', by.source, null, c.address!.address_hash!);
  return mergeCandidate(start, c, by).record;
}

describe('mergeCandidate', () => {
  const body = buildSubmission();
  const again = (overrides: Overrides) => candidate({ ...body, ...overrides });

  it('fills every field of a new property and remembers who wrote each', () => {
    const record = created(body, author('alpha', 0.8));
    expect(record).toMatchObject({
      property_type: 'house', property_subtype: 'detached', status: 'active', price_current: 350000, currency: 'USD',
      street: (body.address as { street: string }).street, city: 'Austin', state: 'TX', country: 'US',
      latitude: 30.2672, longitude: -97.7431, geocode_status: 'success', bedrooms_total: 3,
    });
    expect(record.provenance.price).toEqual({ source: 'alpha', score: 0.8, at: '2025-01-01T00:00:00.000Z' });
    expect(record.provenance.address).toEqual({ source: 'alpha', score: 0.8, at: '2025-01-01T00:00:00.000Z' });
  });

  it('changes nothing when the same data comes again', () => {
    const record = created(body, author('alpha', 0.8));
    expect(mergeCandidate(record, candidate(body), author('beta', 0.9)).changed).toEqual([]);
  });

  it('keeps another source\'s field against a lower score, and says whose value was kept', () => {
    const record = created(body, author('alpha', 0.8));
    const { record: merged, changed, kept } = mergeCandidate(record, again({ financial: { price_current: 1 }, title: 'Cheap!' }), author('beta', 0.5));
    expect(changed).toEqual([]);
    expect(kept).toEqual([
      { field: 'title', by_source: 'alpha' },
      { field: 'financial.price_current', by_source: 'alpha' },
    ]);
    expect(merged.price_current).toBe(350000);
  });

  it('keeps another source\'s field against an equal score: ties never replace', () => {
    const record = created(body, author('alpha', 0.5));
    const tie = mergeCandidate(record, again({ financial: { price_current: 5 }, status: 'off_market' }), author('beta', 0.5));
    expect(tie.changed).toEqual([]);
    expect(tie.kept).toEqual([
      { field: 'status', by_source: 'alpha' },
      { field: 'financial.price_current', by_source: 'alpha' },
    ]);
    expect(tie.record).toEqual(record);
  });

  it('lets a strictly higher score replace another source\'s field, and records the new writer', () => {
    const record = created(body, author('alpha', 0.8));
    const higher = mergeCandidate(record, again({ financial: { price_current: 340000 } }), author('beta', 0.81));
    expect(higher.changed).toEqual(['price']);
    expect(higher.kept).toEqual([]);
    expect(higher.record.price_current).toBe(340000);
    expect(higher.record.provenance.price).toEqual({ source: 'beta', score: 0.81, at: '2025-01-01T00:00:00.000Z' });
    const next = mergeCandidate(higher.record, again({ financial: { price_current: 340000 }, rooms: { bedrooms_total: 4 } }), author('gamma', 0.95));
    expect(next.changed).toEqual(['bedrooms_total']);
  });

  it('reports nothing kept when the stored value equals the offered one', () => {
    const record = created(body, author('alpha', 0.9));
    expect(mergeCandidate(record, candidate(body), author('beta', 0.1)).kept).toEqual([]);
  });

  it('counts a value stored without provenance as the creator\'s, at the default trust', () => {
    const record = { ...created(body, author('alpha', 0.5)), provenance: {} };
    const lower = mergeCandidate(record, again({ financial: { price_current: 1 } }), author('beta', 0.6), 0.7);
    expect(lower.kept).toEqual([{ field: 'financial.price_current', by_source: 'alpha' }]);
    const higher = mergeCandidate(record, again({ financial: { price_current: 1 } }), author('beta', 0.6), 0.5);
    expect(higher.changed).toEqual(['price']);
    const own = mergeCandidate(record, again({ financial: { price_current: 2 } }), author('alpha', 0), 0.9);
    expect(own.changed).toEqual(['price']);
  });

  it('keeps another source\'s own coordinates against a lower score', () => {
    const record = created(body, author('alpha', 0.8));
    const moved = candidate({ ...body, location: { latitude: 1, longitude: 2 } }, { ...submitted, location: { latitude: 1, longitude: 2 } });
    const { changed, kept } = mergeCandidate(record, moved, author('beta', 0.5));
    expect(changed).toEqual([]);
    expect(kept).toEqual([{ field: 'location', by_source: 'alpha' }]);
  });

  it('lets any connector\'s own coordinates replace geocoded ones, even at score 0', () => {
    const geocoded: GeocodeOutcome = { status: 'success', location: { latitude: 1, longitude: 2 }, geocoded: true, confidence: 0.9, normalizedAddress: '' };
    const record = created({ ...body, location: undefined }, author('alpha', 0.9, { geocodedLocation: true }), geocoded);
    expect(record.provenance.location?.source).toBe(GEOCODER_PROVENANCE_SOURCE);
    const { record: merged, changed } = mergeCandidate(record, candidate(body), author('beta', 0));
    expect(changed).toEqual(['location']);
    expect(merged).toMatchObject({ latitude: 30.2672, longitude: -97.7431 });
  });

  it('lets a source update its own field even with a lower score', () => {
    const record = created(body, author('alpha', 0.8));
    const { record: merged, changed } = mergeCandidate(record, again({ financial: { price_current: 325000 } }), author('alpha', 0.2));
    expect(changed).toEqual(['price']);
    expect(merged.price_current).toBe(325000);
  });

  it('never erases a stored value with an empty one', () => {
    const record = created(body, author('alpha', 0.2));
    const sparse = candidate({ address: body.address, price: 350000, title: '', rooms: { bedrooms_total: null } });
    const { record: merged, changed } = mergeCandidate(record, sparse, author('beta', 1));
    expect(changed).toEqual([]);
    expect(merged.title).toBe(record.title);
    expect(merged.bedrooms_total).toBe(3);
    expect(merged.listing_date).toBe(record.listing_date);
  });

  it('fills an empty field whatever the score', () => {
    const record = created({ ...body, title: undefined }, author('alpha', 0.9));
    const { record: merged, changed } = mergeCandidate(record, again({ title: 'Now with a title' }), author('beta', 0.1));
    expect(changed).toEqual(['title']);
    expect(merged.title).toBe('Now with a title');
  });

  it('treats a differently written but equal address as no change', () => {
    const record = created(body, author('alpha', 0.5));
    const address = body.address as Record<string, string>;
    const shouted = again({ address: { ...address, street: address.street!.toUpperCase().replace('STREET', 'ST.'), country: 'USA' } });
    expect(mergeCandidate(record, shouted, author('beta', 0.9)).changed).toEqual([]);
  });

  it('keeps the state and postal code an address with fewer parts leaves out', () => {
    const record = created(body, author('alpha', 0.5));
    const address = body.address as Record<string, string>;
    const fewer = again({ address: { street: address.street, city: 'Austin' } });
    expect(mergeCandidate(record, fewer, author('alpha', 0.5)).changed).toEqual([]);
  });

  it('drops the old coordinates when the address changes without new ones', () => {
    const record = created(body, author('alpha', 0.5));
    const moved = candidate({ ...body, location: undefined, address: { street: '1 Other Rd', city: 'Austin' } }, pending);
    const { record: merged, changed } = mergeCandidate(record, moved, author('alpha', 0.5));
    expect(changed).toEqual(['address', 'location']);
    expect(merged).toMatchObject({ street: '1 Other Rd', latitude: null, longitude: null, geocode_status: 'pending' });
    expect(merged.provenance.location).toBeUndefined();
  });

  it('never lets geocoded coordinates replace a connector’s own', () => {
    const record = created(body, author('alpha', 0.1));
    const geocoded: GeocodeOutcome = { status: 'success', location: { latitude: 1, longitude: 2 }, geocoded: true, confidence: 0.9, normalizedAddress: '' };
    const { changed } = mergeCandidate(record, candidate({ ...body, location: undefined }, geocoded), author('beta', 1, { geocodedLocation: true }));
    expect(changed).toEqual([]);
  });

  it('fills coordinates from the geocoder when none are stored, as the geocoder’s', () => {
    const record = created({ ...body, location: undefined }, author('alpha', 0.5), pending);
    expect(record.geocode_status).toBe('pending');
    const geocoded: GeocodeOutcome = { status: 'success', location: { latitude: 1, longitude: 2 }, geocoded: true, confidence: 0.9, normalizedAddress: '' };
    const { record: merged, changed } = mergeCandidate(record, candidate({ ...body, location: undefined }, geocoded), author('alpha', 0.5, { geocodedLocation: true }));
    expect(changed).toEqual(['location']);
    expect(merged).toMatchObject({ latitude: 1, longitude: 2, geocode_status: 'success' });
    expect(merged.provenance.location?.source).toBe(GEOCODER_PROVENANCE_SOURCE);
  });

  it('moves price and currency together', () => {
    const record = created(body, author('alpha', 0.5));
    const { record: merged, changed } = mergeCandidate(record, again({ financial: { price_current: 300000, currency: 'EUR' } }), author('alpha', 0.6));
    expect(changed).toEqual(['price']);
    expect(merged).toMatchObject({ price_current: 300000, currency: 'EUR' });
  });
});

describe('stored provenance', () => {
  it('names each writer once with the fields it wrote, and reads back field by field', () => {
    const alpha = { source: 'alpha', score: 0.8, at: '2025-01-01T00:00:00.000Z' };
    const beta = { source: 'beta', score: 0.5, at: '2025-02-01T00:00:00.000Z' };
    const perField = { title: alpha, price: alpha, address: { ...alpha }, location: beta };
    const packed = packProvenance(perField);
    expect(packed).toEqual({
      writers: [
        { ...alpha, fields: ['title', 'price', 'address'] },
        { ...beta, fields: ['location'] },
      ],
    });
    expect(unpackProvenance(JSON.parse(JSON.stringify(packed)))).toEqual(perField);
    expect(unpackProvenance(null)).toEqual({});
  });
});
