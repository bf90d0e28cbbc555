import type { ParsedAddress } from '../address/parsed-address';
import { UpstreamError } from './upstream-error';

interface LibpostalLabel {
  label: string;
  value: string;
}

/** libpostal's labels -> ours. Several may feed one key; the first wins, units are joined. */
const LABELS: Record<string, keyof ParsedAddress> = {
  house_number: 'house_number',
  road: 'street',
  unit: 'unit',
  level: 'unit',
  staircase: 'unit',
  entrance: 'unit',
  po_box: 'po_box',
  suburb: 'suburb',
  city_district: 'suburb',
  city: 'locality',
  island: 'locality',
  state_district: 'county',
  state: 'region',
  country_region: 'region',
  postcode: 'postcode',
  country: 'country',
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** libpostal answers in lower case; give back the words as the user wrote them when they can be found. */
export function restoreCase(value: string, input: string): string {
  const words = value.trim().split(/\s+/).map(escapeRegExp);
  if (words.length === 0) return value;
  const match = new RegExp(words.join('[\\s,]+'), 'iu').exec(input);
  return match ? match[0].replace(/[\s,]+/g, ' ') : value;
}

function isLabelArray(body: unknown): body is LibpostalLabel[] {
  return Array.isArray(body) && body.every((x) => x && typeof x === 'object' && typeof x.label === 'string' && typeof x.value === 'string');
}

/**
 * Client of the optional address-parsing service in libpostal's REST form:
 * `POST /parser {"query"}`, or, where that path answers 404
 * (pelias/libpostal-service), `GET /parse?address=`, remembered once learned.
 */
export class ParserServiceClient {
  private useGet = false;

  constructor(
    readonly baseUrl: string,
    private readonly userAgent: string,
  ) {}

  /** Labels for `address`; null when the service recognised nothing (an empty array). Throws UpstreamError otherwise. */
  async parse(address: string, timeoutMs: number): Promise<ParsedAddress | null> {
    let response = await this.request(address, timeoutMs);
    if (response.status === 404 && !this.useGet) {
      await response.body?.cancel();
      this.useGet = true;
      response = await this.request(address, timeoutMs);
    }
    if (!response.ok) throw new UpstreamError(`parser service answered HTTP ${response.status}`, response.status);
    const body: unknown = await response.json().catch(() => undefined);
    if (!isLabelArray(body)) throw new UpstreamError('parser service answered something other than a label array');
    if (body.length === 0) return null;
    const parsed: ParsedAddress = {};
    for (const { label, value } of body) {
      const key = LABELS[label];
      if (!key || !value.trim()) continue;
      const written = restoreCase(value, address);
      if (key === 'unit' && parsed.unit) parsed.unit = `${parsed.unit} ${written}`;
      else if (parsed[key] === undefined) parsed[key] = written;
    }
    return parsed;
  }

  private async request(address: string, timeoutMs: number): Promise<Response> {
    const headers = { 'User-Agent': this.userAgent, Accept: 'application/json' };
    const signal = AbortSignal.timeout(Math.max(1, timeoutMs));
    try {
      if (this.useGet) {
        return await fetch(`${this.baseUrl}/parse?address=${encodeURIComponent(address)}`, { headers, signal });
      }
      return await fetch(`${this.baseUrl}/parser`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ query: address }),
        signal,
      });
    } catch (err) {
      throw UpstreamError.from(err, 'parser service', timeoutMs);
    }
  }
}
