import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`settings_social_others\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_social_others_order_idx\` ON \`settings_social_others\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`settings_social_others_parent_id_idx\` ON \`settings_social_others\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`social_facebook\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`social_instagram\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`social_pinterest\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`social_tiktok\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`settings_social_others\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`social_facebook\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`social_instagram\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`social_pinterest\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`social_tiktok\`;`)
}
