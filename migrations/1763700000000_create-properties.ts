import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The property store. Every filter and sort of the list endpoint has its own
 * column; provenance remembers, per field, which source wrote it, with what
 * quality score and when (the merge step's memory).
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE properties (
      id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      source                 text NOT NULL,
      external_id            text,
      url                    text,
      title                  text,
      description            text,
      property_type          text,
      property_subtype       text,
      status                 text NOT NULL DEFAULT 'active'
                             CHECK (status IN ('active', 'pending', 'sold', 'off_market')),
      address_formatted      text,
      street                 text,
      city                   text,
      state                  text,
      country                text,
      postal_code            text,
      latitude               double precision CHECK (latitude BETWEEN -90 AND 90),
      longitude              double precision CHECK (longitude BETWEEN -180 AND 180),
      price_current          numeric(14, 2) CHECK (price_current > 0),
      currency               char(3),
      price_per_sqm          numeric(14, 2),
      square_meters_total    numeric(12, 2),
      square_meters_interior numeric(12, 2),
      land_area_sqm          numeric(14, 2),
      bedrooms_total         integer,
      bathrooms_total        integer,
      living_rooms           integer,
      parking_spaces         integer,
      year_built             integer,
      building_type          text,
      condition              text,
      features               text[] NOT NULL DEFAULT '{}',
      listing_status         text,
      listing_date           timestamptz,
      images                 jsonb NOT NULL DEFAULT '[]',
      address_hash           text NOT NULL,
      provenance             jsonb NOT NULL DEFAULT '{}',
      geocode_status         text,
      created_at             timestamptz NOT NULL DEFAULT now(),
      updated_at             timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT properties_address_hash_key UNIQUE (address_hash)
    );

    -- (source, external_id) -> property: the first dedupe key.
    CREATE TABLE property_sources (
      source      text NOT NULL,
      external_id text NOT NULL,
      property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
      created_at  timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (source, external_id)
    );
    CREATE INDEX property_sources_property_id_idx ON property_sources (property_id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE property_sources; DROP TABLE properties;');
}
