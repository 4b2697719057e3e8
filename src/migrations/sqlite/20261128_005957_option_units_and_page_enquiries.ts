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
  await db.run(sql`ALTER TABLE \`artworks_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`variant\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`topic\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiry\`;`)
  await db.run(sql`DROP TABLE \`enquiry_locales\`;`)
  await db.run(sql`DROP TABLE \`_enquiry_v\`;`)
  await db.run(sql`DROP TABLE \`_enquiry_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`artworks_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`variant\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`topic\`;`)
}
