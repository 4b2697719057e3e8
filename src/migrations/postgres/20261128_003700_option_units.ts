import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artworks_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "_artworks_v_version_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "orders_lines" ADD COLUMN "variant" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artworks_variants" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v_version_variants" DROP COLUMN "inventory";
  ALTER TABLE "orders_lines" DROP COLUMN "variant";`)
}
