import { parseKeywords } from '../../src/modules/properties/keyword-query';
import { circleBoxes } from '../../src/modules/properties/search-sql';

describe('keyword query parsing (q)', () => {
  const words = (q: string) => {
    const { groups, excluded } = parseKeywords(q);
    return { groups: groups.map((g) => g.map((t) => t.words.join(' ') + (t.prefix ? '*' : ''))), excluded: excluded.map((t) => t.words.join(' ')) };
  };

  it('ANDs words, ORs the terms around or, excludes -terms and treats the last plain word as a prefix', () => {
    expect(words('garden pool or terrace -"busy road" brookl')).toEqual({
      groups: [['garden'], ['pool', 'terrace'], ['brookl*']],
      excluded: ['busy road'],
    });
  });

  it('never makes a word with a digit, a phrase or an excluded word a prefix', () => {
    expect(words('maple 12')).toEqual({ groups: [['maple'], ['12']], excluded: [] });
    expect(words('"maple st"')).toEqual({ groups: [['maple st']], excluded: [] });
    // A phrase still open is still being typed.
    expect(words('"maple st')).toEqual({ groups: [['maple st*']], excluded: [] });
    expect(words('"mapl')).toEqual({ groups: [['mapl*']], excluded: [] });
    expect(words('maple -oak')).toEqual({ groups: [['maple']], excluded: ['oak'] });
  });

  it('reads letters joined by hyphens as the phrase of their parts, and keeps hyphens next to digits', () => {
    expect(words('south-facing flat')).toEqual({ groups: [['south facing'], ['flat*']], excluded: [] });
    expect(words('garden -semi-detached')).toEqual({ groups: [['garden']], excluded: ['semi detached'] });
    expect(words('123-45 62701-1234 a-')).toEqual({ groups: [['123-45'], ['62701-1234'], ['a-*']], excluded: [] });
  });

  it('reads a dangling or and a lone dash as words', () => {
    expect(words('or garden')).toEqual({ groups: [['or'], ['garden*']], excluded: [] });
    expect(words('- garden')).toEqual({ groups: [['-'], ['garden*']], excluded: [] });
  });
});

describe('boxes around a radius', () => {
  it('is one box around an ordinary circle, wider in longitude away from the equator', () => {
    const [box, ...more] = circleBoxes({ lat: 60, lon: 10, radiusKm: 10 });
    expect(more).toEqual([]);
    const [w, s, e, n] = box!;
    expect(n - 60).toBeCloseTo(0.0898, 3);
    expect(60 - s).toBeCloseTo(0.0898, 3);
    expect(e - 10).toBeCloseTo(0.1797, 3);
    expect(10 - w).toBeCloseTo(0.1797, 3);
  });

  it('splits at the antimeridian and spans every longitude around a pole', () => {
    const boxes = circleBoxes({ lat: 0, lon: 179.99, radiusKm: 5 });
    expect(boxes).toHaveLength(2);
    expect(boxes[0]![2]).toBe(180);
    expect(boxes[1]![0]).toBe(-180);
    expect(circleBoxes({ lat: 89.99, lon: 0, radiusKm: 5 })).toEqual([[-180, expect.any(Number), 180, 90]]);
  });
});
