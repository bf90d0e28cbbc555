import type { Logger } from 'pino';
import { normalizeAddress, type NormalizedAddress } from '../../geocoding/address/normalize';
import type { AddressGeocodeResult, AddressGeocoder, StructuredAddress } from '../../geocoding/geocoding.types';
import type { GeocodeOutcome } from '../candidate';
import { liveItems, type SubmissionContext, type SubmissionItem } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/** Past the budget, the geocoder is given this long to hand back its offline parse before we stop waiting. */
const GRACE_MS = 250;

function outcome(result: AddressGeocodeResult | undefined, address: NormalizedAddress): GeocodeOutcome {
  const base = { normalizedAddress: address.formatted, geocoded: true };
  if (result?.location) return { ...base, status: 'success', location: result.location, confidence: result.confidence };
  // The provider answered and knows no such place: retrying would not help.
  if (result && !result.provider_unavailable) return { ...base, status: 'not_found', location: null, confidence: result.confidence };
  return { ...base, status: 'pending', location: null, confidence: result?.confidence ?? 0 };
}

/**
 * Address normalisation (offline, the dedupe key) and coordinates. Submitted
 * coordinates are kept; others come from the geocoder (its cache first) within
 * one budget shared by all items of the submission, so a batch waits at most
 * the budget however slow or paced the provider is. What does not arrive in
 * time is stored as `pending` and filled in later by the re-geocode worker.
 */
export class GeocodeStep implements SubmissionStep {
  readonly name = 'geocode' as const;
  readonly transactional = false;

  constructor(
    private readonly geocoder: AddressGeocoder,
    private readonly log: Logger,
  ) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const deadline = Date.now() + ctx.geocodeBudgetMs;
    // One question per distinct address, however many items share it.
    const asked = new Map<string, Promise<AddressGeocodeResult | undefined>>();
    await Promise.all(
      liveItems(ctx).map(async (item) => {
        const submission = item.submission!;
        const address = normalizeAddress(submission.address);
        item.address = address;
        const { latitude, longitude } = submission.location ?? {};
        if (typeof latitude === 'number' && typeof longitude === 'number') {
          item.geocode = { status: 'success', location: { latitude, longitude }, geocoded: false, confidence: 1, normalizedAddress: address.formatted };
          return;
        }
        let answer = asked.get(address.hash);
        if (!answer) {
          answer = this.lookup(submission.address, deadline, item);
          asked.set(address.hash, answer);
        }
        item.geocode = outcome(await answer, address);
      }),
    );
  }

  private async lookup(address: StructuredAddress, deadline: number, item: SubmissionItem): Promise<AddressGeocodeResult | undefined> {
    const budgetMs = Math.max(0, deadline - Date.now());
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), budgetMs + GRACE_MS);
    });
    // Caught here, not by the race: an answer that arrives after we stopped waiting must not go unhandled.
    const call = this.geocoder.geocodeAddress(address, { budgetMs }).catch((err: unknown) => {
      // Geocoding never fails a submission: the property is stored and geocoded later.
      this.log.warn({ err, item: item.index }, 'geocoding failed; the property will be geocoded later');
      return undefined;
    });
    try {
      return await Promise.race([call, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
