import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Webhook subscriptions (contract section 11). `owner_token_id` is the service
 * token that created one: only it sees it. `start_seq` is the change feed's
 * position at creation: the subscription receives the changes after it.
 * `secret` is the signing secret encrypted with AES-256-GCM (secret-box.ts).
 * The queue's cursors: `queued_*` is the last event queued for the
 * subscription, `done_*` the last one finished (delivered or given up), as
 * (seq, ordinal); the subscription has work while queued is beyond done, and
 * its next event is the first after done. Neither is indexed, so moving them is
 * a HOT update.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE webhook_subscriptions (
      id              uuid PRIMARY KEY,
      owner_token_id  uuid NOT NULL,
      url             text NOT NULL,
      events          text[] NOT NULL CHECK (cardinality(events) > 0),
      filters         jsonb NOT NULL DEFAULT '{}'::jsonb,
      description     text,
      status          text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
      disabled_reason text,
      secret          text NOT NULL,
      start_seq       bigint NOT NULL,
      queued_seq      bigint NOT NULL,
      queued_ordinal  smallint NOT NULL DEFAULT 0,
      done_seq        bigint NOT NULL,
      done_ordinal    smallint NOT NULL DEFAULT 0,
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    ) WITH (fillfactor = 70);
    CREATE INDEX webhook_subscriptions_owner_idx ON webhook_subscriptions (owner_token_id, created_at DESC, id DESC);
    CREATE INDEX webhook_subscriptions_active_idx ON webhook_subscriptions (start_seq) WHERE status = 'active';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE webhook_subscriptions;');
}
