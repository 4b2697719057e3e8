import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'requested' BEFORE 'pending';
  ALTER TABLE "orders" ADD COLUMN "stripe_session_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "client_address" varchar;
  ALTER TABLE "settings" ADD COLUMN "shop_max_open_orders" numeric DEFAULT 3 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "shop_max_open_units" numeric DEFAULT 5 NOT NULL;
  ALTER TABLE "settings" ADD COLUMN "shop_request_hold_hours" numeric DEFAULT 48 NOT NULL;
  CREATE INDEX "orders_hold_until_idx" ON "orders" USING btree ("hold_until");
  CREATE INDEX "orders_client_address_idx" ON "orders" USING btree ("client_address");`)
  // Orders placed before holds existed: a card order's hold ran out with its session; a request staff may be
  // handling gets the request hold from now, so the sweeper frees what nobody pays for two days from now.
  await db.execute(sql`UPDATE "orders" SET "hold_until" = CASE WHEN "payment_method" = 'stripe'
    THEN "created_at" + interval '30 minutes' ELSE now() + interval '48 hours' END
    WHERE "status" = 'pending' AND "hold_until" IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'fulfilled', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "orders_hold_until_idx";
  DROP INDEX "orders_client_address_idx";
  ALTER TABLE "orders" DROP COLUMN "stripe_session_id";
  ALTER TABLE "orders" DROP COLUMN "hold_until";
  ALTER TABLE "orders" DROP COLUMN "client_address";
  ALTER TABLE "settings" DROP COLUMN "shop_max_open_orders";
  ALTER TABLE "settings" DROP COLUMN "shop_max_open_units";
  ALTER TABLE "settings" DROP COLUMN "shop_request_hold_hours";`)
}
