import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_pages_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum_pages_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum_pages_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_products_filter_alloy" AS ENUM('white_gold', 'yellow_gold');
  CREATE TYPE "public"."enum_products_filter_ring_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum_products_filter_ring_diamonds" AS ENUM('multiple', 'solitaire', 'none');
  CREATE TYPE "public"."enum_products_filter_ring_design" AS ENUM('modern', 'romantic', 'classic', 'dynamic');
  CREATE TYPE "public"."enum_products_filter_ring_enamel_color" AS ENUM('red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black');
  CREATE TYPE "public"."enum_products_filter_earrings_type" AS ENUM('hoop_earrings', 'ear_studs');
  CREATE TYPE "public"."enum_products_filter_necklace_generation" AS ENUM('classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight');
  CREATE TYPE "public"."enum_products_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum_products_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum_products_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet');
  CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_filter_alloy" AS ENUM('white_gold', 'yellow_gold');
  CREATE TYPE "public"."enum__products_v_version_filter_ring_width" AS ENUM('narrow', 'wide');
  CREATE TYPE "public"."enum__products_v_version_filter_ring_diamonds" AS ENUM('multiple', 'solitaire', 'none');
  CREATE TYPE "public"."enum__products_v_version_filter_ring_design" AS ENUM('modern', 'romantic', 'classic', 'dynamic');
  CREATE TYPE "public"."enum__products_v_version_filter_ring_enamel_color" AS ENUM('red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black');
  CREATE TYPE "public"."enum__products_v_version_filter_earrings_type" AS ENUM('hoop_earrings', 'ear_studs');
  CREATE TYPE "public"."enum__products_v_version_filter_necklace_generation" AS ENUM('classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight');
  CREATE TYPE "public"."enum__products_v_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum__products_v_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum__products_v_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_version_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TYPE "public"."enum_jewelers_opening_times_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum_jewelers_type" AS ENUM('boutique', 'lounge', 'jeweler');
  CREATE TYPE "public"."enum_jewelers_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW', 'GBP');
  CREATE TYPE "public"."enum_users_role" AS ENUM('customer', 'jeweller', 'staff_manager');
  CREATE TYPE "public"."enum_users_title" AS ENUM('DR', 'PROF', 'PROF_DR', 'DR_DR', 'DIPL_ING');
  CREATE TYPE "public"."enum_users_gender" AS ENUM('M', 'W', 'D');
  CREATE TYPE "public"."enum_users_language" AS ENUM('DE', 'EN', 'JA', 'ZH-HANS');
  CREATE TYPE "public"."enum_users_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW', 'GBP');
  CREATE TYPE "public"."enum_admins_role" AS ENUM('editor', 'admin');
  CREATE TYPE "public"."enum_header_nav_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_footer_columns_links_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum_pages_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_pages_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_hero_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_rich_text_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum_pages_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum_pages_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_quote_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_pages_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum_pages_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_product_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "pages_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum_pages_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_text_on_media_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_home" boolean DEFAULT false,
  	"meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum__pages_v_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__pages_v_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_hero_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_rich_text_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum__pages_v_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum__pages_v_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_quote_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__pages_v_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum__pages_v_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_product_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum__pages_v_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_text_on_media_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_is_home" boolean DEFAULT false,
  	"version_meta_image_id" integer,
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
  	"version_slug" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "products_filter_alloy" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_alloy",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_ring_width" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_ring_width",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_ring_diamonds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_ring_diamonds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_ring_design" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_ring_design",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_ring_enamel_color" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_ring_enamel_color",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_earrings_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_earrings_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_filter_necklace_generation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_filter_necklace_generation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum_products_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_products_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_hero_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_rich_text_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum_products_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum_products_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_quote_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_products_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum_products_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_product_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_products_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "products_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum_products_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_text_on_media_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mpn" varchar,
  	"type" "enum_products_type",
  	"is_limited" boolean DEFAULT false,
  	"image_main_id" integer,
  	"image_landscape_id" integer,
  	"has_enamel" boolean DEFAULT false,
  	"has_heart_symbol" boolean DEFAULT false,
  	"has_multiple_diamonds" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_products_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar,
  	"name2" varchar,
  	"slug" varchar,
  	"page_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "products_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "_products_v_version_filter_alloy" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_alloy",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_ring_width" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_ring_width",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_ring_diamonds" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_ring_diamonds",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_ring_design" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_ring_design",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_ring_enamel_color" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_ring_enamel_color",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_earrings_type" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_earrings_type",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_version_filter_necklace_generation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__products_v_version_filter_necklace_generation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum__products_v_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__products_v_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_hero_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_rich_text_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum__products_v_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum__products_v_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_quote_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__products_v_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum__products_v_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_product_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__products_v_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum__products_v_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_text_on_media_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_mpn" varchar,
  	"version_type" "enum__products_v_version_type",
  	"version_is_limited" boolean DEFAULT false,
  	"version_image_main_id" integer,
  	"version_image_landscape_id" integer,
  	"version_has_enamel" boolean DEFAULT false,
  	"version_has_heart_symbol" boolean DEFAULT false,
  	"version_has_multiple_diamonds" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_name" varchar,
  	"version_name2" varchar,
  	"version_slug" varchar,
  	"version_page_summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_products_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"products_id" integer
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
  	"sizes_desktop_url" varchar,
  	"sizes_desktop_width" numeric,
  	"sizes_desktop_height" numeric,
  	"sizes_desktop_mime_type" varchar,
  	"sizes_desktop_filesize" numeric,
  	"sizes_desktop_filename" varchar,
  	"sizes_mobile_url" varchar,
  	"sizes_mobile_width" numeric,
  	"sizes_mobile_height" numeric,
  	"sizes_mobile_mime_type" varchar,
  	"sizes_mobile_filesize" numeric,
  	"sizes_mobile_filename" varchar,
  	"sizes_placeholder_url" varchar,
  	"sizes_placeholder_width" numeric,
  	"sizes_placeholder_height" numeric,
  	"sizes_placeholder_mime_type" varchar,
  	"sizes_placeholder_filesize" numeric,
  	"sizes_placeholder_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jewelers_opening_times" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weekday" "enum_jewelers_opening_times_weekday" NOT NULL,
  	"open" varchar NOT NULL,
  	"close" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_opening_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"closed" boolean DEFAULT true,
  	"open" varchar,
  	"close" varchar
  );
  
  CREATE TABLE "jewelers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"type" "enum_jewelers_type" DEFAULT 'jeweler' NOT NULL,
  	"address" varchar,
  	"zip" varchar,
  	"city" varchar,
  	"country" varchar,
  	"phone" varchar,
  	"fax" varchar,
  	"whatsapp" varchar,
  	"email" varchar,
  	"latitude" numeric NOT NULL,
  	"longitude" numeric NOT NULL,
  	"currency" "enum_jewelers_currency" DEFAULT 'EUR',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jewelers_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "jewelers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_active" boolean DEFAULT false,
  	"role" "enum_users_role" DEFAULT 'customer' NOT NULL,
  	"title" "enum_users_title",
  	"gender" "enum_users_gender",
  	"first_name" varchar,
  	"last_name" varchar,
  	"address_street" varchar,
  	"address_number" varchar,
  	"address_zip_code" varchar,
  	"address_city" varchar,
  	"address_country" varchar,
  	"address_state" varchar,
  	"phone_private" varchar,
  	"phone_mobile" varchar,
  	"phone_business" varchar,
  	"language" "enum_users_language",
  	"wishlist" jsonb DEFAULT '[]'::jsonb,
  	"currency" "enum_users_currency",
  	"customer_id" varchar,
  	"token_version" numeric DEFAULT 0,
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
  
  CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"jewelers_id" integer
  );
  
  CREATE TABLE "admins_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "admins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_admins_role" DEFAULT 'editor' NOT NULL,
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
  	"pages_id" integer,
  	"products_id" integer,
  	"media_id" integer,
  	"jewelers_id" integer,
  	"users_id" integer,
  	"admins_id" integer
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
  	"users_id" integer,
  	"admins_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "header_nav" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_header_nav_link_type" DEFAULT 'story' NOT NULL,
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "header_nav_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "header" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar DEFAULT 'Aurelle' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "header_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer
  );
  
  CREATE TABLE "footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_footer_columns_links_link_type" DEFAULT 'story' NOT NULL,
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"heading" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_locales" (
  	"address" varchar,
  	"legal" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer
  );
  
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_locales" ADD CONSTRAINT "pages_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list" ADD CONSTRAINT "pages_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_list_locales" ADD CONSTRAINT "pages_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_cards" ADD CONSTRAINT "pages_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_cards" ADD CONSTRAINT "pages_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_cards" ADD CONSTRAINT "pages_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_cards_locales" ADD CONSTRAINT "pages_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container" ADD CONSTRAINT "pages_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_locales" ADD CONSTRAINT "pages_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_on_media" ADD CONSTRAINT "pages_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_on_media" ADD CONSTRAINT "pages_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_on_media_locales" ADD CONSTRAINT "pages_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_locales" ADD CONSTRAINT "_pages_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list" ADD CONSTRAINT "_pages_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_list_locales" ADD CONSTRAINT "_pages_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards_locales" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container" ADD CONSTRAINT "_pages_v_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_locales" ADD CONSTRAINT "_pages_v_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_on_media" ADD CONSTRAINT "_pages_v_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_on_media" ADD CONSTRAINT "_pages_v_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_on_media_locales" ADD CONSTRAINT "_pages_v_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_alloy" ADD CONSTRAINT "products_filter_alloy_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_ring_width" ADD CONSTRAINT "products_filter_ring_width_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_ring_diamonds" ADD CONSTRAINT "products_filter_ring_diamonds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_ring_design" ADD CONSTRAINT "products_filter_ring_design_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_ring_enamel_color" ADD CONSTRAINT "products_filter_ring_enamel_color_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_earrings_type" ADD CONSTRAINT "products_filter_earrings_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_filter_necklace_generation" ADD CONSTRAINT "products_filter_necklace_generation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_hero" ADD CONSTRAINT "products_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_hero" ADD CONSTRAINT "products_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_hero" ADD CONSTRAINT "products_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_hero_locales" ADD CONSTRAINT "products_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_rich_text" ADD CONSTRAINT "products_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_rich_text_locales" ADD CONSTRAINT "products_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_quote" ADD CONSTRAINT "products_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_quote_locales" ADD CONSTRAINT "products_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_product_list" ADD CONSTRAINT "products_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_product_list_locales" ADD CONSTRAINT "products_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards" ADD CONSTRAINT "products_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards" ADD CONSTRAINT "products_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards" ADD CONSTRAINT "products_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards_locales" ADD CONSTRAINT "products_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container" ADD CONSTRAINT "products_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_locales" ADD CONSTRAINT "products_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_text_on_media" ADD CONSTRAINT "products_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_text_on_media" ADD CONSTRAINT "products_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_text_on_media_locales" ADD CONSTRAINT "products_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_main_id_media_id_fk" FOREIGN KEY ("image_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_landscape_id_media_id_fk" FOREIGN KEY ("image_landscape_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_texts" ADD CONSTRAINT "products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_alloy" ADD CONSTRAINT "_products_v_version_filter_alloy_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_ring_width" ADD CONSTRAINT "_products_v_version_filter_ring_width_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_ring_diamonds" ADD CONSTRAINT "_products_v_version_filter_ring_diamonds_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_ring_design" ADD CONSTRAINT "_products_v_version_filter_ring_design_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_ring_enamel_color" ADD CONSTRAINT "_products_v_version_filter_ring_enamel_color_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_earrings_type" ADD CONSTRAINT "_products_v_version_filter_earrings_type_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_filter_necklace_generation" ADD CONSTRAINT "_products_v_version_filter_necklace_generation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_hero" ADD CONSTRAINT "_products_v_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_hero" ADD CONSTRAINT "_products_v_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_hero" ADD CONSTRAINT "_products_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_hero_locales" ADD CONSTRAINT "_products_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_rich_text" ADD CONSTRAINT "_products_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_rich_text_locales" ADD CONSTRAINT "_products_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_quote" ADD CONSTRAINT "_products_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_quote_locales" ADD CONSTRAINT "_products_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_product_list" ADD CONSTRAINT "_products_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_product_list_locales" ADD CONSTRAINT "_products_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD CONSTRAINT "_products_v_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD CONSTRAINT "_products_v_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD CONSTRAINT "_products_v_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards_locales" ADD CONSTRAINT "_products_v_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container" ADD CONSTRAINT "_products_v_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_locales" ADD CONSTRAINT "_products_v_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_text_on_media" ADD CONSTRAINT "_products_v_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_text_on_media" ADD CONSTRAINT "_products_v_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_text_on_media_locales" ADD CONSTRAINT "_products_v_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_main_id_media_id_fk" FOREIGN KEY ("version_image_main_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_image_landscape_id_media_id_fk" FOREIGN KEY ("version_image_landscape_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_texts" ADD CONSTRAINT "_products_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_opening_times" ADD CONSTRAINT "jewelers_opening_times_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_opening_exceptions" ADD CONSTRAINT "jewelers_opening_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_texts" ADD CONSTRAINT "jewelers_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_rels" ADD CONSTRAINT "jewelers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_rels" ADD CONSTRAINT "jewelers_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_jewelers_fk" FOREIGN KEY ("jewelers_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "admins_sessions" ADD CONSTRAINT "admins_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jewelers_fk" FOREIGN KEY ("jewelers_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_admins_fk" FOREIGN KEY ("admins_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav" ADD CONSTRAINT "header_nav_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_nav_locales" ADD CONSTRAINT "header_nav_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."header_nav"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."header"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "header_rels" ADD CONSTRAINT "header_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_links_locales" ADD CONSTRAINT "footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_locales" ADD CONSTRAINT "footer_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_desktop_idx" ON "pages_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_hero_image_mobile_idx" ON "pages_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_quote_locales_locale_parent_id_unique" ON "pages_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_product_list_order_idx" ON "pages_blocks_product_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_list_parent_id_idx" ON "pages_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_list_path_idx" ON "pages_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_product_list_locales_locale_parent_id_unique" ON "pages_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_container_cards_order_idx" ON "pages_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_container_cards_parent_id_idx" ON "pages_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_container_cards_image_desktop_idx" ON "pages_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_card_container_cards_image_mobile_idx" ON "pages_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "pages_blocks_card_container_cards_locales_locale_parent_id_u" ON "pages_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_card_container_order_idx" ON "pages_blocks_card_container" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_container_parent_id_idx" ON "pages_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_container_path_idx" ON "pages_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_card_container_locales_locale_parent_id_unique" ON "pages_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_text_on_media_order_idx" ON "pages_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_on_media_parent_id_idx" ON "pages_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_on_media_path_idx" ON "pages_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_on_media_image_idx" ON "pages_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_text_on_media_locales_locale_parent_id_unique" ON "pages_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id");
  CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
  CREATE INDEX "pages_rels_media_id_idx" ON "pages_rels" USING btree ("media_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_desktop_idx" ON "_pages_v_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_hero_image_mobile_idx" ON "_pages_v_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_quote_locales_locale_parent_id_unique" ON "_pages_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_order_idx" ON "_pages_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_list_parent_id_idx" ON "_pages_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_list_path_idx" ON "_pages_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_product_list_locales_locale_parent_id_unique" ON "_pages_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_container_cards_order_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_container_cards_parent_id_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_container_cards_image_desktop_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_card_container_cards_image_mobile_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_container_cards_locales_locale_parent_i" ON "_pages_v_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_card_container_order_idx" ON "_pages_v_blocks_card_container" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_container_parent_id_idx" ON "_pages_v_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_container_path_idx" ON "_pages_v_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_card_container_locales_locale_parent_id_uniq" ON "_pages_v_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_text_on_media_order_idx" ON "_pages_v_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_on_media_parent_id_idx" ON "_pages_v_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_on_media_path_idx" ON "_pages_v_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_on_media_image_idx" ON "_pages_v_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_text_on_media_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id");
  CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
  CREATE INDEX "_pages_v_rels_media_id_idx" ON "_pages_v_rels" USING btree ("media_id");
  CREATE INDEX "products_filter_alloy_order_idx" ON "products_filter_alloy" USING btree ("order");
  CREATE INDEX "products_filter_alloy_parent_idx" ON "products_filter_alloy" USING btree ("parent_id");
  CREATE INDEX "products_filter_ring_width_order_idx" ON "products_filter_ring_width" USING btree ("order");
  CREATE INDEX "products_filter_ring_width_parent_idx" ON "products_filter_ring_width" USING btree ("parent_id");
  CREATE INDEX "products_filter_ring_diamonds_order_idx" ON "products_filter_ring_diamonds" USING btree ("order");
  CREATE INDEX "products_filter_ring_diamonds_parent_idx" ON "products_filter_ring_diamonds" USING btree ("parent_id");
  CREATE INDEX "products_filter_ring_design_order_idx" ON "products_filter_ring_design" USING btree ("order");
  CREATE INDEX "products_filter_ring_design_parent_idx" ON "products_filter_ring_design" USING btree ("parent_id");
  CREATE INDEX "products_filter_ring_enamel_color_order_idx" ON "products_filter_ring_enamel_color" USING btree ("order");
  CREATE INDEX "products_filter_ring_enamel_color_parent_idx" ON "products_filter_ring_enamel_color" USING btree ("parent_id");
  CREATE INDEX "products_filter_earrings_type_order_idx" ON "products_filter_earrings_type" USING btree ("order");
  CREATE INDEX "products_filter_earrings_type_parent_idx" ON "products_filter_earrings_type" USING btree ("parent_id");
  CREATE INDEX "products_filter_necklace_generation_order_idx" ON "products_filter_necklace_generation" USING btree ("order");
  CREATE INDEX "products_filter_necklace_generation_parent_idx" ON "products_filter_necklace_generation" USING btree ("parent_id");
  CREATE INDEX "products_blocks_hero_order_idx" ON "products_blocks_hero" USING btree ("_order");
  CREATE INDEX "products_blocks_hero_parent_id_idx" ON "products_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_hero_path_idx" ON "products_blocks_hero" USING btree ("_path");
  CREATE INDEX "products_blocks_hero_image_desktop_idx" ON "products_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "products_blocks_hero_image_mobile_idx" ON "products_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "products_blocks_hero_locales_locale_parent_id_unique" ON "products_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_rich_text_order_idx" ON "products_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "products_blocks_rich_text_parent_id_idx" ON "products_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_rich_text_path_idx" ON "products_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_rich_text_locales_locale_parent_id_unique" ON "products_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_quote_order_idx" ON "products_blocks_quote" USING btree ("_order");
  CREATE INDEX "products_blocks_quote_parent_id_idx" ON "products_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_quote_path_idx" ON "products_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_quote_locales_locale_parent_id_unique" ON "products_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_product_list_order_idx" ON "products_blocks_product_list" USING btree ("_order");
  CREATE INDEX "products_blocks_product_list_parent_id_idx" ON "products_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_product_list_path_idx" ON "products_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_product_list_locales_locale_parent_id_unique" ON "products_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_card_container_cards_order_idx" ON "products_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "products_blocks_card_container_cards_parent_id_idx" ON "products_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_card_container_cards_image_desktop_idx" ON "products_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "products_blocks_card_container_cards_image_mobile_idx" ON "products_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "products_blocks_card_container_cards_locales_locale_parent_i" ON "products_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_card_container_order_idx" ON "products_blocks_card_container" USING btree ("_order");
  CREATE INDEX "products_blocks_card_container_parent_id_idx" ON "products_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_card_container_path_idx" ON "products_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_card_container_locales_locale_parent_id_uniq" ON "products_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_text_on_media_order_idx" ON "products_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "products_blocks_text_on_media_parent_id_idx" ON "products_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_text_on_media_path_idx" ON "products_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "products_blocks_text_on_media_image_idx" ON "products_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_blocks_text_on_media_locales_locale_parent_id_uniqu" ON "products_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_mpn_idx" ON "products" USING btree ("mpn");
  CREATE INDEX "products_image_main_idx" ON "products" USING btree ("image_main_id");
  CREATE INDEX "products_image_landscape_idx" ON "products" USING btree ("image_landscape_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "products_slug_idx" ON "products_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_texts_order_parent" ON "products_texts" USING btree ("order","parent_id");
  CREATE INDEX "products_rels_order_idx" ON "products_rels" USING btree ("order");
  CREATE INDEX "products_rels_parent_idx" ON "products_rels" USING btree ("parent_id");
  CREATE INDEX "products_rels_path_idx" ON "products_rels" USING btree ("path");
  CREATE INDEX "products_rels_media_id_idx" ON "products_rels" USING btree ("media_id");
  CREATE INDEX "products_rels_pages_id_idx" ON "products_rels" USING btree ("pages_id");
  CREATE INDEX "products_rels_products_id_idx" ON "products_rels" USING btree ("products_id");
  CREATE INDEX "_products_v_version_filter_alloy_order_idx" ON "_products_v_version_filter_alloy" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_alloy_parent_idx" ON "_products_v_version_filter_alloy" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_ring_width_order_idx" ON "_products_v_version_filter_ring_width" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_ring_width_parent_idx" ON "_products_v_version_filter_ring_width" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_ring_diamonds_order_idx" ON "_products_v_version_filter_ring_diamonds" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_ring_diamonds_parent_idx" ON "_products_v_version_filter_ring_diamonds" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_ring_design_order_idx" ON "_products_v_version_filter_ring_design" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_ring_design_parent_idx" ON "_products_v_version_filter_ring_design" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_ring_enamel_color_order_idx" ON "_products_v_version_filter_ring_enamel_color" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_ring_enamel_color_parent_idx" ON "_products_v_version_filter_ring_enamel_color" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_earrings_type_order_idx" ON "_products_v_version_filter_earrings_type" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_earrings_type_parent_idx" ON "_products_v_version_filter_earrings_type" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_filter_necklace_generation_order_idx" ON "_products_v_version_filter_necklace_generation" USING btree ("order");
  CREATE INDEX "_products_v_version_filter_necklace_generation_parent_idx" ON "_products_v_version_filter_necklace_generation" USING btree ("parent_id");
  CREATE INDEX "_products_v_blocks_hero_order_idx" ON "_products_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_hero_parent_id_idx" ON "_products_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_hero_path_idx" ON "_products_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_hero_image_desktop_idx" ON "_products_v_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "_products_v_blocks_hero_image_mobile_idx" ON "_products_v_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_products_v_blocks_hero_locales_locale_parent_id_unique" ON "_products_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_rich_text_order_idx" ON "_products_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_rich_text_parent_id_idx" ON "_products_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_rich_text_path_idx" ON "_products_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_products_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_quote_order_idx" ON "_products_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_quote_parent_id_idx" ON "_products_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_quote_path_idx" ON "_products_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_quote_locales_locale_parent_id_unique" ON "_products_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_product_list_order_idx" ON "_products_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_product_list_parent_id_idx" ON "_products_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_product_list_path_idx" ON "_products_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_product_list_locales_locale_parent_id_uni" ON "_products_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_card_container_cards_order_idx" ON "_products_v_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_card_container_cards_parent_id_idx" ON "_products_v_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_card_container_cards_image_desktop_idx" ON "_products_v_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_products_v_blocks_card_container_cards_image_mobile_idx" ON "_products_v_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_products_v_blocks_card_container_cards_locales_locale_paren" ON "_products_v_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_card_container_order_idx" ON "_products_v_blocks_card_container" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_card_container_parent_id_idx" ON "_products_v_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_card_container_path_idx" ON "_products_v_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_card_container_locales_locale_parent_id_u" ON "_products_v_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_text_on_media_order_idx" ON "_products_v_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_text_on_media_parent_id_idx" ON "_products_v_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_text_on_media_path_idx" ON "_products_v_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_text_on_media_image_idx" ON "_products_v_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_blocks_text_on_media_locales_locale_parent_id_un" ON "_products_v_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_mpn_idx" ON "_products_v" USING btree ("version_mpn");
  CREATE INDEX "_products_v_version_version_image_main_idx" ON "_products_v" USING btree ("version_image_main_id");
  CREATE INDEX "_products_v_version_version_image_landscape_idx" ON "_products_v" USING btree ("version_image_landscape_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_texts_order_parent" ON "_products_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_products_v_rels_order_idx" ON "_products_v_rels" USING btree ("order");
  CREATE INDEX "_products_v_rels_parent_idx" ON "_products_v_rels" USING btree ("parent_id");
  CREATE INDEX "_products_v_rels_path_idx" ON "_products_v_rels" USING btree ("path");
  CREATE INDEX "_products_v_rels_media_id_idx" ON "_products_v_rels" USING btree ("media_id");
  CREATE INDEX "_products_v_rels_pages_id_idx" ON "_products_v_rels" USING btree ("pages_id");
  CREATE INDEX "_products_v_rels_products_id_idx" ON "_products_v_rels" USING btree ("products_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_desktop_sizes_desktop_filename_idx" ON "media" USING btree ("sizes_desktop_filename");
  CREATE INDEX "media_sizes_mobile_sizes_mobile_filename_idx" ON "media" USING btree ("sizes_mobile_filename");
  CREATE INDEX "media_sizes_placeholder_sizes_placeholder_filename_idx" ON "media" USING btree ("sizes_placeholder_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_opening_times_order_idx" ON "jewelers_opening_times" USING btree ("_order");
  CREATE INDEX "jewelers_opening_times_parent_id_idx" ON "jewelers_opening_times" USING btree ("_parent_id");
  CREATE INDEX "jewelers_opening_exceptions_order_idx" ON "jewelers_opening_exceptions" USING btree ("_order");
  CREATE INDEX "jewelers_opening_exceptions_parent_id_idx" ON "jewelers_opening_exceptions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jewelers_slug_idx" ON "jewelers" USING btree ("slug");
  CREATE INDEX "jewelers_updated_at_idx" ON "jewelers" USING btree ("updated_at");
  CREATE INDEX "jewelers_created_at_idx" ON "jewelers" USING btree ("created_at");
  CREATE INDEX "jewelers_texts_order_parent" ON "jewelers_texts" USING btree ("order","parent_id");
  CREATE INDEX "jewelers_rels_order_idx" ON "jewelers_rels" USING btree ("order");
  CREATE INDEX "jewelers_rels_parent_idx" ON "jewelers_rels" USING btree ("parent_id");
  CREATE INDEX "jewelers_rels_path_idx" ON "jewelers_rels" USING btree ("path");
  CREATE INDEX "jewelers_rels_media_id_idx" ON "jewelers_rels" USING btree ("media_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_jewelers_id_idx" ON "users_rels" USING btree ("jewelers_id");
  CREATE INDEX "admins_sessions_order_idx" ON "admins_sessions" USING btree ("_order");
  CREATE INDEX "admins_sessions_parent_id_idx" ON "admins_sessions" USING btree ("_parent_id");
  CREATE INDEX "admins_updated_at_idx" ON "admins" USING btree ("updated_at");
  CREATE INDEX "admins_created_at_idx" ON "admins" USING btree ("created_at");
  CREATE UNIQUE INDEX "admins_email_idx" ON "admins" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_jewelers_id_idx" ON "payload_locked_documents_rels" USING btree ("jewelers_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_admins_id_idx" ON "payload_locked_documents_rels" USING btree ("admins_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_admins_id_idx" ON "payload_preferences_rels" USING btree ("admins_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "header_nav_order_idx" ON "header_nav" USING btree ("_order");
  CREATE INDEX "header_nav_parent_id_idx" ON "header_nav" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "header_nav_locales_locale_parent_id_unique" ON "header_nav_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "header_rels_order_idx" ON "header_rels" USING btree ("order");
  CREATE INDEX "header_rels_parent_idx" ON "header_rels" USING btree ("parent_id");
  CREATE INDEX "header_rels_path_idx" ON "header_rels" USING btree ("path");
  CREATE INDEX "header_rels_pages_id_idx" ON "header_rels" USING btree ("pages_id");
  CREATE INDEX "header_rels_products_id_idx" ON "header_rels" USING btree ("products_id");
  CREATE INDEX "footer_columns_links_order_idx" ON "footer_columns_links" USING btree ("_order");
  CREATE INDEX "footer_columns_links_parent_id_idx" ON "footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_links_locales_locale_parent_id_unique" ON "footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "footer_locales_locale_parent_id_unique" ON "footer_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_pages_id_idx" ON "footer_rels" USING btree ("pages_id");
  CREATE INDEX "footer_rels_products_id_idx" ON "footer_rels" USING btree ("products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_hero_locales" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_quote_locales" CASCADE;
  DROP TABLE "pages_blocks_product_list" CASCADE;
  DROP TABLE "pages_blocks_product_list_locales" CASCADE;
  DROP TABLE "pages_blocks_card_container_cards" CASCADE;
  DROP TABLE "pages_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_card_container" CASCADE;
  DROP TABLE "pages_blocks_card_container_locales" CASCADE;
  DROP TABLE "pages_blocks_text_on_media" CASCADE;
  DROP TABLE "pages_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list" CASCADE;
  DROP TABLE "_pages_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_container_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_card_container" CASCADE;
  DROP TABLE "_pages_v_blocks_card_container_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_text_on_media" CASCADE;
  DROP TABLE "_pages_v_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "products_filter_alloy" CASCADE;
  DROP TABLE "products_filter_ring_width" CASCADE;
  DROP TABLE "products_filter_ring_diamonds" CASCADE;
  DROP TABLE "products_filter_ring_design" CASCADE;
  DROP TABLE "products_filter_ring_enamel_color" CASCADE;
  DROP TABLE "products_filter_earrings_type" CASCADE;
  DROP TABLE "products_filter_necklace_generation" CASCADE;
  DROP TABLE "products_blocks_hero" CASCADE;
  DROP TABLE "products_blocks_hero_locales" CASCADE;
  DROP TABLE "products_blocks_rich_text" CASCADE;
  DROP TABLE "products_blocks_rich_text_locales" CASCADE;
  DROP TABLE "products_blocks_quote" CASCADE;
  DROP TABLE "products_blocks_quote_locales" CASCADE;
  DROP TABLE "products_blocks_product_list" CASCADE;
  DROP TABLE "products_blocks_product_list_locales" CASCADE;
  DROP TABLE "products_blocks_card_container_cards" CASCADE;
  DROP TABLE "products_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "products_blocks_card_container" CASCADE;
  DROP TABLE "products_blocks_card_container_locales" CASCADE;
  DROP TABLE "products_blocks_text_on_media" CASCADE;
  DROP TABLE "products_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "products_texts" CASCADE;
  DROP TABLE "products_rels" CASCADE;
  DROP TABLE "_products_v_version_filter_alloy" CASCADE;
  DROP TABLE "_products_v_version_filter_ring_width" CASCADE;
  DROP TABLE "_products_v_version_filter_ring_diamonds" CASCADE;
  DROP TABLE "_products_v_version_filter_ring_design" CASCADE;
  DROP TABLE "_products_v_version_filter_ring_enamel_color" CASCADE;
  DROP TABLE "_products_v_version_filter_earrings_type" CASCADE;
  DROP TABLE "_products_v_version_filter_necklace_generation" CASCADE;
  DROP TABLE "_products_v_blocks_hero" CASCADE;
  DROP TABLE "_products_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_products_v_blocks_rich_text" CASCADE;
  DROP TABLE "_products_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_products_v_blocks_quote" CASCADE;
  DROP TABLE "_products_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_products_v_blocks_product_list" CASCADE;
  DROP TABLE "_products_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "_products_v_blocks_card_container_cards" CASCADE;
  DROP TABLE "_products_v_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "_products_v_blocks_card_container" CASCADE;
  DROP TABLE "_products_v_blocks_card_container_locales" CASCADE;
  DROP TABLE "_products_v_blocks_text_on_media" CASCADE;
  DROP TABLE "_products_v_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_products_v_texts" CASCADE;
  DROP TABLE "_products_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "jewelers_opening_times" CASCADE;
  DROP TABLE "jewelers_opening_exceptions" CASCADE;
  DROP TABLE "jewelers" CASCADE;
  DROP TABLE "jewelers_texts" CASCADE;
  DROP TABLE "jewelers_rels" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "users_rels" CASCADE;
  DROP TABLE "admins_sessions" CASCADE;
  DROP TABLE "admins" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "header_nav" CASCADE;
  DROP TABLE "header_nav_locales" CASCADE;
  DROP TABLE "header" CASCADE;
  DROP TABLE "header_rels" CASCADE;
  DROP TABLE "footer_columns_links" CASCADE;
  DROP TABLE "footer_columns_links_locales" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_locales" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_pages_blocks_hero_link_type";
  DROP TYPE "public"."enum_pages_blocks_hero_channel";
  DROP TYPE "public"."enum_pages_blocks_hero_device";
  DROP TYPE "public"."enum_pages_blocks_rich_text_channel";
  DROP TYPE "public"."enum_pages_blocks_rich_text_device";
  DROP TYPE "public"."enum_pages_blocks_quote_style";
  DROP TYPE "public"."enum_pages_blocks_quote_channel";
  DROP TYPE "public"."enum_pages_blocks_quote_device";
  DROP TYPE "public"."enum_pages_blocks_product_list_layout";
  DROP TYPE "public"."enum_pages_blocks_product_list_channel";
  DROP TYPE "public"."enum_pages_blocks_product_list_device";
  DROP TYPE "public"."enum_pages_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_card_container_channel";
  DROP TYPE "public"."enum_pages_blocks_card_container_device";
  DROP TYPE "public"."enum_pages_blocks_text_on_media_channel";
  DROP TYPE "public"."enum_pages_blocks_text_on_media_device";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_hero_channel";
  DROP TYPE "public"."enum__pages_v_blocks_hero_device";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_channel";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_device";
  DROP TYPE "public"."enum__pages_v_blocks_quote_style";
  DROP TYPE "public"."enum__pages_v_blocks_quote_channel";
  DROP TYPE "public"."enum__pages_v_blocks_quote_device";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_layout";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_channel";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_device";
  DROP TYPE "public"."enum__pages_v_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_card_container_channel";
  DROP TYPE "public"."enum__pages_v_blocks_card_container_device";
  DROP TYPE "public"."enum__pages_v_blocks_text_on_media_channel";
  DROP TYPE "public"."enum__pages_v_blocks_text_on_media_device";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_products_filter_alloy";
  DROP TYPE "public"."enum_products_filter_ring_width";
  DROP TYPE "public"."enum_products_filter_ring_diamonds";
  DROP TYPE "public"."enum_products_filter_ring_design";
  DROP TYPE "public"."enum_products_filter_ring_enamel_color";
  DROP TYPE "public"."enum_products_filter_earrings_type";
  DROP TYPE "public"."enum_products_filter_necklace_generation";
  DROP TYPE "public"."enum_products_blocks_hero_link_type";
  DROP TYPE "public"."enum_products_blocks_hero_channel";
  DROP TYPE "public"."enum_products_blocks_hero_device";
  DROP TYPE "public"."enum_products_blocks_rich_text_channel";
  DROP TYPE "public"."enum_products_blocks_rich_text_device";
  DROP TYPE "public"."enum_products_blocks_quote_style";
  DROP TYPE "public"."enum_products_blocks_quote_channel";
  DROP TYPE "public"."enum_products_blocks_quote_device";
  DROP TYPE "public"."enum_products_blocks_product_list_layout";
  DROP TYPE "public"."enum_products_blocks_product_list_channel";
  DROP TYPE "public"."enum_products_blocks_product_list_device";
  DROP TYPE "public"."enum_products_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum_products_blocks_card_container_channel";
  DROP TYPE "public"."enum_products_blocks_card_container_device";
  DROP TYPE "public"."enum_products_blocks_text_on_media_channel";
  DROP TYPE "public"."enum_products_blocks_text_on_media_device";
  DROP TYPE "public"."enum_products_type";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_filter_alloy";
  DROP TYPE "public"."enum__products_v_version_filter_ring_width";
  DROP TYPE "public"."enum__products_v_version_filter_ring_diamonds";
  DROP TYPE "public"."enum__products_v_version_filter_ring_design";
  DROP TYPE "public"."enum__products_v_version_filter_ring_enamel_color";
  DROP TYPE "public"."enum__products_v_version_filter_earrings_type";
  DROP TYPE "public"."enum__products_v_version_filter_necklace_generation";
  DROP TYPE "public"."enum__products_v_blocks_hero_link_type";
  DROP TYPE "public"."enum__products_v_blocks_hero_channel";
  DROP TYPE "public"."enum__products_v_blocks_hero_device";
  DROP TYPE "public"."enum__products_v_blocks_rich_text_channel";
  DROP TYPE "public"."enum__products_v_blocks_rich_text_device";
  DROP TYPE "public"."enum__products_v_blocks_quote_style";
  DROP TYPE "public"."enum__products_v_blocks_quote_channel";
  DROP TYPE "public"."enum__products_v_blocks_quote_device";
  DROP TYPE "public"."enum__products_v_blocks_product_list_layout";
  DROP TYPE "public"."enum__products_v_blocks_product_list_channel";
  DROP TYPE "public"."enum__products_v_blocks_product_list_device";
  DROP TYPE "public"."enum__products_v_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum__products_v_blocks_card_container_channel";
  DROP TYPE "public"."enum__products_v_blocks_card_container_device";
  DROP TYPE "public"."enum__products_v_blocks_text_on_media_channel";
  DROP TYPE "public"."enum__products_v_blocks_text_on_media_device";
  DROP TYPE "public"."enum__products_v_version_type";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_jewelers_opening_times_weekday";
  DROP TYPE "public"."enum_jewelers_type";
  DROP TYPE "public"."enum_jewelers_currency";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_users_title";
  DROP TYPE "public"."enum_users_gender";
  DROP TYPE "public"."enum_users_language";
  DROP TYPE "public"."enum_users_currency";
  DROP TYPE "public"."enum_admins_role";
  DROP TYPE "public"."enum_header_nav_link_type";
  DROP TYPE "public"."enum_footer_columns_links_link_type";`)
}
