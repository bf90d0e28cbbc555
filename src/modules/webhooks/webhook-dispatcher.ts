import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../../db/pool';
import type { BackgroundWorker } from '../module.types';
import { toListView } from '../properties/properties.mapper';
import type { PropertyFilters } from '../properties/properties.schemas';
import { parseListFilters } from '../properties/properties.schemas';
import { ChangeFeedRepository, type FeedChange } from './change-feed.repository';
import { DispatchRepository, type NewEvent } from './dispatch.repository';
import { PollingLoop } from '../../background/polling-loop';
import { SubscriptionsRepository, type ActiveSubscription } from './subscriptions.repository';
import { eventsOf, newEventId, renderBody } from './webhook-events';
import { filtersAsQuery } from './webhook.schemas';

/** Changes turned into events per transaction. */
const CHANGES_PER_RUN = 500;

export interface DispatchRun {
  changes: number;
  events: number;
  subscriptions: number;
  /** Time spent matching the changed properties against the saved searches (the SQL of the list's filters). */
  matchMs: number;
  /** Time spent turning the changes into events (matching, list views, bodies). */
  eventsMs: number;
}

/**
 * Reads the change feed after the dispatch position and queues, for every
 * active subscription that started before a change, the events it subscribed
 * to whose property matched its saved search after that change, rendered as
 * the change left it. One instance at a time
 * (the position row is locked); the events and the new position commit together,
 * so a crash redoes a stretch at most, and ON CONFLICT keeps it from doubling.
 */
export class WebhookDispatcher implements BackgroundWorker {
  private readonly loop: PollingLoop;

  constructor(
    private readonly pool: Pool,
    private readonly log: Logger,
    pollIntervalMs: number,
    /** Called after events were queued (wakes this instance's delivery worker). */
    private readonly onQueued: () => void = () => undefined,
  ) {
    this.loop = new PollingLoop(log.child({ component: 'webhook-dispatcher' }), 'webhook dispatch', pollIntervalMs, () => this.dispatchOnce());
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** One stretch of the feed; true when there was something (so the loop goes on at once). */
  async dispatchOnce(): Promise<boolean> {
    const run = await withTransaction(this.pool, async (tx) => {
      const dispatch = new DispatchRepository(tx);
      const position = await dispatch.lockPosition();
      if (position === undefined) return undefined;
      const feed = new ChangeFeedRepository(tx);
      // No subscription could receive any change up to the head (read after it, as below): pass over
      // them unread. A service nobody subscribed to otherwise reads and parses its whole feed.
      const head = await feed.head();
      if (head <= position) return undefined;
      if ((await new SubscriptionsRepository(tx).activeStartedBefore(head)).length === 0) {
        await dispatch.setPosition(head);
        await dispatch.dropStates(head);
        return { passedOver: head - position };
      }
      const changes = await feed.visibleChangesAfter(position, CHANGES_PER_RUN);
      const last = changes.at(-1);
      if (!last) return undefined;
      // Read after the changes: a subscription missing here started after them.
      const subscriptions = await new SubscriptionsRepository(tx).activeStartedBefore(last.seq);
      const started = performance.now();
      const timing = { matchMs: 0 };
      const events = await this.eventsFor(dispatch, changes, subscriptions, timing);
      const eventsMs = performance.now() - started;
      const inserted = await dispatch.insertEvents(events);
      await dispatch.setPosition(last.seq);
      await dispatch.dropStates(last.seq);
      return { changes: changes.length, events: inserted, subscriptions: subscriptions.length, matchMs: timing.matchMs, eventsMs };
    });
    if (!run) return false;
    if ('passedOver' in run) {
      this.log.debug({ changes: run.passedOver }, 'webhook dispatch passed over changes no subscription could receive');
      return true;
    }
    if (run.events > 0) this.onQueued();
    this.log.info({ ...run, matchMs: Math.round(run.matchMs * 100) / 100, eventsMs: Math.round(run.eventsMs * 100) / 100 }, 'webhook changes dispatched');
    return true;
  }

  private async eventsFor(
    dispatch: DispatchRepository,
    changes: FeedChange[],
    subscriptions: ActiveSubscription[],
    timing: { matchMs: number },
  ): Promise<NewEvent[]> {
    if (subscriptions.length === 0) return [];
    // Each change as it left its property (migration 1763718900000), not as the property is now.
    const seqs = changes.map((c) => c.seq);
    const started = performance.now();
    const matches = await this.matchSearches(dispatch, subscriptions, seqs);
    timing.matchMs = performance.now() - started;
    const rows = await dispatch.listRows(seqs);
    const events: NewEvent[] = [];
    for (const change of changes) {
      const row = rows.get(change.seq);
      if (!row) continue;
      let view: ReturnType<typeof toListView> | undefined;
      for (const sub of subscriptions) {
        if (change.seq <= sub.startSeq || !matches.get(sub.id)?.has(change.seq)) continue;
        for (const { type, ordinal } of eventsOf(change, sub.events)) {
          view ??= toListView(row);
          events.push({ id: newEventId(), subscriptionId: sub.id, seq: change.seq, ordinal, type, body: renderBody(type, change, view) });
        }
      }
    }
    return events;
  }

  /** Subscription id -> the changes (seqs) after which its saved search matched the property. Equal searches are asked once. */
  private async matchSearches(dispatch: DispatchRepository, subscriptions: ActiveSubscription[], seqs: number[]): Promise<Map<string, Set<number>>> {
    const everything = new Set(seqs);
    const bySearch = new Map<string, { filters: PropertyFilters; subscriptions: string[] }>();
    const result = new Map<string, Set<number>>();
    for (const sub of subscriptions) {
      if (Object.keys(sub.filters).length === 0) {
        result.set(sub.id, everything);
        continue;
      }
      const key = JSON.stringify(Object.entries(sub.filters).sort(([a], [b]) => a.localeCompare(b)));
      let search = bySearch.get(key);
      if (!search) {
        const filters = this.parse(sub);
        if (!filters) continue;
        search = { filters, subscriptions: [] };
        bySearch.set(key, search);
      }
      search.subscriptions.push(sub.id);
    }
    const searches = [...bySearch.values()];
    const matched = await dispatch.matching(
      searches.map((s) => s.filters),
      seqs,
      (k, err) => this.log.warn({ err, subscriptionIds: searches[k]!.subscriptions }, 'the database refused a saved search; its subscriptions match nothing in this stretch'),
    );
    searches.forEach((search, k) => {
      for (const id of search.subscriptions) result.set(id, matched[k]!);
    });
    return result;
  }

  /** Filters were checked at creation; one the parser refuses now (after an upgrade) matches nothing. */
  private parse(sub: ActiveSubscription): PropertyFilters | undefined {
    try {
      return parseListFilters(filtersAsQuery(sub.filters));
    } catch (err) {
      this.log.warn({ err, subscriptionId: sub.id }, 'stored webhook filters no longer parse; the subscription matches nothing');
      return undefined;
    }
  }
}
