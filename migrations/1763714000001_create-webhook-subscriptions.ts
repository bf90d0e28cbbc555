import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Webhook subscriptions (contract section 11). `owner_token_id` is the service
 * token that created one: only it sees it. `start_seq` is the change feed's
 * position at creation: the subscription receives the changes after it.
 * `secret` is the signing secret encrypted with AES-256-GCM (secret-box.ts).
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
      created_at      timestamptz NOT NULL DEFAULT now(),
      updated_at      timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_subscriptions_owner_idx ON webhook_subscriptions (owner_token_id, created_at DESC, id DESC);
    CREATE INDEX webhook_subscriptions_active_idx ON webhook_subscriptions (start_seq) WHERE status = 'active';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE webhook_subscriptions;');
}
