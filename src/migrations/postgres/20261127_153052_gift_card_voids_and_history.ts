import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gift_card_events_reason" AS ENUM('issued', 'spent', 'refunded', 'voided');
  CREATE TABLE "gift_card_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gift_card_id" integer NOT NULL,
  	"change" numeric NOT NULL,
  	"balance_after" numeric NOT NULL,
  	"reason" "enum_gift_card_events_reason" NOT NULL,
  	"order_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "gift_cards" ADD COLUMN "voided_at" timestamp(3) with time zone;
  ALTER TABLE "gift_cards" ADD COLUMN "voided_amount" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gift_card_events_id" integer;
  ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gift_card_events" ADD CONSTRAINT "gift_card_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gift_card_events_gift_card_idx" ON "gift_card_events" USING btree ("gift_card_id");
  CREATE INDEX "gift_card_events_order_idx" ON "gift_card_events" USING btree ("order_id");
  CREATE INDEX "gift_card_events_updated_at_idx" ON "gift_card_events" USING btree ("updated_at");
  CREATE INDEX "gift_card_events_created_at_idx" ON "gift_card_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gift_card_events_fk" FOREIGN KEY ("gift_card_events_id") REFERENCES "public"."gift_card_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_gift_card_events_id_idx" ON "payload_locked_documents_rels" USING btree ("gift_card_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gift_card_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gift_card_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gift_card_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_gift_card_events_id_idx";
  ALTER TABLE "gift_cards" DROP COLUMN "voided_at";
  ALTER TABLE "gift_cards" DROP COLUMN "voided_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gift_card_events_id";
  DROP TYPE "public"."enum_gift_card_events_reason";`)
}
