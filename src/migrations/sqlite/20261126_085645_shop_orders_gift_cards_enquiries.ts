import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'artwork' NOT NULL,
  	\`artwork_id\` integer,
  	\`title\` text NOT NULL,
  	\`variant_title\` text,
  	\`unit_price\` numeric NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`recipient_name\` text,
  	\`recipient_email\` text,
  	\`gift_message\` text,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_artwork_idx\` ON \`orders_lines\` (\`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`payment_method\` text DEFAULT 'request' NOT NULL,
  	\`customer_id\` integer,
  	\`email\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`contact_phone\` text,
  	\`shipping_address_line1\` text,
  	\`shipping_address_line2\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_region\` text,
  	\`shipping_address_postal_code\` text,
  	\`shipping_address_country\` text,
  	\`subtotal\` numeric NOT NULL,
  	\`gift_card_amount\` numeric DEFAULT 0,
  	\`total\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`gift_card_id\` integer,
  	\`stripe_payment_intent\` text,
  	\`staff_note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`gift_card_id\`) REFERENCES \`gift_cards\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_gift_card_idx\` ON \`orders\` (\`gift_card_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_payment_intent_idx\` ON \`orders\` (\`stripe_payment_intent\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`gift_cards\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`last4\` text NOT NULL,
  	\`initial_balance\` numeric NOT NULL,
  	\`balance\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`recipient_name\` text,
  	\`recipient_email\` text NOT NULL,
  	\`message\` text,
  	\`order_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`gift_cards_code_hash_idx\` ON \`gift_cards\` (\`code_hash\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_order_idx\` ON \`gift_cards\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_updated_at_idx\` ON \`gift_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`gift_cards_created_at_idx\` ON \`gift_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`artwork_id\` integer,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`artwork_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_artwork_idx\` ON \`enquiries\` (\`artwork_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`DROP TABLE \`customers_cart\`;`)
  await db.run(sql`ALTER TABLE \`artworks\` ADD \`inventory\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` ADD \`version_inventory\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`cart\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`gift_cards_id\` integer REFERENCES gift_cards(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`enquiries_id\` integer REFERENCES enquiries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_gift_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`gift_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  // Stock moves from the options to the work: options of at most one unit each are framings of one original
  // (one unit), larger counts are editions (they add up).
  await db.run(sql`UPDATE \`artworks\` SET \`inventory\` = COALESCE((
    SELECT CASE WHEN MAX(v.\`inventory\`) <= 1 THEN MAX(v.\`inventory\`) ELSE SUM(MAX(v.\`inventory\`, 0)) END
      FROM \`artworks_variants\` v WHERE v.\`_parent_id\` = \`artworks\`.\`id\`), 0);`)
  await db.run(sql`UPDATE \`_artworks_v\` SET \`version_inventory\` = COALESCE((
    SELECT CASE WHEN MAX(v.\`inventory\`) <= 1 THEN MAX(v.\`inventory\`) ELSE SUM(MAX(v.\`inventory\`, 0)) END
      FROM \`_artworks_v_version_variants\` v WHERE v.\`_parent_id\` = \`_artworks_v\`.\`id\`), 0);`)
  await db.run(sql`ALTER TABLE \`artworks_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` DROP COLUMN \`inventory\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`gift_cards\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
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
  	FOREIGN KEY (\`newsletter_subscribers_id\`) REFERENCES \`newsletter_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_queries_id\`) REFERENCES \`search_queries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "artworks_id", "artists_id", "collections_id", "exhibitions_id", "journal_id", "pages_id", "media_id", "customers_id", "newsletter_subscribers_id", "search_queries_id", "users_id") SELECT "id", "order", "parent_id", "path", "artworks_id", "artists_id", "collections_id", "exhibitions_id", "journal_id", "pages_id", "media_id", "customers_id", "newsletter_subscribers_id", "search_queries_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_queries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_queries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`artworks_variants\` ADD \`inventory\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` ADD \`inventory\` numeric DEFAULT 1;`)
  await db.run(sql`ALTER TABLE \`artworks\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v\` DROP COLUMN \`version_inventory\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`cart\`;`)
}
