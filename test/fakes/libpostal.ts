import { sendJson, startFakeServer, type FakeMode, type FakeServer } from './nominatim';

/** One label of libpostal's parse, as its REST services answer (values lower-cased, as libpostal normalises them). */
export interface LibpostalLabel {
  label: string;
  value: string;
}

export interface FakeLibpostal extends FakeServer {
  /** Canned parses by query (lower-cased, trimmed); any other query parses to [] (libpostal found nothing). */
  readonly answers: Map<string, LibpostalLabel[]>;
}

/** Parses libpostal gives for the addresses the tests use. */
export const DEFAULT_ANSWERS: ReadonlyArray<[string, LibpostalLabel[]]> = [
  [
    '1600 pennsylvania ave nw apt 2, washington, dc 20500',
    [
      { label: 'house_number', value: '1600' },
      { label: 'road', value: 'pennsylvania ave nw' },
      { label: 'unit', value: 'apt 2' },
      { label: 'city', value: 'washington' },
      { label: 'state', value: 'dc' },
      { label: 'postcode', value: '20500' },
    ],
  ],
  [
    '10 downing street, london sw1a 2aa, united kingdom',
    [
      { label: 'house_number', value: '10' },
      { label: 'road', value: 'downing street' },
      { label: 'city', value: 'london' },
      { label: 'postcode', value: 'sw1a 2aa' },
      { label: 'country', value: 'united kingdom' },
    ],
  ],
];

/**
 * A fake libpostal REST service. With `api: 'parser'` it answers
 * `POST /parser {"query"}` (libpostal-rest); with `api: 'parse'` that path is
 * 404 and it answers `GET /parse?address=` instead (pelias/libpostal-service).
 */
export async function startFakeLibpostal(
  options: { api?: 'parser' | 'parse'; mode?: FakeMode; delayMs?: number } = {},
): Promise<FakeLibpostal> {
  const api = options.api ?? 'parser';
  const answers = new Map(DEFAULT_ANSWERS);
  const lookup = (query: string): LibpostalLabel[] => answers.get(query.toLowerCase().trim()) ?? [];
  const fake = await startFakeServer(
    (req, res) => {
      if (api === 'parser' && req.method === 'POST' && req.path === '/parser') {
        let query: unknown;
        try {
          query = (JSON.parse(req.body) as { query?: unknown }).query;
        } catch {
          return sendJson(res, 400, { error: 'invalid JSON' });
        }
        if (typeof query !== 'string') return sendJson(res, 400, { error: 'query is required' });
        return sendJson(res, 200, lookup(query));
      }
      if (api === 'parse' && req.method === 'GET' && req.path === '/parse') return sendJson(res, 200, lookup(req.query.address ?? ''));
      sendJson(res, 404, { error: 'not found' });
    },
    options.mode,
    options.delayMs,
  );
  return Object.assign(fake, { answers });
}
