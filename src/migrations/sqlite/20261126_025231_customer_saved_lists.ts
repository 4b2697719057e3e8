import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`customers\` ADD \`artworks\` text DEFAULT '[]';`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`artists\` text DEFAULT '[]';`)
  // Saved artworks and followed artists move from relation rows onto the customer's row, in their order.
  await db.run(sql`UPDATE \`customers\` SET
    \`artworks\` = (SELECT json_group_array(\`artworks_id\`) FROM (SELECT \`artworks_id\` FROM \`customers_rels\`
      WHERE \`parent_id\` = \`customers\`.\`id\` AND \`path\` = 'artworks' AND \`artworks_id\` IS NOT NULL ORDER BY \`order\`)),
    \`artists\` = (SELECT json_group_array(json_object('slug', \`slug\`, 'label', \`label\`)) FROM (
      SELECT a.\`slug\` AS \`slug\`, coalesce(a.\`display_name\`, a.\`first_name\` || ' ' || a.\`last_name\`) AS \`label\`
      FROM \`customers_rels\` r JOIN \`artists\` a ON a.\`id\` = r.\`artists_id\`
      WHERE r.\`parent_id\` = \`customers\`.\`id\` AND r.\`path\` = 'artists' ORDER BY r.\`order\`));`)
  await db.run(sql`DROP TABLE \`customers_rels\`;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`feature_flags_max_saved_artworks\` numeric DEFAULT 150 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`artworks\`;`)
  await db.run(sql`ALTER TABLE \`customers\` DROP COLUMN \`artists\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`feature_flags_max_saved_artworks\`;`)
}
