import type { MigrationBuilder } from 'node-pg-migrate';

/** Service tokens may carry the role `subscriber` (contract section 11: it manages webhook subscriptions). */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE service_tokens DROP CONSTRAINT service_tokens_roles_check;
    ALTER TABLE service_tokens ADD CONSTRAINT service_tokens_roles_check
      CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['connector', 'reader', 'subscriber', 'admin']::text[]);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DELETE FROM service_tokens WHERE 'subscriber' = ANY (roles);
    ALTER TABLE service_tokens DROP CONSTRAINT service_tokens_roles_check;
    ALTER TABLE service_tokens ADD CONSTRAINT service_tokens_roles_check
      CHECK (cardinality(roles) > 0 AND roles <@ ARRAY['connector', 'reader', 'admin']::text[]);
  `);
}
