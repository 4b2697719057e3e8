import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiry\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiry_order_idx\` ON \`enquiry\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_parent_id_idx\` ON \`enquiry\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_path_idx\` ON \`enquiry\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_locales\` (
  	\`title\` text DEFAULT 'Start a conversation',
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Send an enquiry',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiry\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_locales_locale_parent_id_unique\` ON \`enquiry_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_locales_parent_id_idx\` ON \`enquiry_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_enquiry_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`topic\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_enquiry_v_order_idx\` ON \`_enquiry_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_enquiry_v_parent_id_idx\` ON \`_enquiry_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_enquiry_v_path_idx\` ON \`_enquiry_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_enquiry_v_locales\` (
  	\`title\` text DEFAULT 'Start a conversation',
  	\`text\` text,
  	\`button_label\` text DEFAULT 'Send an enquiry',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_enquiry_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_enquiry_v_locales_locale_parent_id_unique\` ON \`_enquiry_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_enquiry_v_locales_parent_id_idx\` ON \`_enquiry_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`follow_alerts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`customer_id\` integer,
  	\`artwork_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`seen_at\` text,
  	\`mailed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`follow_alerts_customer_idx\` ON \`follow_alerts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`follow_alerts_artwork_idx\` ON \`follow_alerts\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`follow_alerts_mailed_at_idx\` ON \`follow_alerts\` (\`mailed_at\`);`)
  await db.run(sql`CREATE INDEX \`follow_alerts_updated_at_idx\` ON \`follow_alerts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`follow_alerts_created_at_idx\` ON \`follow_alerts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_artwork_idx\` ON \`follow_alerts\` (\`customer_id\`,\`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`first_publications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`first_publications_artwork_idx\` ON \`first_publications\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`first_publications_updated_at_idx\` ON \`first_publications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`first_publications_created_at_idx\` ON \`first_publications\` (\`created_at\`);`)
  // Every work already published has had its first publication: none of them alerts its followers later.
  await db.run(
    sql`INSERT INTO \`first_publications\` (\`artwork_id\`, \`published_at\`) SELECT \`id\`, \`created_at\` FROM \`artworks\` WHERE \`_status\` = 'published';`,
  )
  await db.run(sql`ALTER TABLE \`artworks_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`recently_viewed\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`follow_alert_mails\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`follow_alerts_mailed_at\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`follow_alerts_claimed_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`variant\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`topic\` text;`)
  await db.run(sql`ALTER TABLE \`search_queries\` ADD \`misses\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE INDEX \`search_queries_misses_idx\` ON \`search_queries\` (\`misses\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`follow_alerts_id\` integer REFERENCES follow_alerts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`first_publications_id\` integer REFERENCES first_publications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_follow_alerts_id_idx\` ON \`payload_locked_documents_rels\` (\`follow_alerts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_first_publications_id_idx\` ON \`payload_locked_documents_rels\` (\`first_publications_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_street\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_locality\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_region\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_country\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiry\`;`)
  await db.run(sql`DROP TABLE \`enquiry_locales\`;`)
  await db.run(sql`DROP TABLE \`_enquiry_v\`;`)
  await db.run(sql`DROP TABLE \`_enquiry_v_locales\`;`)
  await db.run(sql`DROP TABLE \`follow_alerts\`;`)
  await db.run(sql`DROP TABLE \`first_publications\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`orders_id\` integer,
  	\`gift_cards_id\` integer,
  	\`gift_card_events_id\` integer,
  	\`enquiries_id\` integer,
  	\`newsletter_subscribers_id\` integer,
  	\`search_queries_id\` integer,
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
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_cards_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`gift_card_events_id\`) REFERENCES \`gift_card_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "artworks_id", "artists_id", "collections_id", "exhibitions_id", "journal_id", "pages_id", "media_id", "customers_id", "orders_id", "gift_cards_id", "gift_card_events_id", "enquiries_id", "newsletter_subscribers_id", "search_queries_id", "users_id") SELECT "id", "order", "parent_id", "path", "artworks_id", "artists_id", "collections_id", "exhibitions_id", "journal_id", "pages_id", "media_id", "customers_id", "orders_id", "gift_cards_id", "gift_card_events_id", "enquiries_id", "newsletter_subscribers_id", "search_queries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_card_events_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_card_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`search_queries_misses_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_queries\` DROP COLUMN \`misses\`;`)
  await db.run(sql`ALTER TABLE \`artworks_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`recently_viewed\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`follow_alert_mails\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`follow_alerts_mailed_at\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`follow_alerts_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`variant\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`topic\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_street\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_locality\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_region\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_country\`;`)
}
