import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// How many customers saved each work and follow each artist, kept by triggers on the customers' lists: every
// write of a list (a save, the admin, a deleted account) moves the counts in its own statement, and the insight
// dashboard ranks them from an index instead of unnesting every customer's lists.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`saved_artwork_counts\` (
  	\`artwork_id\` integer PRIMARY KEY NOT NULL,
  	\`saves\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX \`saved_artwork_counts_rank_idx\` ON \`saved_artwork_counts\` (\`saves\` DESC, \`artwork_id\`);`)
  await db.run(sql`CREATE TABLE \`followed_artist_counts\` (
  	\`artist_slug\` text PRIMARY KEY NOT NULL,
  	\`followers\` integer NOT NULL
  );`)
  await db.run(sql`CREATE INDEX \`followed_artist_counts_rank_idx\` ON \`followed_artist_counts\` (\`followers\` DESC, \`artist_slug\`);`)
  await db.run(sql`INSERT INTO \`saved_artwork_counts\` (\`artwork_id\`, \`saves\`)
    SELECT CAST(\`item\`.\`value\` AS integer), count(*) FROM \`customers\`, json_each(coalesce(\`customers\`.\`artworks\`, '[]')) AS \`item\`
    GROUP BY 1;`)
  await db.run(sql`INSERT INTO \`followed_artist_counts\` (\`artist_slug\`, \`followers\`)
    SELECT json_extract(\`item\`.\`value\`, '$.slug'), count(*) FROM \`customers\`, json_each(coalesce(\`customers\`.\`artists\`, '[]')) AS \`item\`
    WHERE json_extract(\`item\`.\`value\`, '$.slug') IS NOT NULL GROUP BY 1;`)
  for (const [event, oldList, newList] of [
    ['INSERT', "'[]'", 'NEW'],
    ['DELETE', 'OLD', "'[]'"],
    ['UPDATE OF `artworks`', 'OLD', 'NEW'],
  ] as const)
    await db.run(
      sql.raw(`CREATE TRIGGER \`customers_saved_artwork_counts_${event.split(' ')[0]?.toLowerCase()}\` AFTER ${event} ON \`customers\` BEGIN
    INSERT INTO \`saved_artwork_counts\` (\`artwork_id\`, \`saves\`)
      SELECT CAST(\`added\`.\`value\` AS integer), 1 FROM json_each(${list(newList, 'artworks')}) AS \`added\`
      WHERE \`added\`.\`value\` NOT IN (SELECT \`value\` FROM json_each(${list(oldList, 'artworks')}))
      ON CONFLICT (\`artwork_id\`) DO UPDATE SET \`saves\` = \`saves\` + 1;
    UPDATE \`saved_artwork_counts\` SET \`saves\` = \`saves\` - 1 WHERE \`artwork_id\` IN (
      SELECT CAST(\`removed\`.\`value\` AS integer) FROM json_each(${list(oldList, 'artworks')}) AS \`removed\`
      WHERE \`removed\`.\`value\` NOT IN (SELECT \`value\` FROM json_each(${list(newList, 'artworks')})));
  END;`),
    )
  for (const [event, oldList, newList] of [
    ['INSERT', "'[]'", 'NEW'],
    ['DELETE', 'OLD', "'[]'"],
    ['UPDATE OF `artists`', 'OLD', 'NEW'],
  ] as const)
    await db.run(
      sql.raw(`CREATE TRIGGER \`customers_followed_artist_counts_${event.split(' ')[0]?.toLowerCase()}\` AFTER ${event} ON \`customers\` BEGIN
    INSERT INTO \`followed_artist_counts\` (\`artist_slug\`, \`followers\`)
      SELECT json_extract(\`added\`.\`value\`, '$.slug'), 1 FROM json_each(${list(newList, 'artists')}) AS \`added\`
      WHERE json_extract(\`added\`.\`value\`, '$.slug') IS NOT NULL AND json_extract(\`added\`.\`value\`, '$.slug') NOT IN (
        SELECT json_extract(\`value\`, '$.slug') FROM json_each(${list(oldList, 'artists')}) WHERE json_extract(\`value\`, '$.slug') IS NOT NULL)
      ON CONFLICT (\`artist_slug\`) DO UPDATE SET \`followers\` = \`followers\` + 1;
    UPDATE \`followed_artist_counts\` SET \`followers\` = \`followers\` - 1 WHERE \`artist_slug\` IN (
      SELECT json_extract(\`removed\`.\`value\`, '$.slug') FROM json_each(${list(oldList, 'artists')}) AS \`removed\`
      WHERE json_extract(\`removed\`.\`value\`, '$.slug') NOT IN (
        SELECT json_extract(\`value\`, '$.slug') FROM json_each(${list(newList, 'artists')}) WHERE json_extract(\`value\`, '$.slug') IS NOT NULL));
  END;`),
    )
}

/** A row's list in a trigger (NEW or OLD), or the empty list for the side an INSERT or DELETE has not. */
function list(row: string, column: 'artworks' | 'artists'): string {
  return row === "'[]'" ? row : `coalesce(${row}.\`${column}\`, '[]')`
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const kind of ['saved_artwork_counts', 'followed_artist_counts'])
    for (const event of ['insert', 'delete', 'update']) await db.run(sql.raw(`DROP TRIGGER IF EXISTS \`customers_${kind}_${event}\`;`))
  await db.run(sql`DROP TABLE \`saved_artwork_counts\`;`)
  await db.run(sql`DROP TABLE \`followed_artist_counts\`;`)
}
