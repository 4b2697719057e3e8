import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "contact_address_street" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_locality" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_region" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_postal_code" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_country" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "contact_address_street";
  ALTER TABLE "settings" DROP COLUMN "contact_address_locality";
  ALTER TABLE "settings" DROP COLUMN "contact_address_region";
  ALTER TABLE "settings" DROP COLUMN "contact_address_postal_code";
  ALTER TABLE "settings" DROP COLUMN "contact_address_country";`)
}
