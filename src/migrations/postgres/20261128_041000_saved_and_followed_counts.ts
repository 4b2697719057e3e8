import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// How many customers saved each work and follow each artist, kept by a trigger on the customers' lists: every
// write of a list (a save, the admin, a deleted account) moves the counts in its own transaction, and the insight
// dashboard ranks them from an index instead of unnesting every customer's lists. Added items are counted in
// key order, so two transactions changing several counts lock them in the same order.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "saved_artwork_counts" (
  	"artwork_id" integer PRIMARY KEY NOT NULL,
  	"saves" integer NOT NULL
  );
  CREATE INDEX "saved_artwork_counts_rank_idx" ON "saved_artwork_counts" USING btree ("saves" DESC, "artwork_id");
  CREATE TABLE "followed_artist_counts" (
  	"artist_slug" varchar PRIMARY KEY NOT NULL,
  	"followers" integer NOT NULL
  );
  CREATE INDEX "followed_artist_counts_rank_idx" ON "followed_artist_counts" USING btree ("followers" DESC, "artist_slug");
  INSERT INTO "saved_artwork_counts" ("artwork_id", "saves")
    SELECT "item"::integer, count(*) FROM "customers", jsonb_array_elements_text(coalesce("customers"."artworks", '[]'::jsonb)) AS "item"
    GROUP BY 1;
  INSERT INTO "followed_artist_counts" ("artist_slug", "followers")
    SELECT "item"->>'slug', count(*) FROM "customers", jsonb_array_elements(coalesce("customers"."artists", '[]'::jsonb)) AS "item"
    WHERE "item"->>'slug' IS NOT NULL GROUP BY 1;
  CREATE FUNCTION "count_customer_lists"() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE
    old_artworks jsonb := '[]';
    new_artworks jsonb := '[]';
    old_slugs text[] := '{}';
    new_slugs text[] := '{}';
  BEGIN
    IF TG_OP <> 'INSERT' THEN
      old_artworks := coalesce(OLD.artworks, '[]');
      old_slugs := ARRAY(SELECT item->>'slug' FROM jsonb_array_elements(coalesce(OLD.artists, '[]')) AS item WHERE item->>'slug' IS NOT NULL);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      new_artworks := coalesce(NEW.artworks, '[]');
      new_slugs := ARRAY(SELECT item->>'slug' FROM jsonb_array_elements(coalesce(NEW.artists, '[]')) AS item WHERE item->>'slug' IS NOT NULL);
    END IF;
    IF old_artworks IS DISTINCT FROM new_artworks THEN
      INSERT INTO saved_artwork_counts (artwork_id, saves)
        SELECT DISTINCT added::integer, 1 FROM jsonb_array_elements(new_artworks) AS added
        WHERE NOT old_artworks @> jsonb_build_array(added) ORDER BY 1
        ON CONFLICT (artwork_id) DO UPDATE SET saves = saved_artwork_counts.saves + 1;
      UPDATE saved_artwork_counts SET saves = saves - 1 WHERE artwork_id IN (
        SELECT removed::integer FROM jsonb_array_elements(old_artworks) AS removed WHERE NOT new_artworks @> jsonb_build_array(removed));
    END IF;
    IF old_slugs IS DISTINCT FROM new_slugs THEN
      INSERT INTO followed_artist_counts (artist_slug, followers)
        SELECT DISTINCT added, 1 FROM unnest(new_slugs) AS added WHERE added <> ALL (old_slugs) ORDER BY 1
        ON CONFLICT (artist_slug) DO UPDATE SET followers = followed_artist_counts.followers + 1;
      UPDATE followed_artist_counts SET followers = followers - 1 WHERE artist_slug IN (
        SELECT removed FROM unnest(old_slugs) AS removed WHERE removed <> ALL (new_slugs));
    END IF;
    RETURN NULL;
  END;
  $$;
  CREATE TRIGGER "customers_list_counts" AFTER INSERT OR DELETE OR UPDATE OF "artworks", "artists" ON "customers"
    FOR EACH ROW EXECUTE FUNCTION "count_customer_lists"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "customers_list_counts" ON "customers";
  DROP FUNCTION IF EXISTS "count_customer_lists"();
  DROP TABLE "saved_artwork_counts";
  DROP TABLE "followed_artist_counts";`)
}
