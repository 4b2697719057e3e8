import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "settings_social_others" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  ALTER TABLE "settings" ADD COLUMN "social_facebook" varchar;
  ALTER TABLE "settings" ADD COLUMN "social_instagram" varchar;
  ALTER TABLE "settings" ADD COLUMN "social_pinterest" varchar;
  ALTER TABLE "settings" ADD COLUMN "social_tiktok" varchar;
  ALTER TABLE "settings_social_others" ADD CONSTRAINT "settings_social_others_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "settings_social_others_order_idx" ON "settings_social_others" USING btree ("_order");
  CREATE INDEX "settings_social_others_parent_id_idx" ON "settings_social_others" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "settings_social_others" CASCADE;
  ALTER TABLE "settings" DROP COLUMN "social_facebook";
  ALTER TABLE "settings" DROP COLUMN "social_instagram";
  ALTER TABLE "settings" DROP COLUMN "social_pinterest";
  ALTER TABLE "settings" DROP COLUMN "social_tiktok";`)
}
