import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "customers" ADD COLUMN "artworks" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "customers" ADD COLUMN "artists" jsonb DEFAULT '[]'::jsonb;
  UPDATE "customers" SET
    "artworks" = coalesce((SELECT jsonb_agg(r."artworks_id" ORDER BY r."order") FROM "customers_rels" r
      WHERE r."parent_id" = "customers"."id" AND r."path" = 'artworks' AND r."artworks_id" IS NOT NULL), '[]'::jsonb),
    "artists" = coalesce((SELECT jsonb_agg(jsonb_build_object('slug', a."slug", 'label',
        coalesce(a."display_name", a."first_name" || ' ' || a."last_name")) ORDER BY r."order")
      FROM "customers_rels" r JOIN "artists" a ON a."id" = r."artists_id"
      WHERE r."parent_id" = "customers"."id" AND r."path" = 'artists'), '[]'::jsonb);
  DROP TABLE "customers_rels" CASCADE;
  ALTER TABLE "settings" ADD COLUMN "feature_flags_max_saved_artworks" numeric DEFAULT 150 NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_rels_order_idx" ON "customers_rels" USING btree ("order");
  CREATE INDEX "customers_rels_parent_idx" ON "customers_rels" USING btree ("parent_id");
  CREATE INDEX "customers_rels_path_idx" ON "customers_rels" USING btree ("path");
  CREATE INDEX "customers_rels_artworks_id_idx" ON "customers_rels" USING btree ("artworks_id");
  CREATE INDEX "customers_rels_artists_id_idx" ON "customers_rels" USING btree ("artists_id");
  ALTER TABLE "customers" DROP COLUMN "artworks";
  ALTER TABLE "customers" DROP COLUMN "artists";
  ALTER TABLE "settings" DROP COLUMN "feature_flags_max_saved_artworks";`)
}
