import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`artworks_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Original',
  	\`price\` numeric,
  	\`inventory\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_variants_order_idx\` ON \`artworks_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`artworks_variants_parent_id_idx\` ON \`artworks_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`artworks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`handle\` text,
  	\`artist_id\` integer,
  	\`medium\` text,
  	\`custom_commission\` integer DEFAULT false,
  	\`year\` numeric,
  	\`availability\` text DEFAULT 'Available',
  	\`price_upon_request\` integer DEFAULT false,
  	\`ready_for_pickup\` integer DEFAULT false,
  	\`dimensions_width\` numeric,
  	\`dimensions_height\` numeric,
  	\`dimensions_depth\` numeric,
  	\`orientation\` text,
  	\`size_bucket\` text,
  	\`featured\` integer DEFAULT false,
  	\`published_at\` text,
  	\`source_uid\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`artist_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_handle_idx\` ON \`artworks\` (\`handle\`);`)
  await db.run(sql`CREATE INDEX \`artworks_artist_idx\` ON \`artworks\` (\`artist_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_medium_idx\` ON \`artworks\` (\`medium\`);`)
  await db.run(sql`CREATE INDEX \`artworks_availability_idx\` ON \`artworks\` (\`availability\`);`)
  await db.run(sql`CREATE INDEX \`artworks_featured_idx\` ON \`artworks\` (\`featured\`);`)
  await db.run(sql`CREATE INDEX \`artworks_published_at_idx\` ON \`artworks\` (\`published_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_source_uid_idx\` ON \`artworks\` (\`source_uid\`);`)
  await db.run(sql`CREATE INDEX \`artworks_updated_at_idx\` ON \`artworks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks_created_at_idx\` ON \`artworks\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artworks__status_idx\` ON \`artworks\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`artworks_locales\` (
  	\`title\` text,
  	\`materials\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artworks_locales_locale_parent_id_unique\` ON \`artworks_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`artworks_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artworks_rels_order_idx\` ON \`artworks_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_parent_idx\` ON \`artworks_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_path_idx\` ON \`artworks_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`artworks_rels_media_id_idx\` ON \`artworks_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v_version_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Original',
  	\`price\` numeric,
  	\`inventory\` numeric DEFAULT 1,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artworks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_variants_order_idx\` ON \`_artworks_v_version_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_variants_parent_id_idx\` ON \`_artworks_v_version_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_handle\` text,
  	\`version_artist_id\` integer,
  	\`version_medium\` text,
  	\`version_custom_commission\` integer DEFAULT false,
  	\`version_year\` numeric,
  	\`version_availability\` text DEFAULT 'Available',
  	\`version_price_upon_request\` integer DEFAULT false,
  	\`version_ready_for_pickup\` integer DEFAULT false,
  	\`version_dimensions_width\` numeric,
  	\`version_dimensions_height\` numeric,
  	\`version_dimensions_depth\` numeric,
  	\`version_orientation\` text,
  	\`version_size_bucket\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_published_at\` text,
  	\`version_source_uid\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_artist_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_artworks_v_parent_idx\` ON \`_artworks_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_handle_idx\` ON \`_artworks_v\` (\`version_handle\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_artist_idx\` ON \`_artworks_v\` (\`version_artist_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_medium_idx\` ON \`_artworks_v\` (\`version_medium\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_availability_idx\` ON \`_artworks_v\` (\`version_availability\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_featured_idx\` ON \`_artworks_v\` (\`version_featured\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_published_at_idx\` ON \`_artworks_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_source_uid_idx\` ON \`_artworks_v\` (\`version_source_uid\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_updated_at_idx\` ON \`_artworks_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version_created_at_idx\` ON \`_artworks_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_version_version__status_idx\` ON \`_artworks_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_created_at_idx\` ON \`_artworks_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_updated_at_idx\` ON \`_artworks_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_snapshot_idx\` ON \`_artworks_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_published_locale_idx\` ON \`_artworks_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_latest_idx\` ON \`_artworks_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v_locales\` (
  	\`version_title\` text,
  	\`version_materials\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artworks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_artworks_v_locales_locale_parent_id_unique\` ON \`_artworks_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artworks_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_artworks_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_order_idx\` ON \`_artworks_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_parent_idx\` ON \`_artworks_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_path_idx\` ON \`_artworks_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_artworks_v_rels_media_id_idx\` ON \`_artworks_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`artists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`display_name\` text,
  	\`slug\` text,
  	\`featured_image_id\` integer,
  	\`joined_at\` text,
  	\`inside_the_studio\` integer DEFAULT false,
  	\`source_uid\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artists_slug_idx\` ON \`artists\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`artists_featured_image_idx\` ON \`artists\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`artists_source_uid_idx\` ON \`artists\` (\`source_uid\`);`)
  await db.run(sql`CREATE INDEX \`artists_updated_at_idx\` ON \`artists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`artists_created_at_idx\` ON \`artists\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`artists__status_idx\` ON \`artists\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`artists_locales\` (
  	\`studio_name\` text,
  	\`location\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artists_locales_locale_parent_id_unique\` ON \`artists_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artists_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_first_name\` text,
  	\`version_last_name\` text,
  	\`version_display_name\` text,
  	\`version_slug\` text,
  	\`version_featured_image_id\` integer,
  	\`version_joined_at\` text,
  	\`version_inside_the_studio\` integer DEFAULT false,
  	\`version_source_uid\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_artists_v_parent_idx\` ON \`_artists_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_slug_idx\` ON \`_artists_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_featured_image_idx\` ON \`_artists_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_source_uid_idx\` ON \`_artists_v\` (\`version_source_uid\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_updated_at_idx\` ON \`_artists_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version_created_at_idx\` ON \`_artists_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_version_version__status_idx\` ON \`_artists_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_created_at_idx\` ON \`_artists_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_updated_at_idx\` ON \`_artists_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_snapshot_idx\` ON \`_artists_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_published_locale_idx\` ON \`_artists_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_artists_v_latest_idx\` ON \`_artists_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_artists_v_locales\` (
  	\`version_studio_name\` text,
  	\`version_location\` text,
  	\`version_bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artists_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_artists_v_locales_locale_parent_id_unique\` ON \`_artists_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text DEFAULT 'Curated',
  	\`thumbnail_id\` integer,
  	\`sort_order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`collections_slug_idx\` ON \`collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`collections_thumbnail_idx\` ON \`collections\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`collections_updated_at_idx\` ON \`collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`collections_created_at_idx\` ON \`collections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`collections__status_idx\` ON \`collections\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`collections_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`description\` text,
  	\`exhibitors\` text,
  	\`exhibition_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`collections_locales_locale_parent_id_unique\` ON \`collections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`collections_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`collections_rels_order_idx\` ON \`collections_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`collections_rels_parent_idx\` ON \`collections_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`collections_rels_path_idx\` ON \`collections_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`collections_rels_artworks_id_idx\` ON \`collections_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`_collections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text DEFAULT 'Curated',
  	\`version_thumbnail_id\` integer,
  	\`version_sort_order\` numeric DEFAULT 100,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_collections_v_parent_idx\` ON \`_collections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_version_version_slug_idx\` ON \`_collections_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_version_version_thumbnail_idx\` ON \`_collections_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_version_version_updated_at_idx\` ON \`_collections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_version_version_created_at_idx\` ON \`_collections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_version_version__status_idx\` ON \`_collections_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_created_at_idx\` ON \`_collections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_updated_at_idx\` ON \`_collections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_snapshot_idx\` ON \`_collections_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_published_locale_idx\` ON \`_collections_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_latest_idx\` ON \`_collections_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_collections_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_description\` text,
  	\`version_exhibitors\` text,
  	\`version_exhibition_location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_collections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_collections_v_locales_locale_parent_id_unique\` ON \`_collections_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_collections_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_collections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_collections_v_rels_order_idx\` ON \`_collections_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_rels_parent_idx\` ON \`_collections_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_rels_path_idx\` ON \`_collections_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_collections_v_rels_artworks_id_idx\` ON \`_collections_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text,
  	\`thumbnail_id\` integer,
  	\`start_date\` text,
  	\`end_date\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitions_slug_idx\` ON \`exhibitions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_thumbnail_idx\` ON \`exhibitions\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_start_date_idx\` ON \`exhibitions\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_updated_at_idx\` ON \`exhibitions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_created_at_idx\` ON \`exhibitions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions__status_idx\` ON \`exhibitions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions_locales\` (
  	\`title\` text,
  	\`exhibitors\` text,
  	\`location\` text,
  	\`excerpt\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exhibitions_locales_locale_parent_id_unique\` ON \`exhibitions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exhibitions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_order_idx\` ON \`exhibitions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_parent_idx\` ON \`exhibitions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_path_idx\` ON \`exhibitions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_artists_id_idx\` ON \`exhibitions_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`exhibitions_rels_artworks_id_idx\` ON \`exhibitions_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_start_date\` text,
  	\`version_end_date\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_parent_idx\` ON \`_exhibitions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_slug_idx\` ON \`_exhibitions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_thumbnail_idx\` ON \`_exhibitions_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_start_date_idx\` ON \`_exhibitions_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_updated_at_idx\` ON \`_exhibitions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version_created_at_idx\` ON \`_exhibitions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_version_version__status_idx\` ON \`_exhibitions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_created_at_idx\` ON \`_exhibitions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_updated_at_idx\` ON \`_exhibitions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_snapshot_idx\` ON \`_exhibitions_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_published_locale_idx\` ON \`_exhibitions_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_latest_idx\` ON \`_exhibitions_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v_locales\` (
  	\`version_title\` text,
  	\`version_exhibitors\` text,
  	\`version_location\` text,
  	\`version_excerpt\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exhibitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exhibitions_v_locales_locale_parent_id_unique\` ON \`_exhibitions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exhibitions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artists_id\` integer,
  	\`artworks_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_exhibitions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_order_idx\` ON \`_exhibitions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_parent_idx\` ON \`_exhibitions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_path_idx\` ON \`_exhibitions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_artists_id_idx\` ON \`_exhibitions_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`_exhibitions_v_rels_artworks_id_idx\` ON \`_exhibitions_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE TABLE \`journal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text,
  	\`thumbnail_id\` integer,
  	\`author\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`journal_slug_idx\` ON \`journal\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`journal_thumbnail_idx\` ON \`journal\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_published_at_idx\` ON \`journal\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`journal_updated_at_idx\` ON \`journal\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`journal_created_at_idx\` ON \`journal\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`journal__status_idx\` ON \`journal\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`journal_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`journal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`journal_locales_locale_parent_id_unique\` ON \`journal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`journal_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journal\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`journal_rels_order_idx\` ON \`journal_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`journal_rels_parent_idx\` ON \`journal_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`journal_rels_path_idx\` ON \`journal_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`journal_rels_artists_id_idx\` ON \`journal_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`_journal_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_thumbnail_id\` integer,
  	\`version_author\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`journal\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_journal_v_parent_idx\` ON \`_journal_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version_slug_idx\` ON \`_journal_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version_thumbnail_idx\` ON \`_journal_v\` (\`version_thumbnail_id\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version_published_at_idx\` ON \`_journal_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version_updated_at_idx\` ON \`_journal_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version_created_at_idx\` ON \`_journal_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_version_version__status_idx\` ON \`_journal_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_created_at_idx\` ON \`_journal_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_updated_at_idx\` ON \`_journal_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_snapshot_idx\` ON \`_journal_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_published_locale_idx\` ON \`_journal_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_latest_idx\` ON \`_journal_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_journal_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_journal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_journal_v_locales_locale_parent_id_unique\` ON \`_journal_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_journal_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_journal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_journal_v_rels_order_idx\` ON \`_journal_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_rels_parent_idx\` ON \`_journal_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_rels_path_idx\` ON \`_journal_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_journal_v_rels_artists_id_idx\` ON \`_journal_v_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`header_ctas_collection\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'fill',
  	\`path\` text,
  	\`dark_mode\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_ctas_collection_order_idx\` ON \`header_ctas_collection\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_ctas_collection_parent_id_idx\` ON \`header_ctas_collection\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header_ctas_collection_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header_ctas_collection\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_ctas_collection_locales_locale_parent_id_unique\` ON \`header_ctas_collection_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show_icon\` integer DEFAULT false,
  	\`icon\` text,
  	\`display_options_background_color\` text DEFAULT 'transparent',
  	\`display_options_add_padding_top\` integer DEFAULT true,
  	\`display_options_add_padding_bottom\` integer DEFAULT true,
  	\`display_options_add_bottom_border\` integer DEFAULT false,
  	\`scroll_options_identifier\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`header_order_idx\` ON \`header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_parent_id_idx\` ON \`header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_path_idx\` ON \`header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`header_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`description\` text,
  	\`meta_description\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`header_locales_locale_parent_id_unique\` ON \`header_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_ctas_collection\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'fill',
  	\`path\` text,
  	\`dark_mode\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_ctas_collection_order_idx\` ON \`_header_v_ctas_collection\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_ctas_collection_parent_id_idx\` ON \`_header_v_ctas_collection\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_ctas_collection_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v_ctas_collection\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_ctas_collection_locales_locale_parent_id_unique\` ON \`_header_v_ctas_collection_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_header_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show_icon\` integer DEFAULT false,
  	\`icon\` text,
  	\`display_options_background_color\` text DEFAULT 'transparent',
  	\`display_options_add_padding_top\` integer DEFAULT true,
  	\`display_options_add_padding_bottom\` integer DEFAULT true,
  	\`display_options_add_bottom_border\` integer DEFAULT false,
  	\`scroll_options_identifier\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_header_v_order_idx\` ON \`_header_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_parent_id_idx\` ON \`_header_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_header_v_path_idx\` ON \`_header_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_header_v_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`description\` text,
  	\`meta_description\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_header_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_header_v_locales_locale_parent_id_unique\` ON \`_header_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_cart\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer NOT NULL,
  	\`quantity\` numeric DEFAULT 1 NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_cart_order_idx\` ON \`customers_cart\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_cart_parent_id_idx\` ON \`customers_cart\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_cart_artwork_idx\` ON \`customers_cart\` (\`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_sessions_order_idx\` ON \`customers_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_sessions_parent_id_idx\` ON \`customers_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text,
  	\`last_name\` text,
  	\`notes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`customers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_rels_order_idx\` ON \`customers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_parent_idx\` ON \`customers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_path_idx\` ON \`customers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_artworks_id_idx\` ON \`customers_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_rels_artists_id_idx\` ON \`customers_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_subscribers_email_idx\` ON \`newsletter_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_updated_at_idx\` ON \`newsletter_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_subscribers_created_at_idx\` ON \`newsletter_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	\`collections_id\` integer,
  	\`exhibitions_id\` integer,
  	\`journal_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`customers_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`collections_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`exhibitions_id\`) REFERENCES \`exhibitions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`journal_id\`) REFERENCES \`journal\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artworks_id_idx\` ON \`payload_locked_documents_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_artists_id_idx\` ON \`payload_locked_documents_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_exhibitions_id_idx\` ON \`payload_locked_documents_rels\` (\`exhibitions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_journal_id_idx\` ON \`payload_locked_documents_rels\` (\`journal_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_customers_id_idx\` ON \`payload_preferences_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`promo_banner_enabled\` integer DEFAULT false,
  	\`promo_banner_color\` text DEFAULT '#ffffff',
  	\`promo_banner_background_color\` text DEFAULT '#1f2937',
  	\`accessibility_widget_enabled\` integer DEFAULT false,
  	\`accessibility_widget_account_id\` text,
  	\`feature_flags_saved_artworks\` integer DEFAULT true,
  	\`feature_flags_seasonal_gift_guide\` integer DEFAULT false,
  	\`feature_flags_tracking\` integer DEFAULT false,
  	\`tracking_tag_manager_container_id\` text,
  	\`tracking_marketing_script_enabled\` integer DEFAULT false,
  	\`tracking_marketing_script_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`promo_banner_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`artworks_variants\`;`)
  await db.run(sql`DROP TABLE \`artworks\`;`)
  await db.run(sql`DROP TABLE \`artworks_locales\`;`)
  await db.run(sql`DROP TABLE \`artworks_rels\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v_version_variants\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_artworks_v_rels\`;`)
  await db.run(sql`DROP TABLE \`artists\`;`)
  await db.run(sql`DROP TABLE \`artists_locales\`;`)
  await db.run(sql`DROP TABLE \`_artists_v\`;`)
  await db.run(sql`DROP TABLE \`_artists_v_locales\`;`)
  await db.run(sql`DROP TABLE \`collections\`;`)
  await db.run(sql`DROP TABLE \`collections_locales\`;`)
  await db.run(sql`DROP TABLE \`collections_rels\`;`)
  await db.run(sql`DROP TABLE \`_collections_v\`;`)
  await db.run(sql`DROP TABLE \`_collections_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_collections_v_rels\`;`)
  await db.run(sql`DROP TABLE \`exhibitions\`;`)
  await db.run(sql`DROP TABLE \`exhibitions_locales\`;`)
  await db.run(sql`DROP TABLE \`exhibitions_rels\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_exhibitions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`journal\`;`)
  await db.run(sql`DROP TABLE \`journal_locales\`;`)
  await db.run(sql`DROP TABLE \`journal_rels\`;`)
  await db.run(sql`DROP TABLE \`_journal_v\`;`)
  await db.run(sql`DROP TABLE \`_journal_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_journal_v_rels\`;`)
  await db.run(sql`DROP TABLE \`header_ctas_collection\`;`)
  await db.run(sql`DROP TABLE \`header_ctas_collection_locales\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`DROP TABLE \`header_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v_ctas_collection\`;`)
  await db.run(sql`DROP TABLE \`_header_v_ctas_collection_locales\`;`)
  await db.run(sql`DROP TABLE \`_header_v\`;`)
  await db.run(sql`DROP TABLE \`_header_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`customers_cart\`;`)
  await db.run(sql`DROP TABLE \`customers_sessions\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers_rels\`;`)
  await db.run(sql`DROP TABLE \`newsletter_subscribers\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
}
