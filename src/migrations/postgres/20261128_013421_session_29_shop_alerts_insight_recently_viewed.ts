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
  
  CREATE TABLE "follow_alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"customer_id" integer,
  	"artwork_id" integer,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"seen_at" timestamp(3) with time zone,
  	"mailed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "first_publications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"published_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "artworks_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "_artworks_v_version_variants" ADD COLUMN "inventory" numeric;
  ALTER TABLE "customers" ADD COLUMN "recently_viewed" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "customers" ADD COLUMN "follow_alert_mails" boolean DEFAULT true;
  ALTER TABLE "customers" ADD COLUMN "follow_alerts_mailed_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "follow_alerts_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "orders_lines" ADD COLUMN "variant" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "topic" varchar;
  ALTER TABLE "search_queries" ADD COLUMN "misses" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "first_publications_id" integer;
  ALTER TABLE "settings" ADD COLUMN "contact_address_street" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_locality" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_region" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_postal_code" varchar;
  ALTER TABLE "settings" ADD COLUMN "contact_address_country" varchar;
  ALTER TABLE "enquiry" ADD CONSTRAINT "enquiry_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiry_locales" ADD CONSTRAINT "enquiry_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiry"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enquiry_v" ADD CONSTRAINT "_enquiry_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_enquiry_v_locales" ADD CONSTRAINT "_enquiry_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_enquiry_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "first_publications" ADD CONSTRAINT "first_publications_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiry_order_idx" ON "enquiry" USING btree ("_order");
  CREATE INDEX "enquiry_parent_id_idx" ON "enquiry" USING btree ("_parent_id");
  CREATE INDEX "enquiry_path_idx" ON "enquiry" USING btree ("_path");
  CREATE UNIQUE INDEX "enquiry_locales_locale_parent_id_unique" ON "enquiry_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "enquiry_locales_parent_id_idx" ON "enquiry_locales" USING btree ("_parent_id");
  CREATE INDEX "_enquiry_v_order_idx" ON "_enquiry_v" USING btree ("_order");
  CREATE INDEX "_enquiry_v_parent_id_idx" ON "_enquiry_v" USING btree ("_parent_id");
  CREATE INDEX "_enquiry_v_path_idx" ON "_enquiry_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_enquiry_v_locales_locale_parent_id_unique" ON "_enquiry_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_enquiry_v_locales_parent_id_idx" ON "_enquiry_v_locales" USING btree ("_parent_id");
  CREATE INDEX "follow_alerts_customer_idx" ON "follow_alerts" USING btree ("customer_id");
  CREATE INDEX "follow_alerts_artwork_idx" ON "follow_alerts" USING btree ("artwork_id");
  CREATE INDEX "follow_alerts_mailed_at_idx" ON "follow_alerts" USING btree ("mailed_at");
  CREATE INDEX "follow_alerts_updated_at_idx" ON "follow_alerts" USING btree ("updated_at");
  CREATE INDEX "follow_alerts_created_at_idx" ON "follow_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_artwork_idx" ON "follow_alerts" USING btree ("customer_id","artwork_id");
  CREATE UNIQUE INDEX "first_publications_artwork_idx" ON "first_publications" USING btree ("artwork_id");
  CREATE INDEX "first_publications_updated_at_idx" ON "first_publications" USING btree ("updated_at");
  CREATE INDEX "first_publications_created_at_idx" ON "first_publications" USING btree ("created_at");
  INSERT INTO "first_publications" ("artwork_id", "published_at") SELECT "id", "created_at" FROM "artworks" WHERE "_status" = 'published';
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_alerts_fk" FOREIGN KEY ("follow_alerts_id") REFERENCES "public"."follow_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_first_publications_fk" FOREIGN KEY ("first_publications_id") REFERENCES "public"."first_publications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "search_queries_misses_idx" ON "search_queries" USING btree ("misses");
  CREATE INDEX "payload_locked_documents_rels_follow_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_first_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("first_publications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiry" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiry_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_enquiry_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_enquiry_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follow_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "first_publications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiry" CASCADE;
  DROP TABLE "enquiry_locales" CASCADE;
  DROP TABLE "_enquiry_v" CASCADE;
  DROP TABLE "_enquiry_v_locales" CASCADE;
  DROP TABLE "follow_alerts" CASCADE;
  DROP TABLE "first_publications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_first_publications_fk";
  
  DROP INDEX "search_queries_misses_idx";
  DROP INDEX "payload_locked_documents_rels_follow_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_first_publications_id_idx";
  ALTER TABLE "artworks_variants" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v_version_variants" DROP COLUMN "inventory";
  ALTER TABLE "customers" DROP COLUMN "recently_viewed";
  ALTER TABLE "customers" DROP COLUMN "follow_alert_mails";
  ALTER TABLE "customers" DROP COLUMN "follow_alerts_mailed_at";
  ALTER TABLE "customers" DROP COLUMN "follow_alerts_claimed_at";
  ALTER TABLE "orders_lines" DROP COLUMN "variant";
  ALTER TABLE "enquiries" DROP COLUMN "topic";
  ALTER TABLE "search_queries" DROP COLUMN "misses";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "first_publications_id";
  ALTER TABLE "settings" DROP COLUMN "contact_address_street";
  ALTER TABLE "settings" DROP COLUMN "contact_address_locality";
  ALTER TABLE "settings" DROP COLUMN "contact_address_region";
  ALTER TABLE "settings" DROP COLUMN "contact_address_postal_code";
  ALTER TABLE "settings" DROP COLUMN "contact_address_country";`)
}
