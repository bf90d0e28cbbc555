import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The delivery queue and its log. The dispatcher turns each change of the feed
 * into one `webhook_events` row per subscription and event type, its body
 * rendered once (so every retry sends, and signs, the same bytes under the
 * same webhook-id). Workers of every instance claim the next event of each
 * subscription (the first after its `done_*` cursor) with FOR UPDATE SKIP
 * LOCKED under a lease (`claimed_until`); `next_attempt_at` holds the back-off.
 * Only the unique (subscription_id, seq, ordinal) index is needed and no
 * indexed column ever changes, so the updates of an attempt are HOT (fillfactor
 * leaves them room) and leave no dead index entries for the next claim to
 * wade through. Every attempt is a `webhook_attempts` row.
 * `webhook_dispatch_position` is the one row saying how far the feed was read.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE webhook_events (
      id              text PRIMARY KEY,
      subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
      seq             bigint NOT NULL,
      ordinal         smallint NOT NULL,
      type            text NOT NULL,
      body            text NOT NULL,
      state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
      attempts        integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL DEFAULT now(),
      claimed_by      text,
      claimed_until   timestamptz,
      created_at      timestamptz NOT NULL DEFAULT now(),
      finished_at     timestamptz,
      UNIQUE (subscription_id, seq, ordinal)
    ) WITH (fillfactor = 50);

    CREATE TABLE webhook_attempts (
      id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      event_id        text NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
      event           text NOT NULL,
      attempt         integer NOT NULL,
      status_code     integer,
      error           text,
      duration_ms     integer NOT NULL,
      attempted_at    timestamptz NOT NULL DEFAULT now(),
      delivered_at    timestamptz,
      next_attempt_at timestamptz
    );
    CREATE INDEX webhook_attempts_subscription_idx ON webhook_attempts (subscription_id, id DESC);
    CREATE INDEX webhook_attempts_event_idx ON webhook_attempts (event_id);

    CREATE TABLE webhook_dispatch_position (
      id       boolean PRIMARY KEY DEFAULT true CHECK (id),
      position bigint NOT NULL
    );
    INSERT INTO webhook_dispatch_position (id, position) VALUES (true, (SELECT coalesce(max(seq), 0) FROM property_changes));
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE webhook_dispatch_position; DROP TABLE webhook_attempts; DROP TABLE webhook_events;');
}
