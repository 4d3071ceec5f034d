import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_jeweler_content_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_jeweler_content_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_jeweler_content_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_jeweler_content_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum_jewelers_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum_jewelers_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_jewelers_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jewelers_v_version_opening_times_weekday" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TYPE "public"."enum__jewelers_v_blocks_hero_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_hero_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_hero_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_rich_text_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_rich_text_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_quote_style" AS ENUM('quoteOnBackgroundHandwriting', 'quoteOnBackgroundBlockLetters', 'quoteLeft', 'quoteRight', 'textOnly');
  CREATE TYPE "public"."enum__jewelers_v_blocks_quote_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_quote_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_product_list_layout" AS ENUM('single', 'double', 'triple', 'highlight');
  CREATE TYPE "public"."enum__jewelers_v_blocks_product_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_product_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_text_on_media_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_text_on_media_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__jewelers_v_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_version_type" AS ENUM('boutique', 'lounge', 'jeweler');
  CREATE TYPE "public"."enum__jewelers_v_version_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW', 'GBP');
  CREATE TYPE "public"."enum__jewelers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jewelers_v_published_locale" AS ENUM('de', 'en', 'ja', 'zh-hans', 'ko');
  CREATE TABLE "pages_blocks_jeweler_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"channel" "enum_pages_blocks_jeweler_content_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_jeweler_content_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_jeweler_content" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"note" varchar,
  	"channel" "enum__pages_v_blocks_jeweler_content_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_jeweler_content_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum_jewelers_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_jewelers_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_hero_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_rich_text_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum_jewelers_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_headline_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum_jewelers_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum_jewelers_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_quote_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"layout" "enum_jewelers_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum_jewelers_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_product_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_set_carousel_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum_jewelers_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum_jewelers_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum_jewelers_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_technical_data_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_jewelers_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer
  );
  
  CREATE TABLE "jewelers_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_jewelers_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer
  );
  
  CREATE TABLE "jewelers_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_large_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_jewelers_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "jewelers_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_teaser_boxes_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_jewelers_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "jewelers_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum_jewelers_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_text_on_media_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum_jewelers_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_image_parallax_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "jewelers_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_image_slideshow_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum_jewelers_blocks_video_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_video_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum_jewelers_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_youtube_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum_jewelers_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_audio_player_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_download_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_accordion_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_jewelers_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "jewelers_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_jewelers_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_contact_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_jewelers_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_jewelers_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_banner_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum_jewelers_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_iframe_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_version_opening_times" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"weekday" "enum__jewelers_v_version_opening_times_weekday",
  	"open" varchar,
  	"close" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_version_opening_exceptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"closed" boolean DEFAULT true,
  	"open" varchar,
  	"close" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"overlay" boolean DEFAULT false,
  	"link_type" "enum__jewelers_v_blocks_hero_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_hero_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_hero_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_hero_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_rich_text_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_rich_text_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_rich_text_locales" (
  	"heading" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_headline_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"author" varchar,
  	"style" "enum__jewelers_v_blocks_quote_style" DEFAULT 'quoteLeft',
  	"channel" "enum__jewelers_v_blocks_quote_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_quote_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_quote_locales" (
  	"quote" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_product_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"layout" "enum__jewelers_v_blocks_product_list_layout" DEFAULT 'triple',
  	"channel" "enum__jewelers_v_blocks_product_list_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_product_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_product_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_set_carousel_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum__jewelers_v_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum__jewelers_v_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_technical_data_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__jewelers_v_blocks_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_card_container_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__jewelers_v_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_large_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__jewelers_v_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_teaser_boxes_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__jewelers_v_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_text_on_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"channel" "enum__jewelers_v_blocks_text_on_media_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_text_on_media_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_text_on_media_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum__jewelers_v_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_image_parallax_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_image_slideshow_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum__jewelers_v_blocks_video_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_video_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum__jewelers_v_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_youtube_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum__jewelers_v_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_audio_player_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_download_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_accordion_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__jewelers_v_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__jewelers_v_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_contact_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__jewelers_v_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__jewelers_v_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_banner_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum__jewelers_v_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_iframe_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jewelers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_type" "enum__jewelers_v_version_type" DEFAULT 'jeweler',
  	"version_address" varchar,
  	"version_zip" varchar,
  	"version_city" varchar,
  	"version_country" varchar,
  	"version_phone" varchar,
  	"version_fax" varchar,
  	"version_whatsapp" varchar,
  	"version_email" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_currency" "enum__jewelers_v_version_currency" DEFAULT 'EUR',
  	"version_uuid" varchar,
  	"version_first_published_at" timestamp(3) with time zone,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jewelers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jewelers_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_jewelers_v_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "_jewelers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"pages_id" integer,
  	"products_id" integer,
  	"downloads_id" integer
  );
  
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "weekday" DROP NOT NULL;
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "open" DROP NOT NULL;
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "close" DROP NOT NULL;
  ALTER TABLE "jewelers_opening_exceptions" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "type" DROP NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "latitude" DROP NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "longitude" DROP NOT NULL;
  ALTER TABLE "pages" ADD COLUMN "uuid" varchar;
  ALTER TABLE "pages" ADD COLUMN "first_published_at" timestamp(3) with time zone;
  ALTER TABLE "pages" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_uuid" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_first_published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "version_published_at" timestamp(3) with time zone;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "products" ADD COLUMN "uuid" varchar;
  ALTER TABLE "products" ADD COLUMN "first_published_at" timestamp(3) with time zone;
  ALTER TABLE "products" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_uuid" varchar;
  ALTER TABLE "_products_v" ADD COLUMN "version_first_published_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "version_published_at" timestamp(3) with time zone;
  ALTER TABLE "_products_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "jewelers" ADD COLUMN "uuid" varchar;
  ALTER TABLE "jewelers" ADD COLUMN "first_published_at" timestamp(3) with time zone;
  ALTER TABLE "jewelers" ADD COLUMN "published_at" timestamp(3) with time zone;
  ALTER TABLE "jewelers" ADD COLUMN "_status" "enum_jewelers_status" DEFAULT 'draft';
  ALTER TABLE "jewelers_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "jewelers_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "jewelers_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "pages_blocks_jeweler_content" ADD CONSTRAINT "pages_blocks_jeweler_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_jeweler_content" ADD CONSTRAINT "_pages_v_blocks_jeweler_content_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_hero" ADD CONSTRAINT "jewelers_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_hero" ADD CONSTRAINT "jewelers_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_hero" ADD CONSTRAINT "jewelers_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_hero_locales" ADD CONSTRAINT "jewelers_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_rich_text" ADD CONSTRAINT "jewelers_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_rich_text_locales" ADD CONSTRAINT "jewelers_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_headline" ADD CONSTRAINT "jewelers_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_headline_locales" ADD CONSTRAINT "jewelers_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_quote" ADD CONSTRAINT "jewelers_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_quote_locales" ADD CONSTRAINT "jewelers_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_product_list" ADD CONSTRAINT "jewelers_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_product_list_locales" ADD CONSTRAINT "jewelers_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_set_carousel" ADD CONSTRAINT "jewelers_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_set_carousel_locales" ADD CONSTRAINT "jewelers_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_technical_data_rows" ADD CONSTRAINT "jewelers_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_technical_data_rows_locales" ADD CONSTRAINT "jewelers_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_technical_data" ADD CONSTRAINT "jewelers_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_technical_data" ADD CONSTRAINT "jewelers_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_technical_data_locales" ADD CONSTRAINT "jewelers_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards" ADD CONSTRAINT "jewelers_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards" ADD CONSTRAINT "jewelers_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards" ADD CONSTRAINT "jewelers_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards" ADD CONSTRAINT "jewelers_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards" ADD CONSTRAINT "jewelers_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_cards_locales" ADD CONSTRAINT "jewelers_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container" ADD CONSTRAINT "jewelers_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_card_container_locales" ADD CONSTRAINT "jewelers_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_cards_locales" ADD CONSTRAINT "jewelers_blocks_large_card_container_cards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container" ADD CONSTRAINT "jewelers_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_large_card_container_locales" ADD CONSTRAINT "jewelers_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_teaser_boxes_boxes" ADD CONSTRAINT "jewelers_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_teaser_boxes_boxes" ADD CONSTRAINT "jewelers_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "jewelers_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_teaser_boxes" ADD CONSTRAINT "jewelers_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_teaser_boxes_locales" ADD CONSTRAINT "jewelers_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_tiles_tiles" ADD CONSTRAINT "jewelers_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_tiles_tiles" ADD CONSTRAINT "jewelers_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_tiles_tiles_locales" ADD CONSTRAINT "jewelers_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_tiles" ADD CONSTRAINT "jewelers_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_tiles_locales" ADD CONSTRAINT "jewelers_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_text_on_media" ADD CONSTRAINT "jewelers_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_text_on_media" ADD CONSTRAINT "jewelers_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_text_on_media_locales" ADD CONSTRAINT "jewelers_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_parallax" ADD CONSTRAINT "jewelers_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_parallax" ADD CONSTRAINT "jewelers_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_parallax" ADD CONSTRAINT "jewelers_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_parallax_locales" ADD CONSTRAINT "jewelers_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides" ADD CONSTRAINT "jewelers_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides" ADD CONSTRAINT "jewelers_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides" ADD CONSTRAINT "jewelers_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "jewelers_blocks_image_slideshow_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow" ADD CONSTRAINT "jewelers_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_image_slideshow_locales" ADD CONSTRAINT "jewelers_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_video" ADD CONSTRAINT "jewelers_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_video" ADD CONSTRAINT "jewelers_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_video" ADD CONSTRAINT "jewelers_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_video" ADD CONSTRAINT "jewelers_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_video_locales" ADD CONSTRAINT "jewelers_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_youtube" ADD CONSTRAINT "jewelers_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_youtube" ADD CONSTRAINT "jewelers_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_youtube_locales" ADD CONSTRAINT "jewelers_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_audio_player" ADD CONSTRAINT "jewelers_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_audio_player" ADD CONSTRAINT "jewelers_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_audio_player" ADD CONSTRAINT "jewelers_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_audio_player_locales" ADD CONSTRAINT "jewelers_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_download_list" ADD CONSTRAINT "jewelers_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_download_list_locales" ADD CONSTRAINT "jewelers_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_accordion_items" ADD CONSTRAINT "jewelers_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_accordion_items_locales" ADD CONSTRAINT "jewelers_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_accordion" ADD CONSTRAINT "jewelers_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_accordion_locales" ADD CONSTRAINT "jewelers_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_tiles_tiles" ADD CONSTRAINT "jewelers_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "jewelers_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_tiles" ADD CONSTRAINT "jewelers_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_contact_tiles_locales" ADD CONSTRAINT "jewelers_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_banner" ADD CONSTRAINT "jewelers_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_banner_locales" ADD CONSTRAINT "jewelers_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_iframe" ADD CONSTRAINT "jewelers_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_iframe_locales" ADD CONSTRAINT "jewelers_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_version_opening_times" ADD CONSTRAINT "_jewelers_v_version_opening_times_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_version_opening_exceptions" ADD CONSTRAINT "_jewelers_v_version_opening_exceptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_hero" ADD CONSTRAINT "_jewelers_v_blocks_hero_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_hero" ADD CONSTRAINT "_jewelers_v_blocks_hero_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_hero" ADD CONSTRAINT "_jewelers_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_hero_locales" ADD CONSTRAINT "_jewelers_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_rich_text" ADD CONSTRAINT "_jewelers_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_rich_text_locales" ADD CONSTRAINT "_jewelers_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_headline" ADD CONSTRAINT "_jewelers_v_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_headline_locales" ADD CONSTRAINT "_jewelers_v_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_quote" ADD CONSTRAINT "_jewelers_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_quote_locales" ADD CONSTRAINT "_jewelers_v_blocks_quote_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_product_list" ADD CONSTRAINT "_jewelers_v_blocks_product_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_product_list_locales" ADD CONSTRAINT "_jewelers_v_blocks_product_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_product_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_set_carousel" ADD CONSTRAINT "_jewelers_v_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_set_carousel_locales" ADD CONSTRAINT "_jewelers_v_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_technical_data_rows" ADD CONSTRAINT "_jewelers_v_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_technical_data_rows_locales" ADD CONSTRAINT "_jewelers_v_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_technical_data" ADD CONSTRAINT "_jewelers_v_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_technical_data" ADD CONSTRAINT "_jewelers_v_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_technical_data_locales" ADD CONSTRAINT "_jewelers_v_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards_locales" ADD CONSTRAINT "_jewelers_v_blocks_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container" ADD CONSTRAINT "_jewelers_v_blocks_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_card_container_locales" ADD CONSTRAINT "_jewelers_v_blocks_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards_locales" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_cards_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_locales" ADD CONSTRAINT "_jewelers_v_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_jewelers_v_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_jewelers_v_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "_jewelers_v_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes" ADD CONSTRAINT "_jewelers_v_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_locales" ADD CONSTRAINT "_jewelers_v_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_tiles_tiles" ADD CONSTRAINT "_jewelers_v_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_tiles_tiles" ADD CONSTRAINT "_jewelers_v_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_tiles_tiles_locales" ADD CONSTRAINT "_jewelers_v_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_tiles" ADD CONSTRAINT "_jewelers_v_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_tiles_locales" ADD CONSTRAINT "_jewelers_v_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_text_on_media" ADD CONSTRAINT "_jewelers_v_blocks_text_on_media_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_text_on_media" ADD CONSTRAINT "_jewelers_v_blocks_text_on_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_text_on_media_locales" ADD CONSTRAINT "_jewelers_v_blocks_text_on_media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_text_on_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_parallax" ADD CONSTRAINT "_jewelers_v_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_parallax" ADD CONSTRAINT "_jewelers_v_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_parallax" ADD CONSTRAINT "_jewelers_v_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_parallax_locales" ADD CONSTRAINT "_jewelers_v_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_slides_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_locales" ADD CONSTRAINT "_jewelers_v_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_video" ADD CONSTRAINT "_jewelers_v_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_video" ADD CONSTRAINT "_jewelers_v_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_video" ADD CONSTRAINT "_jewelers_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_video" ADD CONSTRAINT "_jewelers_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_video_locales" ADD CONSTRAINT "_jewelers_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_youtube" ADD CONSTRAINT "_jewelers_v_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_youtube" ADD CONSTRAINT "_jewelers_v_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_youtube_locales" ADD CONSTRAINT "_jewelers_v_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_audio_player" ADD CONSTRAINT "_jewelers_v_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_audio_player" ADD CONSTRAINT "_jewelers_v_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_audio_player" ADD CONSTRAINT "_jewelers_v_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_audio_player_locales" ADD CONSTRAINT "_jewelers_v_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_download_list" ADD CONSTRAINT "_jewelers_v_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_download_list_locales" ADD CONSTRAINT "_jewelers_v_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_accordion_items" ADD CONSTRAINT "_jewelers_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_accordion_items_locales" ADD CONSTRAINT "_jewelers_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_accordion" ADD CONSTRAINT "_jewelers_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_accordion_locales" ADD CONSTRAINT "_jewelers_v_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_tiles" ADD CONSTRAINT "_jewelers_v_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "_jewelers_v_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles" ADD CONSTRAINT "_jewelers_v_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_locales" ADD CONSTRAINT "_jewelers_v_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_banner" ADD CONSTRAINT "_jewelers_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_banner_locales" ADD CONSTRAINT "_jewelers_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_iframe" ADD CONSTRAINT "_jewelers_v_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_iframe_locales" ADD CONSTRAINT "_jewelers_v_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v" ADD CONSTRAINT "_jewelers_v_parent_id_jewelers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_texts" ADD CONSTRAINT "_jewelers_v_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_rels" ADD CONSTRAINT "_jewelers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_rels" ADD CONSTRAINT "_jewelers_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_rels" ADD CONSTRAINT "_jewelers_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_rels" ADD CONSTRAINT "_jewelers_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_rels" ADD CONSTRAINT "_jewelers_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_jeweler_content_order_idx" ON "pages_blocks_jeweler_content" USING btree ("_order");
  CREATE INDEX "pages_blocks_jeweler_content_parent_id_idx" ON "pages_blocks_jeweler_content" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_jeweler_content_path_idx" ON "pages_blocks_jeweler_content" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_jeweler_content_order_idx" ON "_pages_v_blocks_jeweler_content" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_jeweler_content_parent_id_idx" ON "_pages_v_blocks_jeweler_content" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_jeweler_content_path_idx" ON "_pages_v_blocks_jeweler_content" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_hero_order_idx" ON "jewelers_blocks_hero" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_hero_parent_id_idx" ON "jewelers_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_hero_path_idx" ON "jewelers_blocks_hero" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_hero_image_desktop_idx" ON "jewelers_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "jewelers_blocks_hero_image_mobile_idx" ON "jewelers_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "jewelers_blocks_hero_locales_locale_parent_id_unique" ON "jewelers_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_rich_text_order_idx" ON "jewelers_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_rich_text_parent_id_idx" ON "jewelers_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_rich_text_path_idx" ON "jewelers_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_rich_text_locales_locale_parent_id_unique" ON "jewelers_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_headline_order_idx" ON "jewelers_blocks_headline" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_headline_parent_id_idx" ON "jewelers_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_headline_path_idx" ON "jewelers_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_headline_locales_locale_parent_id_unique" ON "jewelers_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_quote_order_idx" ON "jewelers_blocks_quote" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_quote_parent_id_idx" ON "jewelers_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_quote_path_idx" ON "jewelers_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_quote_locales_locale_parent_id_unique" ON "jewelers_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_product_list_order_idx" ON "jewelers_blocks_product_list" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_product_list_parent_id_idx" ON "jewelers_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_product_list_path_idx" ON "jewelers_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_product_list_locales_locale_parent_id_unique" ON "jewelers_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_set_carousel_order_idx" ON "jewelers_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_set_carousel_parent_id_idx" ON "jewelers_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_set_carousel_path_idx" ON "jewelers_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_set_carousel_locales_locale_parent_id_unique" ON "jewelers_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_technical_data_rows_order_idx" ON "jewelers_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_technical_data_rows_parent_id_idx" ON "jewelers_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jewelers_blocks_technical_data_rows_locales_locale_parent_id" ON "jewelers_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_technical_data_order_idx" ON "jewelers_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_technical_data_parent_id_idx" ON "jewelers_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_technical_data_path_idx" ON "jewelers_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_technical_data_product_idx" ON "jewelers_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "jewelers_blocks_technical_data_locales_locale_parent_id_uniq" ON "jewelers_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_card_container_cards_order_idx" ON "jewelers_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_card_container_cards_parent_id_idx" ON "jewelers_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_card_container_cards_image_desktop_idx" ON "jewelers_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "jewelers_blocks_card_container_cards_image_mobile_idx" ON "jewelers_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "jewelers_blocks_card_container_cards_video_desktop_idx" ON "jewelers_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "jewelers_blocks_card_container_cards_video_mobile_idx" ON "jewelers_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "jewelers_blocks_card_container_cards_locales_locale_parent_i" ON "jewelers_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_card_container_order_idx" ON "jewelers_blocks_card_container" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_card_container_parent_id_idx" ON "jewelers_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_card_container_path_idx" ON "jewelers_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_card_container_locales_locale_parent_id_uniq" ON "jewelers_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_order_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_parent_id_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_image_desktop_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_image_mobile_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_video_desktop_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "jewelers_blocks_large_card_container_cards_video_mobile_idx" ON "jewelers_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "jewelers_blocks_large_card_container_cards_locales_locale_pa" ON "jewelers_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_large_card_container_order_idx" ON "jewelers_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_large_card_container_parent_id_idx" ON "jewelers_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_large_card_container_path_idx" ON "jewelers_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_large_card_container_locales_locale_parent_i" ON "jewelers_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_teaser_boxes_boxes_order_idx" ON "jewelers_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_teaser_boxes_boxes_parent_id_idx" ON "jewelers_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_teaser_boxes_boxes_image_idx" ON "jewelers_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "jewelers_blocks_teaser_boxes_boxes_locales_locale_parent_id_" ON "jewelers_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_teaser_boxes_order_idx" ON "jewelers_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_teaser_boxes_parent_id_idx" ON "jewelers_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_teaser_boxes_path_idx" ON "jewelers_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_teaser_boxes_locales_locale_parent_id_unique" ON "jewelers_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_tiles_tiles_order_idx" ON "jewelers_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_tiles_tiles_parent_id_idx" ON "jewelers_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_tiles_tiles_image_idx" ON "jewelers_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "jewelers_blocks_tiles_tiles_locales_locale_parent_id_unique" ON "jewelers_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_tiles_order_idx" ON "jewelers_blocks_tiles" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_tiles_parent_id_idx" ON "jewelers_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_tiles_path_idx" ON "jewelers_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_tiles_locales_locale_parent_id_unique" ON "jewelers_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_text_on_media_order_idx" ON "jewelers_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_text_on_media_parent_id_idx" ON "jewelers_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_text_on_media_path_idx" ON "jewelers_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_text_on_media_image_idx" ON "jewelers_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "jewelers_blocks_text_on_media_locales_locale_parent_id_uniqu" ON "jewelers_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_image_parallax_order_idx" ON "jewelers_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_image_parallax_parent_id_idx" ON "jewelers_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_image_parallax_path_idx" ON "jewelers_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_image_parallax_image_idx" ON "jewelers_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "jewelers_blocks_image_parallax_image_mobile_idx" ON "jewelers_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "jewelers_blocks_image_parallax_locales_locale_parent_id_uniq" ON "jewelers_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_image_slideshow_slides_order_idx" ON "jewelers_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_image_slideshow_slides_parent_id_idx" ON "jewelers_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_image_slideshow_slides_image_desktop_idx" ON "jewelers_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "jewelers_blocks_image_slideshow_slides_image_mobile_idx" ON "jewelers_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "jewelers_blocks_image_slideshow_slides_locales_locale_parent" ON "jewelers_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_image_slideshow_order_idx" ON "jewelers_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_image_slideshow_parent_id_idx" ON "jewelers_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_image_slideshow_path_idx" ON "jewelers_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_image_slideshow_locales_locale_parent_id_uni" ON "jewelers_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_video_order_idx" ON "jewelers_blocks_video" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_video_parent_id_idx" ON "jewelers_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_video_path_idx" ON "jewelers_blocks_video" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_video_video_desktop_idx" ON "jewelers_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "jewelers_blocks_video_video_mobile_idx" ON "jewelers_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "jewelers_blocks_video_poster_idx" ON "jewelers_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "jewelers_blocks_video_locales_locale_parent_id_unique" ON "jewelers_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_youtube_order_idx" ON "jewelers_blocks_youtube" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_youtube_parent_id_idx" ON "jewelers_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_youtube_path_idx" ON "jewelers_blocks_youtube" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_youtube_poster_idx" ON "jewelers_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "jewelers_blocks_youtube_locales_locale_parent_id_unique" ON "jewelers_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_audio_player_order_idx" ON "jewelers_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_audio_player_parent_id_idx" ON "jewelers_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_audio_player_path_idx" ON "jewelers_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_audio_player_audio_idx" ON "jewelers_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "jewelers_blocks_audio_player_image_idx" ON "jewelers_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "jewelers_blocks_audio_player_locales_locale_parent_id_unique" ON "jewelers_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_download_list_order_idx" ON "jewelers_blocks_download_list" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_download_list_parent_id_idx" ON "jewelers_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_download_list_path_idx" ON "jewelers_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_download_list_locales_locale_parent_id_uniqu" ON "jewelers_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_accordion_items_order_idx" ON "jewelers_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_accordion_items_parent_id_idx" ON "jewelers_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jewelers_blocks_accordion_items_locales_locale_parent_id_uni" ON "jewelers_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_accordion_order_idx" ON "jewelers_blocks_accordion" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_accordion_parent_id_idx" ON "jewelers_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_accordion_path_idx" ON "jewelers_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_accordion_locales_locale_parent_id_unique" ON "jewelers_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_contact_tiles_tiles_order_idx" ON "jewelers_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_contact_tiles_tiles_parent_id_idx" ON "jewelers_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "jewelers_blocks_contact_tiles_tiles_locales_locale_parent_id" ON "jewelers_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_contact_tiles_order_idx" ON "jewelers_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_contact_tiles_parent_id_idx" ON "jewelers_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_contact_tiles_path_idx" ON "jewelers_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_contact_tiles_locales_locale_parent_id_uniqu" ON "jewelers_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_banner_order_idx" ON "jewelers_blocks_banner" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_banner_parent_id_idx" ON "jewelers_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_banner_path_idx" ON "jewelers_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_banner_locales_locale_parent_id_unique" ON "jewelers_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_iframe_order_idx" ON "jewelers_blocks_iframe" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_iframe_parent_id_idx" ON "jewelers_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_iframe_path_idx" ON "jewelers_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_iframe_locales_locale_parent_id_unique" ON "jewelers_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_version_opening_times_order_idx" ON "_jewelers_v_version_opening_times" USING btree ("_order");
  CREATE INDEX "_jewelers_v_version_opening_times_parent_id_idx" ON "_jewelers_v_version_opening_times" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_version_opening_exceptions_order_idx" ON "_jewelers_v_version_opening_exceptions" USING btree ("_order");
  CREATE INDEX "_jewelers_v_version_opening_exceptions_parent_id_idx" ON "_jewelers_v_version_opening_exceptions" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_hero_order_idx" ON "_jewelers_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_hero_parent_id_idx" ON "_jewelers_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_hero_path_idx" ON "_jewelers_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_hero_image_desktop_idx" ON "_jewelers_v_blocks_hero" USING btree ("image_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_hero_image_mobile_idx" ON "_jewelers_v_blocks_hero" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_hero_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_rich_text_order_idx" ON "_jewelers_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_rich_text_parent_id_idx" ON "_jewelers_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_rich_text_path_idx" ON "_jewelers_v_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_headline_order_idx" ON "_jewelers_v_blocks_headline" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_headline_parent_id_idx" ON "_jewelers_v_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_headline_path_idx" ON "_jewelers_v_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_headline_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_quote_order_idx" ON "_jewelers_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_quote_parent_id_idx" ON "_jewelers_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_quote_path_idx" ON "_jewelers_v_blocks_quote" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_quote_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_quote_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_product_list_order_idx" ON "_jewelers_v_blocks_product_list" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_product_list_parent_id_idx" ON "_jewelers_v_blocks_product_list" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_product_list_path_idx" ON "_jewelers_v_blocks_product_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_product_list_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_product_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_set_carousel_order_idx" ON "_jewelers_v_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_set_carousel_parent_id_idx" ON "_jewelers_v_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_set_carousel_path_idx" ON "_jewelers_v_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_set_carousel_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_technical_data_rows_order_idx" ON "_jewelers_v_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_technical_data_rows_parent_id_idx" ON "_jewelers_v_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_technical_data_rows_locales_locale_parent" ON "_jewelers_v_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_technical_data_order_idx" ON "_jewelers_v_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_technical_data_parent_id_idx" ON "_jewelers_v_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_technical_data_path_idx" ON "_jewelers_v_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_technical_data_product_idx" ON "_jewelers_v_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_technical_data_locales_locale_parent_id_u" ON "_jewelers_v_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_order_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_parent_id_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_image_desktop_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_image_mobile_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_video_desktop_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_cards_video_mobile_idx" ON "_jewelers_v_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_card_container_cards_locales_locale_paren" ON "_jewelers_v_blocks_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_order_idx" ON "_jewelers_v_blocks_card_container" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_card_container_parent_id_idx" ON "_jewelers_v_blocks_card_container" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_card_container_path_idx" ON "_jewelers_v_blocks_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_card_container_locales_locale_parent_id_u" ON "_jewelers_v_blocks_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_order_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_parent_id_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_image_desk_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_image_mobi_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_video_desk_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_cards_video_mobi_idx" ON "_jewelers_v_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_large_card_container_cards_locales_locale" ON "_jewelers_v_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_order_idx" ON "_jewelers_v_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_parent_id_idx" ON "_jewelers_v_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_large_card_container_path_idx" ON "_jewelers_v_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_large_card_container_locales_locale_paren" ON "_jewelers_v_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_boxes_order_idx" ON "_jewelers_v_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_boxes_parent_id_idx" ON "_jewelers_v_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_boxes_image_idx" ON "_jewelers_v_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_teaser_boxes_boxes_locales_locale_parent_" ON "_jewelers_v_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_order_idx" ON "_jewelers_v_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_parent_id_idx" ON "_jewelers_v_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_teaser_boxes_path_idx" ON "_jewelers_v_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_teaser_boxes_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_tiles_tiles_order_idx" ON "_jewelers_v_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_tiles_tiles_parent_id_idx" ON "_jewelers_v_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_tiles_tiles_image_idx" ON "_jewelers_v_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_tiles_tiles_locales_locale_parent_id_uniq" ON "_jewelers_v_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_tiles_order_idx" ON "_jewelers_v_blocks_tiles" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_tiles_parent_id_idx" ON "_jewelers_v_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_tiles_path_idx" ON "_jewelers_v_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_tiles_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_text_on_media_order_idx" ON "_jewelers_v_blocks_text_on_media" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_text_on_media_parent_id_idx" ON "_jewelers_v_blocks_text_on_media" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_text_on_media_path_idx" ON "_jewelers_v_blocks_text_on_media" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_text_on_media_image_idx" ON "_jewelers_v_blocks_text_on_media" USING btree ("image_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_text_on_media_locales_locale_parent_id_un" ON "_jewelers_v_blocks_text_on_media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_parallax_order_idx" ON "_jewelers_v_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_image_parallax_parent_id_idx" ON "_jewelers_v_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_parallax_path_idx" ON "_jewelers_v_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_image_parallax_image_idx" ON "_jewelers_v_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "_jewelers_v_blocks_image_parallax_image_mobile_idx" ON "_jewelers_v_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_image_parallax_locales_locale_parent_id_u" ON "_jewelers_v_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_slides_order_idx" ON "_jewelers_v_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_slides_parent_id_idx" ON "_jewelers_v_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_slides_image_desktop_idx" ON "_jewelers_v_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_slides_image_mobile_idx" ON "_jewelers_v_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_image_slideshow_slides_locales_locale_par" ON "_jewelers_v_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_order_idx" ON "_jewelers_v_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_parent_id_idx" ON "_jewelers_v_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_image_slideshow_path_idx" ON "_jewelers_v_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_image_slideshow_locales_locale_parent_id_" ON "_jewelers_v_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_video_order_idx" ON "_jewelers_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_video_parent_id_idx" ON "_jewelers_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_video_path_idx" ON "_jewelers_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_video_video_desktop_idx" ON "_jewelers_v_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "_jewelers_v_blocks_video_video_mobile_idx" ON "_jewelers_v_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "_jewelers_v_blocks_video_poster_idx" ON "_jewelers_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_video_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_youtube_order_idx" ON "_jewelers_v_blocks_youtube" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_youtube_parent_id_idx" ON "_jewelers_v_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_youtube_path_idx" ON "_jewelers_v_blocks_youtube" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_youtube_poster_idx" ON "_jewelers_v_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_youtube_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_audio_player_order_idx" ON "_jewelers_v_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_audio_player_parent_id_idx" ON "_jewelers_v_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_audio_player_path_idx" ON "_jewelers_v_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_audio_player_audio_idx" ON "_jewelers_v_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "_jewelers_v_blocks_audio_player_image_idx" ON "_jewelers_v_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_audio_player_locales_locale_parent_id_uni" ON "_jewelers_v_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_download_list_order_idx" ON "_jewelers_v_blocks_download_list" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_download_list_parent_id_idx" ON "_jewelers_v_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_download_list_path_idx" ON "_jewelers_v_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_download_list_locales_locale_parent_id_un" ON "_jewelers_v_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_accordion_items_order_idx" ON "_jewelers_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_accordion_items_parent_id_idx" ON "_jewelers_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_accordion_items_locales_locale_parent_id_" ON "_jewelers_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_accordion_order_idx" ON "_jewelers_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_accordion_parent_id_idx" ON "_jewelers_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_accordion_path_idx" ON "_jewelers_v_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_accordion_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_contact_tiles_tiles_order_idx" ON "_jewelers_v_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_contact_tiles_tiles_parent_id_idx" ON "_jewelers_v_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_contact_tiles_tiles_locales_locale_parent" ON "_jewelers_v_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_contact_tiles_order_idx" ON "_jewelers_v_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_contact_tiles_parent_id_idx" ON "_jewelers_v_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_contact_tiles_path_idx" ON "_jewelers_v_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_contact_tiles_locales_locale_parent_id_un" ON "_jewelers_v_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_banner_order_idx" ON "_jewelers_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_banner_parent_id_idx" ON "_jewelers_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_banner_path_idx" ON "_jewelers_v_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_banner_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_iframe_order_idx" ON "_jewelers_v_blocks_iframe" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_iframe_parent_id_idx" ON "_jewelers_v_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_iframe_path_idx" ON "_jewelers_v_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_iframe_locales_locale_parent_id_unique" ON "_jewelers_v_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_parent_idx" ON "_jewelers_v" USING btree ("parent_id");
  CREATE INDEX "_jewelers_v_version_version_slug_idx" ON "_jewelers_v" USING btree ("version_slug");
  CREATE INDEX "_jewelers_v_version_version_uuid_idx" ON "_jewelers_v" USING btree ("version_uuid");
  CREATE INDEX "_jewelers_v_version_version_updated_at_idx" ON "_jewelers_v" USING btree ("version_updated_at");
  CREATE INDEX "_jewelers_v_version_version_created_at_idx" ON "_jewelers_v" USING btree ("version_created_at");
  CREATE INDEX "_jewelers_v_version_version__status_idx" ON "_jewelers_v" USING btree ("version__status");
  CREATE INDEX "_jewelers_v_created_at_idx" ON "_jewelers_v" USING btree ("created_at");
  CREATE INDEX "_jewelers_v_updated_at_idx" ON "_jewelers_v" USING btree ("updated_at");
  CREATE INDEX "_jewelers_v_snapshot_idx" ON "_jewelers_v" USING btree ("snapshot");
  CREATE INDEX "_jewelers_v_published_locale_idx" ON "_jewelers_v" USING btree ("published_locale");
  CREATE INDEX "_jewelers_v_latest_idx" ON "_jewelers_v" USING btree ("latest");
  CREATE INDEX "_jewelers_v_autosave_idx" ON "_jewelers_v" USING btree ("autosave");
  CREATE INDEX "_jewelers_v_texts_order_parent" ON "_jewelers_v_texts" USING btree ("order","parent_id");
  CREATE INDEX "_jewelers_v_rels_order_idx" ON "_jewelers_v_rels" USING btree ("order");
  CREATE INDEX "_jewelers_v_rels_parent_idx" ON "_jewelers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_jewelers_v_rels_path_idx" ON "_jewelers_v_rels" USING btree ("path");
  CREATE INDEX "_jewelers_v_rels_media_id_idx" ON "_jewelers_v_rels" USING btree ("media_id");
  CREATE INDEX "_jewelers_v_rels_pages_id_idx" ON "_jewelers_v_rels" USING btree ("pages_id");
  CREATE INDEX "_jewelers_v_rels_products_id_idx" ON "_jewelers_v_rels" USING btree ("products_id");
  CREATE INDEX "_jewelers_v_rels_downloads_id_idx" ON "_jewelers_v_rels" USING btree ("downloads_id");
  ALTER TABLE "jewelers_rels" ADD CONSTRAINT "jewelers_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_rels" ADD CONSTRAINT "jewelers_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_rels" ADD CONSTRAINT "jewelers_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_uuid_idx" ON "pages" USING btree ("uuid");
  CREATE INDEX "_pages_v_version_version_uuid_idx" ON "_pages_v" USING btree ("version_uuid");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "products_uuid_idx" ON "products" USING btree ("uuid");
  CREATE INDEX "_products_v_version_version_uuid_idx" ON "_products_v" USING btree ("version_uuid");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "jewelers_uuid_idx" ON "jewelers" USING btree ("uuid");
  CREATE INDEX "jewelers__status_idx" ON "jewelers" USING btree ("_status");
  CREATE INDEX "jewelers_rels_pages_id_idx" ON "jewelers_rels" USING btree ("pages_id");
  CREATE INDEX "jewelers_rels_products_id_idx" ON "jewelers_rels" USING btree ("products_id");
  CREATE INDEX "jewelers_rels_downloads_id_idx" ON "jewelers_rels" USING btree ("downloads_id");`)
  // Hand-written backfill: stores were public before drafts existed, and every story needs a uuid.
  await db.execute(sql`
  UPDATE "jewelers" SET "_status" = 'published', "published_at" = "updated_at", "first_published_at" = "created_at" WHERE "_status" IS NULL OR "_status" = 'draft';
  UPDATE "pages" SET "uuid" = gen_random_uuid()::text WHERE "uuid" IS NULL;
  UPDATE "products" SET "uuid" = gen_random_uuid()::text WHERE "uuid" IS NULL;
  UPDATE "jewelers" SET "uuid" = gen_random_uuid()::text WHERE "uuid" IS NULL;
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_jeweler_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_jeweler_content" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_headline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_text_on_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_text_on_media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_accordion_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_accordion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_contact_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_contact_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_contact_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_contact_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_version_opening_times" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_version_opening_exceptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_hero_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_rich_text_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_headline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_headline_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_quote_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_product_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_product_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_text_on_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_text_on_media_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_accordion_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_accordion_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_accordion" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_accordion_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_contact_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_banner_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_jeweler_content" CASCADE;
  DROP TABLE "_pages_v_blocks_jeweler_content" CASCADE;
  DROP TABLE "jewelers_blocks_hero" CASCADE;
  DROP TABLE "jewelers_blocks_hero_locales" CASCADE;
  DROP TABLE "jewelers_blocks_rich_text" CASCADE;
  DROP TABLE "jewelers_blocks_rich_text_locales" CASCADE;
  DROP TABLE "jewelers_blocks_headline" CASCADE;
  DROP TABLE "jewelers_blocks_headline_locales" CASCADE;
  DROP TABLE "jewelers_blocks_quote" CASCADE;
  DROP TABLE "jewelers_blocks_quote_locales" CASCADE;
  DROP TABLE "jewelers_blocks_product_list" CASCADE;
  DROP TABLE "jewelers_blocks_product_list_locales" CASCADE;
  DROP TABLE "jewelers_blocks_set_carousel" CASCADE;
  DROP TABLE "jewelers_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "jewelers_blocks_technical_data_rows" CASCADE;
  DROP TABLE "jewelers_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "jewelers_blocks_technical_data" CASCADE;
  DROP TABLE "jewelers_blocks_technical_data_locales" CASCADE;
  DROP TABLE "jewelers_blocks_card_container_cards" CASCADE;
  DROP TABLE "jewelers_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "jewelers_blocks_card_container" CASCADE;
  DROP TABLE "jewelers_blocks_card_container_locales" CASCADE;
  DROP TABLE "jewelers_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "jewelers_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "jewelers_blocks_large_card_container" CASCADE;
  DROP TABLE "jewelers_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "jewelers_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "jewelers_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "jewelers_blocks_teaser_boxes" CASCADE;
  DROP TABLE "jewelers_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "jewelers_blocks_tiles_tiles" CASCADE;
  DROP TABLE "jewelers_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "jewelers_blocks_tiles" CASCADE;
  DROP TABLE "jewelers_blocks_tiles_locales" CASCADE;
  DROP TABLE "jewelers_blocks_text_on_media" CASCADE;
  DROP TABLE "jewelers_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "jewelers_blocks_image_parallax" CASCADE;
  DROP TABLE "jewelers_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "jewelers_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "jewelers_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "jewelers_blocks_image_slideshow" CASCADE;
  DROP TABLE "jewelers_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "jewelers_blocks_video" CASCADE;
  DROP TABLE "jewelers_blocks_video_locales" CASCADE;
  DROP TABLE "jewelers_blocks_youtube" CASCADE;
  DROP TABLE "jewelers_blocks_youtube_locales" CASCADE;
  DROP TABLE "jewelers_blocks_audio_player" CASCADE;
  DROP TABLE "jewelers_blocks_audio_player_locales" CASCADE;
  DROP TABLE "jewelers_blocks_download_list" CASCADE;
  DROP TABLE "jewelers_blocks_download_list_locales" CASCADE;
  DROP TABLE "jewelers_blocks_accordion_items" CASCADE;
  DROP TABLE "jewelers_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "jewelers_blocks_accordion" CASCADE;
  DROP TABLE "jewelers_blocks_accordion_locales" CASCADE;
  DROP TABLE "jewelers_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "jewelers_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "jewelers_blocks_contact_tiles" CASCADE;
  DROP TABLE "jewelers_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "jewelers_blocks_banner" CASCADE;
  DROP TABLE "jewelers_blocks_banner_locales" CASCADE;
  DROP TABLE "jewelers_blocks_iframe" CASCADE;
  DROP TABLE "jewelers_blocks_iframe_locales" CASCADE;
  DROP TABLE "_jewelers_v_version_opening_times" CASCADE;
  DROP TABLE "_jewelers_v_version_opening_exceptions" CASCADE;
  DROP TABLE "_jewelers_v_blocks_hero" CASCADE;
  DROP TABLE "_jewelers_v_blocks_hero_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_rich_text" CASCADE;
  DROP TABLE "_jewelers_v_blocks_rich_text_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_headline" CASCADE;
  DROP TABLE "_jewelers_v_blocks_headline_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_quote" CASCADE;
  DROP TABLE "_jewelers_v_blocks_quote_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_product_list" CASCADE;
  DROP TABLE "_jewelers_v_blocks_product_list_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_set_carousel" CASCADE;
  DROP TABLE "_jewelers_v_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_technical_data_rows" CASCADE;
  DROP TABLE "_jewelers_v_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_technical_data" CASCADE;
  DROP TABLE "_jewelers_v_blocks_technical_data_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_card_container_cards" CASCADE;
  DROP TABLE "_jewelers_v_blocks_card_container_cards_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_card_container" CASCADE;
  DROP TABLE "_jewelers_v_blocks_card_container_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "_jewelers_v_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_large_card_container" CASCADE;
  DROP TABLE "_jewelers_v_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "_jewelers_v_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_teaser_boxes" CASCADE;
  DROP TABLE "_jewelers_v_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_tiles_tiles" CASCADE;
  DROP TABLE "_jewelers_v_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_tiles" CASCADE;
  DROP TABLE "_jewelers_v_blocks_tiles_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_text_on_media" CASCADE;
  DROP TABLE "_jewelers_v_blocks_text_on_media_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_parallax" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_slideshow" CASCADE;
  DROP TABLE "_jewelers_v_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_video" CASCADE;
  DROP TABLE "_jewelers_v_blocks_video_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_youtube" CASCADE;
  DROP TABLE "_jewelers_v_blocks_youtube_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_audio_player" CASCADE;
  DROP TABLE "_jewelers_v_blocks_audio_player_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_download_list" CASCADE;
  DROP TABLE "_jewelers_v_blocks_download_list_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_jewelers_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_accordion" CASCADE;
  DROP TABLE "_jewelers_v_blocks_accordion_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_tiles" CASCADE;
  DROP TABLE "_jewelers_v_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_banner" CASCADE;
  DROP TABLE "_jewelers_v_blocks_banner_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_iframe" CASCADE;
  DROP TABLE "_jewelers_v_blocks_iframe_locales" CASCADE;
  DROP TABLE "_jewelers_v" CASCADE;
  DROP TABLE "_jewelers_v_texts" CASCADE;
  DROP TABLE "_jewelers_v_rels" CASCADE;
  ALTER TABLE "jewelers_rels" DROP CONSTRAINT "jewelers_rels_pages_fk";
  
  ALTER TABLE "jewelers_rels" DROP CONSTRAINT "jewelers_rels_products_fk";
  
  ALTER TABLE "jewelers_rels" DROP CONSTRAINT "jewelers_rels_downloads_fk";
  
  DROP INDEX "pages_uuid_idx";
  DROP INDEX "_pages_v_version_version_uuid_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "products_uuid_idx";
  DROP INDEX "_products_v_version_version_uuid_idx";
  DROP INDEX "_products_v_autosave_idx";
  DROP INDEX "jewelers_uuid_idx";
  DROP INDEX "jewelers__status_idx";
  DROP INDEX "jewelers_rels_pages_id_idx";
  DROP INDEX "jewelers_rels_products_id_idx";
  DROP INDEX "jewelers_rels_downloads_id_idx";
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "weekday" SET NOT NULL;
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "open" SET NOT NULL;
  ALTER TABLE "jewelers_opening_times" ALTER COLUMN "close" SET NOT NULL;
  ALTER TABLE "jewelers_opening_exceptions" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "type" SET NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "latitude" SET NOT NULL;
  ALTER TABLE "jewelers" ALTER COLUMN "longitude" SET NOT NULL;
  ALTER TABLE "pages" DROP COLUMN "uuid";
  ALTER TABLE "pages" DROP COLUMN "first_published_at";
  ALTER TABLE "pages" DROP COLUMN "published_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_uuid";
  ALTER TABLE "_pages_v" DROP COLUMN "version_first_published_at";
  ALTER TABLE "_pages_v" DROP COLUMN "version_published_at";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "products" DROP COLUMN "uuid";
  ALTER TABLE "products" DROP COLUMN "first_published_at";
  ALTER TABLE "products" DROP COLUMN "published_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_uuid";
  ALTER TABLE "_products_v" DROP COLUMN "version_first_published_at";
  ALTER TABLE "_products_v" DROP COLUMN "version_published_at";
  ALTER TABLE "_products_v" DROP COLUMN "autosave";
  ALTER TABLE "jewelers" DROP COLUMN "uuid";
  ALTER TABLE "jewelers" DROP COLUMN "first_published_at";
  ALTER TABLE "jewelers" DROP COLUMN "published_at";
  ALTER TABLE "jewelers" DROP COLUMN "_status";
  ALTER TABLE "jewelers_rels" DROP COLUMN "pages_id";
  ALTER TABLE "jewelers_rels" DROP COLUMN "products_id";
  ALTER TABLE "jewelers_rels" DROP COLUMN "downloads_id";
  DROP TYPE "public"."enum_pages_blocks_jeweler_content_channel";
  DROP TYPE "public"."enum_pages_blocks_jeweler_content_device";
  DROP TYPE "public"."enum__pages_v_blocks_jeweler_content_channel";
  DROP TYPE "public"."enum__pages_v_blocks_jeweler_content_device";
  DROP TYPE "public"."enum_jewelers_blocks_hero_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_hero_channel";
  DROP TYPE "public"."enum_jewelers_blocks_hero_device";
  DROP TYPE "public"."enum_jewelers_blocks_rich_text_channel";
  DROP TYPE "public"."enum_jewelers_blocks_rich_text_device";
  DROP TYPE "public"."enum_jewelers_blocks_headline_channel";
  DROP TYPE "public"."enum_jewelers_blocks_headline_device";
  DROP TYPE "public"."enum_jewelers_blocks_quote_style";
  DROP TYPE "public"."enum_jewelers_blocks_quote_channel";
  DROP TYPE "public"."enum_jewelers_blocks_quote_device";
  DROP TYPE "public"."enum_jewelers_blocks_product_list_layout";
  DROP TYPE "public"."enum_jewelers_blocks_product_list_channel";
  DROP TYPE "public"."enum_jewelers_blocks_product_list_device";
  DROP TYPE "public"."enum_jewelers_blocks_set_carousel_channel";
  DROP TYPE "public"."enum_jewelers_blocks_set_carousel_device";
  DROP TYPE "public"."enum_jewelers_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum_jewelers_blocks_technical_data_request_type";
  DROP TYPE "public"."enum_jewelers_blocks_technical_data_channel";
  DROP TYPE "public"."enum_jewelers_blocks_technical_data_device";
  DROP TYPE "public"."enum_jewelers_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_card_container_channel";
  DROP TYPE "public"."enum_jewelers_blocks_card_container_device";
  DROP TYPE "public"."enum_jewelers_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_large_card_container_channel";
  DROP TYPE "public"."enum_jewelers_blocks_large_card_container_device";
  DROP TYPE "public"."enum_jewelers_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum_jewelers_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum_jewelers_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_tiles_channel";
  DROP TYPE "public"."enum_jewelers_blocks_tiles_device";
  DROP TYPE "public"."enum_jewelers_blocks_text_on_media_channel";
  DROP TYPE "public"."enum_jewelers_blocks_text_on_media_device";
  DROP TYPE "public"."enum_jewelers_blocks_image_parallax_channel";
  DROP TYPE "public"."enum_jewelers_blocks_image_parallax_device";
  DROP TYPE "public"."enum_jewelers_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum_jewelers_blocks_image_slideshow_device";
  DROP TYPE "public"."enum_jewelers_blocks_video_channel";
  DROP TYPE "public"."enum_jewelers_blocks_video_device";
  DROP TYPE "public"."enum_jewelers_blocks_youtube_channel";
  DROP TYPE "public"."enum_jewelers_blocks_youtube_device";
  DROP TYPE "public"."enum_jewelers_blocks_audio_player_channel";
  DROP TYPE "public"."enum_jewelers_blocks_audio_player_device";
  DROP TYPE "public"."enum_jewelers_blocks_download_list_channel";
  DROP TYPE "public"."enum_jewelers_blocks_download_list_device";
  DROP TYPE "public"."enum_jewelers_blocks_accordion_channel";
  DROP TYPE "public"."enum_jewelers_blocks_accordion_device";
  DROP TYPE "public"."enum_jewelers_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum_jewelers_blocks_contact_tiles_device";
  DROP TYPE "public"."enum_jewelers_blocks_banner_link_type";
  DROP TYPE "public"."enum_jewelers_blocks_banner_channel";
  DROP TYPE "public"."enum_jewelers_blocks_banner_device";
  DROP TYPE "public"."enum_jewelers_blocks_iframe_channel";
  DROP TYPE "public"."enum_jewelers_blocks_iframe_device";
  DROP TYPE "public"."enum_jewelers_status";
  DROP TYPE "public"."enum__jewelers_v_version_opening_times_weekday";
  DROP TYPE "public"."enum__jewelers_v_blocks_hero_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_hero_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_hero_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_rich_text_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_rich_text_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_headline_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_headline_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_quote_style";
  DROP TYPE "public"."enum__jewelers_v_blocks_quote_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_quote_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_product_list_layout";
  DROP TYPE "public"."enum__jewelers_v_blocks_product_list_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_product_list_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_set_carousel_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_set_carousel_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_technical_data_request_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_technical_data_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_technical_data_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_card_container_cards_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_card_container_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_card_container_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_large_card_container_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_large_card_container_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_tiles_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_tiles_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_text_on_media_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_text_on_media_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_image_parallax_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_image_parallax_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_image_slideshow_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_video_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_video_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_youtube_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_youtube_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_audio_player_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_audio_player_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_download_list_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_download_list_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_accordion_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_accordion_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_contact_tiles_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_banner_link_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_banner_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_banner_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_iframe_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_iframe_device";
  DROP TYPE "public"."enum__jewelers_v_version_type";
  DROP TYPE "public"."enum__jewelers_v_version_currency";
  DROP TYPE "public"."enum__jewelers_v_version_status";
  DROP TYPE "public"."enum__jewelers_v_published_locale";`)
}
