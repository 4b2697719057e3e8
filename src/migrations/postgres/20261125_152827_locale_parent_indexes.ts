import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "artworks_locales_parent_id_idx" ON "artworks_locales" USING btree ("_parent_id");
  CREATE INDEX "_artworks_v_locales_parent_id_idx" ON "_artworks_v_locales" USING btree ("_parent_id");
  CREATE INDEX "artists_locales_parent_id_idx" ON "artists_locales" USING btree ("_parent_id");
  CREATE INDEX "_artists_v_locales_parent_id_idx" ON "_artists_v_locales" USING btree ("_parent_id");
  CREATE INDEX "collections_locales_parent_id_idx" ON "collections_locales" USING btree ("_parent_id");
  CREATE INDEX "_collections_v_locales_parent_id_idx" ON "_collections_v_locales" USING btree ("_parent_id");
  CREATE INDEX "exhibitions_locales_parent_id_idx" ON "exhibitions_locales" USING btree ("_parent_id");
  CREATE INDEX "_exhibitions_v_locales_parent_id_idx" ON "_exhibitions_v_locales" USING btree ("_parent_id");
  CREATE INDEX "journal_locales_parent_id_idx" ON "journal_locales" USING btree ("_parent_id");
  CREATE INDEX "_journal_v_locales_parent_id_idx" ON "_journal_v_locales" USING btree ("_parent_id");
  CREATE INDEX "header_ctas_collection_locales_parent_id_idx" ON "header_ctas_collection_locales" USING btree ("_parent_id");
  CREATE INDEX "header_locales_parent_id_idx" ON "header_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_locales_parent_id_idx" ON "pages_blocks_rich_text_locales" USING btree ("_parent_id");
  CREATE INDEX "art_rail_locales_parent_id_idx" ON "art_rail_locales" USING btree ("_parent_id");
  CREATE INDEX "artist_rail_locales_parent_id_idx" ON "artist_rail_locales" USING btree ("_parent_id");
  CREATE INDEX "coll_rail_locales_parent_id_idx" ON "coll_rail_locales" USING btree ("_parent_id");
  CREATE INDEX "exh_rail_locales_parent_id_idx" ON "exh_rail_locales" USING btree ("_parent_id");
  CREATE INDEX "story_rail_locales_parent_id_idx" ON "story_rail_locales" USING btree ("_parent_id");
  CREATE INDEX "faq_items_locales_parent_id_idx" ON "faq_items_locales" USING btree ("_parent_id");
  CREATE INDEX "faq_locales_parent_id_idx" ON "faq_locales" USING btree ("_parent_id");
  CREATE INDEX "ready_locales_parent_id_idx" ON "ready_locales" USING btree ("_parent_id");
  CREATE INDEX "pages_locales_parent_id_idx" ON "pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_header_v_ctas_collection_locales_parent_id_idx" ON "_header_v_ctas_collection_locales" USING btree ("_parent_id");
  CREATE INDEX "_header_v_locales_parent_id_idx" ON "_header_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_locales_parent_id_idx" ON "_pages_v_blocks_rich_text_locales" USING btree ("_parent_id");
  CREATE INDEX "_art_rail_v_locales_parent_id_idx" ON "_art_rail_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_artist_rail_v_locales_parent_id_idx" ON "_artist_rail_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_coll_rail_v_locales_parent_id_idx" ON "_coll_rail_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_exh_rail_v_locales_parent_id_idx" ON "_exh_rail_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_story_rail_v_locales_parent_id_idx" ON "_story_rail_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_items_locales_parent_id_idx" ON "_faq_v_items_locales" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_locales_parent_id_idx" ON "_faq_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_ready_v_locales_parent_id_idx" ON "_ready_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_locales_parent_id_idx" ON "_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "media_locales_parent_id_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "settings_locales_parent_id_idx" ON "settings_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "artworks_locales_parent_id_idx";
  DROP INDEX "_artworks_v_locales_parent_id_idx";
  DROP INDEX "artists_locales_parent_id_idx";
  DROP INDEX "_artists_v_locales_parent_id_idx";
  DROP INDEX "collections_locales_parent_id_idx";
  DROP INDEX "_collections_v_locales_parent_id_idx";
  DROP INDEX "exhibitions_locales_parent_id_idx";
  DROP INDEX "_exhibitions_v_locales_parent_id_idx";
  DROP INDEX "journal_locales_parent_id_idx";
  DROP INDEX "_journal_v_locales_parent_id_idx";
  DROP INDEX "header_ctas_collection_locales_parent_id_idx";
  DROP INDEX "header_locales_parent_id_idx";
  DROP INDEX "pages_blocks_rich_text_locales_parent_id_idx";
  DROP INDEX "art_rail_locales_parent_id_idx";
  DROP INDEX "artist_rail_locales_parent_id_idx";
  DROP INDEX "coll_rail_locales_parent_id_idx";
  DROP INDEX "exh_rail_locales_parent_id_idx";
  DROP INDEX "story_rail_locales_parent_id_idx";
  DROP INDEX "faq_items_locales_parent_id_idx";
  DROP INDEX "faq_locales_parent_id_idx";
  DROP INDEX "ready_locales_parent_id_idx";
  DROP INDEX "pages_locales_parent_id_idx";
  DROP INDEX "_header_v_ctas_collection_locales_parent_id_idx";
  DROP INDEX "_header_v_locales_parent_id_idx";
  DROP INDEX "_pages_v_blocks_rich_text_locales_parent_id_idx";
  DROP INDEX "_art_rail_v_locales_parent_id_idx";
  DROP INDEX "_artist_rail_v_locales_parent_id_idx";
  DROP INDEX "_coll_rail_v_locales_parent_id_idx";
  DROP INDEX "_exh_rail_v_locales_parent_id_idx";
  DROP INDEX "_story_rail_v_locales_parent_id_idx";
  DROP INDEX "_faq_v_items_locales_parent_id_idx";
  DROP INDEX "_faq_v_locales_parent_id_idx";
  DROP INDEX "_ready_v_locales_parent_id_idx";
  DROP INDEX "_pages_v_locales_parent_id_idx";
  DROP INDEX "media_locales_parent_id_idx";
  DROP INDEX "settings_locales_parent_id_idx";`)
}
