import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "contact_support_email" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "shop_shipping_text" varchar;
  ALTER TABLE "settings_locales" ADD COLUMN "shop_returns_text" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "contact_support_email";
  ALTER TABLE "settings_locales" DROP COLUMN "shop_shipping_text";
  ALTER TABLE "settings_locales" DROP COLUMN "shop_returns_text";`)
}
