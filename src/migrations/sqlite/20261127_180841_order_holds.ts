import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`stripe_session_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`hold_until\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`client_address\` text;`)
  await db.run(sql`CREATE INDEX \`orders_hold_until_idx\` ON \`orders\` (\`hold_until\`);`)
  await db.run(sql`CREATE INDEX \`orders_client_address_idx\` ON \`orders\` (\`client_address\`);`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`shop_max_open_orders\` numeric DEFAULT 3 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`shop_max_open_units\` numeric DEFAULT 5 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`settings\` ADD \`shop_request_hold_hours\` numeric DEFAULT 48 NOT NULL;`)
  // Orders placed before holds existed: a card order's hold ran out with its session; a request staff may be
  // handling gets the request hold from now, so the sweeper frees what nobody pays for two days from now.
  await db.run(sql`UPDATE \`orders\` SET \`hold_until\` = CASE WHEN \`payment_method\` = 'stripe'
    THEN strftime('%Y-%m-%dT%H:%M:%fZ', \`created_at\`, '+30 minutes')
    ELSE strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+48 hours') END
    WHERE \`status\` = 'pending' AND \`hold_until\` IS NULL`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_hold_until_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_client_address_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`stripe_session_id\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`hold_until\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`client_address\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`shop_max_open_orders\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`shop_max_open_units\`;`)
  await db.run(sql`ALTER TABLE \`settings\` DROP COLUMN \`shop_request_hold_hours\`;`)
}
