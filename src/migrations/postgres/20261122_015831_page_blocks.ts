import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_art_rail_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum_art_rail_source" AS ENUM('newArrivals', 'featured', 'collection', 'chosen');
  CREATE TYPE "public"."enum_artist_rail_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum_artist_rail_source" AS ENUM('recentlyJoined', 'insideTheStudio', 'chosen');
  CREATE TYPE "public"."enum_coll_rail_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum_coll_rail_category" AS ENUM('all', 'Curated', 'Collaborative');
  CREATE TYPE "public"."enum_exh_rail_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum_exh_rail_state" AS ENUM('onView', 'upcoming', 'past', 'all');
  CREATE TYPE "public"."enum_story_rail_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum_story_rail_category" AS ENUM('At Home', 'At Uprise', 'Meet', 'In Good Company', 'Inside The Studio');
  CREATE TYPE "public"."enum__art_rail_v_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum__art_rail_v_source" AS ENUM('newArrivals', 'featured', 'collection', 'chosen');
  CREATE TYPE "public"."enum__artist_rail_v_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum__artist_rail_v_source" AS ENUM('recentlyJoined', 'insideTheStudio', 'chosen');
  CREATE TYPE "public"."enum__coll_rail_v_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum__coll_rail_v_category" AS ENUM('all', 'Curated', 'Collaborative');
  CREATE TYPE "public"."enum__exh_rail_v_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum__exh_rail_v_state" AS ENUM('onView', 'upcoming', 'past', 'all');
  CREATE TYPE "public"."enum__story_rail_v_layout" AS ENUM('scroll', 'grid');
  CREATE TYPE "public"."enum__story_rail_v_category" AS ENUM('At Home', 'At Uprise', 'Meet', 'In Good Company', 'Inside The Studio');
  CREATE TABLE "art_rail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum_art_rail_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"source" "enum_art_rail_source" DEFAULT 'newArrivals',
  	"collection_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "art_rail_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "artist_rail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum_artist_rail_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"source" "enum_artist_rail_source" DEFAULT 'recentlyJoined',
  	"block_name" varchar
  );
  
  CREATE TABLE "artist_rail_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "coll_rail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum_coll_rail_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"category" "enum_coll_rail_category" DEFAULT 'all',
  	"block_name" varchar
  );
  
  CREATE TABLE "coll_rail_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "exh_rail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum_exh_rail_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"state" "enum_exh_rail_state" DEFAULT 'onView',
  	"block_name" varchar
  );
  
  CREATE TABLE "exh_rail_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "story_rail" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum_story_rail_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"category" "enum_story_rail_category",
  	"block_name" varchar
  );
  
  CREATE TABLE "story_rail_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "faq_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "ready" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "ready_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "_art_rail_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum__art_rail_v_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"source" "enum__art_rail_v_source" DEFAULT 'newArrivals',
  	"collection_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_art_rail_v_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artist_rail_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum__artist_rail_v_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"source" "enum__artist_rail_v_source" DEFAULT 'recentlyJoined',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_artist_rail_v_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_coll_rail_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum__coll_rail_v_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"category" "enum__coll_rail_v_category" DEFAULT 'all',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_coll_rail_v_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exh_rail_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum__exh_rail_v_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"state" "enum__exh_rail_v_state" DEFAULT 'onView',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_exh_rail_v_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_story_rail_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"view_all_path" varchar,
  	"layout" "enum__story_rail_v_layout" DEFAULT 'scroll',
  	"limit" numeric DEFAULT 8,
  	"category" "enum__story_rail_v_category",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_story_rail_v_locales" (
  	"title" varchar,
  	"view_all_label" varchar DEFAULT 'View all',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_faq_v_items_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_faq_v_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_ready_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_ready_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  ALTER TABLE "art_rail" ADD CONSTRAINT "art_rail_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "art_rail" ADD CONSTRAINT "art_rail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "art_rail_locales" ADD CONSTRAINT "art_rail_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."art_rail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artist_rail" ADD CONSTRAINT "artist_rail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artist_rail_locales" ADD CONSTRAINT "artist_rail_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artist_rail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coll_rail" ADD CONSTRAINT "coll_rail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "coll_rail_locales" ADD CONSTRAINT "coll_rail_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."coll_rail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exh_rail" ADD CONSTRAINT "exh_rail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exh_rail_locales" ADD CONSTRAINT "exh_rail_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exh_rail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_rail" ADD CONSTRAINT "story_rail_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "story_rail_locales" ADD CONSTRAINT "story_rail_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."story_rail"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_items" ADD CONSTRAINT "faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_items_locales" ADD CONSTRAINT "faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq" ADD CONSTRAINT "faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_locales" ADD CONSTRAINT "faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ready" ADD CONSTRAINT "ready_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ready_locales" ADD CONSTRAINT "ready_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ready"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_rail_v" ADD CONSTRAINT "_art_rail_v_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_art_rail_v" ADD CONSTRAINT "_art_rail_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_art_rail_v_locales" ADD CONSTRAINT "_art_rail_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_art_rail_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artist_rail_v" ADD CONSTRAINT "_artist_rail_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artist_rail_v_locales" ADD CONSTRAINT "_artist_rail_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artist_rail_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coll_rail_v" ADD CONSTRAINT "_coll_rail_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_coll_rail_v_locales" ADD CONSTRAINT "_coll_rail_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_coll_rail_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exh_rail_v" ADD CONSTRAINT "_exh_rail_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exh_rail_v_locales" ADD CONSTRAINT "_exh_rail_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exh_rail_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_story_rail_v" ADD CONSTRAINT "_story_rail_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_story_rail_v_locales" ADD CONSTRAINT "_story_rail_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_story_rail_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_items" ADD CONSTRAINT "_faq_v_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_items_locales" ADD CONSTRAINT "_faq_v_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v" ADD CONSTRAINT "_faq_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_v_locales" ADD CONSTRAINT "_faq_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ready_v" ADD CONSTRAINT "_ready_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_ready_v_locales" ADD CONSTRAINT "_ready_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_ready_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "art_rail_order_idx" ON "art_rail" USING btree ("_order");
  CREATE INDEX "art_rail_parent_id_idx" ON "art_rail" USING btree ("_parent_id");
  CREATE INDEX "art_rail_path_idx" ON "art_rail" USING btree ("_path");
  CREATE INDEX "art_rail_collection_idx" ON "art_rail" USING btree ("collection_id");
  CREATE UNIQUE INDEX "art_rail_locales_locale_parent_id_unique" ON "art_rail_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "artist_rail_order_idx" ON "artist_rail" USING btree ("_order");
  CREATE INDEX "artist_rail_parent_id_idx" ON "artist_rail" USING btree ("_parent_id");
  CREATE INDEX "artist_rail_path_idx" ON "artist_rail" USING btree ("_path");
  CREATE UNIQUE INDEX "artist_rail_locales_locale_parent_id_unique" ON "artist_rail_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "coll_rail_order_idx" ON "coll_rail" USING btree ("_order");
  CREATE INDEX "coll_rail_parent_id_idx" ON "coll_rail" USING btree ("_parent_id");
  CREATE INDEX "coll_rail_path_idx" ON "coll_rail" USING btree ("_path");
  CREATE UNIQUE INDEX "coll_rail_locales_locale_parent_id_unique" ON "coll_rail_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exh_rail_order_idx" ON "exh_rail" USING btree ("_order");
  CREATE INDEX "exh_rail_parent_id_idx" ON "exh_rail" USING btree ("_parent_id");
  CREATE INDEX "exh_rail_path_idx" ON "exh_rail" USING btree ("_path");
  CREATE UNIQUE INDEX "exh_rail_locales_locale_parent_id_unique" ON "exh_rail_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "story_rail_order_idx" ON "story_rail" USING btree ("_order");
  CREATE INDEX "story_rail_parent_id_idx" ON "story_rail" USING btree ("_parent_id");
  CREATE INDEX "story_rail_path_idx" ON "story_rail" USING btree ("_path");
  CREATE UNIQUE INDEX "story_rail_locales_locale_parent_id_unique" ON "story_rail_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_items_order_idx" ON "faq_items" USING btree ("_order");
  CREATE INDEX "faq_items_parent_id_idx" ON "faq_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "faq_items_locales_locale_parent_id_unique" ON "faq_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_order_idx" ON "faq" USING btree ("_order");
  CREATE INDEX "faq_parent_id_idx" ON "faq" USING btree ("_parent_id");
  CREATE INDEX "faq_path_idx" ON "faq" USING btree ("_path");
  CREATE UNIQUE INDEX "faq_locales_locale_parent_id_unique" ON "faq_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "ready_order_idx" ON "ready" USING btree ("_order");
  CREATE INDEX "ready_parent_id_idx" ON "ready" USING btree ("_parent_id");
  CREATE INDEX "ready_path_idx" ON "ready" USING btree ("_path");
  CREATE UNIQUE INDEX "ready_locales_locale_parent_id_unique" ON "ready_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_artworks_id_idx" ON "pages_rels" USING btree ("artworks_id");
  CREATE INDEX "pages_rels_artists_id_idx" ON "pages_rels" USING btree ("artists_id");
  CREATE INDEX "_art_rail_v_order_idx" ON "_art_rail_v" USING btree ("_order");
  CREATE INDEX "_art_rail_v_parent_id_idx" ON "_art_rail_v" USING btree ("_parent_id");
  CREATE INDEX "_art_rail_v_path_idx" ON "_art_rail_v" USING btree ("_path");
  CREATE INDEX "_art_rail_v_collection_idx" ON "_art_rail_v" USING btree ("collection_id");
  CREATE UNIQUE INDEX "_art_rail_v_locales_locale_parent_id_unique" ON "_art_rail_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artist_rail_v_order_idx" ON "_artist_rail_v" USING btree ("_order");
  CREATE INDEX "_artist_rail_v_parent_id_idx" ON "_artist_rail_v" USING btree ("_parent_id");
  CREATE INDEX "_artist_rail_v_path_idx" ON "_artist_rail_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_artist_rail_v_locales_locale_parent_id_unique" ON "_artist_rail_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_coll_rail_v_order_idx" ON "_coll_rail_v" USING btree ("_order");
  CREATE INDEX "_coll_rail_v_parent_id_idx" ON "_coll_rail_v" USING btree ("_parent_id");
  CREATE INDEX "_coll_rail_v_path_idx" ON "_coll_rail_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_coll_rail_v_locales_locale_parent_id_unique" ON "_coll_rail_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exh_rail_v_order_idx" ON "_exh_rail_v" USING btree ("_order");
  CREATE INDEX "_exh_rail_v_parent_id_idx" ON "_exh_rail_v" USING btree ("_parent_id");
  CREATE INDEX "_exh_rail_v_path_idx" ON "_exh_rail_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_exh_rail_v_locales_locale_parent_id_unique" ON "_exh_rail_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_story_rail_v_order_idx" ON "_story_rail_v" USING btree ("_order");
  CREATE INDEX "_story_rail_v_parent_id_idx" ON "_story_rail_v" USING btree ("_parent_id");
  CREATE INDEX "_story_rail_v_path_idx" ON "_story_rail_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_story_rail_v_locales_locale_parent_id_unique" ON "_story_rail_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_items_order_idx" ON "_faq_v_items" USING btree ("_order");
  CREATE INDEX "_faq_v_items_parent_id_idx" ON "_faq_v_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_faq_v_items_locales_locale_parent_id_unique" ON "_faq_v_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_v_order_idx" ON "_faq_v" USING btree ("_order");
  CREATE INDEX "_faq_v_parent_id_idx" ON "_faq_v" USING btree ("_parent_id");
  CREATE INDEX "_faq_v_path_idx" ON "_faq_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_faq_v_locales_locale_parent_id_unique" ON "_faq_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_ready_v_order_idx" ON "_ready_v" USING btree ("_order");
  CREATE INDEX "_ready_v_parent_id_idx" ON "_ready_v" USING btree ("_parent_id");
  CREATE INDEX "_ready_v_path_idx" ON "_ready_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_ready_v_locales_locale_parent_id_unique" ON "_ready_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_artworks_id_idx" ON "_pages_v_rels" USING btree ("artworks_id");
  CREATE INDEX "_pages_v_rels_artists_id_idx" ON "_pages_v_rels" USING btree ("artists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "art_rail" CASCADE;
  DROP TABLE "art_rail_locales" CASCADE;
  DROP TABLE "artist_rail" CASCADE;
  DROP TABLE "artist_rail_locales" CASCADE;
  DROP TABLE "coll_rail" CASCADE;
  DROP TABLE "coll_rail_locales" CASCADE;
  DROP TABLE "exh_rail" CASCADE;
  DROP TABLE "exh_rail_locales" CASCADE;
  DROP TABLE "story_rail" CASCADE;
  DROP TABLE "story_rail_locales" CASCADE;
  DROP TABLE "faq_items" CASCADE;
  DROP TABLE "faq_items_locales" CASCADE;
  DROP TABLE "faq" CASCADE;
  DROP TABLE "faq_locales" CASCADE;
  DROP TABLE "ready" CASCADE;
  DROP TABLE "ready_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_art_rail_v" CASCADE;
  DROP TABLE "_art_rail_v_locales" CASCADE;
  DROP TABLE "_artist_rail_v" CASCADE;
  DROP TABLE "_artist_rail_v_locales" CASCADE;
  DROP TABLE "_coll_rail_v" CASCADE;
  DROP TABLE "_coll_rail_v_locales" CASCADE;
  DROP TABLE "_exh_rail_v" CASCADE;
  DROP TABLE "_exh_rail_v_locales" CASCADE;
  DROP TABLE "_story_rail_v" CASCADE;
  DROP TABLE "_story_rail_v_locales" CASCADE;
  DROP TABLE "_faq_v_items" CASCADE;
  DROP TABLE "_faq_v_items_locales" CASCADE;
  DROP TABLE "_faq_v" CASCADE;
  DROP TABLE "_faq_v_locales" CASCADE;
  DROP TABLE "_ready_v" CASCADE;
  DROP TABLE "_ready_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TYPE "public"."enum_art_rail_layout";
  DROP TYPE "public"."enum_art_rail_source";
  DROP TYPE "public"."enum_artist_rail_layout";
  DROP TYPE "public"."enum_artist_rail_source";
  DROP TYPE "public"."enum_coll_rail_layout";
  DROP TYPE "public"."enum_coll_rail_category";
  DROP TYPE "public"."enum_exh_rail_layout";
  DROP TYPE "public"."enum_exh_rail_state";
  DROP TYPE "public"."enum_story_rail_layout";
  DROP TYPE "public"."enum_story_rail_category";
  DROP TYPE "public"."enum__art_rail_v_layout";
  DROP TYPE "public"."enum__art_rail_v_source";
  DROP TYPE "public"."enum__artist_rail_v_layout";
  DROP TYPE "public"."enum__artist_rail_v_source";
  DROP TYPE "public"."enum__coll_rail_v_layout";
  DROP TYPE "public"."enum__coll_rail_v_category";
  DROP TYPE "public"."enum__exh_rail_v_layout";
  DROP TYPE "public"."enum__exh_rail_v_state";
  DROP TYPE "public"."enum__story_rail_v_layout";
  DROP TYPE "public"."enum__story_rail_v_category";`)
}
