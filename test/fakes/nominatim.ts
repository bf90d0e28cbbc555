import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';

/** How a fake upstream behaves: answers, 503s, answers after `delayMs`, or never answers. */
export type FakeMode = 'ok' | 'down' | 'slow' | 'hang';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
  /** performance.now() when the request arrived, for measuring pacing. */
  readonly at: number;
}

export interface FakeServer {
  readonly url: string;
  readonly host: string;
  readonly port: number;
  /** Every request received, in arrival order. */
  readonly requests: RecordedRequest[];
  mode: FakeMode;
  /** Delay of the 'slow' mode. */
  delayMs: number;
  close(): Promise<void>;
}

export type FakeHandler = (req: RecordedRequest, res: ServerResponse) => void;

/**
 * A real HTTP server on 127.0.0.1 with the switches every fake upstream
 * shares (down, slow, hanging) and a request log. Used by the Nominatim and
 * libpostal fakes.
 */
export async function startFakeServer(handler: FakeHandler, mode: FakeMode = 'ok', delayMs = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const state = { mode, delayMs };
  const server = createServer((req, res) => {
    const at = performance.now();
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        at,
      };
      requests.push(recorded);
      if (state.mode === 'hang') return;
      if (state.mode === 'down') {
        res.writeHead(503, { 'Content-Type': 'text/html' }).end('<html><body><h1>503 Service Unavailable</h1></body></html>');
        return;
      }
      if (state.mode === 'slow') setTimeout(() => handler(recorded, res), state.delayMs);
      else handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    requests,
    get mode() {
      return state.mode;
    },
    set mode(value: FakeMode) {
      state.mode = value;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** A /search result in Nominatim's format (format=json, addressdetails=1). */
export interface NominatimPlace {
  place_id: number;
  licence: string;
  osm_type: 'node' | 'way' | 'relation';
  osm_id: number;
  lat: string;
  lon: string;
  class: string;
  type: string;
  place_rank: number;
  importance: number;
  addresstype: string;
  name: string;
  display_name: string;
  address: Record<string, string>;
  boundingbox: [string, string, string, string];
}

export interface FakePlace {
  /** Tested against the query lower-cased, punctuation removed. */
  readonly match: RegExp;
  readonly place: NominatimPlace;
}

const LICENCE = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';

export const WHITE_HOUSE: NominatimPlace = {
  place_id: 307690637, licence: LICENCE, osm_type: 'way', osm_id: 238241022, lat: '38.8976633', lon: '-77.0365739',
  class: 'office', type: 'government', place_rank: 30, importance: 0.6863, addresstype: 'office', name: 'White House',
  display_name: 'White House, 1600, Pennsylvania Avenue Northwest, Downtown, Ward 2, Washington, District of Columbia, 20500, United States',
  address: {
    office: 'White House', house_number: '1600', road: 'Pennsylvania Avenue Northwest', neighbourhood: 'Downtown',
    suburb: 'Ward 2', city: 'Washington', state: 'District of Columbia', 'ISO3166-2-lvl4': 'US-DC', postcode: '20500',
    country: 'United States', country_code: 'us',
  },
  boundingbox: ['38.8974908', '38.8979110', '-77.0368537', '-77.0362519'],
};

export const GOOGLEPLEX: NominatimPlace = {
  place_id: 5447391, licence: LICENCE, osm_type: 'way', osm_id: 23733659, lat: '37.4224857', lon: '-122.0855846',
  class: 'building', type: 'commercial', place_rank: 30, importance: 0.5195, addresstype: 'building', name: 'Google Building 41',
  display_name: 'Google Building 41, 1600, Amphitheatre Parkway, Mountain View, Santa Clara County, California, 94043, United States',
  address: {
    building: 'Google Building 41', house_number: '1600', road: 'Amphitheatre Parkway', city: 'Mountain View',
    county: 'Santa Clara County', state: 'California', 'ISO3166-2-lvl4': 'US-CA', postcode: '94043',
    country: 'United States', country_code: 'us',
  },
  boundingbox: ['37.4221124', '37.4228508', '-122.0859868', '-122.0851511'],
};

export const DOWNING_STREET: NominatimPlace = {
  place_id: 106347418, licence: LICENCE, osm_type: 'node', osm_id: 2407643386, lat: '51.5033635', lon: '-0.1276248',
  class: 'building', type: 'house', place_rank: 30, importance: 0.5437, addresstype: 'building', name: '',
  display_name: '10, Downing Street, Westminster, Millbank, London, Greater London, England, SW1A 2AA, United Kingdom',
  address: {
    house_number: '10', road: 'Downing Street', quarter: 'Westminster', suburb: 'Millbank', city: 'London',
    state_district: 'Greater London', state: 'England', 'ISO3166-2-lvl4': 'GB-ENG', postcode: 'SW1A 2AA',
    country: 'United Kingdom', country_code: 'gb',
  },
  boundingbox: ['51.5033135', '51.5034135', '-0.1276748', '-0.1275748'],
};

export const HOTEL_ADLON: NominatimPlace = {
  place_id: 130879512, licence: LICENCE, osm_type: 'way', osm_id: 24953308, lat: '52.5162746', lon: '13.3800261',
  class: 'tourism', type: 'hotel', place_rank: 30, importance: 0.4217, addresstype: 'tourism', name: 'Hotel Adlon Kempinski',
  display_name: 'Hotel Adlon Kempinski, 77, Unter den Linden, Dorotheenstadt, Mitte, Berlin, 10117, Deutschland',
  address: {
    tourism: 'Hotel Adlon Kempinski', house_number: '77', road: 'Unter den Linden', quarter: 'Dorotheenstadt',
    suburb: 'Mitte', borough: 'Mitte', city: 'Berlin', state: 'Berlin', 'ISO3166-2-lvl4': 'DE-BE', postcode: '10117',
    country: 'Deutschland', country_code: 'de',
  },
  boundingbox: ['52.5159880', '52.5165565', '13.3795028', '13.3805484'],
};

export const AUSTIN: NominatimPlace = {
  place_id: 308282464, licence: LICENCE, osm_type: 'relation', osm_id: 113314, lat: '30.2711286', lon: '-97.7436995',
  class: 'boundary', type: 'administrative', place_rank: 16, importance: 0.7771, addresstype: 'city', name: 'Austin',
  display_name: 'Austin, Travis County, Texas, United States',
  address: { city: 'Austin', county: 'Travis County', state: 'Texas', 'ISO3166-2-lvl4': 'US-TX', country: 'United States', country_code: 'us' },
  boundingbox: ['30.0985133', '30.5166255', '-98.0489370', '-97.5614960'],
};

/** The fake's gazetteer; anything else is an empty result, as Nominatim answers an unknown place. */
export const DEFAULT_PLACES: readonly FakePlace[] = [
  { match: /\b1600 pennsylvania\b/, place: WHITE_HOUSE },
  { match: /\b1600 amphitheatre (parkway|pkwy)\b/, place: GOOGLEPLEX },
  { match: /\b10 downing street\b/, place: DOWNING_STREET },
  { match: /\bunter den linden 77\b/, place: HOTEL_ADLON },
  { match: /^austin( tx| texas)?( usa| united states)?$/, place: AUSTIN },
];

export interface FakeNominatim extends FakeServer {
  places: FakePlace[];
}

function searchKey(q: string): string {
  return q.toLowerCase().replace(/[^\p{L}\p{N}\s]+/gu, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A fake Nominatim: GET /search?q=...&format=json&addressdetails=1 answers a
 * JSON array in Nominatim's format from a small gazetteer (`places`, editable
 * by tests), honouring `limit`. Other paths answer 404 as the real server does.
 */
export async function startFakeNominatim(options: { places?: FakePlace[]; mode?: FakeMode; delayMs?: number } = {}): Promise<FakeNominatim> {
  const places = options.places ?? [...DEFAULT_PLACES];
  const fake = await startFakeServer(
    (req, res) => {
      if (req.path !== '/search') return sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
      const key = searchKey(req.query.q ?? '');
      const limit = Number.parseInt(req.query.limit ?? '10', 10);
      const found = places.filter((p) => p.match.test(key)).map((p) => p.place);
      sendJson(res, 200, found.slice(0, Number.isFinite(limit) && limit > 0 ? limit : 10));
    },
    options.mode,
    options.delayMs,
  );
  return Object.assign(fake, { places });
}
