import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { requireRole } from '../auth/require-role';
import type { TokenService } from '../auth/token.service';
import type { BackgroundWorker, Mount } from '../module.types';
import { DeliveryLogRepository } from './delivery-log.repository';
import { DeliveryWorker, type DeliveryOutcome } from './delivery-worker';
import { SecretBox } from './secret-box';
import { SubscriptionsRepository } from './subscriptions.repository';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookSender } from './webhook-sender';
import { webhooksRouter } from './webhooks.router';
import { WebhooksService } from './webhooks.service';

export const WEBHOOKS_PATH = '/api/v1/webhooks';
/** Roles that manage (their own) subscriptions. */
export const SUBSCRIBER_ROLES = ['subscriber', 'admin'] as const;

export interface WebhooksModuleDeps {
  pool: Pool;
  config: Config;
  log: Logger;
  tokens: TokenService;
  /** Key material of the subscription secrets' encryption when PDS_WEBHOOK_KEY is unset. */
  jwtSecret: string;
  onDelivery?: (outcome: DeliveryOutcome) => void;
}

export interface WebhooksModule {
  readonly mount: Mount;
  readonly dispatcher: WebhookDispatcher;
  readonly delivery: DeliveryWorker;
  /** The dispatcher and the delivery worker; empty when PDS_WEBHOOK_WORKER=false. */
  readonly workers: BackgroundWorker[];
}

export function createWebhooksModule({ pool, config, log, tokens, jwtSecret, onDelivery }: WebhooksModuleDeps): WebhooksModule {
  const settings = config.webhooks;
  const box = new SecretBox(settings.key ?? jwtSecret);
  const service = new WebhooksService(new SubscriptionsRepository(pool), new DeliveryLogRepository(pool), box, settings.allowPrivate, pool);
  const sender = new WebhookSender({
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivate,
    userAgent: `property-data-service/${config.version} (webhooks)`,
  });
  const delivery = new DeliveryWorker({ pool, log, settings, sender, secrets: box, onDelivery });
  const dispatcher = new WebhookDispatcher(pool, log, settings.pollIntervalMs, () => delivery.wake());
  return {
    mount: { path: WEBHOOKS_PATH, router: webhooksRouter(service, requireRole(tokens, SUBSCRIBER_ROLES)) },
    dispatcher,
    delivery,
    workers: settings.workerEnabled ? [dispatcher, delivery] : [],
  };
}
