import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`contact_support_email\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`shop_shipping_text\` text;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` ADD \`shop_returns_text\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`contact_support_email\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`shop_shipping_text\`;`)
  await db.run(sql`ALTER TABLE \`settings_locales\` DROP COLUMN \`shop_returns_text\`;`)
}
