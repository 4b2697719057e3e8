import { postgresSql, sqliteSql, type Statements } from '@/lib/db'

/**
 * The few pieces of the alerts' SQL that differ between the dialects; the statements around them are the same
 * text on both. Times are bound as ISO text: SQLite stores them so (and compares them in order, one format for
 * all), PostgreSQL reads the text as a timestamptz.
 */
export function alertDialect(db: Statements) {
  if (db.dialect === 'sqlite')
    return {
      /** The customer row `c` follows the artist of slug `slug`. */
      follows: (slug: string) =>
        sqliteSql`EXISTS (SELECT 1 FROM json_each(coalesce(c.artists, '[]')) WHERE json_extract(value, '$.slug') = ${slug})`,
      mailsOn: sqliteSql.raw('coalesce(c.follow_alert_mails, 1) = 1'),
      mails: (on: boolean) => sqliteSql.raw(on ? '1' : '0'),
    }
  return {
    follows: (slug: string) =>
      postgresSql`coalesce(c.artists, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('slug', ${slug}::text))`,
    mailsOn: postgresSql.raw('coalesce(c.follow_alert_mails, true)'),
    mails: (on: boolean) => postgresSql.raw(on ? 'true' : 'false'),
  }
}
