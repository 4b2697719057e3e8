import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_queries" ADD COLUMN "misses" numeric DEFAULT 0 NOT NULL;
  CREATE INDEX "search_queries_misses_idx" ON "search_queries" USING btree ("misses");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "search_queries_misses_idx";
  ALTER TABLE "search_queries" DROP COLUMN "misses";`)
}
