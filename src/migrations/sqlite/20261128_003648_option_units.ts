import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`artworks_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` ADD \`inventory\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`variant\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`artworks_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`_artworks_v_version_variants\` DROP COLUMN \`inventory\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`variant\`;`)
}
