import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_street\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_locality\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_region\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_address_country\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_street\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_locality\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_region\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_postal_code\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_address_country\`;`)
}
