import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidParameterError } from '../../http/errors';
import { filtersKey, isPropertyId, type PropertyFilters, type PropertySort } from './properties.schemas';

/**
 * A position in a sorted list: the sort key of the last row read (column
 * sorts: the value as exact text or null; distance: metres; relevance: the
 * score and created_at as text) and its id, the tie-breaker.
 */
export interface ListCursorKey {
  key: Array<string | number | null>;
  id: string;
}

/** Sort keys per sort, in order, with the JSON type each must have. */
function keyShape(sort: PropertySort): Array<(v: unknown) => boolean> {
  const text = (v: unknown) => typeof v === 'string' && v.length <= 64;
  if (sort.field === 'relevance') return [(v) => Number.isInteger(v), text];
  if (sort.field === 'distance') return [(v) => typeof v === 'number' && Number.isFinite(v)];
  return [(v) => v === null || text(v)];
}

const invalid = () => new InvalidParameterError([{ field: 'cursor', message: 'is not a next_cursor of this list (same filters and sort)' }]);

/**
 * `metadata.next_cursor`: base64url JSON of the position and a fingerprint of
 * the filters and sort, then an HMAC of it, so a cursor that was damaged,
 * forged or made for another search is refused (400) instead of read.
 */
export class ListCursorCodec {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHash('sha256').update(`list-cursor|${secret}`).digest();
  }

  static fingerprint(filters: PropertyFilters, sort: PropertySort): string {
    return createHash('sha256').update(`${filtersKey(filters)}|${sort.field}|${sort.direction}`).digest('base64url').slice(0, 16);
  }

  encode(filters: PropertyFilters, sort: PropertySort, position: ListCursorKey): string {
    const payload = Buffer.from(JSON.stringify({ f: ListCursorCodec.fingerprint(filters, sort), k: position.key, i: position.id })).toString('base64url');
    return `${payload}.${this.sign(payload)}`;
  }

  /** The position of a cursor made for these filters and sort; InvalidParameterError otherwise. */
  decode(cursor: string, filters: PropertyFilters, sort: PropertySort): ListCursorKey {
    const [payload, signature, extra] = cursor.split('.');
    if (!payload || !signature || extra !== undefined) throw invalid();
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    let body: { f?: unknown; k?: unknown; i?: unknown };
    try {
      body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof body;
    } catch {
      throw invalid();
    }
    const shape = keyShape(sort);
    const key = body.k;
    if (body.f !== ListCursorCodec.fingerprint(filters, sort) || typeof body.i !== 'string' || !isPropertyId(body.i)) throw invalid();
    if (!Array.isArray(key) || key.length !== shape.length || !shape.every((ok, n) => ok(key[n]))) throw invalid();
    return { key: key as ListCursorKey['key'], id: body.i };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, 22);
  }
}
