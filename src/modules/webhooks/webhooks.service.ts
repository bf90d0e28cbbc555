import type pg from 'pg';
import { z } from 'zod';
import { withTransaction } from '../../db/pool';
import { newTimeOrderedId } from '../../db/time-ordered-id';
import { NotFoundError, ValidationFailedError, type FieldProblem } from '../../http/errors';
import { zodProblems } from '../../http/error-handler';
import type { ConnectorPrincipal } from '../auth/principal';
import { checkedAddresses, RefusedAddressError, urlHost } from './address-policy';
import type { DeliveryAttempt, DeliveryLogRepository } from './delivery-log.repository';
import type { SecretBox } from './secret-box';
import { SubscriptionsRepository, type Subscription } from './subscriptions.repository';
import { newWebhookSecret } from './webhook-signer';
import { checkFilters, createWebhookSchema } from './webhook.schemas';
import { isUuid } from '../../http/uuid';

/** A subscription as the API shows it (the secret only in the answer to its creation). */
export interface SubscriptionView {
  id: string;
  url: string;
  events: string[];
  filters: Record<string, unknown>;
  description: string | null;
  status: 'active' | 'disabled';
  disabled_reason: string | null;
  created_at: string;
  secret?: string;
}

/**
 * Subscriptions one token may hold, active or disabled (GitHub's limit on a
 * repository's hooks per event). Each active one is a delivery stream of its
 * own: an outside probe made 64 whose receiver never answers, each attempt
 * holding a place of the delivery worker for its whole timeout.
 */
export const MAX_SUBSCRIPTIONS_PER_TOKEN = 20;

function toView(s: Subscription): SubscriptionView {
  return {
    id: s.id,
    url: s.url,
    events: s.events,
    filters: s.filters,
    description: s.description,
    status: s.status,
    disabled_reason: s.disabledReason,
    created_at: s.createdAt.toISOString(),
  };
}

/** Subscriptions belong to the token that made them: another token's are not found. */
export class WebhooksService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly log: DeliveryLogRepository,
    private readonly box: SecretBox,
    private readonly allowPrivate: boolean,
    /** Where a subscription is created, in a transaction of its own (SubscriptionsRepository.insert). */
    private readonly pool: pg.Pool,
  ) {}

  async create(body: unknown, owner: ConnectorPrincipal): Promise<SubscriptionView> {
    const parsed = createWebhookSchema.safeParse(body);
    const problems: FieldProblem[] = parsed.success ? [] : zodProblems(parsed.error);
    const rawFilters = (body as { filters?: unknown } | null)?.filters;
    if (rawFilters !== null && typeof rawFilters === 'object' && !Array.isArray(rawFilters)) {
      problems.push(...checkFilters(rawFilters as Record<string, unknown>).problems);
    }
    if (parsed.success) problems.push(...(await this.urlProblems(parsed.data.url)));
    if (!parsed.success || problems.length > 0) throw new ValidationFailedError(problems, 'Webhook subscription failed validation');

    const secret = newWebhookSecret();
    const subscription = {
      id: newTimeOrderedId(),
      ownerTokenId: owner.tokenId,
      url: parsed.data.url,
      events: parsed.data.events,
      filters: parsed.data.filters ?? {},
      description: parsed.data.description ?? null,
      sealedSecret: this.box.seal(secret),
    };
    const created = await withTransaction(this.pool, (tx) => new SubscriptionsRepository(tx).insert(subscription, MAX_SUBSCRIPTIONS_PER_TOKEN));
    if (!created) {
      throw new ValidationFailedError(
        [{ field: '(root)', message: `this token already has ${MAX_SUBSCRIPTIONS_PER_TOKEN} subscriptions, the most one token may have: delete one first` }],
        'Webhook subscription failed validation',
      );
    }
    return { ...toView(created), secret };
  }

  async list(owner: ConnectorPrincipal): Promise<SubscriptionView[]> {
    return (await this.subscriptions.listByOwner(owner.tokenId)).map(toView);
  }

  async get(id: string, owner: ConnectorPrincipal): Promise<SubscriptionView> {
    return toView(await this.owned(id, owner));
  }

  /** Deletes the subscription and what is queued for it: nothing more is sent. Answers it as it was. */
  async remove(id: string, owner: ConnectorPrincipal): Promise<SubscriptionView> {
    const subscription = await this.owned(id, owner);
    if (!(await this.subscriptions.deleteOwned(subscription.id, owner.tokenId))) throw new NotFoundError('Webhook subscription not found');
    return toView(subscription);
  }

  async deliveries(id: string, owner: ConnectorPrincipal, limit: number): Promise<DeliveryAttempt[]> {
    const subscription = await this.owned(id, owner);
    return this.log.attempts(subscription.id, limit);
  }

  private async owned(id: string, owner: ConnectorPrincipal): Promise<Subscription> {
    const found = isUuid(id) ? await this.subscriptions.findOwned(id.toLowerCase(), owner.tokenId) : undefined;
    if (!found) throw new NotFoundError('Webhook subscription not found');
    return found;
  }

  /** The receiver's host must resolve, and (unless allowed otherwise) only to public addresses. */
  private async urlProblems(url: string): Promise<FieldProblem[]> {
    try {
      await checkedAddresses(urlHost(new URL(url)), this.allowPrivate);
      return [];
    } catch (err) {
      if (err instanceof RefusedAddressError) return [{ field: 'url', message: err.message }];
      throw err;
    }
  }
}

/** `?limit=` of the deliveries log. */
export const deliveriesQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'must be an integer from 1 to 1000')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 1000, 'must be an integer from 1 to 1000')
    .optional(),
});
