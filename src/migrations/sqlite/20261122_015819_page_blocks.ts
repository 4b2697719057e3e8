import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`art_rail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`source\` text DEFAULT 'newArrivals',
  	\`collection_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`collection_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`art_rail_order_idx\` ON \`art_rail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`art_rail_parent_id_idx\` ON \`art_rail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`art_rail_path_idx\` ON \`art_rail\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`art_rail_collection_idx\` ON \`art_rail\` (\`collection_id\`);`)
  await db.run(sql`CREATE TABLE \`art_rail_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`art_rail\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`art_rail_locales_locale_parent_id_unique\` ON \`art_rail_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`artist_rail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`source\` text DEFAULT 'recentlyJoined',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`artist_rail_order_idx\` ON \`artist_rail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`artist_rail_parent_id_idx\` ON \`artist_rail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`artist_rail_path_idx\` ON \`artist_rail\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`artist_rail_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`artist_rail\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`artist_rail_locales_locale_parent_id_unique\` ON \`artist_rail_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`coll_rail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`category\` text DEFAULT 'all',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`coll_rail_order_idx\` ON \`coll_rail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`coll_rail_parent_id_idx\` ON \`coll_rail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`coll_rail_path_idx\` ON \`coll_rail\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`coll_rail_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`coll_rail\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coll_rail_locales_locale_parent_id_unique\` ON \`coll_rail_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exh_rail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`state\` text DEFAULT 'onView',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exh_rail_order_idx\` ON \`exh_rail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exh_rail_parent_id_idx\` ON \`exh_rail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`exh_rail_path_idx\` ON \`exh_rail\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`exh_rail_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exh_rail\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`exh_rail_locales_locale_parent_id_unique\` ON \`exh_rail_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`story_rail\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`category\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`story_rail_order_idx\` ON \`story_rail\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`story_rail_parent_id_idx\` ON \`story_rail\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`story_rail_path_idx\` ON \`story_rail\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`story_rail_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`story_rail\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`story_rail_locales_locale_parent_id_unique\` ON \`story_rail_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_items_order_idx\` ON \`faq_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_items_parent_id_idx\` ON \`faq_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_items_locales_locale_parent_id_unique\` ON \`faq_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_order_idx\` ON \`faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_parent_id_idx\` ON \`faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_path_idx\` ON \`faq\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`ready\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`ready_order_idx\` ON \`ready\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`ready_parent_id_idx\` ON \`ready\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`ready_path_idx\` ON \`ready\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`ready_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`ready\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`ready_locales_locale_parent_id_unique\` ON \`ready_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_artworks_id_idx\` ON \`pages_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_artists_id_idx\` ON \`pages_rels\` (\`artists_id\`);`)
  await db.run(sql`CREATE TABLE \`_art_rail_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`source\` text DEFAULT 'newArrivals',
  	\`collection_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`collection_id\`) REFERENCES \`collections\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_art_rail_v_order_idx\` ON \`_art_rail_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_art_rail_v_parent_id_idx\` ON \`_art_rail_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_art_rail_v_path_idx\` ON \`_art_rail_v\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_art_rail_v_collection_idx\` ON \`_art_rail_v\` (\`collection_id\`);`)
  await db.run(sql`CREATE TABLE \`_art_rail_v_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_art_rail_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_art_rail_v_locales_locale_parent_id_unique\` ON \`_art_rail_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_artist_rail_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`source\` text DEFAULT 'recentlyJoined',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_artist_rail_v_order_idx\` ON \`_artist_rail_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_artist_rail_v_parent_id_idx\` ON \`_artist_rail_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_artist_rail_v_path_idx\` ON \`_artist_rail_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_artist_rail_v_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_artist_rail_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_artist_rail_v_locales_locale_parent_id_unique\` ON \`_artist_rail_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_coll_rail_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`category\` text DEFAULT 'all',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_coll_rail_v_order_idx\` ON \`_coll_rail_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_coll_rail_v_parent_id_idx\` ON \`_coll_rail_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_coll_rail_v_path_idx\` ON \`_coll_rail_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_coll_rail_v_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_coll_rail_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_coll_rail_v_locales_locale_parent_id_unique\` ON \`_coll_rail_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_exh_rail_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`state\` text DEFAULT 'onView',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_exh_rail_v_order_idx\` ON \`_exh_rail_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_exh_rail_v_parent_id_idx\` ON \`_exh_rail_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_exh_rail_v_path_idx\` ON \`_exh_rail_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_exh_rail_v_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_exh_rail_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_exh_rail_v_locales_locale_parent_id_unique\` ON \`_exh_rail_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_story_rail_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`view_all_path\` text,
  	\`layout\` text DEFAULT 'scroll',
  	\`limit\` numeric DEFAULT 8,
  	\`category\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_story_rail_v_order_idx\` ON \`_story_rail_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_story_rail_v_parent_id_idx\` ON \`_story_rail_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_story_rail_v_path_idx\` ON \`_story_rail_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_story_rail_v_locales\` (
  	\`title\` text,
  	\`view_all_label\` text DEFAULT 'View all',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_story_rail_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_story_rail_v_locales_locale_parent_id_unique\` ON \`_story_rail_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_items_order_idx\` ON \`_faq_v_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_items_parent_id_idx\` ON \`_faq_v_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_items_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_items_locales_locale_parent_id_unique\` ON \`_faq_v_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_v_order_idx\` ON \`_faq_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_parent_id_idx\` ON \`_faq_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_v_path_idx\` ON \`_faq_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_faq_v_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_v_locales_locale_parent_id_unique\` ON \`_faq_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_ready_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_ready_v_order_idx\` ON \`_ready_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_ready_v_parent_id_idx\` ON \`_ready_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_ready_v_path_idx\` ON \`_ready_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_ready_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_ready_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_ready_v_locales_locale_parent_id_unique\` ON \`_ready_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`artworks_id\` integer,
  	\`artists_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artworks_id\`) REFERENCES \`artworks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`artists_id\`) REFERENCES \`artists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_artworks_id_idx\` ON \`_pages_v_rels\` (\`artworks_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_artists_id_idx\` ON \`_pages_v_rels\` (\`artists_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`art_rail\`;`)
  await db.run(sql`DROP TABLE \`art_rail_locales\`;`)
  await db.run(sql`DROP TABLE \`artist_rail\`;`)
  await db.run(sql`DROP TABLE \`artist_rail_locales\`;`)
  await db.run(sql`DROP TABLE \`coll_rail\`;`)
  await db.run(sql`DROP TABLE \`coll_rail_locales\`;`)
  await db.run(sql`DROP TABLE \`exh_rail\`;`)
  await db.run(sql`DROP TABLE \`exh_rail_locales\`;`)
  await db.run(sql`DROP TABLE \`story_rail\`;`)
  await db.run(sql`DROP TABLE \`story_rail_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_items\`;`)
  await db.run(sql`DROP TABLE \`faq_items_locales\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`ready\`;`)
  await db.run(sql`DROP TABLE \`ready_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_art_rail_v\`;`)
  await db.run(sql`DROP TABLE \`_art_rail_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_artist_rail_v\`;`)
  await db.run(sql`DROP TABLE \`_artist_rail_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_coll_rail_v\`;`)
  await db.run(sql`DROP TABLE \`_coll_rail_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_exh_rail_v\`;`)
  await db.run(sql`DROP TABLE \`_exh_rail_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_story_rail_v\`;`)
  await db.run(sql`DROP TABLE \`_story_rail_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_items\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_ready_v\`;`)
  await db.run(sql`DROP TABLE \`_ready_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
}
