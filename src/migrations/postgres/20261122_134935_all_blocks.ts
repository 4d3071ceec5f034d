import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_set_carousel_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_set_carousel_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_technical_data_store_search_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_technical_data_request_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_technical_data_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_technical_data_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_large_card_container_cards_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_large_card_container_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_large_card_container_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_teaser_boxes_boxes_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_teaser_boxes_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_teaser_boxes_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_image_parallax_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_image_parallax_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_image_slideshow_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_image_slideshow_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_video_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_video_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_youtube_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_youtube_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_audio_player_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_audio_player_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_download_list_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_download_list_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_iframe_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_iframe_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TABLE "pages_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_set_carousel_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum_pages_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum_pages_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum_pages_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_technical_data_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer
  );
  
  CREATE TABLE "pages_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_large_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_teaser_boxes_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_pages_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "pages_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum_pages_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_image_parallax_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "pages_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_image_slideshow_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum_pages_blocks_video_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_video_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum_pages_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_youtube_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum_pages_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_audio_player_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_download_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum_pages_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_iframe_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_set_carousel_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum__pages_v_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum__pages_v_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum__pages_v_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_technical_data_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_large_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_teaser_boxes_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__pages_v_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum__pages_v_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_image_parallax_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_image_slideshow_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum__pages_v_blocks_video_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_video_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum__pages_v_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_youtube_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum__pages_v_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_audio_player_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_download_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum__pages_v_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_iframe_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_set_carousel_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum_products_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum_products_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum_products_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_technical_data_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_products_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer
  );
  
  CREATE TABLE "products_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_large_card_container_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_products_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "products_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_teaser_boxes_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum_products_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "products_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum_products_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_image_parallax_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer
  );
  
  CREATE TABLE "products_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_image_slideshow_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum_products_blocks_video_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_video_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum_products_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_youtube_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum_products_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_audio_player_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_download_list_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum_products_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_iframe_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_set_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_set_carousel_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_set_carousel_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_set_carousel_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_technical_data_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_technical_data_rows_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"show_price" boolean DEFAULT true,
  	"store_search_type" "enum__products_v_blocks_technical_data_store_search_type" DEFAULT 'story',
  	"store_search_url" varchar,
  	"store_search_email" varchar,
  	"store_search_anchor" varchar,
  	"request_type" "enum__products_v_blocks_technical_data_request_type" DEFAULT 'story',
  	"request_url" varchar,
  	"request_email" varchar,
  	"request_anchor" varchar,
  	"channel" "enum__products_v_blocks_technical_data_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_technical_data_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_technical_data_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_large_card_container_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__products_v_blocks_large_card_container_cards_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_large_card_container_cards_locales" (
  	"headline" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_large_card_container" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_large_card_container_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_large_card_container_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_large_card_container_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_teaser_boxes_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__products_v_blocks_teaser_boxes_boxes_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_teaser_boxes_boxes_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_teaser_boxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_teaser_boxes_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_teaser_boxes_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_teaser_boxes_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"link_type" "enum__products_v_blocks_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_tiles_tiles_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_tiles_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_image_parallax" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"image_mobile_id" integer,
  	"channel" "enum__products_v_blocks_image_parallax_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_image_parallax_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_image_parallax_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_image_slideshow_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_desktop_id" integer,
  	"image_mobile_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_image_slideshow_slides_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_image_slideshow" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_image_slideshow_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_image_slideshow_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_image_slideshow_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_desktop_id" integer,
  	"video_mobile_id" integer,
  	"poster_id" integer,
  	"autoplay" boolean DEFAULT false,
  	"loop" boolean DEFAULT false,
  	"channel" "enum__products_v_blocks_video_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_video_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_video_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_youtube" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_id" varchar,
  	"poster_id" integer,
  	"channel" "enum__products_v_blocks_youtube_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_youtube_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_youtube_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_audio_player" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"image_id" integer,
  	"channel" "enum__products_v_blocks_audio_player_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_audio_player_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_audio_player_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_download_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_download_list_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_download_list_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_download_list_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"height" numeric DEFAULT 600,
  	"channel" "enum__products_v_blocks_iframe_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_iframe_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_iframe_locales" (
  	"title" varchar,
  	"src" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"preview_image_id" integer,
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "downloads_locales" (
  	"title1" varchar NOT NULL,
  	"title2" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "clips" (
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
  	"focal_y" numeric
  );
  
  CREATE TABLE "clips_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_card_container_cards" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "pages_blocks_card_container_cards" ADD COLUMN "video_mobile_id" integer;
  ALTER TABLE "pages_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD COLUMN "video_mobile_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "products_blocks_card_container_cards" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "products_blocks_card_container_cards" ADD COLUMN "video_mobile_id" integer;
  ALTER TABLE "products_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD COLUMN "video_desktop_id" integer;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD COLUMN "video_mobile_id" integer;
  ALTER TABLE "_products_v_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "downloads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "clips_id" integer;
  ALTER TABLE "pages_blocks_set_carousel" ADD CONSTRAINT "pages_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_set_carousel_locales" ADD CONSTRAINT "pages_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_technical_data_rows" ADD CONSTRAINT "pages_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_technical_data_rows_locales" ADD CONSTRAINT "pages_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_technical_data" ADD CONSTRAINT "pages_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_technical_data" ADD CONSTRAINT "pages_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_technical_data_locales" ADD CONSTRAINT "pages_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards" ADD CONSTRAINT "pages_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards" ADD CONSTRAINT "pages_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards" ADD CONSTRAINT "pages_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards" ADD CONSTRAINT "pages_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards" ADD CONSTRAINT "pages_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_cards_locales" ADD CONSTRAINT "pages_blocks_large_card_container_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container" ADD CONSTRAINT "pages_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_large_card_container_locales" ADD CONSTRAINT "pages_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_boxes_boxes" ADD CONSTRAINT "pages_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_boxes_boxes" ADD CONSTRAINT "pages_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "pages_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_boxes" ADD CONSTRAINT "pages_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_boxes_locales" ADD CONSTRAINT "pages_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tiles_tiles" ADD CONSTRAINT "pages_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_tiles_tiles" ADD CONSTRAINT "pages_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tiles_tiles_locales" ADD CONSTRAINT "pages_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tiles" ADD CONSTRAINT "pages_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_tiles_locales" ADD CONSTRAINT "pages_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_parallax" ADD CONSTRAINT "pages_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_parallax" ADD CONSTRAINT "pages_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_parallax" ADD CONSTRAINT "pages_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_parallax_locales" ADD CONSTRAINT "pages_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow_slides" ADD CONSTRAINT "pages_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow_slides" ADD CONSTRAINT "pages_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow_slides" ADD CONSTRAINT "pages_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "pages_blocks_image_slideshow_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow" ADD CONSTRAINT "pages_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image_slideshow_locales" ADD CONSTRAINT "pages_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video" ADD CONSTRAINT "pages_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_locales" ADD CONSTRAINT "pages_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_youtube" ADD CONSTRAINT "pages_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_youtube" ADD CONSTRAINT "pages_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_youtube_locales" ADD CONSTRAINT "pages_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_player" ADD CONSTRAINT "pages_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_player" ADD CONSTRAINT "pages_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_player" ADD CONSTRAINT "pages_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_audio_player_locales" ADD CONSTRAINT "pages_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_download_list" ADD CONSTRAINT "pages_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_download_list_locales" ADD CONSTRAINT "pages_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_iframe" ADD CONSTRAINT "pages_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_iframe_locales" ADD CONSTRAINT "pages_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_set_carousel" ADD CONSTRAINT "_pages_v_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_set_carousel_locales" ADD CONSTRAINT "_pages_v_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_technical_data_rows" ADD CONSTRAINT "_pages_v_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_technical_data_rows_locales" ADD CONSTRAINT "_pages_v_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_technical_data" ADD CONSTRAINT "_pages_v_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_technical_data" ADD CONSTRAINT "_pages_v_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_technical_data_locales" ADD CONSTRAINT "_pages_v_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards_locales" ADD CONSTRAINT "_pages_v_blocks_large_card_container_cards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container" ADD CONSTRAINT "_pages_v_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_large_card_container_locales" ADD CONSTRAINT "_pages_v_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_pages_v_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "_pages_v_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_boxes" ADD CONSTRAINT "_pages_v_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_locales" ADD CONSTRAINT "_pages_v_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tiles_tiles_locales" ADD CONSTRAINT "_pages_v_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tiles" ADD CONSTRAINT "_pages_v_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_tiles_locales" ADD CONSTRAINT "_pages_v_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_parallax" ADD CONSTRAINT "_pages_v_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_parallax" ADD CONSTRAINT "_pages_v_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_parallax" ADD CONSTRAINT "_pages_v_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_parallax_locales" ADD CONSTRAINT "_pages_v_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image_slideshow_locales" ADD CONSTRAINT "_pages_v_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video" ADD CONSTRAINT "_pages_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_locales" ADD CONSTRAINT "_pages_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_youtube" ADD CONSTRAINT "_pages_v_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_youtube" ADD CONSTRAINT "_pages_v_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_youtube_locales" ADD CONSTRAINT "_pages_v_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_player" ADD CONSTRAINT "_pages_v_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_player" ADD CONSTRAINT "_pages_v_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_player" ADD CONSTRAINT "_pages_v_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_audio_player_locales" ADD CONSTRAINT "_pages_v_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_download_list" ADD CONSTRAINT "_pages_v_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_download_list_locales" ADD CONSTRAINT "_pages_v_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_iframe" ADD CONSTRAINT "_pages_v_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_iframe_locales" ADD CONSTRAINT "_pages_v_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_set_carousel" ADD CONSTRAINT "products_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_set_carousel_locales" ADD CONSTRAINT "products_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_technical_data_rows" ADD CONSTRAINT "products_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_technical_data_rows_locales" ADD CONSTRAINT "products_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_technical_data" ADD CONSTRAINT "products_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_technical_data" ADD CONSTRAINT "products_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_technical_data_locales" ADD CONSTRAINT "products_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards" ADD CONSTRAINT "products_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards" ADD CONSTRAINT "products_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards" ADD CONSTRAINT "products_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards" ADD CONSTRAINT "products_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards" ADD CONSTRAINT "products_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_cards_locales" ADD CONSTRAINT "products_blocks_large_card_container_cards_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container" ADD CONSTRAINT "products_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_large_card_container_locales" ADD CONSTRAINT "products_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_teaser_boxes_boxes" ADD CONSTRAINT "products_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_teaser_boxes_boxes" ADD CONSTRAINT "products_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "products_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_teaser_boxes" ADD CONSTRAINT "products_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_teaser_boxes_locales" ADD CONSTRAINT "products_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_tiles_tiles" ADD CONSTRAINT "products_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_tiles_tiles" ADD CONSTRAINT "products_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_tiles_tiles_locales" ADD CONSTRAINT "products_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_tiles" ADD CONSTRAINT "products_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_tiles_locales" ADD CONSTRAINT "products_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_parallax" ADD CONSTRAINT "products_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image_parallax" ADD CONSTRAINT "products_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image_parallax" ADD CONSTRAINT "products_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_parallax_locales" ADD CONSTRAINT "products_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow_slides" ADD CONSTRAINT "products_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow_slides" ADD CONSTRAINT "products_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow_slides" ADD CONSTRAINT "products_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "products_blocks_image_slideshow_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow" ADD CONSTRAINT "products_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_image_slideshow_locales" ADD CONSTRAINT "products_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_video" ADD CONSTRAINT "products_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_video" ADD CONSTRAINT "products_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_video" ADD CONSTRAINT "products_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_video" ADD CONSTRAINT "products_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_video_locales" ADD CONSTRAINT "products_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_youtube" ADD CONSTRAINT "products_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_youtube" ADD CONSTRAINT "products_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_youtube_locales" ADD CONSTRAINT "products_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_audio_player" ADD CONSTRAINT "products_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_audio_player" ADD CONSTRAINT "products_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_audio_player" ADD CONSTRAINT "products_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_audio_player_locales" ADD CONSTRAINT "products_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_download_list" ADD CONSTRAINT "products_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_download_list_locales" ADD CONSTRAINT "products_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_iframe" ADD CONSTRAINT "products_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_iframe_locales" ADD CONSTRAINT "products_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_set_carousel" ADD CONSTRAINT "_products_v_blocks_set_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_set_carousel_locales" ADD CONSTRAINT "_products_v_blocks_set_carousel_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_set_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_technical_data_rows" ADD CONSTRAINT "_products_v_blocks_technical_data_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_technical_data_rows_locales" ADD CONSTRAINT "_products_v_blocks_technical_data_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_technical_data_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_technical_data" ADD CONSTRAINT "_products_v_blocks_technical_data_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_technical_data" ADD CONSTRAINT "_products_v_blocks_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_technical_data_locales" ADD CONSTRAINT "_products_v_blocks_technical_data_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_technical_data"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_cards_locales" ADD CONSTRAINT "_products_v_blocks_large_card_container_cards_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_large_card_container_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container" ADD CONSTRAINT "_products_v_blocks_large_card_container_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_large_card_container_locales" ADD CONSTRAINT "_products_v_blocks_large_card_container_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_large_card_container"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_products_v_blocks_teaser_boxes_boxes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_teaser_boxes_boxes" ADD CONSTRAINT "_products_v_blocks_teaser_boxes_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_teaser_boxes_boxes_locales" ADD CONSTRAINT "_products_v_blocks_teaser_boxes_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_teaser_boxes_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_teaser_boxes" ADD CONSTRAINT "_products_v_blocks_teaser_boxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_teaser_boxes_locales" ADD CONSTRAINT "_products_v_blocks_teaser_boxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_teaser_boxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_tiles_tiles" ADD CONSTRAINT "_products_v_blocks_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_tiles_tiles" ADD CONSTRAINT "_products_v_blocks_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_tiles_tiles_locales" ADD CONSTRAINT "_products_v_blocks_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_tiles" ADD CONSTRAINT "_products_v_blocks_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_tiles_locales" ADD CONSTRAINT "_products_v_blocks_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_parallax" ADD CONSTRAINT "_products_v_blocks_image_parallax_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_parallax" ADD CONSTRAINT "_products_v_blocks_image_parallax_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_parallax" ADD CONSTRAINT "_products_v_blocks_image_parallax_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_parallax_locales" ADD CONSTRAINT "_products_v_blocks_image_parallax_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_image_parallax"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_products_v_blocks_image_slideshow_slides_image_desktop_id_media_id_fk" FOREIGN KEY ("image_desktop_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_products_v_blocks_image_slideshow_slides_image_mobile_id_media_id_fk" FOREIGN KEY ("image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides" ADD CONSTRAINT "_products_v_blocks_image_slideshow_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides_locales" ADD CONSTRAINT "_products_v_blocks_image_slideshow_slides_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_image_slideshow_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow" ADD CONSTRAINT "_products_v_blocks_image_slideshow_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_image_slideshow_locales" ADD CONSTRAINT "_products_v_blocks_image_slideshow_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_image_slideshow"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_video" ADD CONSTRAINT "_products_v_blocks_video_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_video" ADD CONSTRAINT "_products_v_blocks_video_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_video" ADD CONSTRAINT "_products_v_blocks_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_video" ADD CONSTRAINT "_products_v_blocks_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_video_locales" ADD CONSTRAINT "_products_v_blocks_video_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_video"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_youtube" ADD CONSTRAINT "_products_v_blocks_youtube_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_youtube" ADD CONSTRAINT "_products_v_blocks_youtube_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_youtube_locales" ADD CONSTRAINT "_products_v_blocks_youtube_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_youtube"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_audio_player" ADD CONSTRAINT "_products_v_blocks_audio_player_audio_id_clips_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_audio_player" ADD CONSTRAINT "_products_v_blocks_audio_player_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_audio_player" ADD CONSTRAINT "_products_v_blocks_audio_player_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_audio_player_locales" ADD CONSTRAINT "_products_v_blocks_audio_player_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_audio_player"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_download_list" ADD CONSTRAINT "_products_v_blocks_download_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_download_list_locales" ADD CONSTRAINT "_products_v_blocks_download_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_download_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_iframe" ADD CONSTRAINT "_products_v_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_iframe_locales" ADD CONSTRAINT "_products_v_blocks_iframe_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_iframe"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_preview_image_id_media_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "clips_locales" ADD CONSTRAINT "clips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."clips"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_set_carousel_order_idx" ON "pages_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_set_carousel_parent_id_idx" ON "pages_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_set_carousel_path_idx" ON "pages_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_set_carousel_locales_locale_parent_id_unique" ON "pages_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_technical_data_rows_order_idx" ON "pages_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_technical_data_rows_parent_id_idx" ON "pages_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_technical_data_rows_locales_locale_parent_id_un" ON "pages_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_technical_data_order_idx" ON "pages_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "pages_blocks_technical_data_parent_id_idx" ON "pages_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_technical_data_path_idx" ON "pages_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "pages_blocks_technical_data_product_idx" ON "pages_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "pages_blocks_technical_data_locales_locale_parent_id_unique" ON "pages_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_large_card_container_cards_order_idx" ON "pages_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_card_container_cards_parent_id_idx" ON "pages_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_card_container_cards_image_desktop_idx" ON "pages_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_large_card_container_cards_image_mobile_idx" ON "pages_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "pages_blocks_large_card_container_cards_video_desktop_idx" ON "pages_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_large_card_container_cards_video_mobile_idx" ON "pages_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "pages_blocks_large_card_container_cards_locales_locale_paren" ON "pages_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_large_card_container_order_idx" ON "pages_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "pages_blocks_large_card_container_parent_id_idx" ON "pages_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_large_card_container_path_idx" ON "pages_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_large_card_container_locales_locale_parent_id_u" ON "pages_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_teaser_boxes_boxes_order_idx" ON "pages_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_boxes_boxes_parent_id_idx" ON "pages_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_boxes_boxes_image_idx" ON "pages_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_teaser_boxes_boxes_locales_locale_parent_id_uni" ON "pages_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_teaser_boxes_order_idx" ON "pages_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_boxes_parent_id_idx" ON "pages_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_boxes_path_idx" ON "pages_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_teaser_boxes_locales_locale_parent_id_unique" ON "pages_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tiles_tiles_order_idx" ON "pages_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_tiles_tiles_parent_id_idx" ON "pages_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tiles_tiles_image_idx" ON "pages_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_tiles_tiles_locales_locale_parent_id_unique" ON "pages_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_tiles_order_idx" ON "pages_blocks_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_tiles_parent_id_idx" ON "pages_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_tiles_path_idx" ON "pages_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_tiles_locales_locale_parent_id_unique" ON "pages_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_parallax_order_idx" ON "pages_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parallax_parent_id_idx" ON "pages_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_parallax_path_idx" ON "pages_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_parallax_image_idx" ON "pages_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_parallax_image_mobile_idx" ON "pages_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "pages_blocks_image_parallax_locales_locale_parent_id_unique" ON "pages_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_slideshow_slides_order_idx" ON "pages_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slideshow_slides_parent_id_idx" ON "pages_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slideshow_slides_image_desktop_idx" ON "pages_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "pages_blocks_image_slideshow_slides_image_mobile_idx" ON "pages_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "pages_blocks_image_slideshow_slides_locales_locale_parent_id" ON "pages_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_image_slideshow_order_idx" ON "pages_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_slideshow_parent_id_idx" ON "pages_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_slideshow_path_idx" ON "pages_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_image_slideshow_locales_locale_parent_id_unique" ON "pages_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_video_order_idx" ON "pages_blocks_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_parent_id_idx" ON "pages_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_path_idx" ON "pages_blocks_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_video_desktop_idx" ON "pages_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_video_video_mobile_idx" ON "pages_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "pages_blocks_video_poster_idx" ON "pages_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_video_locales_locale_parent_id_unique" ON "pages_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_youtube_order_idx" ON "pages_blocks_youtube" USING btree ("_order");
  CREATE INDEX "pages_blocks_youtube_parent_id_idx" ON "pages_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_youtube_path_idx" ON "pages_blocks_youtube" USING btree ("_path");
  CREATE INDEX "pages_blocks_youtube_poster_idx" ON "pages_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "pages_blocks_youtube_locales_locale_parent_id_unique" ON "pages_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_audio_player_order_idx" ON "pages_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "pages_blocks_audio_player_parent_id_idx" ON "pages_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_audio_player_path_idx" ON "pages_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "pages_blocks_audio_player_audio_idx" ON "pages_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "pages_blocks_audio_player_image_idx" ON "pages_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "pages_blocks_audio_player_locales_locale_parent_id_unique" ON "pages_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_download_list_order_idx" ON "pages_blocks_download_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_download_list_parent_id_idx" ON "pages_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_download_list_path_idx" ON "pages_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_download_list_locales_locale_parent_id_unique" ON "pages_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_iframe_order_idx" ON "pages_blocks_iframe" USING btree ("_order");
  CREATE INDEX "pages_blocks_iframe_parent_id_idx" ON "pages_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_iframe_path_idx" ON "pages_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_iframe_locales_locale_parent_id_unique" ON "pages_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_set_carousel_order_idx" ON "_pages_v_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_set_carousel_parent_id_idx" ON "_pages_v_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_set_carousel_path_idx" ON "_pages_v_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_set_carousel_locales_locale_parent_id_unique" ON "_pages_v_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_technical_data_rows_order_idx" ON "_pages_v_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_technical_data_rows_parent_id_idx" ON "_pages_v_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_technical_data_rows_locales_locale_parent_id" ON "_pages_v_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_technical_data_order_idx" ON "_pages_v_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_technical_data_parent_id_idx" ON "_pages_v_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_technical_data_path_idx" ON "_pages_v_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_technical_data_product_idx" ON "_pages_v_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_technical_data_locales_locale_parent_id_uniq" ON "_pages_v_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_order_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_parent_id_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_image_desktop_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_image_mobile_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_video_desktop_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_cards_video_mobile_idx" ON "_pages_v_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_large_card_container_cards_locales_locale_pa" ON "_pages_v_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_order_idx" ON "_pages_v_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_large_card_container_parent_id_idx" ON "_pages_v_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_large_card_container_path_idx" ON "_pages_v_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_large_card_container_locales_locale_parent_i" ON "_pages_v_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_boxes_order_idx" ON "_pages_v_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_boxes_parent_id_idx" ON "_pages_v_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_boxes_image_idx" ON "_pages_v_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_teaser_boxes_boxes_locales_locale_parent_id_" ON "_pages_v_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_order_idx" ON "_pages_v_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_parent_id_idx" ON "_pages_v_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_boxes_path_idx" ON "_pages_v_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_teaser_boxes_locales_locale_parent_id_unique" ON "_pages_v_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tiles_tiles_order_idx" ON "_pages_v_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tiles_tiles_parent_id_idx" ON "_pages_v_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tiles_tiles_image_idx" ON "_pages_v_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_tiles_tiles_locales_locale_parent_id_unique" ON "_pages_v_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_tiles_order_idx" ON "_pages_v_blocks_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_tiles_parent_id_idx" ON "_pages_v_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_tiles_path_idx" ON "_pages_v_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_tiles_locales_locale_parent_id_unique" ON "_pages_v_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_parallax_order_idx" ON "_pages_v_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parallax_parent_id_idx" ON "_pages_v_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_parallax_path_idx" ON "_pages_v_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_parallax_image_idx" ON "_pages_v_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_parallax_image_mobile_idx" ON "_pages_v_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_parallax_locales_locale_parent_id_uniq" ON "_pages_v_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slideshow_slides_order_idx" ON "_pages_v_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slideshow_slides_parent_id_idx" ON "_pages_v_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slideshow_slides_image_desktop_idx" ON "_pages_v_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "_pages_v_blocks_image_slideshow_slides_image_mobile_idx" ON "_pages_v_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_slideshow_slides_locales_locale_parent" ON "_pages_v_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slideshow_order_idx" ON "_pages_v_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_slideshow_parent_id_idx" ON "_pages_v_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_slideshow_path_idx" ON "_pages_v_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_image_slideshow_locales_locale_parent_id_uni" ON "_pages_v_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_video_order_idx" ON "_pages_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_parent_id_idx" ON "_pages_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_path_idx" ON "_pages_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_video_desktop_idx" ON "_pages_v_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_video_video_mobile_idx" ON "_pages_v_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "_pages_v_blocks_video_poster_idx" ON "_pages_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_video_locales_locale_parent_id_unique" ON "_pages_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_youtube_order_idx" ON "_pages_v_blocks_youtube" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_youtube_parent_id_idx" ON "_pages_v_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_youtube_path_idx" ON "_pages_v_blocks_youtube" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_youtube_poster_idx" ON "_pages_v_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_youtube_locales_locale_parent_id_unique" ON "_pages_v_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_player_order_idx" ON "_pages_v_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_audio_player_parent_id_idx" ON "_pages_v_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_audio_player_path_idx" ON "_pages_v_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_audio_player_audio_idx" ON "_pages_v_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "_pages_v_blocks_audio_player_image_idx" ON "_pages_v_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_audio_player_locales_locale_parent_id_unique" ON "_pages_v_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_download_list_order_idx" ON "_pages_v_blocks_download_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_download_list_parent_id_idx" ON "_pages_v_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_download_list_path_idx" ON "_pages_v_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_download_list_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_iframe_order_idx" ON "_pages_v_blocks_iframe" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_iframe_parent_id_idx" ON "_pages_v_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_iframe_path_idx" ON "_pages_v_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_iframe_locales_locale_parent_id_unique" ON "_pages_v_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_set_carousel_order_idx" ON "products_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "products_blocks_set_carousel_parent_id_idx" ON "products_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_set_carousel_path_idx" ON "products_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_set_carousel_locales_locale_parent_id_unique" ON "products_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_technical_data_rows_order_idx" ON "products_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "products_blocks_technical_data_rows_parent_id_idx" ON "products_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_blocks_technical_data_rows_locales_locale_parent_id" ON "products_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_technical_data_order_idx" ON "products_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "products_blocks_technical_data_parent_id_idx" ON "products_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_technical_data_path_idx" ON "products_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "products_blocks_technical_data_product_idx" ON "products_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "products_blocks_technical_data_locales_locale_parent_id_uniq" ON "products_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_large_card_container_cards_order_idx" ON "products_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "products_blocks_large_card_container_cards_parent_id_idx" ON "products_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_large_card_container_cards_image_desktop_idx" ON "products_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "products_blocks_large_card_container_cards_image_mobile_idx" ON "products_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "products_blocks_large_card_container_cards_video_desktop_idx" ON "products_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "products_blocks_large_card_container_cards_video_mobile_idx" ON "products_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "products_blocks_large_card_container_cards_locales_locale_pa" ON "products_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_large_card_container_order_idx" ON "products_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "products_blocks_large_card_container_parent_id_idx" ON "products_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_large_card_container_path_idx" ON "products_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_large_card_container_locales_locale_parent_i" ON "products_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_teaser_boxes_boxes_order_idx" ON "products_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "products_blocks_teaser_boxes_boxes_parent_id_idx" ON "products_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_teaser_boxes_boxes_image_idx" ON "products_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_blocks_teaser_boxes_boxes_locales_locale_parent_id_" ON "products_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_teaser_boxes_order_idx" ON "products_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "products_blocks_teaser_boxes_parent_id_idx" ON "products_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_teaser_boxes_path_idx" ON "products_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_teaser_boxes_locales_locale_parent_id_unique" ON "products_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_tiles_tiles_order_idx" ON "products_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "products_blocks_tiles_tiles_parent_id_idx" ON "products_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_tiles_tiles_image_idx" ON "products_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_blocks_tiles_tiles_locales_locale_parent_id_unique" ON "products_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_tiles_order_idx" ON "products_blocks_tiles" USING btree ("_order");
  CREATE INDEX "products_blocks_tiles_parent_id_idx" ON "products_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_tiles_path_idx" ON "products_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_tiles_locales_locale_parent_id_unique" ON "products_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_image_parallax_order_idx" ON "products_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "products_blocks_image_parallax_parent_id_idx" ON "products_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_image_parallax_path_idx" ON "products_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "products_blocks_image_parallax_image_idx" ON "products_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "products_blocks_image_parallax_image_mobile_idx" ON "products_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "products_blocks_image_parallax_locales_locale_parent_id_uniq" ON "products_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_image_slideshow_slides_order_idx" ON "products_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "products_blocks_image_slideshow_slides_parent_id_idx" ON "products_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_image_slideshow_slides_image_desktop_idx" ON "products_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "products_blocks_image_slideshow_slides_image_mobile_idx" ON "products_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "products_blocks_image_slideshow_slides_locales_locale_parent" ON "products_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_image_slideshow_order_idx" ON "products_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "products_blocks_image_slideshow_parent_id_idx" ON "products_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_image_slideshow_path_idx" ON "products_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_image_slideshow_locales_locale_parent_id_uni" ON "products_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_video_order_idx" ON "products_blocks_video" USING btree ("_order");
  CREATE INDEX "products_blocks_video_parent_id_idx" ON "products_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_video_path_idx" ON "products_blocks_video" USING btree ("_path");
  CREATE INDEX "products_blocks_video_video_desktop_idx" ON "products_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "products_blocks_video_video_mobile_idx" ON "products_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "products_blocks_video_poster_idx" ON "products_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "products_blocks_video_locales_locale_parent_id_unique" ON "products_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_youtube_order_idx" ON "products_blocks_youtube" USING btree ("_order");
  CREATE INDEX "products_blocks_youtube_parent_id_idx" ON "products_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_youtube_path_idx" ON "products_blocks_youtube" USING btree ("_path");
  CREATE INDEX "products_blocks_youtube_poster_idx" ON "products_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "products_blocks_youtube_locales_locale_parent_id_unique" ON "products_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_audio_player_order_idx" ON "products_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "products_blocks_audio_player_parent_id_idx" ON "products_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_audio_player_path_idx" ON "products_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "products_blocks_audio_player_audio_idx" ON "products_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "products_blocks_audio_player_image_idx" ON "products_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "products_blocks_audio_player_locales_locale_parent_id_unique" ON "products_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_download_list_order_idx" ON "products_blocks_download_list" USING btree ("_order");
  CREATE INDEX "products_blocks_download_list_parent_id_idx" ON "products_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_download_list_path_idx" ON "products_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_download_list_locales_locale_parent_id_uniqu" ON "products_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_iframe_order_idx" ON "products_blocks_iframe" USING btree ("_order");
  CREATE INDEX "products_blocks_iframe_parent_id_idx" ON "products_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_iframe_path_idx" ON "products_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_iframe_locales_locale_parent_id_unique" ON "products_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_set_carousel_order_idx" ON "_products_v_blocks_set_carousel" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_set_carousel_parent_id_idx" ON "_products_v_blocks_set_carousel" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_set_carousel_path_idx" ON "_products_v_blocks_set_carousel" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_set_carousel_locales_locale_parent_id_uni" ON "_products_v_blocks_set_carousel_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_technical_data_rows_order_idx" ON "_products_v_blocks_technical_data_rows" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_technical_data_rows_parent_id_idx" ON "_products_v_blocks_technical_data_rows" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_blocks_technical_data_rows_locales_locale_parent" ON "_products_v_blocks_technical_data_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_technical_data_order_idx" ON "_products_v_blocks_technical_data" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_technical_data_parent_id_idx" ON "_products_v_blocks_technical_data" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_technical_data_path_idx" ON "_products_v_blocks_technical_data" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_technical_data_product_idx" ON "_products_v_blocks_technical_data" USING btree ("product_id");
  CREATE UNIQUE INDEX "_products_v_blocks_technical_data_locales_locale_parent_id_u" ON "_products_v_blocks_technical_data_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_order_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_parent_id_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_image_desk_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("image_desktop_id");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_image_mobi_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("image_mobile_id");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_video_desk_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_products_v_blocks_large_card_container_cards_video_mobi_idx" ON "_products_v_blocks_large_card_container_cards" USING btree ("video_mobile_id");
  CREATE UNIQUE INDEX "_products_v_blocks_large_card_container_cards_locales_locale" ON "_products_v_blocks_large_card_container_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_large_card_container_order_idx" ON "_products_v_blocks_large_card_container" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_large_card_container_parent_id_idx" ON "_products_v_blocks_large_card_container" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_large_card_container_path_idx" ON "_products_v_blocks_large_card_container" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_large_card_container_locales_locale_paren" ON "_products_v_blocks_large_card_container_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_teaser_boxes_boxes_order_idx" ON "_products_v_blocks_teaser_boxes_boxes" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_teaser_boxes_boxes_parent_id_idx" ON "_products_v_blocks_teaser_boxes_boxes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_teaser_boxes_boxes_image_idx" ON "_products_v_blocks_teaser_boxes_boxes" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_blocks_teaser_boxes_boxes_locales_locale_parent_" ON "_products_v_blocks_teaser_boxes_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_teaser_boxes_order_idx" ON "_products_v_blocks_teaser_boxes" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_teaser_boxes_parent_id_idx" ON "_products_v_blocks_teaser_boxes" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_teaser_boxes_path_idx" ON "_products_v_blocks_teaser_boxes" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_teaser_boxes_locales_locale_parent_id_uni" ON "_products_v_blocks_teaser_boxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_tiles_tiles_order_idx" ON "_products_v_blocks_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_tiles_tiles_parent_id_idx" ON "_products_v_blocks_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_tiles_tiles_image_idx" ON "_products_v_blocks_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_blocks_tiles_tiles_locales_locale_parent_id_uniq" ON "_products_v_blocks_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_tiles_order_idx" ON "_products_v_blocks_tiles" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_tiles_parent_id_idx" ON "_products_v_blocks_tiles" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_tiles_path_idx" ON "_products_v_blocks_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_tiles_locales_locale_parent_id_unique" ON "_products_v_blocks_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_image_parallax_order_idx" ON "_products_v_blocks_image_parallax" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_image_parallax_parent_id_idx" ON "_products_v_blocks_image_parallax" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_image_parallax_path_idx" ON "_products_v_blocks_image_parallax" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_image_parallax_image_idx" ON "_products_v_blocks_image_parallax" USING btree ("image_id");
  CREATE INDEX "_products_v_blocks_image_parallax_image_mobile_idx" ON "_products_v_blocks_image_parallax" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_products_v_blocks_image_parallax_locales_locale_parent_id_u" ON "_products_v_blocks_image_parallax_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_image_slideshow_slides_order_idx" ON "_products_v_blocks_image_slideshow_slides" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_image_slideshow_slides_parent_id_idx" ON "_products_v_blocks_image_slideshow_slides" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_image_slideshow_slides_image_desktop_idx" ON "_products_v_blocks_image_slideshow_slides" USING btree ("image_desktop_id");
  CREATE INDEX "_products_v_blocks_image_slideshow_slides_image_mobile_idx" ON "_products_v_blocks_image_slideshow_slides" USING btree ("image_mobile_id");
  CREATE UNIQUE INDEX "_products_v_blocks_image_slideshow_slides_locales_locale_par" ON "_products_v_blocks_image_slideshow_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_image_slideshow_order_idx" ON "_products_v_blocks_image_slideshow" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_image_slideshow_parent_id_idx" ON "_products_v_blocks_image_slideshow" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_image_slideshow_path_idx" ON "_products_v_blocks_image_slideshow" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_image_slideshow_locales_locale_parent_id_" ON "_products_v_blocks_image_slideshow_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_video_order_idx" ON "_products_v_blocks_video" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_video_parent_id_idx" ON "_products_v_blocks_video" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_video_path_idx" ON "_products_v_blocks_video" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_video_video_desktop_idx" ON "_products_v_blocks_video" USING btree ("video_desktop_id");
  CREATE INDEX "_products_v_blocks_video_video_mobile_idx" ON "_products_v_blocks_video" USING btree ("video_mobile_id");
  CREATE INDEX "_products_v_blocks_video_poster_idx" ON "_products_v_blocks_video" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_products_v_blocks_video_locales_locale_parent_id_unique" ON "_products_v_blocks_video_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_youtube_order_idx" ON "_products_v_blocks_youtube" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_youtube_parent_id_idx" ON "_products_v_blocks_youtube" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_youtube_path_idx" ON "_products_v_blocks_youtube" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_youtube_poster_idx" ON "_products_v_blocks_youtube" USING btree ("poster_id");
  CREATE UNIQUE INDEX "_products_v_blocks_youtube_locales_locale_parent_id_unique" ON "_products_v_blocks_youtube_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_audio_player_order_idx" ON "_products_v_blocks_audio_player" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_audio_player_parent_id_idx" ON "_products_v_blocks_audio_player" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_audio_player_path_idx" ON "_products_v_blocks_audio_player" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_audio_player_audio_idx" ON "_products_v_blocks_audio_player" USING btree ("audio_id");
  CREATE INDEX "_products_v_blocks_audio_player_image_idx" ON "_products_v_blocks_audio_player" USING btree ("image_id");
  CREATE UNIQUE INDEX "_products_v_blocks_audio_player_locales_locale_parent_id_uni" ON "_products_v_blocks_audio_player_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_download_list_order_idx" ON "_products_v_blocks_download_list" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_download_list_parent_id_idx" ON "_products_v_blocks_download_list" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_download_list_path_idx" ON "_products_v_blocks_download_list" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_download_list_locales_locale_parent_id_un" ON "_products_v_blocks_download_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_iframe_order_idx" ON "_products_v_blocks_iframe" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_iframe_parent_id_idx" ON "_products_v_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_iframe_path_idx" ON "_products_v_blocks_iframe" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_iframe_locales_locale_parent_id_unique" ON "_products_v_blocks_iframe_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_preview_image_idx" ON "downloads" USING btree ("preview_image_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "clips_updated_at_idx" ON "clips" USING btree ("updated_at");
  CREATE INDEX "clips_created_at_idx" ON "clips" USING btree ("created_at");
  CREATE UNIQUE INDEX "clips_filename_idx" ON "clips" USING btree ("filename");
  CREATE UNIQUE INDEX "clips_locales_locale_parent_id_unique" ON "clips_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages_blocks_card_container_cards" ADD CONSTRAINT "pages_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_container_cards" ADD CONSTRAINT "pages_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_container_cards" ADD CONSTRAINT "_pages_v_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards" ADD CONSTRAINT "products_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_card_container_cards" ADD CONSTRAINT "products_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_rels" ADD CONSTRAINT "products_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD CONSTRAINT "_products_v_blocks_card_container_cards_video_desktop_id_clips_id_fk" FOREIGN KEY ("video_desktop_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_card_container_cards" ADD CONSTRAINT "_products_v_blocks_card_container_cards_video_mobile_id_clips_id_fk" FOREIGN KEY ("video_mobile_id") REFERENCES "public"."clips"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_rels" ADD CONSTRAINT "_products_v_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_clips_fk" FOREIGN KEY ("clips_id") REFERENCES "public"."clips"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_card_container_cards_video_desktop_idx" ON "pages_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "pages_blocks_card_container_cards_video_mobile_idx" ON "pages_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE INDEX "pages_rels_downloads_id_idx" ON "pages_rels" USING btree ("downloads_id");
  CREATE INDEX "_pages_v_blocks_card_container_cards_video_desktop_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_pages_v_blocks_card_container_cards_video_mobile_idx" ON "_pages_v_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE INDEX "_pages_v_rels_downloads_id_idx" ON "_pages_v_rels" USING btree ("downloads_id");
  CREATE INDEX "products_blocks_card_container_cards_video_desktop_idx" ON "products_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "products_blocks_card_container_cards_video_mobile_idx" ON "products_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE INDEX "products_rels_downloads_id_idx" ON "products_rels" USING btree ("downloads_id");
  CREATE INDEX "_products_v_blocks_card_container_cards_video_desktop_idx" ON "_products_v_blocks_card_container_cards" USING btree ("video_desktop_id");
  CREATE INDEX "_products_v_blocks_card_container_cards_video_mobile_idx" ON "_products_v_blocks_card_container_cards" USING btree ("video_mobile_id");
  CREATE INDEX "_products_v_rels_downloads_id_idx" ON "_products_v_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_clips_id_idx" ON "payload_locked_documents_rels" USING btree ("clips_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_set_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_set_carousel_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_technical_data_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_technical_data_rows_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_technical_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_technical_data_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_large_card_container_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_large_card_container_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_large_card_container" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_large_card_container_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_teaser_boxes_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_teaser_boxes_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_teaser_boxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_teaser_boxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_tiles_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_tiles_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_parallax" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_parallax_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_slideshow_slides_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_slideshow" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_image_slideshow_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_video_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_youtube" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_youtube_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_audio_player" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_audio_player_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_download_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_download_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_iframe_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "clips_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_set_carousel" CASCADE;
  DROP TABLE "pages_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "pages_blocks_technical_data_rows" CASCADE;
  DROP TABLE "pages_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "pages_blocks_technical_data" CASCADE;
  DROP TABLE "pages_blocks_technical_data_locales" CASCADE;
  DROP TABLE "pages_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "pages_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "pages_blocks_large_card_container" CASCADE;
  DROP TABLE "pages_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "pages_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "pages_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "pages_blocks_teaser_boxes" CASCADE;
  DROP TABLE "pages_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "pages_blocks_tiles_tiles" CASCADE;
  DROP TABLE "pages_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "pages_blocks_tiles" CASCADE;
  DROP TABLE "pages_blocks_tiles_locales" CASCADE;
  DROP TABLE "pages_blocks_image_parallax" CASCADE;
  DROP TABLE "pages_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "pages_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "pages_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "pages_blocks_image_slideshow" CASCADE;
  DROP TABLE "pages_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "pages_blocks_video" CASCADE;
  DROP TABLE "pages_blocks_video_locales" CASCADE;
  DROP TABLE "pages_blocks_youtube" CASCADE;
  DROP TABLE "pages_blocks_youtube_locales" CASCADE;
  DROP TABLE "pages_blocks_audio_player" CASCADE;
  DROP TABLE "pages_blocks_audio_player_locales" CASCADE;
  DROP TABLE "pages_blocks_download_list" CASCADE;
  DROP TABLE "pages_blocks_download_list_locales" CASCADE;
  DROP TABLE "pages_blocks_iframe" CASCADE;
  DROP TABLE "pages_blocks_iframe_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_set_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_technical_data_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_technical_data" CASCADE;
  DROP TABLE "_pages_v_blocks_technical_data_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_large_card_container" CASCADE;
  DROP TABLE "_pages_v_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_boxes" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tiles_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_tiles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_parallax" CASCADE;
  DROP TABLE "_pages_v_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slideshow" CASCADE;
  DROP TABLE "_pages_v_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_video" CASCADE;
  DROP TABLE "_pages_v_blocks_video_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_youtube" CASCADE;
  DROP TABLE "_pages_v_blocks_youtube_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_audio_player" CASCADE;
  DROP TABLE "_pages_v_blocks_audio_player_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_download_list" CASCADE;
  DROP TABLE "_pages_v_blocks_download_list_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_iframe" CASCADE;
  DROP TABLE "_pages_v_blocks_iframe_locales" CASCADE;
  DROP TABLE "products_blocks_set_carousel" CASCADE;
  DROP TABLE "products_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "products_blocks_technical_data_rows" CASCADE;
  DROP TABLE "products_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "products_blocks_technical_data" CASCADE;
  DROP TABLE "products_blocks_technical_data_locales" CASCADE;
  DROP TABLE "products_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "products_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "products_blocks_large_card_container" CASCADE;
  DROP TABLE "products_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "products_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "products_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "products_blocks_teaser_boxes" CASCADE;
  DROP TABLE "products_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "products_blocks_tiles_tiles" CASCADE;
  DROP TABLE "products_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "products_blocks_tiles" CASCADE;
  DROP TABLE "products_blocks_tiles_locales" CASCADE;
  DROP TABLE "products_blocks_image_parallax" CASCADE;
  DROP TABLE "products_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "products_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "products_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "products_blocks_image_slideshow" CASCADE;
  DROP TABLE "products_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "products_blocks_video" CASCADE;
  DROP TABLE "products_blocks_video_locales" CASCADE;
  DROP TABLE "products_blocks_youtube" CASCADE;
  DROP TABLE "products_blocks_youtube_locales" CASCADE;
  DROP TABLE "products_blocks_audio_player" CASCADE;
  DROP TABLE "products_blocks_audio_player_locales" CASCADE;
  DROP TABLE "products_blocks_download_list" CASCADE;
  DROP TABLE "products_blocks_download_list_locales" CASCADE;
  DROP TABLE "products_blocks_iframe" CASCADE;
  DROP TABLE "products_blocks_iframe_locales" CASCADE;
  DROP TABLE "_products_v_blocks_set_carousel" CASCADE;
  DROP TABLE "_products_v_blocks_set_carousel_locales" CASCADE;
  DROP TABLE "_products_v_blocks_technical_data_rows" CASCADE;
  DROP TABLE "_products_v_blocks_technical_data_rows_locales" CASCADE;
  DROP TABLE "_products_v_blocks_technical_data" CASCADE;
  DROP TABLE "_products_v_blocks_technical_data_locales" CASCADE;
  DROP TABLE "_products_v_blocks_large_card_container_cards" CASCADE;
  DROP TABLE "_products_v_blocks_large_card_container_cards_locales" CASCADE;
  DROP TABLE "_products_v_blocks_large_card_container" CASCADE;
  DROP TABLE "_products_v_blocks_large_card_container_locales" CASCADE;
  DROP TABLE "_products_v_blocks_teaser_boxes_boxes" CASCADE;
  DROP TABLE "_products_v_blocks_teaser_boxes_boxes_locales" CASCADE;
  DROP TABLE "_products_v_blocks_teaser_boxes" CASCADE;
  DROP TABLE "_products_v_blocks_teaser_boxes_locales" CASCADE;
  DROP TABLE "_products_v_blocks_tiles_tiles" CASCADE;
  DROP TABLE "_products_v_blocks_tiles_tiles_locales" CASCADE;
  DROP TABLE "_products_v_blocks_tiles" CASCADE;
  DROP TABLE "_products_v_blocks_tiles_locales" CASCADE;
  DROP TABLE "_products_v_blocks_image_parallax" CASCADE;
  DROP TABLE "_products_v_blocks_image_parallax_locales" CASCADE;
  DROP TABLE "_products_v_blocks_image_slideshow_slides" CASCADE;
  DROP TABLE "_products_v_blocks_image_slideshow_slides_locales" CASCADE;
  DROP TABLE "_products_v_blocks_image_slideshow" CASCADE;
  DROP TABLE "_products_v_blocks_image_slideshow_locales" CASCADE;
  DROP TABLE "_products_v_blocks_video" CASCADE;
  DROP TABLE "_products_v_blocks_video_locales" CASCADE;
  DROP TABLE "_products_v_blocks_youtube" CASCADE;
  DROP TABLE "_products_v_blocks_youtube_locales" CASCADE;
  DROP TABLE "_products_v_blocks_audio_player" CASCADE;
  DROP TABLE "_products_v_blocks_audio_player_locales" CASCADE;
  DROP TABLE "_products_v_blocks_download_list" CASCADE;
  DROP TABLE "_products_v_blocks_download_list_locales" CASCADE;
  DROP TABLE "_products_v_blocks_iframe" CASCADE;
  DROP TABLE "_products_v_blocks_iframe_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "clips" CASCADE;
  DROP TABLE "clips_locales" CASCADE;
  ALTER TABLE "pages_blocks_card_container_cards" DROP CONSTRAINT "pages_blocks_card_container_cards_video_desktop_id_clips_id_fk";
  
  ALTER TABLE "pages_blocks_card_container_cards" DROP CONSTRAINT "pages_blocks_card_container_cards_video_mobile_id_clips_id_fk";
  
  ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_downloads_fk";
  
  ALTER TABLE "_pages_v_blocks_card_container_cards" DROP CONSTRAINT "_pages_v_blocks_card_container_cards_video_desktop_id_clips_id_fk";
  
  ALTER TABLE "_pages_v_blocks_card_container_cards" DROP CONSTRAINT "_pages_v_blocks_card_container_cards_video_mobile_id_clips_id_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_downloads_fk";
  
  ALTER TABLE "products_blocks_card_container_cards" DROP CONSTRAINT "products_blocks_card_container_cards_video_desktop_id_clips_id_fk";
  
  ALTER TABLE "products_blocks_card_container_cards" DROP CONSTRAINT "products_blocks_card_container_cards_video_mobile_id_clips_id_fk";
  
  ALTER TABLE "products_rels" DROP CONSTRAINT "products_rels_downloads_fk";
  
  ALTER TABLE "_products_v_blocks_card_container_cards" DROP CONSTRAINT "_products_v_blocks_card_container_cards_video_desktop_id_clips_id_fk";
  
  ALTER TABLE "_products_v_blocks_card_container_cards" DROP CONSTRAINT "_products_v_blocks_card_container_cards_video_mobile_id_clips_id_fk";
  
  ALTER TABLE "_products_v_rels" DROP CONSTRAINT "_products_v_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_downloads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_clips_fk";
  
  DROP INDEX "pages_blocks_card_container_cards_video_desktop_idx";
  DROP INDEX "pages_blocks_card_container_cards_video_mobile_idx";
  DROP INDEX "pages_rels_downloads_id_idx";
  DROP INDEX "_pages_v_blocks_card_container_cards_video_desktop_idx";
  DROP INDEX "_pages_v_blocks_card_container_cards_video_mobile_idx";
  DROP INDEX "_pages_v_rels_downloads_id_idx";
  DROP INDEX "products_blocks_card_container_cards_video_desktop_idx";
  DROP INDEX "products_blocks_card_container_cards_video_mobile_idx";
  DROP INDEX "products_rels_downloads_id_idx";
  DROP INDEX "_products_v_blocks_card_container_cards_video_desktop_idx";
  DROP INDEX "_products_v_blocks_card_container_cards_video_mobile_idx";
  DROP INDEX "_products_v_rels_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_downloads_id_idx";
  DROP INDEX "payload_locked_documents_rels_clips_id_idx";
  ALTER TABLE "pages_blocks_card_container_cards" DROP COLUMN "video_desktop_id";
  ALTER TABLE "pages_blocks_card_container_cards" DROP COLUMN "video_mobile_id";
  ALTER TABLE "pages_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "_pages_v_blocks_card_container_cards" DROP COLUMN "video_desktop_id";
  ALTER TABLE "_pages_v_blocks_card_container_cards" DROP COLUMN "video_mobile_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "products_blocks_card_container_cards" DROP COLUMN "video_desktop_id";
  ALTER TABLE "products_blocks_card_container_cards" DROP COLUMN "video_mobile_id";
  ALTER TABLE "products_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "_products_v_blocks_card_container_cards" DROP COLUMN "video_desktop_id";
  ALTER TABLE "_products_v_blocks_card_container_cards" DROP COLUMN "video_mobile_id";
  ALTER TABLE "_products_v_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "downloads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "clips_id";
  DROP TYPE "public"."enum_pages_blocks_set_carousel_channel";
  DROP TYPE "public"."enum_pages_blocks_set_carousel_device";
  DROP TYPE "public"."enum_pages_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum_pages_blocks_technical_data_request_type";
  DROP TYPE "public"."enum_pages_blocks_technical_data_channel";
  DROP TYPE "public"."enum_pages_blocks_technical_data_device";
  DROP TYPE "public"."enum_pages_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum_pages_blocks_large_card_container_channel";
  DROP TYPE "public"."enum_pages_blocks_large_card_container_device";
  DROP TYPE "public"."enum_pages_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum_pages_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum_pages_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum_pages_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum_pages_blocks_tiles_channel";
  DROP TYPE "public"."enum_pages_blocks_tiles_device";
  DROP TYPE "public"."enum_pages_blocks_image_parallax_channel";
  DROP TYPE "public"."enum_pages_blocks_image_parallax_device";
  DROP TYPE "public"."enum_pages_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum_pages_blocks_image_slideshow_device";
  DROP TYPE "public"."enum_pages_blocks_video_channel";
  DROP TYPE "public"."enum_pages_blocks_video_device";
  DROP TYPE "public"."enum_pages_blocks_youtube_channel";
  DROP TYPE "public"."enum_pages_blocks_youtube_device";
  DROP TYPE "public"."enum_pages_blocks_audio_player_channel";
  DROP TYPE "public"."enum_pages_blocks_audio_player_device";
  DROP TYPE "public"."enum_pages_blocks_download_list_channel";
  DROP TYPE "public"."enum_pages_blocks_download_list_device";
  DROP TYPE "public"."enum_pages_blocks_iframe_channel";
  DROP TYPE "public"."enum_pages_blocks_iframe_device";
  DROP TYPE "public"."enum__pages_v_blocks_set_carousel_channel";
  DROP TYPE "public"."enum__pages_v_blocks_set_carousel_device";
  DROP TYPE "public"."enum__pages_v_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum__pages_v_blocks_technical_data_request_type";
  DROP TYPE "public"."enum__pages_v_blocks_technical_data_channel";
  DROP TYPE "public"."enum__pages_v_blocks_technical_data_device";
  DROP TYPE "public"."enum__pages_v_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_large_card_container_channel";
  DROP TYPE "public"."enum__pages_v_blocks_large_card_container_device";
  DROP TYPE "public"."enum__pages_v_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum__pages_v_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum__pages_v_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_tiles_channel";
  DROP TYPE "public"."enum__pages_v_blocks_tiles_device";
  DROP TYPE "public"."enum__pages_v_blocks_image_parallax_channel";
  DROP TYPE "public"."enum__pages_v_blocks_image_parallax_device";
  DROP TYPE "public"."enum__pages_v_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum__pages_v_blocks_image_slideshow_device";
  DROP TYPE "public"."enum__pages_v_blocks_video_channel";
  DROP TYPE "public"."enum__pages_v_blocks_video_device";
  DROP TYPE "public"."enum__pages_v_blocks_youtube_channel";
  DROP TYPE "public"."enum__pages_v_blocks_youtube_device";
  DROP TYPE "public"."enum__pages_v_blocks_audio_player_channel";
  DROP TYPE "public"."enum__pages_v_blocks_audio_player_device";
  DROP TYPE "public"."enum__pages_v_blocks_download_list_channel";
  DROP TYPE "public"."enum__pages_v_blocks_download_list_device";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_channel";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_device";
  DROP TYPE "public"."enum_products_blocks_set_carousel_channel";
  DROP TYPE "public"."enum_products_blocks_set_carousel_device";
  DROP TYPE "public"."enum_products_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum_products_blocks_technical_data_request_type";
  DROP TYPE "public"."enum_products_blocks_technical_data_channel";
  DROP TYPE "public"."enum_products_blocks_technical_data_device";
  DROP TYPE "public"."enum_products_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum_products_blocks_large_card_container_channel";
  DROP TYPE "public"."enum_products_blocks_large_card_container_device";
  DROP TYPE "public"."enum_products_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum_products_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum_products_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum_products_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum_products_blocks_tiles_channel";
  DROP TYPE "public"."enum_products_blocks_tiles_device";
  DROP TYPE "public"."enum_products_blocks_image_parallax_channel";
  DROP TYPE "public"."enum_products_blocks_image_parallax_device";
  DROP TYPE "public"."enum_products_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum_products_blocks_image_slideshow_device";
  DROP TYPE "public"."enum_products_blocks_video_channel";
  DROP TYPE "public"."enum_products_blocks_video_device";
  DROP TYPE "public"."enum_products_blocks_youtube_channel";
  DROP TYPE "public"."enum_products_blocks_youtube_device";
  DROP TYPE "public"."enum_products_blocks_audio_player_channel";
  DROP TYPE "public"."enum_products_blocks_audio_player_device";
  DROP TYPE "public"."enum_products_blocks_download_list_channel";
  DROP TYPE "public"."enum_products_blocks_download_list_device";
  DROP TYPE "public"."enum_products_blocks_iframe_channel";
  DROP TYPE "public"."enum_products_blocks_iframe_device";
  DROP TYPE "public"."enum__products_v_blocks_set_carousel_channel";
  DROP TYPE "public"."enum__products_v_blocks_set_carousel_device";
  DROP TYPE "public"."enum__products_v_blocks_technical_data_store_search_type";
  DROP TYPE "public"."enum__products_v_blocks_technical_data_request_type";
  DROP TYPE "public"."enum__products_v_blocks_technical_data_channel";
  DROP TYPE "public"."enum__products_v_blocks_technical_data_device";
  DROP TYPE "public"."enum__products_v_blocks_large_card_container_cards_link_type";
  DROP TYPE "public"."enum__products_v_blocks_large_card_container_channel";
  DROP TYPE "public"."enum__products_v_blocks_large_card_container_device";
  DROP TYPE "public"."enum__products_v_blocks_teaser_boxes_boxes_link_type";
  DROP TYPE "public"."enum__products_v_blocks_teaser_boxes_channel";
  DROP TYPE "public"."enum__products_v_blocks_teaser_boxes_device";
  DROP TYPE "public"."enum__products_v_blocks_tiles_tiles_link_type";
  DROP TYPE "public"."enum__products_v_blocks_tiles_channel";
  DROP TYPE "public"."enum__products_v_blocks_tiles_device";
  DROP TYPE "public"."enum__products_v_blocks_image_parallax_channel";
  DROP TYPE "public"."enum__products_v_blocks_image_parallax_device";
  DROP TYPE "public"."enum__products_v_blocks_image_slideshow_channel";
  DROP TYPE "public"."enum__products_v_blocks_image_slideshow_device";
  DROP TYPE "public"."enum__products_v_blocks_video_channel";
  DROP TYPE "public"."enum__products_v_blocks_video_device";
  DROP TYPE "public"."enum__products_v_blocks_youtube_channel";
  DROP TYPE "public"."enum__products_v_blocks_youtube_device";
  DROP TYPE "public"."enum__products_v_blocks_audio_player_channel";
  DROP TYPE "public"."enum__products_v_blocks_audio_player_device";
  DROP TYPE "public"."enum__products_v_blocks_download_list_channel";
  DROP TYPE "public"."enum__products_v_blocks_download_list_device";
  DROP TYPE "public"."enum__products_v_blocks_iframe_channel";
  DROP TYPE "public"."enum__products_v_blocks_iframe_device";`)
}
