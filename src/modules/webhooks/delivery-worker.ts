import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { BackgroundWorker } from '../module.types';
import { DeliveryQueueRepository, type AttemptOutcome, type ClaimedEvent } from './delivery-queue.repository';
import { PollingLoop } from '../../background/polling-loop';
import { nextDelayMs } from './retry-policy';
import type { SecretBox } from './secret-box';
import type { SendResult, WebhookSender } from './webhook-sender';
import { signWebhook } from './webhook-signer';

export type DeliveryOutcome = 'delivered' | 'failed' | 'disabled';

export interface DeliverySettings {
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  pollIntervalMs: number;
}

export interface DeliveryWorkerDeps {
  pool: Pool;
  log: Logger;
  settings: DeliverySettings;
  sender: WebhookSender;
  secrets: SecretBox;
  /** Events attempted at once by this instance (each of another subscription). */
  concurrency?: number;
  /** Told the outcome of every attempt (metrics). */
  onDelivery?: (outcome: DeliveryOutcome) => void;
}

/**
 * Claims due events (the oldest pending one of each active subscription),
 * signs and sends them, and records every attempt: delivered on a 2xx,
 * otherwise retried with back-off (and at least the receiver's Retry-After),
 * until a 410 or the last allowed attempt disables the subscription.
 */
export class DeliveryWorker implements BackgroundWorker {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly queue: DeliveryQueueRepository;
  private readonly loop: PollingLoop;
  private readonly log: Logger;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly deps: DeliveryWorkerDeps) {
    this.log = deps.log.child({ component: 'webhook-delivery', worker: this.id });
    this.queue = new DeliveryQueueRepository(deps.pool);
    // Longer than any attempt can last (the sender aborts at the timeout): a live attempt never loses its lease.
    this.leaseMs = deps.settings.timeoutMs * 2 + 10_000;
    this.concurrency = deps.concurrency ?? 16;
    this.loop = new PollingLoop(this.log, 'webhook delivery', deps.settings.pollIntervalMs, () => this.deliverDue());
  }

  start(): void {
    this.loop.start();
  }

  /** Waits for the attempts in flight (each bounded by the timeout); what is not claimed stays queued. */
  async stop(): Promise<void> {
    await this.loop.stop();
    await Promise.all([...this.inFlight]);
  }

  wake(): void {
    this.loop.wake();
  }

  /**
   * Claims as many due events as there are free slots and starts their
   * attempts; a slow receiver holds one slot, not the others. While most slots
   * are busy it first waits (up to a poll interval) for half of them to free,
   * so one claim statement serves several events. True when it started
   * something or waited (the loop goes on at once).
   */
  async deliverDue(): Promise<boolean> {
    const waited = await this.slotsFreed();
    const free = this.concurrency - this.inFlight.size;
    if (free <= 0) return true;
    const events = await this.queue.claim(this.id, free, this.leaseMs);
    for (const event of events) {
      const running: Promise<void> = this.attempt(event)
        .catch((err: unknown) => this.log.warn({ err, eventId: event.id }, 'webhook attempt could not be recorded; the lease brings it back'))
        .finally(() => {
          this.inFlight.delete(running);
          // Enough slots are free: look for more due work now rather than at the next poll.
          if (this.inFlight.size <= this.concurrency / 2) this.loop.wake();
        });
      this.inFlight.add(running);
    }
    return events.length > 0 || waited;
  }

  /** Waits while more than half the slots are busy, at most one poll interval; true when it waited. */
  private async slotsFreed(): Promise<boolean> {
    if (this.inFlight.size <= this.concurrency / 2) return false;
    let timer: NodeJS.Timeout | undefined;
    const interval = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.deps.settings.pollIntervalMs)));
    let over = false;
    void interval.then(() => (over = true));
    while (!over && this.inFlight.size > this.concurrency / 2) await Promise.race([interval, ...this.inFlight]);
    clearTimeout(timer);
    return true;
  }

  private async attempt(event: ClaimedEvent): Promise<void> {
    let result: SendResult;
    try {
      const secret = this.deps.secrets.open(event.sealedSecret);
      const signed = signWebhook(secret, event.id, Math.floor(Date.now() / 1000), event.body);
      result = await this.deps.sender.send(event.url, event.body, signed);
    } catch (err) {
      this.log.error({ err, eventId: event.id }, 'webhook attempt could not be made');
      result = { ok: false, statusCode: null, error: 'the attempt could not be made (see the service log)', durationMs: 0, retryAfterMs: undefined };
    }
    const outcome = this.outcomeOf(event, result);
    const recorded = await this.queue.record(event, this.id, result, outcome);
    if (!recorded) {
      this.log.warn({ eventId: event.id }, 'webhook attempt not recorded: the lease was lost or the subscription deleted');
      return;
    }
    const reported: DeliveryOutcome = outcome.kind === 'delivered' ? 'delivered' : outcome.kind === 'disable' ? 'disabled' : 'failed';
    this.deps.onDelivery?.(reported);
    const fields = { eventId: event.id, subscriptionId: event.subscriptionId, attempt: event.attempt, statusCode: result.statusCode };
    if (outcome.kind === 'disable') this.log.warn({ ...fields, reason: outcome.reason }, 'webhook subscription disabled');
    else if (outcome.kind === 'retry') this.log.info({ ...fields, error: result.error, retryInMs: outcome.afterMs }, 'webhook attempt failed');
    else this.log.debug(fields, 'webhook delivered');
  }

  private outcomeOf(event: ClaimedEvent, result: SendResult): AttemptOutcome {
    if (result.ok) return { kind: 'delivered' };
    if (result.statusCode === 410) return { kind: 'disable', reason: 'the receiver answered 410 Gone' };
    const { maxAttempts, retryBaseMs } = this.deps.settings;
    if (event.attempt >= maxAttempts) return { kind: 'disable', reason: `gave up after ${event.attempt} attempts: ${result.error ?? 'failed'}` };
    return { kind: 'retry', afterMs: nextDelayMs(retryBaseMs, event.attempt, result.retryAfterMs) };
  }
}
