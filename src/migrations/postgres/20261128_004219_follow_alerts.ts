import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Works published before alerts existed were published for the first time then: none alerts on a later publish.
  await db.execute(sql`
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
  
  INSERT INTO "first_publications" ("artwork_id", "published_at") SELECT "id", "created_at" FROM "artworks" WHERE "_status" = 'published';
  ALTER TABLE "customers" ADD COLUMN "follow_alert_mails" boolean DEFAULT true;
  ALTER TABLE "customers" ADD COLUMN "follow_alerts_mailed_at" timestamp(3) with time zone;
  ALTER TABLE "customers" ADD COLUMN "follow_alerts_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follow_alerts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "first_publications_id" integer;
  ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follow_alerts" ADD CONSTRAINT "follow_alerts_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "first_publications" ADD CONSTRAINT "first_publications_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "follow_alerts_customer_idx" ON "follow_alerts" USING btree ("customer_id");
  CREATE INDEX "follow_alerts_artwork_idx" ON "follow_alerts" USING btree ("artwork_id");
  CREATE INDEX "follow_alerts_mailed_at_idx" ON "follow_alerts" USING btree ("mailed_at");
  CREATE INDEX "follow_alerts_updated_at_idx" ON "follow_alerts" USING btree ("updated_at");
  CREATE INDEX "follow_alerts_created_at_idx" ON "follow_alerts" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_artwork_idx" ON "follow_alerts" USING btree ("customer_id","artwork_id");
  CREATE UNIQUE INDEX "first_publications_artwork_idx" ON "first_publications" USING btree ("artwork_id");
  CREATE INDEX "first_publications_updated_at_idx" ON "first_publications" USING btree ("updated_at");
  CREATE INDEX "first_publications_created_at_idx" ON "first_publications" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follow_alerts_fk" FOREIGN KEY ("follow_alerts_id") REFERENCES "public"."follow_alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_first_publications_fk" FOREIGN KEY ("first_publications_id") REFERENCES "public"."first_publications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_follow_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("follow_alerts_id");
  CREATE INDEX "payload_locked_documents_rels_first_publications_id_idx" ON "payload_locked_documents_rels" USING btree ("first_publications_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "follow_alerts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "first_publications" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "follow_alerts" CASCADE;
  DROP TABLE "first_publications" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follow_alerts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_first_publications_fk";
  
  DROP INDEX "payload_locked_documents_rels_follow_alerts_id_idx";
  DROP INDEX "payload_locked_documents_rels_first_publications_id_idx";
  ALTER TABLE "customers" DROP COLUMN "follow_alert_mails";
  ALTER TABLE "customers" DROP COLUMN "follow_alerts_mailed_at";
  ALTER TABLE "customers" DROP COLUMN "follow_alerts_claimed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follow_alerts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "first_publications_id";`)
}
