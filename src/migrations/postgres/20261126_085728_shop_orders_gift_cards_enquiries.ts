import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_kind" AS ENUM('artwork', 'gift-card');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'fulfilled', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('request', 'stripe');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_orders_lines_kind" DEFAULT 'artwork' NOT NULL,
  	"artwork_id" integer,
  	"title" varchar NOT NULL,
  	"variant_title" varchar,
  	"unit_price" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"recipient_name" varchar,
  	"recipient_email" varchar,
  	"gift_message" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"payment_method" "enum_orders_payment_method" DEFAULT 'request' NOT NULL,
  	"customer_id" integer,
  	"email" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"contact_phone" varchar,
  	"shipping_address_line1" varchar,
  	"shipping_address_line2" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_region" varchar,
  	"shipping_address_postal_code" varchar,
  	"shipping_address_country" varchar,
  	"subtotal" numeric NOT NULL,
  	"gift_card_amount" numeric DEFAULT 0,
  	"total" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"gift_card_id" integer,
  	"stripe_payment_intent" varchar,
  	"staff_note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gift_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"last4" varchar NOT NULL,
  	"initial_balance" numeric NOT NULL,
  	"balance" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"recipient_name" varchar,
  	"recipient_email" varchar NOT NULL,
  	"message" varchar,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artwork_id" integer,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "customers_cart" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "customers_cart" CASCADE;
  ALTER TABLE "artworks" ADD COLUMN "inventory" numeric DEFAULT 1;
  ALTER TABLE "_artworks_v" ADD COLUMN "version_inventory" numeric DEFAULT 1;
  ALTER TABLE "customers" ADD COLUMN "cart" jsonb DEFAULT '[]'::jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_cards_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiries_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_artwork_idx" ON "orders_lines" USING btree ("artwork_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_gift_card_idx" ON "orders" USING btree ("gift_card_id");
  CREATE INDEX "orders_stripe_payment_intent_idx" ON "orders" USING btree ("stripe_payment_intent");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE UNIQUE INDEX "gift_cards_code_hash_idx" ON "gift_cards" USING btree ("code_hash");
  CREATE INDEX "gift_cards_order_idx" ON "gift_cards" USING btree ("order_id");
  CREATE INDEX "gift_cards_updated_at_idx" ON "gift_cards" USING btree ("updated_at");
  CREATE INDEX "gift_cards_created_at_idx" ON "gift_cards" USING btree ("created_at");
  CREATE INDEX "enquiries_artwork_idx" ON "enquiries" USING btree ("artwork_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_cards_fk" FOREIGN KEY ("gift_cards_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_gift_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_cards_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  -- Stock moves from the options to the work: options of at most one unit each are framings of one original
  -- (one unit), larger counts are editions (they add up).
  UPDATE "artworks" a SET "inventory" = COALESCE((
    SELECT CASE WHEN MAX(v."inventory") <= 1 THEN MAX(v."inventory") ELSE SUM(GREATEST(v."inventory", 0)) END
      FROM "artworks_variants" v WHERE v."_parent_id" = a."id"), 0);
  UPDATE "_artworks_v" a SET "version_inventory" = COALESCE((
    SELECT CASE WHEN MAX(v."inventory") <= 1 THEN MAX(v."inventory") ELSE SUM(GREATEST(v."inventory", 0)) END
      FROM "_artworks_v_version_variants" v WHERE v."_parent_id" = a."id"), 0);
  ALTER TABLE "artworks_variants" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v_version_variants" DROP COLUMN "inventory";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "customers_cart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gift_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "enquiries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "gift_cards" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_cards_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiries_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_gift_cards_id_idx";
  DROP INDEX "payload_locked_documents_rels_enquiries_id_idx";
  ALTER TABLE "artworks_variants" ADD COLUMN "inventory" numeric DEFAULT 1;
  ALTER TABLE "_artworks_v_version_variants" ADD COLUMN "inventory" numeric DEFAULT 1;
  ALTER TABLE "customers_cart" ADD CONSTRAINT "customers_cart_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers_cart" ADD CONSTRAINT "customers_cart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_cart_order_idx" ON "customers_cart" USING btree ("_order");
  CREATE INDEX "customers_cart_parent_id_idx" ON "customers_cart" USING btree ("_parent_id");
  CREATE INDEX "customers_cart_artwork_idx" ON "customers_cart" USING btree ("artwork_id");
  ALTER TABLE "artworks" DROP COLUMN "inventory";
  ALTER TABLE "_artworks_v" DROP COLUMN "version_inventory";
  ALTER TABLE "customers" DROP COLUMN "cart";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_cards_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiries_id";
  DROP TYPE "public"."enum_orders_lines_kind";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_method";`)
}
