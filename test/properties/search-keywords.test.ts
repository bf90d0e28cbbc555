import request from 'supertest';
import { insertProperties, type PropertyRow } from '../factories/property-rows';
import { useTestApp } from '../setup/use-test-app';

describe('GET /api/v1/properties?q=: keyword search', () => {
  const t = useTestApp({ emptyProperties: true });
  const list = (query: Record<string, string | number>) => request(t.app).get('/api/v1/properties').query(query);
  const ids = (res: request.Response) => (res.body.data as Array<{ id: string }>).map((p) => p.id);

  let loft: PropertyRow;
  let house: PropertyRow;
  let flat: PropertyRow;
  beforeEach(async () => {
    const rows = await insertProperties(t.pool, [
      {
        title: 'Renovated loft in Brooklyn', description: 'Sunny renovation with a garden.', street: '12 Maple St', city: 'New York',
        postal_code: '11201', created_at: new Date('2025-01-01T00:00:00Z'),
      },
      {
        title: 'Quiet house', description: 'Near the café and the park.', street: '34 Oak Ave', city: 'Zürich', postal_code: '8001',
        created_at: new Date('2025-01-02T00:00:00Z'),
      },
      {
        title: 'Garden apartment', description: 'Large terrace.', street: '120 Oaks Rd', city: 'Springfield', postal_code: '62701',
        created_at: new Date('2025-01-03T00:00:00Z'),
      },
    ]);
    [loft, house, flat] = rows as [PropertyRow, PropertyRow, PropertyRow];
  });

  const found = async (q: string, extra: Record<string, string> = {}) => {
    const res = await list({ q, ...extra });
    expect(res.status).toBe(200);
    expect(res.body.metadata.total).toBe(res.body.data.length);
    return new Set(ids(res));
  };

  it('matches title and description words by their English stem', async () => {
    expect(await found('renovation')).toEqual(new Set([loft.id]));
    expect(await found('renovating lofts')).toEqual(new Set([loft.id]));
    expect(await found('gardens')).toEqual(new Set([loft.id, flat.id]));
  });

  it('matches address words exactly: "Oak" is not "Oaks"', async () => {
    expect(await found('"Oak"')).toEqual(new Set([house.id]));
    expect(await found('"Oaks"')).toEqual(new Set([flat.id]));
    expect(await found('Oaks Rd')).toEqual(new Set([flat.id]));
  });

  it('matches the last word as a prefix, in any field', async () => {
    expect(await found('brookl')).toEqual(new Set([loft.id]));
    expect(await found('Springf')).toEqual(new Set([flat.id]));
    expect(await found('sunny reno')).toEqual(new Set([loft.id]));
  });

  it('matches the last word as a prefix of the words as written, also past their stem ("renova" finds "Renovated")', async () => {
    // Stored as stems: "renovated" and "renovation" as `renov`, "charming" as `charm`, "charmed" as `charm`.
    const [cottage, charmed] = (await insertProperties(t.pool, [
      { title: 'Charming cottage', description: 'Wood stove.', street: '9 Elm St', city: 'Dover', created_at: new Date('2025-01-04T00:00:00Z') },
      { title: 'Charmed life', description: 'Gardening shed.', street: '10 Elm St', city: 'Dover', created_at: new Date('2025-01-05T00:00:00Z') },
    ])) as [PropertyRow, PropertyRow];
    for (const typed of ['renova', 'renovat', 'Renovati', 'RÉNOVA']) expect(await found(typed)).toEqual(new Set([loft.id]));
    // Stemming makes "charming" and "charmed" one word (q=charming finds both); a prefix of either finds what the word finds.
    const charm = await found('charming');
    expect(charm).toEqual(new Set([cottage.id, charmed.id]));
    for (const typed of ['charmi', 'charmin', 'charme']) expect(await found(typed)).toEqual(charm);
    expect(await found('charmx')).toEqual(new Set());
    expect(await found('sunny renovati')).toEqual(new Set([loft.id]));
    // Only the last word is a prefix.
    expect(await found('renova sunny')).toEqual(new Set());
    // A compound's stem is the compound's ("south-facing" is `south-fac`), not one of its parts' (`face`).
    const [southFacing, northFacing] = (await insertProperties(t.pool, [
      { title: 'South-facing terrace flat', description: 'Bright.', street: '3 Elm St', city: 'Dover', created_at: new Date('2025-01-06T00:00:00Z') },
      { title: 'North facing studio', description: 'Quiet.', street: '4 Elm St', city: 'Dover', created_at: new Date('2025-01-07T00:00:00Z') },
    ])) as [PropertyRow, PropertyRow];
    expect(await found('sou')).toEqual(new Set([southFacing.id]));
    expect(await found('south-fac')).toEqual(new Set([southFacing.id]));
    expect(await found('facin')).toEqual(new Set([southFacing.id, northFacing.id]));
    // A prefix found in a title ranks above one found in a description (then newest first).
    for (const typed of ['gardeni', 'garde']) expect(ids(await list({ q: typed }))).toEqual([flat.id, charmed.id, loft.id]);
  });

  it('never matches house numbers or postal codes fuzzily', async () => {
    expect(await found('12')).toEqual(new Set([loft.id]));
    expect(await found('1120')).toEqual(new Set());
    expect(await found('11201')).toEqual(new Set([loft.id]));
    expect(await found('62701 Springfield')).toEqual(new Set([flat.id]));
  });

  it('ignores accents and case', async () => {
    expect(await found('cafe')).toEqual(new Set([house.id]));
    expect(await found('CAFÉ')).toEqual(new Set([house.id]));
    expect(await found('zurich')).toEqual(new Set([house.id]));
    expect(await found('ZÜRICH')).toEqual(new Set([house.id]));
  });

  it('matches a quoted phrase only with its words in order', async () => {
    expect(await found('"sunny renovation"')).toEqual(new Set([loft.id]));
    expect(await found('"renovation sunny"')).toEqual(new Set());
  });

  // As a search engine reads a hyphenated word: the phrase of its parts, found with or without the hyphen in the text.
  it('matches letters joined by hyphens as the phrase of their parts', async () => {
    expect(await found('sunny-renovation')).toEqual(new Set([loft.id]));
    expect(await found('renovation-sunny')).toEqual(new Set());
    expect(await found('garden -sunny-renovation')).toEqual(new Set([flat.id]));
    const [hyphenated] = await insertProperties(t.pool, [{ title: 'South-facing terrace', street: '7 Rue Saint-Honoré', city: 'Paris' }]);
    expect(await found('south-facing')).toEqual(new Set([hyphenated!.id]));
    expect(await found('south facing')).toEqual(new Set([hyphenated!.id]));
    expect(await found('saint-honore')).toEqual(new Set([hyphenated!.id]));
  });

  it('excludes -word and -"phrase", and accepts either side of or', async () => {
    expect(await found('garden -terrace')).toEqual(new Set([loft.id]));
    expect(await found('garden -"large terrace"')).toEqual(new Set([loft.id]));
    expect(await found('loft or terrace')).toEqual(new Set([loft.id, flat.id]));
    expect(await found('garden loft OR terrace')).toEqual(new Set([loft.id, flat.id]));
    expect(await found('quiet or loft -brooklyn')).toEqual(new Set([house.id]));
  });

  // The prefix is asked of the index as the exact words it stands for, up to 64 (pds_term_words, migration 1763719700000); past that, as a partial match.
  it('finds every word a prefix begins, however many there are', async () => {
    const many = Array.from({ length: 70 }, (_, i) => `zylo${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`);
    const [wide, narrow, path] = (await insertProperties(t.pool, [
      { title: 'Lexicon', description: many.join(' '), street: '1 Elm St', city: 'Dover' },
      { title: 'Zyloxes and more', description: 'Quiet.', street: '2 Elm St', city: 'Dover' },
      // A file path is stored as written, `/zylofloors`, though its stem is `/zylofloor`.
      { title: 'Plan', description: 'Plan at /zylofloors for the asking.', street: '3 Elm St', city: 'Dover' },
    ])) as [PropertyRow, PropertyRow, PropertyRow];
    expect(await found('zylo')).toEqual(new Set([wide.id, narrow.id]));
    expect(await found('zylob')).toEqual(new Set([wide.id]));
    expect(await found('zylox')).toEqual(new Set([narrow.id]));
    expect(await found('/zylofloors')).toEqual(new Set([path.id]));
    expect(await found('/zylofl')).toEqual(new Set([path.id]));
    // Past 64 words, a word the prefix begins whose stem is shorter than the prefix ("zylocharming", `zylocharm`) is still found.
    const longer = Array.from({ length: 70 }, (_, i) => `zylocharmi${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`);
    const [crowd, stemmed] = (await insertProperties(t.pool, [
      { title: 'Glossary', description: longer.join(' '), street: '4 Elm St', city: 'Dover' },
      { title: 'Zylocharming cottage', description: 'Quiet.', street: '5 Elm St', city: 'Dover' },
    ])) as [PropertyRow, PropertyRow];
    expect(await found('zylocharmi')).toEqual(new Set([crowd.id, stemmed.id]));
  });

  it('leaves out English stop words instead of demanding them', async () => {
    expect(await found('the park')).toEqual(new Set([house.id]));
  });

  it('orders by relevance without sort (title above description above address), then newest first', async () => {
    // garden: in flat's title (4 points), in loft's description (2).
    expect(ids(await list({ q: 'garden' }))).toEqual([flat.id, loft.id]);
    const [older, newer] = await insertProperties(t.pool, [
      { title: 'Garden cottage', created_at: new Date('2025-02-01T00:00:00Z') },
      { title: 'Garden cottage', created_at: new Date('2025-02-02T00:00:00Z') },
    ]);
    expect(ids(await list({ q: 'garden' }))).toEqual([newer!.id, older!.id, flat.id, loft.id]);
    // An explicit sort wins over relevance.
    expect(ids(await list({ q: 'garden', sort: 'created_at' }))).toEqual([loft.id, flat.id, older!.id, newer!.id]);
  });

  it('combines with the other filters, paging and an exact total', async () => {
    const res = await list({ q: 'garden', city: 'new york', limit: 1 });
    expect(ids(res)).toEqual([loft.id]);
    expect(res.body.metadata).toEqual({ total: 1, limit: 1, offset: 0, has_more: false, next_cursor: null });
    const page = await list({ q: 'garden', limit: 1, offset: 1 });
    expect(ids(page)).toEqual([loft.id]);
    expect(page.body.metadata.total).toBe(2);
  });

  it('pages by a stored column once its total is known, in order and exact, and counts again after a write', async () => {
    // 58 of 65 rows match: the first pages walk the price index testing each row's words, later ones read the matches first,
    // the last ones come from the far end (page-sql.ts, keywordWalk and filterFirst); every page must be the table's.
    const prices = Array.from({ length: 58 }, (_, i) => (i % 7 === 0 ? null : 100_000 + (i % 20) * 5_000));
    await insertProperties(t.pool, [
      ...prices.map((price) => ({ title: 'Orchard cottage', description: 'Quiet lane.', price_current: price })),
      ...Array.from({ length: 4 }, () => ({ title: 'Plain flat', description: 'Quiet lane.' })),
    ]);
    const expected = async (descending: boolean) => {
      const order = descending ? 'price_current DESC NULLS LAST, id DESC' : 'price_current ASC NULLS FIRST, id ASC';
      const { rows } = await t.pool.query<{ id: string }>(`SELECT id FROM properties WHERE title LIKE 'Orchard%' ORDER BY ${order}`);
      return rows.map((r) => r.id);
    };
    for (const sort of ['price', '-price']) {
      const want = await expected(sort === '-price');
      const byOffset: string[] = [];
      for (let offset = 0; offset < want.length; offset += 4) {
        const res = await list({ q: 'orchard', sort, limit: 4, offset });
        expect(res.status).toBe(200);
        expect(res.body.metadata.total).toBe(want.length);
        byOffset.push(...ids(res));
      }
      expect(byOffset).toEqual(want);
      const byCursor: string[] = [];
      let res = await list({ q: 'orchard', sort, limit: 5 });
      byCursor.push(...ids(res));
      while (res.body.metadata.next_cursor) {
        res = await list({ q: 'orchard', sort, limit: 5, cursor: res.body.metadata.next_cursor as string });
        expect(res.status).toBe(200);
        byCursor.push(...ids(res));
      }
      expect(byCursor).toEqual(want);
    }

    // A new match lands after the nine without a price: the total known before is stale, the page moves.
    await insertProperties(t.pool, [{ title: 'Orchard barn', description: 'Quiet lane.', price_current: 1 }]);
    const want = await expected(false);
    const res = await list({ q: 'orchard', sort: 'price', limit: 4, offset: 8 });
    expect(res.body.metadata.total).toBe(59);
    expect(ids(res)).toEqual(want.slice(8, 12));
  });

  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['x'.repeat(201), 'must be at most 200 characters'],
    ['🏠'.repeat(201), 'must be at most 200 characters'],
    ['-terrace', 'must have a word to find: -word only leaves out what the other words find'],
    ['-"large terrace" -loft', 'must have a word to find: -word only leaves out what the other words find'],
  ])('rejects q=%j with 400 INVALID_PARAMETER naming q', async (q, message) => {
    const res = await list({ q });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'INVALID_PARAMETER', details: [{ field: 'q', message }] });
  });

  it('counts characters, not UTF-16 code units: 200 characters outside the BMP are within the limit', async () => {
    // "🏠" is two code units; 101 of them are 202 units but 101 characters.
    for (const q of ['🏠'.repeat(101), `garden ${'🏠'.repeat(193)}`, '𠀀'.repeat(200)]) {
      const res = await list({ q });
      expect(res.status).toBe(200);
    }
  });

  it('reads a typographic apostrophe as a plain one, in every position and under any sort', async () => {
    const [marys] = await insertProperties(t.pool, [{ title: "Mary's cottage", street: "7 O'Brien Lane", city: 'Galway' }]);
    expect(await found('Mary’s')).toEqual(new Set([marys!.id]));
    expect(await found('mary’s cottage')).toEqual(new Set([marys!.id]));
    expect(await found('o’brien')).toEqual(new Set([marys!.id]));
    expect(await found('"o’brien lane"')).toEqual(new Set([marys!.id]));
    expect(await found('cottage -o’brien')).toEqual(new Set());
    expect(await found('Maryʼs', { sort: 'price' })).toEqual(new Set([marys!.id]));
    expect(ids(await list({ q: 'cottage mary’s' }))).toEqual([marys!.id]);
  });

  it('drops a word that folding leaves empty (a lone combining mark) and keeps the rest', async () => {
    expect(await found('cafe\u0301')).toEqual(new Set([house.id]));
    expect(await found('quiet \u0301')).toEqual(new Set([house.id]));
    expect(await found('quiet -\u0301')).toEqual(new Set([house.id]));
    expect(await found('"quiet \u0301 house"')).toEqual(new Set([house.id]));
    for (const q of ['\u0301', '\u20dd', '\u034f \u0300', '\u2019', '\u02bc']) {
      const res = await list({ q });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });

  it('finds nothing when the words to find are all stop words, whatever it excludes', async () => {
    for (const q of ['the -terrace', 'or -terrace', '-terrace the', 'in the -"large terrace"']) {
      const res = await list({ q });
      expect(res.status).toBe(200);
      expect(res.body.metadata.total).toBe(0);
    }
    // A stop word beside a word to find is ignored as ever.
    expect(await found('the garden -terrace')).toEqual(new Set([loft.id]));
  });

  it('answers 200 with no match for queries of punctuation or quotes only', async () => {
    for (const q of ['"', '!!!', "'", '&|', '-', 'or', '\\']) {
      const res = await list({ q });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    }
  });
});
