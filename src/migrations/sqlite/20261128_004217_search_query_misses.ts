import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`search_queries\` ADD \`misses\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE INDEX \`search_queries_misses_idx\` ON \`search_queries\` (\`misses\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`search_queries_misses_idx\`;`)
  await db.run(sql`ALTER TABLE \`search_queries\` DROP COLUMN \`misses\`;`)
}
