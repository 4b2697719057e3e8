import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "enquiry" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "enquiry_locales" (
  	"title" varchar DEFAULT 'Start a conversation',
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Send an enquiry',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_enquiry_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_enquiry_v_locales" (
  	"title" varchar DEFAULT 'Start a conversation',
  	"text" varchar,
  	"button_label" varchar DEFAULT 'Send an enquiry',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "artworks_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "_artworks_v_version_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "orders_lines" ADD COLUMN "variant" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "topic" varchar;
  ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_locales" ADD CONSTRAINT "enquiry_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enquiry_v" ADD CONSTRAINT "_enquiry_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enquiry_v_locales" ADD CONSTRAINT "_enquiry_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_enquiry_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiry_order_idx" ON "enquiry" USING btree ("_order");
  CREATE INDEX "enquiry_parent_id_idx" ON "enquiry" USING btree ("_parent_id");
  CREATE INDEX "enquiry_path_idx" ON "enquiry" USING btree ("_path");
  CREATE UNIQUE INDEX "enquiry_locales_locale_parent_id_unique" ON "enquiry_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "enquiry_locales_parent_id_idx" ON "enquiry_locales" USING btree ("_parent_id");
  CREATE INDEX "_enquiry_v_order_idx" ON "_enquiry_v" USING btree ("_order");
  CREATE INDEX "_enquiry_v_parent_id_idx" ON "_enquiry_v" USING btree ("_parent_id");
  CREATE INDEX "_enquiry_v_path_idx" ON "_enquiry_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_enquiry_v_locales_locale_parent_id_unique" ON "_enquiry_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_enquiry_v_locales_parent_id_idx" ON "_enquiry_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "enquiry" CASCADE;
  DROP TABLE "enquiry_locales" CASCADE;
  DROP TABLE "_enquiry_v" CASCADE;
  DROP TABLE "_enquiry_v_locales" CASCADE;
  ALTER TABLE "artworks_variants" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v_version_variants" DROP COLUMN "inventory";
  ALTER TABLE "orders_lines" DROP COLUMN "variant";
  ALTER TABLE "enquiries" DROP COLUMN "topic";`)
}
