import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en-US');
  CREATE TYPE "public"."enum_artworks_medium" AS ENUM('painting', 'drawing', 'sculpture-objects', 'print', 'photography', 'installation', 'mixed-media');
  CREATE TYPE "public"."enum_artworks_availability" AS ENUM('Available', 'On Hold', 'Sold Out');
  CREATE TYPE "public"."enum_artworks_orientation" AS ENUM('Horizontal', 'Square', 'Vertical');
  CREATE TYPE "public"."enum_artworks_size_bucket" AS ENUM('Small', 'Medium', 'Large', 'Extra-Large');
  CREATE TYPE "public"."enum_artworks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artworks_v_version_medium" AS ENUM('painting', 'drawing', 'sculpture-objects', 'print', 'photography', 'installation', 'mixed-media');
  CREATE TYPE "public"."enum__artworks_v_version_availability" AS ENUM('Available', 'On Hold', 'Sold Out');
  CREATE TYPE "public"."enum__artworks_v_version_orientation" AS ENUM('Horizontal', 'Square', 'Vertical');
  CREATE TYPE "public"."enum__artworks_v_version_size_bucket" AS ENUM('Small', 'Medium', 'Large', 'Extra-Large');
  CREATE TYPE "public"."enum__artworks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artworks_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_artists_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__artists_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_collections_category" AS ENUM('Curated', 'Collaborative');
  CREATE TYPE "public"."enum_collections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__collections_v_version_category" AS ENUM('Curated', 'Collaborative');
  CREATE TYPE "public"."enum__collections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__collections_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_exhibitions_category" AS ENUM('Art Fairs', 'Exhibitions', 'Residency', 'Digital', 'Events', 'Showcases', 'Studio Visits');
  CREATE TYPE "public"."enum_exhibitions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_version_category" AS ENUM('Art Fairs', 'Exhibitions', 'Residency', 'Digital', 'Events', 'Showcases', 'Studio Visits');
  CREATE TYPE "public"."enum__exhibitions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__exhibitions_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_journal_category" AS ENUM('At Home', 'At Uprise', 'Meet', 'In Good Company', 'Inside The Studio');
  CREATE TYPE "public"."enum_journal_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journal_v_version_category" AS ENUM('At Home', 'At Uprise', 'Meet', 'In Good Company', 'Inside The Studio');
  CREATE TYPE "public"."enum__journal_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__journal_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_header_ctas_collection_type" AS ENUM('fill', 'outline', 'underline', 'default');
  CREATE TYPE "public"."enum_header_icon" AS ENUM('brush', 'building', 'frame', 'gift', 'handshake', 'home', 'palette', 'sparkles', 'truck', 'users');
  CREATE TYPE "public"."enum_header_display_options_background_color" AS ENUM('transparent', 'white', 'seashell');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__header_v_ctas_collection_type" AS ENUM('fill', 'outline', 'underline', 'default');
  CREATE TYPE "public"."enum__header_v_icon" AS ENUM('brush', 'building', 'frame', 'gift', 'handshake', 'home', 'palette', 'sparkles', 'truck', 'users');
  CREATE TYPE "public"."enum__header_v_display_options_background_color" AS ENUM('transparent', 'white', 'seashell');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en-US');
  CREATE TYPE "public"."enum_users_role" AS ENUM('editor', 'admin');
  CREATE TABLE "artworks_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Original',
  	"price" numeric,
  	"inventory" numeric DEFAULT 1
  );
  
  CREATE TABLE "artworks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"handle" varchar,
  	"artist_id" integer,
  	"medium" "enum_artworks_medium",
  	"custom_commission" boolean DEFAULT false,
  	"year" numeric,
  	"availability" "enum_artworks_availability" DEFAULT 'Available',
  	"price_upon_request" boolean DEFAULT false,
  	"ready_for_pickup" boolean DEFAULT false,
  	"dimensions_width" numeric,
  	"dimensions_height" numeric,
  	"dimensions_depth" numeric,
  	"orientation" "enum_artworks_orientation",
  	"size_bucket" "enum_artworks_size_bucket",
  	"featured" boolean DEFAULT false,
  	"published_at" timestamp(3) with time zone,
  	"source_uid" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_artworks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "artworks_locales" (
  	"title" varchar,
  	"materials" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "artworks_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_artworks_v_version_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Original',
  	"price" numeric,
  	"inventory" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_artworks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_handle" varchar,
  	"version_artist_id" integer,
  	"version_medium" "enum__artworks_v_version_medium",
  	"version_custom_commission" boolean DEFAULT false,
  	"version_year" numeric,
  	"version_availability" "enum__artworks_v_version_availability" DEFAULT 'Available',
  	"version_price_upon_request" boolean DEFAULT false,
  	"version_ready_for_pickup" boolean DEFAULT false,
  	"version_dimensions_width" numeric,
  	"version_dimensions_height" numeric,
  	"version_dimensions_depth" numeric,
  	"version_orientation" "enum__artworks_v_version_orientation",
  	"version_size_bucket" "enum__artworks_v_version_size_bucket",
  	"version_featured" boolean DEFAULT false,
  	"version_published_at" timestamp(3) with time zone,
  	"version_source_uid" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artworks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__artworks_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_artworks_v_locales" (
  	"version_title" varchar,
  	"version_materials" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artworks_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "artists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"display_name" varchar,
  	"slug" varchar,
  	"featured_image_id" integer,
  	"joined_at" timestamp(3) with time zone,
  	"inside_the_studio" boolean DEFAULT false,
  	"source_uid" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_artists_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "artists_locales" (
  	"studio_name" varchar,
  	"location" varchar,
  	"bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_artists_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_first_name" varchar,
  	"version_last_name" varchar,
  	"version_display_name" varchar,
  	"version_slug" varchar,
  	"version_featured_image_id" integer,
  	"version_joined_at" timestamp(3) with time zone,
  	"version_inside_the_studio" boolean DEFAULT false,
  	"version_source_uid" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__artists_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__artists_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_artists_v_locales" (
  	"version_studio_name" varchar,
  	"version_location" varchar,
  	"version_bio" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category" "enum_collections_category" DEFAULT 'Curated',
  	"thumbnail_id" integer,
  	"sort_order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_collections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "collections_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"description" jsonb,
  	"exhibitors" varchar,
  	"exhibition_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "collections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_collections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category" "enum__collections_v_version_category" DEFAULT 'Curated',
  	"version_thumbnail_id" integer,
  	"version_sort_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__collections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__collections_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_collections_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_description" jsonb,
  	"version_exhibitors" varchar,
  	"version_exhibition_location" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_collections_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer
  );
  
  CREATE TABLE "exhibitions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category" "enum_exhibitions_category",
  	"thumbnail_id" integer,
  	"start_date" timestamp(3) with time zone,
  	"end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_exhibitions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "exhibitions_locales" (
  	"title" varchar,
  	"exhibitors" varchar,
  	"location" varchar,
  	"excerpt" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "exhibitions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artists_id" integer,
  	"artworks_id" integer
  );
  
  CREATE TABLE "_exhibitions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category" "enum__exhibitions_v_version_category",
  	"version_thumbnail_id" integer,
  	"version_start_date" timestamp(3) with time zone,
  	"version_end_date" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__exhibitions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__exhibitions_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_exhibitions_v_locales" (
  	"version_title" varchar,
  	"version_exhibitors" varchar,
  	"version_location" varchar,
  	"version_excerpt" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_exhibitions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artists_id" integer,
  	"artworks_id" integer
  );
  
  CREATE TABLE "journal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category" "enum_journal_category",
  	"thumbnail_id" integer,
  	"author" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_journal_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "journal_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "journal_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artists_id" integer
  );
  
  CREATE TABLE "_journal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category" "enum__journal_v_version_category",
  	"version_thumbnail_id" integer,
  	"version_author" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__journal_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__journal_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_journal_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_journal_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artists_id" integer
  );
  
  CREATE TABLE "header_ctas_collection" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_header_ctas_collection_type" DEFAULT 'fill',
  	"path" varchar,
  	"dark_mode" boolean DEFAULT false
  );
  
  CREATE TABLE "header_ctas_collection_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show_icon" boolean DEFAULT false,
  	"icon" "enum_header_icon",
  	"display_options_background_color" "enum_header_display_options_background_color" DEFAULT 'transparent',
  	"display_options_add_padding_top" boolean DEFAULT true,
  	"display_options_add_padding_bottom" boolean DEFAULT true,
  	"display_options_add_bottom_border" boolean DEFAULT false,
  	"scroll_options_identifier" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "header_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"description" varchar,
  	"meta_description" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v_ctas_collection" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__header_v_ctas_collection_type" DEFAULT 'fill',
  	"path" varchar,
  	"dark_mode" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_header_v_ctas_collection_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_header_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show_icon" boolean DEFAULT false,
  	"icon" "enum__header_v_icon",
  	"display_options_background_color" "enum__header_v_display_options_background_color" DEFAULT 'transparent',
  	"display_options_add_padding_top" boolean DEFAULT true,
  	"display_options_add_padding_bottom" boolean DEFAULT true,
  	"display_options_add_bottom_border" boolean DEFAULT false,
  	"scroll_options_identifier" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_header_v_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"description" varchar,
  	"meta_description" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_path" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "customers_cart" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"artwork_id" integer NOT NULL,
  	"quantity" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "customers_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"notes" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "customers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer
  );
  
  CREATE TABLE "newsletter_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"artworks_id" integer,
  	"artists_id" integer,
  	"collections_id" integer,
  	"exhibitions_id" integer,
  	"journal_id" integer,
  	"pages_id" integer,
  	"media_id" integer,
  	"customers_id" integer,
  	"newsletter_subscribers_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"promo_banner_enabled" boolean DEFAULT false,
  	"promo_banner_color" varchar DEFAULT '#ffffff',
  	"promo_banner_background_color" varchar DEFAULT '#1f2937',
  	"accessibility_widget_enabled" boolean DEFAULT false,
  	"accessibility_widget_account_id" varchar,
  	"feature_flags_saved_artworks" boolean DEFAULT true,
  	"feature_flags_seasonal_gift_guide" boolean DEFAULT false,
  	"feature_flags_tracking" boolean DEFAULT false,
  	"tracking_tag_manager_container_id" varchar,
  	"tracking_marketing_script_enabled" boolean DEFAULT false,
  	"tracking_marketing_script_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "settings_locales" (
  	"promo_banner_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "artworks_variants" ADD CONSTRAINT "artworks_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks" ADD CONSTRAINT "artworks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artworks_locales" ADD CONSTRAINT "artworks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artworks_rels" ADD CONSTRAINT "artworks_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_version_variants" ADD CONSTRAINT "_artworks_v_version_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artworks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_parent_id_artworks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v" ADD CONSTRAINT "_artworks_v_version_artist_id_artists_id_fk" FOREIGN KEY ("version_artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artworks_v_locales" ADD CONSTRAINT "_artworks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artworks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_artworks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artworks_v_rels" ADD CONSTRAINT "_artworks_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists" ADD CONSTRAINT "artists_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_locales" ADD CONSTRAINT "artists_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_parent_id_artists_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_v" ADD CONSTRAINT "_artists_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_artists_v_locales" ADD CONSTRAINT "_artists_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_artists_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collections" ADD CONSTRAINT "collections_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "collections_locales" ADD CONSTRAINT "collections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collections_rels" ADD CONSTRAINT "collections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "collections_rels" ADD CONSTRAINT "collections_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collections_v" ADD CONSTRAINT "_collections_v_parent_id_collections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_collections_v" ADD CONSTRAINT "_collections_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_collections_v_locales" ADD CONSTRAINT "_collections_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_collections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collections_v_rels" ADD CONSTRAINT "_collections_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_collections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_collections_v_rels" ADD CONSTRAINT "_collections_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "exhibitions_locales" ADD CONSTRAINT "exhibitions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exhibitions_rels" ADD CONSTRAINT "exhibitions_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v" ADD CONSTRAINT "_exhibitions_v_parent_id_exhibitions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitions_v" ADD CONSTRAINT "_exhibitions_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_locales" ADD CONSTRAINT "_exhibitions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_exhibitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_exhibitions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_exhibitions_v_rels" ADD CONSTRAINT "_exhibitions_v_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journal" ADD CONSTRAINT "journal_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "journal_locales" ADD CONSTRAINT "journal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."journal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journal_rels" ADD CONSTRAINT "journal_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "journal_rels" ADD CONSTRAINT "journal_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_v" ADD CONSTRAINT "_journal_v_parent_id_journal_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."journal"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_v" ADD CONSTRAINT "_journal_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_journal_v_locales" ADD CONSTRAINT "_journal_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_journal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_v_rels" ADD CONSTRAINT "_journal_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_journal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_journal_v_rels" ADD CONSTRAINT "_journal_v_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_ctas_collection" ADD CONSTRAINT "header_ctas_collection_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_ctas_collection_locales" ADD CONSTRAINT "header_ctas_collection_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_ctas_collection"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_locales" ADD CONSTRAINT "header_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_ctas_collection" ADD CONSTRAINT "_header_v_ctas_collection_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_ctas_collection_locales" ADD CONSTRAINT "_header_v_ctas_collection_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v_ctas_collection"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v" ADD CONSTRAINT "_header_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_header_v_locales" ADD CONSTRAINT "_header_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_header_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_cart" ADD CONSTRAINT "customers_cart_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers_cart" ADD CONSTRAINT "customers_cart_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_sessions" ADD CONSTRAINT "customers_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_rels" ADD CONSTRAINT "customers_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artworks_fk" FOREIGN KEY ("artworks_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_collections_fk" FOREIGN KEY ("collections_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_exhibitions_fk" FOREIGN KEY ("exhibitions_id") REFERENCES "public"."exhibitions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_journal_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_subscribers_fk" FOREIGN KEY ("newsletter_subscribers_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_locales" ADD CONSTRAINT "settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artworks_variants_order_idx" ON "artworks_variants" USING btree ("_order");
  CREATE INDEX "artworks_variants_parent_id_idx" ON "artworks_variants" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "artworks_handle_idx" ON "artworks" USING btree ("handle");
  CREATE INDEX "artworks_artist_idx" ON "artworks" USING btree ("artist_id");
  CREATE INDEX "artworks_medium_idx" ON "artworks" USING btree ("medium");
  CREATE INDEX "artworks_availability_idx" ON "artworks" USING btree ("availability");
  CREATE INDEX "artworks_featured_idx" ON "artworks" USING btree ("featured");
  CREATE INDEX "artworks_published_at_idx" ON "artworks" USING btree ("published_at");
  CREATE UNIQUE INDEX "artworks_source_uid_idx" ON "artworks" USING btree ("source_uid");
  CREATE INDEX "artworks_updated_at_idx" ON "artworks" USING btree ("updated_at");
  CREATE INDEX "artworks_created_at_idx" ON "artworks" USING btree ("created_at");
  CREATE INDEX "artworks__status_idx" ON "artworks" USING btree ("_status");
  CREATE UNIQUE INDEX "artworks_locales_locale_parent_id_unique" ON "artworks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "artworks_rels_order_idx" ON "artworks_rels" USING btree ("order");
  CREATE INDEX "artworks_rels_parent_idx" ON "artworks_rels" USING btree ("parent_id");
  CREATE INDEX "artworks_rels_path_idx" ON "artworks_rels" USING btree ("path");
  CREATE INDEX "artworks_rels_media_id_idx" ON "artworks_rels" USING btree ("media_id");
  CREATE INDEX "_artworks_v_version_variants_order_idx" ON "_artworks_v_version_variants" USING btree ("_order");
  CREATE INDEX "_artworks_v_version_variants_parent_id_idx" ON "_artworks_v_version_variants" USING btree ("_parent_id");
  CREATE INDEX "_artworks_v_parent_idx" ON "_artworks_v" USING btree ("parent_id");
  CREATE INDEX "_artworks_v_version_version_handle_idx" ON "_artworks_v" USING btree ("version_handle");
  CREATE INDEX "_artworks_v_version_version_artist_idx" ON "_artworks_v" USING btree ("version_artist_id");
  CREATE INDEX "_artworks_v_version_version_medium_idx" ON "_artworks_v" USING btree ("version_medium");
  CREATE INDEX "_artworks_v_version_version_availability_idx" ON "_artworks_v" USING btree ("version_availability");
  CREATE INDEX "_artworks_v_version_version_featured_idx" ON "_artworks_v" USING btree ("version_featured");
  CREATE INDEX "_artworks_v_version_version_published_at_idx" ON "_artworks_v" USING btree ("version_published_at");
  CREATE INDEX "_artworks_v_version_version_source_uid_idx" ON "_artworks_v" USING btree ("version_source_uid");
  CREATE INDEX "_artworks_v_version_version_updated_at_idx" ON "_artworks_v" USING btree ("version_updated_at");
  CREATE INDEX "_artworks_v_version_version_created_at_idx" ON "_artworks_v" USING btree ("version_created_at");
  CREATE INDEX "_artworks_v_version_version__status_idx" ON "_artworks_v" USING btree ("version__status");
  CREATE INDEX "_artworks_v_created_at_idx" ON "_artworks_v" USING btree ("created_at");
  CREATE INDEX "_artworks_v_updated_at_idx" ON "_artworks_v" USING btree ("updated_at");
  CREATE INDEX "_artworks_v_snapshot_idx" ON "_artworks_v" USING btree ("snapshot");
  CREATE INDEX "_artworks_v_published_locale_idx" ON "_artworks_v" USING btree ("published_locale");
  CREATE INDEX "_artworks_v_latest_idx" ON "_artworks_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_artworks_v_locales_locale_parent_id_unique" ON "_artworks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artworks_v_rels_order_idx" ON "_artworks_v_rels" USING btree ("order");
  CREATE INDEX "_artworks_v_rels_parent_idx" ON "_artworks_v_rels" USING btree ("parent_id");
  CREATE INDEX "_artworks_v_rels_path_idx" ON "_artworks_v_rels" USING btree ("path");
  CREATE INDEX "_artworks_v_rels_media_id_idx" ON "_artworks_v_rels" USING btree ("media_id");
  CREATE UNIQUE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");
  CREATE INDEX "artists_featured_image_idx" ON "artists" USING btree ("featured_image_id");
  CREATE UNIQUE INDEX "artists_source_uid_idx" ON "artists" USING btree ("source_uid");
  CREATE INDEX "artists_updated_at_idx" ON "artists" USING btree ("updated_at");
  CREATE INDEX "artists_created_at_idx" ON "artists" USING btree ("created_at");
  CREATE INDEX "artists__status_idx" ON "artists" USING btree ("_status");
  CREATE UNIQUE INDEX "artists_locales_locale_parent_id_unique" ON "artists_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_artists_v_parent_idx" ON "_artists_v" USING btree ("parent_id");
  CREATE INDEX "_artists_v_version_version_slug_idx" ON "_artists_v" USING btree ("version_slug");
  CREATE INDEX "_artists_v_version_version_featured_image_idx" ON "_artists_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_artists_v_version_version_source_uid_idx" ON "_artists_v" USING btree ("version_source_uid");
  CREATE INDEX "_artists_v_version_version_updated_at_idx" ON "_artists_v" USING btree ("version_updated_at");
  CREATE INDEX "_artists_v_version_version_created_at_idx" ON "_artists_v" USING btree ("version_created_at");
  CREATE INDEX "_artists_v_version_version__status_idx" ON "_artists_v" USING btree ("version__status");
  CREATE INDEX "_artists_v_created_at_idx" ON "_artists_v" USING btree ("created_at");
  CREATE INDEX "_artists_v_updated_at_idx" ON "_artists_v" USING btree ("updated_at");
  CREATE INDEX "_artists_v_snapshot_idx" ON "_artists_v" USING btree ("snapshot");
  CREATE INDEX "_artists_v_published_locale_idx" ON "_artists_v" USING btree ("published_locale");
  CREATE INDEX "_artists_v_latest_idx" ON "_artists_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_artists_v_locales_locale_parent_id_unique" ON "_artists_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "collections_slug_idx" ON "collections" USING btree ("slug");
  CREATE INDEX "collections_thumbnail_idx" ON "collections" USING btree ("thumbnail_id");
  CREATE INDEX "collections_updated_at_idx" ON "collections" USING btree ("updated_at");
  CREATE INDEX "collections_created_at_idx" ON "collections" USING btree ("created_at");
  CREATE INDEX "collections__status_idx" ON "collections" USING btree ("_status");
  CREATE UNIQUE INDEX "collections_locales_locale_parent_id_unique" ON "collections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "collections_rels_order_idx" ON "collections_rels" USING btree ("order");
  CREATE INDEX "collections_rels_parent_idx" ON "collections_rels" USING btree ("parent_id");
  CREATE INDEX "collections_rels_path_idx" ON "collections_rels" USING btree ("path");
  CREATE INDEX "collections_rels_artworks_id_idx" ON "collections_rels" USING btree ("artworks_id");
  CREATE INDEX "_collections_v_parent_idx" ON "_collections_v" USING btree ("parent_id");
  CREATE INDEX "_collections_v_version_version_slug_idx" ON "_collections_v" USING btree ("version_slug");
  CREATE INDEX "_collections_v_version_version_thumbnail_idx" ON "_collections_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_collections_v_version_version_updated_at_idx" ON "_collections_v" USING btree ("version_updated_at");
  CREATE INDEX "_collections_v_version_version_created_at_idx" ON "_collections_v" USING btree ("version_created_at");
  CREATE INDEX "_collections_v_version_version__status_idx" ON "_collections_v" USING btree ("version__status");
  CREATE INDEX "_collections_v_created_at_idx" ON "_collections_v" USING btree ("created_at");
  CREATE INDEX "_collections_v_updated_at_idx" ON "_collections_v" USING btree ("updated_at");
  CREATE INDEX "_collections_v_snapshot_idx" ON "_collections_v" USING btree ("snapshot");
  CREATE INDEX "_collections_v_published_locale_idx" ON "_collections_v" USING btree ("published_locale");
  CREATE INDEX "_collections_v_latest_idx" ON "_collections_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_collections_v_locales_locale_parent_id_unique" ON "_collections_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_collections_v_rels_order_idx" ON "_collections_v_rels" USING btree ("order");
  CREATE INDEX "_collections_v_rels_parent_idx" ON "_collections_v_rels" USING btree ("parent_id");
  CREATE INDEX "_collections_v_rels_path_idx" ON "_collections_v_rels" USING btree ("path");
  CREATE INDEX "_collections_v_rels_artworks_id_idx" ON "_collections_v_rels" USING btree ("artworks_id");
  CREATE UNIQUE INDEX "exhibitions_slug_idx" ON "exhibitions" USING btree ("slug");
  CREATE INDEX "exhibitions_thumbnail_idx" ON "exhibitions" USING btree ("thumbnail_id");
  CREATE INDEX "exhibitions_start_date_idx" ON "exhibitions" USING btree ("start_date");
  CREATE INDEX "exhibitions_updated_at_idx" ON "exhibitions" USING btree ("updated_at");
  CREATE INDEX "exhibitions_created_at_idx" ON "exhibitions" USING btree ("created_at");
  CREATE INDEX "exhibitions__status_idx" ON "exhibitions" USING btree ("_status");
  CREATE UNIQUE INDEX "exhibitions_locales_locale_parent_id_unique" ON "exhibitions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "exhibitions_rels_order_idx" ON "exhibitions_rels" USING btree ("order");
  CREATE INDEX "exhibitions_rels_parent_idx" ON "exhibitions_rels" USING btree ("parent_id");
  CREATE INDEX "exhibitions_rels_path_idx" ON "exhibitions_rels" USING btree ("path");
  CREATE INDEX "exhibitions_rels_artists_id_idx" ON "exhibitions_rels" USING btree ("artists_id");
  CREATE INDEX "exhibitions_rels_artworks_id_idx" ON "exhibitions_rels" USING btree ("artworks_id");
  CREATE INDEX "_exhibitions_v_parent_idx" ON "_exhibitions_v" USING btree ("parent_id");
  CREATE INDEX "_exhibitions_v_version_version_slug_idx" ON "_exhibitions_v" USING btree ("version_slug");
  CREATE INDEX "_exhibitions_v_version_version_thumbnail_idx" ON "_exhibitions_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_exhibitions_v_version_version_start_date_idx" ON "_exhibitions_v" USING btree ("version_start_date");
  CREATE INDEX "_exhibitions_v_version_version_updated_at_idx" ON "_exhibitions_v" USING btree ("version_updated_at");
  CREATE INDEX "_exhibitions_v_version_version_created_at_idx" ON "_exhibitions_v" USING btree ("version_created_at");
  CREATE INDEX "_exhibitions_v_version_version__status_idx" ON "_exhibitions_v" USING btree ("version__status");
  CREATE INDEX "_exhibitions_v_created_at_idx" ON "_exhibitions_v" USING btree ("created_at");
  CREATE INDEX "_exhibitions_v_updated_at_idx" ON "_exhibitions_v" USING btree ("updated_at");
  CREATE INDEX "_exhibitions_v_snapshot_idx" ON "_exhibitions_v" USING btree ("snapshot");
  CREATE INDEX "_exhibitions_v_published_locale_idx" ON "_exhibitions_v" USING btree ("published_locale");
  CREATE INDEX "_exhibitions_v_latest_idx" ON "_exhibitions_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_exhibitions_v_locales_locale_parent_id_unique" ON "_exhibitions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_exhibitions_v_rels_order_idx" ON "_exhibitions_v_rels" USING btree ("order");
  CREATE INDEX "_exhibitions_v_rels_parent_idx" ON "_exhibitions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_exhibitions_v_rels_path_idx" ON "_exhibitions_v_rels" USING btree ("path");
  CREATE INDEX "_exhibitions_v_rels_artists_id_idx" ON "_exhibitions_v_rels" USING btree ("artists_id");
  CREATE INDEX "_exhibitions_v_rels_artworks_id_idx" ON "_exhibitions_v_rels" USING btree ("artworks_id");
  CREATE UNIQUE INDEX "journal_slug_idx" ON "journal" USING btree ("slug");
  CREATE INDEX "journal_thumbnail_idx" ON "journal" USING btree ("thumbnail_id");
  CREATE INDEX "journal_published_at_idx" ON "journal" USING btree ("published_at");
  CREATE INDEX "journal_updated_at_idx" ON "journal" USING btree ("updated_at");
  CREATE INDEX "journal_created_at_idx" ON "journal" USING btree ("created_at");
  CREATE INDEX "journal__status_idx" ON "journal" USING btree ("_status");
  CREATE UNIQUE INDEX "journal_locales_locale_parent_id_unique" ON "journal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "journal_rels_order_idx" ON "journal_rels" USING btree ("order");
  CREATE INDEX "journal_rels_parent_idx" ON "journal_rels" USING btree ("parent_id");
  CREATE INDEX "journal_rels_path_idx" ON "journal_rels" USING btree ("path");
  CREATE INDEX "journal_rels_artists_id_idx" ON "journal_rels" USING btree ("artists_id");
  CREATE INDEX "_journal_v_parent_idx" ON "_journal_v" USING btree ("parent_id");
  CREATE INDEX "_journal_v_version_version_slug_idx" ON "_journal_v" USING btree ("version_slug");
  CREATE INDEX "_journal_v_version_version_thumbnail_idx" ON "_journal_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_journal_v_version_version_published_at_idx" ON "_journal_v" USING btree ("version_published_at");
  CREATE INDEX "_journal_v_version_version_updated_at_idx" ON "_journal_v" USING btree ("version_updated_at");
  CREATE INDEX "_journal_v_version_version_created_at_idx" ON "_journal_v" USING btree ("version_created_at");
  CREATE INDEX "_journal_v_version_version__status_idx" ON "_journal_v" USING btree ("version__status");
  CREATE INDEX "_journal_v_created_at_idx" ON "_journal_v" USING btree ("created_at");
  CREATE INDEX "_journal_v_updated_at_idx" ON "_journal_v" USING btree ("updated_at");
  CREATE INDEX "_journal_v_snapshot_idx" ON "_journal_v" USING btree ("snapshot");
  CREATE INDEX "_journal_v_published_locale_idx" ON "_journal_v" USING btree ("published_locale");
  CREATE INDEX "_journal_v_latest_idx" ON "_journal_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_journal_v_locales_locale_parent_id_unique" ON "_journal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_journal_v_rels_order_idx" ON "_journal_v_rels" USING btree ("order");
  CREATE INDEX "_journal_v_rels_parent_idx" ON "_journal_v_rels" USING btree ("parent_id");
  CREATE INDEX "_journal_v_rels_path_idx" ON "_journal_v_rels" USING btree ("path");
  CREATE INDEX "_journal_v_rels_artists_id_idx" ON "_journal_v_rels" USING btree ("artists_id");
  CREATE INDEX "header_ctas_collection_order_idx" ON "header_ctas_collection" USING btree ("_order");
  CREATE INDEX "header_ctas_collection_parent_id_idx" ON "header_ctas_collection" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_ctas_collection_locales_locale_parent_id_unique" ON "header_ctas_collection_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_order_idx" ON "header" USING btree ("_order");
  CREATE INDEX "header_parent_id_idx" ON "header" USING btree ("_parent_id");
  CREATE INDEX "header_path_idx" ON "header" USING btree ("_path");
  CREATE UNIQUE INDEX "header_locales_locale_parent_id_unique" ON "header_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_ctas_collection_order_idx" ON "_header_v_ctas_collection" USING btree ("_order");
  CREATE INDEX "_header_v_ctas_collection_parent_id_idx" ON "_header_v_ctas_collection" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_header_v_ctas_collection_locales_locale_parent_id_unique" ON "_header_v_ctas_collection_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_header_v_order_idx" ON "_header_v" USING btree ("_order");
  CREATE INDEX "_header_v_parent_id_idx" ON "_header_v" USING btree ("_parent_id");
  CREATE INDEX "_header_v_path_idx" ON "_header_v" USING btree ("_path");
  CREATE UNIQUE INDEX "_header_v_locales_locale_parent_id_unique" ON "_header_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "customers_cart_order_idx" ON "customers_cart" USING btree ("_order");
  CREATE INDEX "customers_cart_parent_id_idx" ON "customers_cart" USING btree ("_parent_id");
  CREATE INDEX "customers_cart_artwork_idx" ON "customers_cart" USING btree ("artwork_id");
  CREATE INDEX "customers_sessions_order_idx" ON "customers_sessions" USING btree ("_order");
  CREATE INDEX "customers_sessions_parent_id_idx" ON "customers_sessions" USING btree ("_parent_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("email");
  CREATE INDEX "customers_rels_order_idx" ON "customers_rels" USING btree ("order");
  CREATE INDEX "customers_rels_parent_idx" ON "customers_rels" USING btree ("parent_id");
  CREATE INDEX "customers_rels_path_idx" ON "customers_rels" USING btree ("path");
  CREATE INDEX "customers_rels_artworks_id_idx" ON "customers_rels" USING btree ("artworks_id");
  CREATE INDEX "customers_rels_artists_id_idx" ON "customers_rels" USING btree ("artists_id");
  CREATE UNIQUE INDEX "newsletter_subscribers_email_idx" ON "newsletter_subscribers" USING btree ("email");
  CREATE INDEX "newsletter_subscribers_updated_at_idx" ON "newsletter_subscribers" USING btree ("updated_at");
  CREATE INDEX "newsletter_subscribers_created_at_idx" ON "newsletter_subscribers" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_artworks_id_idx" ON "payload_locked_documents_rels" USING btree ("artworks_id");
  CREATE INDEX "payload_locked_documents_rels_artists_id_idx" ON "payload_locked_documents_rels" USING btree ("artists_id");
  CREATE INDEX "payload_locked_documents_rels_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("collections_id");
  CREATE INDEX "payload_locked_documents_rels_exhibitions_id_idx" ON "payload_locked_documents_rels" USING btree ("exhibitions_id");
  CREATE INDEX "payload_locked_documents_rels_journal_id_idx" ON "payload_locked_documents_rels" USING btree ("journal_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_customers_id_idx" ON "payload_preferences_rels" USING btree ("customers_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "settings_locales_locale_parent_id_unique" ON "settings_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "artworks_variants" CASCADE;
  DROP TABLE "artworks" CASCADE;
  DROP TABLE "artworks_locales" CASCADE;
  DROP TABLE "artworks_rels" CASCADE;
  DROP TABLE "_artworks_v_version_variants" CASCADE;
  DROP TABLE "_artworks_v" CASCADE;
  DROP TABLE "_artworks_v_locales" CASCADE;
  DROP TABLE "_artworks_v_rels" CASCADE;
  DROP TABLE "artists" CASCADE;
  DROP TABLE "artists_locales" CASCADE;
  DROP TABLE "_artists_v" CASCADE;
  DROP TABLE "_artists_v_locales" CASCADE;
  DROP TABLE "collections" CASCADE;
  DROP TABLE "collections_locales" CASCADE;
  DROP TABLE "collections_rels" CASCADE;
  DROP TABLE "_collections_v" CASCADE;
  DROP TABLE "_collections_v_locales" CASCADE;
  DROP TABLE "_collections_v_rels" CASCADE;
  DROP TABLE "exhibitions" CASCADE;
  DROP TABLE "exhibitions_locales" CASCADE;
  DROP TABLE "exhibitions_rels" CASCADE;
  DROP TABLE "_exhibitions_v" CASCADE;
  DROP TABLE "_exhibitions_v_locales" CASCADE;
  DROP TABLE "_exhibitions_v_rels" CASCADE;
  DROP TABLE "journal" CASCADE;
  DROP TABLE "journal_locales" CASCADE;
  DROP TABLE "journal_rels" CASCADE;
  DROP TABLE "_journal_v" CASCADE;
  DROP TABLE "_journal_v_locales" CASCADE;
  DROP TABLE "_journal_v_rels" CASCADE;
  DROP TABLE "header_ctas_collection" CASCADE;
  DROP TABLE "header_ctas_collection_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_header_v_ctas_collection" CASCADE;
  DROP TABLE "_header_v_ctas_collection_locales" CASCADE;
  DROP TABLE "_header_v" CASCADE;
  DROP TABLE "_header_v_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "customers_cart" CASCADE;
  DROP TABLE "customers_sessions" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "customers_rels" CASCADE;
  DROP TABLE "newsletter_subscribers" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "settings_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_artworks_medium";
  DROP TYPE "public"."enum_artworks_availability";
  DROP TYPE "public"."enum_artworks_orientation";
  DROP TYPE "public"."enum_artworks_size_bucket";
  DROP TYPE "public"."enum_artworks_status";
  DROP TYPE "public"."enum__artworks_v_version_medium";
  DROP TYPE "public"."enum__artworks_v_version_availability";
  DROP TYPE "public"."enum__artworks_v_version_orientation";
  DROP TYPE "public"."enum__artworks_v_version_size_bucket";
  DROP TYPE "public"."enum__artworks_v_version_status";
  DROP TYPE "public"."enum__artworks_v_published_locale";
  DROP TYPE "public"."enum_artists_status";
  DROP TYPE "public"."enum__artists_v_version_status";
  DROP TYPE "public"."enum__artists_v_published_locale";
  DROP TYPE "public"."enum_collections_category";
  DROP TYPE "public"."enum_collections_status";
  DROP TYPE "public"."enum__collections_v_version_category";
  DROP TYPE "public"."enum__collections_v_version_status";
  DROP TYPE "public"."enum__collections_v_published_locale";
  DROP TYPE "public"."enum_exhibitions_category";
  DROP TYPE "public"."enum_exhibitions_status";
  DROP TYPE "public"."enum__exhibitions_v_version_category";
  DROP TYPE "public"."enum__exhibitions_v_version_status";
  DROP TYPE "public"."enum__exhibitions_v_published_locale";
  DROP TYPE "public"."enum_journal_category";
  DROP TYPE "public"."enum_journal_status";
  DROP TYPE "public"."enum__journal_v_version_category";
  DROP TYPE "public"."enum__journal_v_version_status";
  DROP TYPE "public"."enum__journal_v_published_locale";
  DROP TYPE "public"."enum_header_ctas_collection_type";
  DROP TYPE "public"."enum_header_icon";
  DROP TYPE "public"."enum_header_display_options_background_color";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__header_v_ctas_collection_type";
  DROP TYPE "public"."enum__header_v_icon";
  DROP TYPE "public"."enum__header_v_display_options_background_color";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_users_role";`)
}
