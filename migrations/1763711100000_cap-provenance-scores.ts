import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The score stored with each field so far was the connector's own claim
 * (data_quality_score). Under the trust rules (contract section 13) a stored
 * score is what the source was trusted with, so every claim above the default
 * trust is capped at it.
 *
 * 0.5 is the documented default of PDS_DEFAULT_SOURCE_TRUST: a migration runs
 * before (and apart from) the service's configuration, so it cannot read the
 * value an operator may have set. An operator running with another default
 * keeps these scores at 0.5: only a source's own later writes rescore its fields.
 */
const MIGRATION_DEFAULT_TRUST = 0.5;

export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    UPDATE properties AS p
       SET provenance = jsonb_set(p.provenance, '{writers}', (
             SELECT jsonb_agg(
                      CASE WHEN jsonb_typeof(x.w -> 'score') = 'number' AND (x.w ->> 'score')::numeric > ${MIGRATION_DEFAULT_TRUST}
                           THEN jsonb_set(x.w, '{score}', to_jsonb(${MIGRATION_DEFAULT_TRUST}::numeric))
                           ELSE x.w END
                      ORDER BY x.n)
               FROM jsonb_array_elements(p.provenance -> 'writers') WITH ORDINALITY AS x (w, n)))
     WHERE jsonb_typeof(p.provenance -> 'writers') = 'array'
       AND EXISTS (SELECT 1 FROM jsonb_array_elements(p.provenance -> 'writers') AS e (w)
                    WHERE jsonb_typeof(e.w -> 'score') = 'number' AND (e.w ->> 'score')::numeric > ${MIGRATION_DEFAULT_TRUST});
  `);
}

/** The claimed scores are gone: nothing to restore (the capped ones stay valid under the old rule too). */
export async function down(): Promise<void> {}
