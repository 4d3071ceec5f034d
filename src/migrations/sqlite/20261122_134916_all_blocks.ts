import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_set_carousel_order_idx\` ON \`pages_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_set_carousel_parent_id_idx\` ON \`pages_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_set_carousel_path_idx\` ON \`pages_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_set_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_rows_order_idx\` ON \`pages_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_rows_parent_id_idx\` ON \`pages_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_technical_data_rows_locales_locale_parent_id_un\` ON \`pages_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`show_price\` integer DEFAULT true,
  	\`store_search_type\` text DEFAULT 'story',
  	\`store_search_url\` text,
  	\`store_search_email\` text,
  	\`store_search_anchor\` text,
  	\`request_type\` text DEFAULT 'story',
  	\`request_url\` text,
  	\`request_email\` text,
  	\`request_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_order_idx\` ON \`pages_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_parent_id_idx\` ON \`pages_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_path_idx\` ON \`pages_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_technical_data_product_idx\` ON \`pages_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_technical_data_locales_locale_parent_id_unique\` ON \`pages_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_order_idx\` ON \`pages_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_parent_id_idx\` ON \`pages_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_image_desktop_idx\` ON \`pages_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_image_mobile_idx\` ON \`pages_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_video_desktop_idx\` ON \`pages_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_cards_video_mobile_idx\` ON \`pages_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_large_card_container_cards_locales_locale_paren\` ON \`pages_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_order_idx\` ON \`pages_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_parent_id_idx\` ON \`pages_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_large_card_container_path_idx\` ON \`pages_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_large_card_container_locales_locale_parent_id_u\` ON \`pages_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_boxes_order_idx\` ON \`pages_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`pages_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_boxes_image_idx\` ON \`pages_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_teaser_boxes_boxes_locales_locale_parent_id_uni\` ON \`pages_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_order_idx\` ON \`pages_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_parent_id_idx\` ON \`pages_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_boxes_path_idx\` ON \`pages_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_teaser_boxes_locales_locale_parent_id_unique\` ON \`pages_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_tiles_order_idx\` ON \`pages_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_tiles_parent_id_idx\` ON \`pages_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_tiles_image_idx\` ON \`pages_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tiles_tiles_locales_locale_parent_id_unique\` ON \`pages_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_order_idx\` ON \`pages_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_parent_id_idx\` ON \`pages_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_tiles_path_idx\` ON \`pages_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_tiles_locales_locale_parent_id_unique\` ON \`pages_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parallax_order_idx\` ON \`pages_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parallax_parent_id_idx\` ON \`pages_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parallax_path_idx\` ON \`pages_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parallax_image_idx\` ON \`pages_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parallax_image_mobile_idx\` ON \`pages_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_parallax_locales_locale_parent_id_unique\` ON \`pages_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_slides_order_idx\` ON \`pages_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_slides_parent_id_idx\` ON \`pages_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_slides_image_desktop_idx\` ON \`pages_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_slides_image_mobile_idx\` ON \`pages_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_slideshow_slides_locales_locale_parent_id\` ON \`pages_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_order_idx\` ON \`pages_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_parent_id_idx\` ON \`pages_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_slideshow_path_idx\` ON \`pages_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_slideshow_locales_locale_parent_id_unique\` ON \`pages_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`poster_id\` integer,
  	\`autoplay\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_order_idx\` ON \`pages_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_parent_id_idx\` ON \`pages_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_path_idx\` ON \`pages_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_video_desktop_idx\` ON \`pages_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_video_mobile_idx\` ON \`pages_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_idx\` ON \`pages_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_locales_locale_parent_id_unique\` ON \`pages_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_youtube\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_id\` text,
  	\`poster_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_youtube_order_idx\` ON \`pages_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_youtube_parent_id_idx\` ON \`pages_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_youtube_path_idx\` ON \`pages_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_youtube_poster_idx\` ON \`pages_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_youtube_locales_locale_parent_id_unique\` ON \`pages_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`audio_id\` integer,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_player_order_idx\` ON \`pages_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_player_parent_id_idx\` ON \`pages_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_player_path_idx\` ON \`pages_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_player_audio_idx\` ON \`pages_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_audio_player_image_idx\` ON \`pages_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_audio_player_locales_locale_parent_id_unique\` ON \`pages_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_download_list_order_idx\` ON \`pages_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_download_list_parent_id_idx\` ON \`pages_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_download_list_path_idx\` ON \`pages_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_download_list_locales_locale_parent_id_unique\` ON \`pages_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_order_idx\` ON \`pages_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_parent_id_idx\` ON \`pages_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_path_idx\` ON \`pages_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_iframe_locales_locale_parent_id_unique\` ON \`pages_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_set_carousel_order_idx\` ON \`_pages_v_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_set_carousel_parent_id_idx\` ON \`_pages_v_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_set_carousel_path_idx\` ON \`_pages_v_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_set_carousel_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_rows_order_idx\` ON \`_pages_v_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_rows_parent_id_idx\` ON \`_pages_v_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_technical_data_rows_locales_locale_parent_id\` ON \`_pages_v_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`show_price\` integer DEFAULT true,
  	\`store_search_type\` text DEFAULT 'story',
  	\`store_search_url\` text,
  	\`store_search_email\` text,
  	\`store_search_anchor\` text,
  	\`request_type\` text DEFAULT 'story',
  	\`request_url\` text,
  	\`request_email\` text,
  	\`request_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_order_idx\` ON \`_pages_v_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_parent_id_idx\` ON \`_pages_v_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_path_idx\` ON \`_pages_v_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_technical_data_product_idx\` ON \`_pages_v_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_technical_data_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_order_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_parent_id_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_image_desktop_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_image_mobile_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_video_desktop_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_cards_video_mobile_idx\` ON \`_pages_v_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_large_card_container_cards_locales_locale_pa\` ON \`_pages_v_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_order_idx\` ON \`_pages_v_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_parent_id_idx\` ON \`_pages_v_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_large_card_container_path_idx\` ON \`_pages_v_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_large_card_container_locales_locale_parent_i\` ON \`_pages_v_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_boxes_order_idx\` ON \`_pages_v_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`_pages_v_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_boxes_image_idx\` ON \`_pages_v_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_teaser_boxes_boxes_locales_locale_parent_id_\` ON \`_pages_v_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_order_idx\` ON \`_pages_v_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_parent_id_idx\` ON \`_pages_v_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_boxes_path_idx\` ON \`_pages_v_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_teaser_boxes_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_tiles_order_idx\` ON \`_pages_v_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_tiles_parent_id_idx\` ON \`_pages_v_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_tiles_image_idx\` ON \`_pages_v_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tiles_tiles_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_order_idx\` ON \`_pages_v_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_parent_id_idx\` ON \`_pages_v_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_tiles_path_idx\` ON \`_pages_v_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_tiles_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parallax_order_idx\` ON \`_pages_v_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parallax_parent_id_idx\` ON \`_pages_v_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parallax_path_idx\` ON \`_pages_v_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parallax_image_idx\` ON \`_pages_v_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parallax_image_mobile_idx\` ON \`_pages_v_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_parallax_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_slides_order_idx\` ON \`_pages_v_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_slides_parent_id_idx\` ON \`_pages_v_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_slides_image_desktop_idx\` ON \`_pages_v_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_slides_image_mobile_idx\` ON \`_pages_v_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_slideshow_slides_locales_locale_parent\` ON \`_pages_v_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_order_idx\` ON \`_pages_v_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_parent_id_idx\` ON \`_pages_v_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_slideshow_path_idx\` ON \`_pages_v_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_slideshow_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`poster_id\` integer,
  	\`autoplay\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_order_idx\` ON \`_pages_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_parent_id_idx\` ON \`_pages_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_path_idx\` ON \`_pages_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_video_desktop_idx\` ON \`_pages_v_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_video_mobile_idx\` ON \`_pages_v_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_idx\` ON \`_pages_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_youtube\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_id\` text,
  	\`poster_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_youtube_order_idx\` ON \`_pages_v_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_youtube_parent_id_idx\` ON \`_pages_v_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_youtube_path_idx\` ON \`_pages_v_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_youtube_poster_idx\` ON \`_pages_v_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_youtube_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audio_id\` integer,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_player_order_idx\` ON \`_pages_v_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_player_parent_id_idx\` ON \`_pages_v_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_player_path_idx\` ON \`_pages_v_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_player_audio_idx\` ON \`_pages_v_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_audio_player_image_idx\` ON \`_pages_v_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_audio_player_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_download_list_order_idx\` ON \`_pages_v_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_download_list_parent_id_idx\` ON \`_pages_v_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_download_list_path_idx\` ON \`_pages_v_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_download_list_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_order_idx\` ON \`_pages_v_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_parent_id_idx\` ON \`_pages_v_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_path_idx\` ON \`_pages_v_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_iframe_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_set_carousel_order_idx\` ON \`products_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_set_carousel_parent_id_idx\` ON \`products_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_set_carousel_path_idx\` ON \`products_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_set_carousel_locales_locale_parent_id_unique\` ON \`products_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_rows_order_idx\` ON \`products_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_rows_parent_id_idx\` ON \`products_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_technical_data_rows_locales_locale_parent_id\` ON \`products_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`show_price\` integer DEFAULT true,
  	\`store_search_type\` text DEFAULT 'story',
  	\`store_search_url\` text,
  	\`store_search_email\` text,
  	\`store_search_anchor\` text,
  	\`request_type\` text DEFAULT 'story',
  	\`request_url\` text,
  	\`request_email\` text,
  	\`request_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_order_idx\` ON \`products_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_parent_id_idx\` ON \`products_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_path_idx\` ON \`products_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_technical_data_product_idx\` ON \`products_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_technical_data_locales_locale_parent_id_uniq\` ON \`products_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_large_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_order_idx\` ON \`products_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_parent_id_idx\` ON \`products_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_image_desktop_idx\` ON \`products_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_image_mobile_idx\` ON \`products_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_video_desktop_idx\` ON \`products_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_cards_video_mobile_idx\` ON \`products_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_large_card_container_cards_locales_locale_pa\` ON \`products_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_order_idx\` ON \`products_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_parent_id_idx\` ON \`products_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_large_card_container_path_idx\` ON \`products_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_large_card_container_locales_locale_parent_i\` ON \`products_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_teaser_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_boxes_order_idx\` ON \`products_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`products_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_boxes_image_idx\` ON \`products_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_teaser_boxes_boxes_locales_locale_parent_id_\` ON \`products_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_order_idx\` ON \`products_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_parent_id_idx\` ON \`products_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_teaser_boxes_path_idx\` ON \`products_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_teaser_boxes_locales_locale_parent_id_unique\` ON \`products_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_tiles_order_idx\` ON \`products_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_tiles_parent_id_idx\` ON \`products_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_tiles_image_idx\` ON \`products_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_tiles_tiles_locales_locale_parent_id_unique\` ON \`products_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_order_idx\` ON \`products_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_parent_id_idx\` ON \`products_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_tiles_path_idx\` ON \`products_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_tiles_locales_locale_parent_id_unique\` ON \`products_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_image_parallax_order_idx\` ON \`products_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_parallax_parent_id_idx\` ON \`products_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_parallax_path_idx\` ON \`products_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_parallax_image_idx\` ON \`products_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_parallax_image_mobile_idx\` ON \`products_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_image_parallax_locales_locale_parent_id_uniq\` ON \`products_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_slides_order_idx\` ON \`products_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_slides_parent_id_idx\` ON \`products_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_slides_image_desktop_idx\` ON \`products_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_slides_image_mobile_idx\` ON \`products_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_image_slideshow_slides_locales_locale_parent\` ON \`products_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_order_idx\` ON \`products_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_parent_id_idx\` ON \`products_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_image_slideshow_path_idx\` ON \`products_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_image_slideshow_locales_locale_parent_id_uni\` ON \`products_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`poster_id\` integer,
  	\`autoplay\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_video_order_idx\` ON \`products_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_video_parent_id_idx\` ON \`products_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_video_path_idx\` ON \`products_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_video_video_desktop_idx\` ON \`products_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_video_video_mobile_idx\` ON \`products_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_video_poster_idx\` ON \`products_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_video_locales_locale_parent_id_unique\` ON \`products_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_youtube\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_id\` text,
  	\`poster_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_youtube_order_idx\` ON \`products_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_youtube_parent_id_idx\` ON \`products_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_youtube_path_idx\` ON \`products_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_youtube_poster_idx\` ON \`products_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_youtube_locales_locale_parent_id_unique\` ON \`products_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_audio_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`audio_id\` integer,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_audio_player_order_idx\` ON \`products_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_audio_player_parent_id_idx\` ON \`products_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_audio_player_path_idx\` ON \`products_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_audio_player_audio_idx\` ON \`products_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_audio_player_image_idx\` ON \`products_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_audio_player_locales_locale_parent_id_unique\` ON \`products_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_download_list_order_idx\` ON \`products_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_download_list_parent_id_idx\` ON \`products_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_download_list_path_idx\` ON \`products_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_download_list_locales_locale_parent_id_uniqu\` ON \`products_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_iframe_order_idx\` ON \`products_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_iframe_parent_id_idx\` ON \`products_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_iframe_path_idx\` ON \`products_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_iframe_locales_locale_parent_id_unique\` ON \`products_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_set_carousel_order_idx\` ON \`_products_v_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_set_carousel_parent_id_idx\` ON \`_products_v_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_set_carousel_path_idx\` ON \`_products_v_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_set_carousel_locales_locale_parent_id_uni\` ON \`_products_v_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_rows_order_idx\` ON \`_products_v_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_rows_parent_id_idx\` ON \`_products_v_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_technical_data_rows_locales_locale_parent\` ON \`_products_v_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`show_price\` integer DEFAULT true,
  	\`store_search_type\` text DEFAULT 'story',
  	\`store_search_url\` text,
  	\`store_search_email\` text,
  	\`store_search_anchor\` text,
  	\`request_type\` text DEFAULT 'story',
  	\`request_url\` text,
  	\`request_email\` text,
  	\`request_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_order_idx\` ON \`_products_v_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_parent_id_idx\` ON \`_products_v_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_path_idx\` ON \`_products_v_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_technical_data_product_idx\` ON \`_products_v_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_technical_data_locales_locale_parent_id_u\` ON \`_products_v_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_large_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_order_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_parent_id_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_image_desk_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_image_mobi_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_video_desk_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_cards_video_mobi_idx\` ON \`_products_v_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_large_card_container_cards_locales_locale\` ON \`_products_v_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_order_idx\` ON \`_products_v_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_parent_id_idx\` ON \`_products_v_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_large_card_container_path_idx\` ON \`_products_v_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_large_card_container_locales_locale_paren\` ON \`_products_v_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_teaser_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_boxes_order_idx\` ON \`_products_v_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`_products_v_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_boxes_image_idx\` ON \`_products_v_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_teaser_boxes_boxes_locales_locale_parent_\` ON \`_products_v_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_order_idx\` ON \`_products_v_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_parent_id_idx\` ON \`_products_v_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_teaser_boxes_path_idx\` ON \`_products_v_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_teaser_boxes_locales_locale_parent_id_uni\` ON \`_products_v_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_tiles_order_idx\` ON \`_products_v_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_tiles_parent_id_idx\` ON \`_products_v_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_tiles_image_idx\` ON \`_products_v_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_tiles_tiles_locales_locale_parent_id_uniq\` ON \`_products_v_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_order_idx\` ON \`_products_v_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_parent_id_idx\` ON \`_products_v_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_tiles_path_idx\` ON \`_products_v_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_tiles_locales_locale_parent_id_unique\` ON \`_products_v_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_parallax\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_mobile_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_parallax_order_idx\` ON \`_products_v_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_parallax_parent_id_idx\` ON \`_products_v_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_parallax_path_idx\` ON \`_products_v_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_parallax_image_idx\` ON \`_products_v_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_parallax_image_mobile_idx\` ON \`_products_v_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_image_parallax_locales_locale_parent_id_u\` ON \`_products_v_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_slides_order_idx\` ON \`_products_v_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_slides_parent_id_idx\` ON \`_products_v_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_slides_image_desktop_idx\` ON \`_products_v_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_slides_image_mobile_idx\` ON \`_products_v_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_image_slideshow_slides_locales_locale_par\` ON \`_products_v_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_order_idx\` ON \`_products_v_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_parent_id_idx\` ON \`_products_v_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_image_slideshow_path_idx\` ON \`_products_v_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_image_slideshow_locales_locale_parent_id_\` ON \`_products_v_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_desktop_id\` integer,
  	\`video_mobile_id\` integer,
  	\`poster_id\` integer,
  	\`autoplay\` integer DEFAULT false,
  	\`loop\` integer DEFAULT false,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`video_desktop_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`video_mobile_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_order_idx\` ON \`_products_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_parent_id_idx\` ON \`_products_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_path_idx\` ON \`_products_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_video_desktop_idx\` ON \`_products_v_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_video_mobile_idx\` ON \`_products_v_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_video_poster_idx\` ON \`_products_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_video_locales_locale_parent_id_unique\` ON \`_products_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_youtube\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_id\` text,
  	\`poster_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_youtube_order_idx\` ON \`_products_v_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_youtube_parent_id_idx\` ON \`_products_v_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_youtube_path_idx\` ON \`_products_v_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_youtube_poster_idx\` ON \`_products_v_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_youtube_locales_locale_parent_id_unique\` ON \`_products_v_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_audio_player\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`audio_id\` integer,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_audio_player_order_idx\` ON \`_products_v_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_audio_player_parent_id_idx\` ON \`_products_v_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_audio_player_path_idx\` ON \`_products_v_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_audio_player_audio_idx\` ON \`_products_v_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_audio_player_image_idx\` ON \`_products_v_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_audio_player_locales_locale_parent_id_uni\` ON \`_products_v_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_download_list_order_idx\` ON \`_products_v_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_download_list_parent_id_idx\` ON \`_products_v_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_download_list_path_idx\` ON \`_products_v_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_download_list_locales_locale_parent_id_un\` ON \`_products_v_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_iframe_order_idx\` ON \`_products_v_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_iframe_parent_id_idx\` ON \`_products_v_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_iframe_path_idx\` ON \`_products_v_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_iframe_locales_locale_parent_id_unique\` ON \`_products_v_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`preview_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`downloads_preview_image_idx\` ON \`downloads\` (\`preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_filename_idx\` ON \`downloads\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title1\` text NOT NULL,
  	\`title2\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`clips\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`clips_updated_at_idx\` ON \`clips\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`clips_created_at_idx\` ON \`clips\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`clips_filename_idx\` ON \`clips\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`clips_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`clips_locales_locale_parent_id_unique\` ON \`clips_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_container_cards\` ADD \`video_desktop_id\` integer REFERENCES clips(id);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_card_container_cards\` ADD \`video_mobile_id\` integer REFERENCES clips(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_video_desktop_idx\` ON \`pages_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_video_mobile_idx\` ON \`pages_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_downloads_id_idx\` ON \`pages_rels\` (\`downloads_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_container_cards\` ADD \`video_desktop_id\` integer REFERENCES clips(id);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_card_container_cards\` ADD \`video_mobile_id\` integer REFERENCES clips(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_video_desktop_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_video_mobile_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_downloads_id_idx\` ON \`_pages_v_rels\` (\`downloads_id\`);`)
  await db.run(sql`ALTER TABLE \`products_blocks_card_container_cards\` ADD \`video_desktop_id\` integer REFERENCES clips(id);`)
  await db.run(sql`ALTER TABLE \`products_blocks_card_container_cards\` ADD \`video_mobile_id\` integer REFERENCES clips(id);`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_video_desktop_idx\` ON \`products_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_video_mobile_idx\` ON \`products_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`products_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`CREATE INDEX \`products_rels_downloads_id_idx\` ON \`products_rels\` (\`downloads_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_card_container_cards\` ADD \`video_desktop_id\` integer REFERENCES clips(id);`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_card_container_cards\` ADD \`video_mobile_id\` integer REFERENCES clips(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_video_desktop_idx\` ON \`_products_v_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_video_mobile_idx\` ON \`_products_v_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`ALTER TABLE \`_products_v_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_downloads_id_idx\` ON \`_products_v_rels\` (\`downloads_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`clips_id\` integer REFERENCES clips(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clips_id_idx\` ON \`payload_locked_documents_rels\` (\`clips_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`clips\`;`)
  await db.run(sql`DROP TABLE \`clips_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_container_cards\`("_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id") SELECT "_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id" FROM \`pages_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_container_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_container_cards\` RENAME TO \`pages_blocks_card_container_cards\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_order_idx\` ON \`pages_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_parent_id_idx\` ON \`pages_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_image_desktop_idx\` ON \`pages_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_container_cards_image_mobile_idx\` ON \`pages_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_products_id_idx\` ON \`pages_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_media_id_idx\` ON \`pages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_card_container_cards\`("_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id", "_uuid" FROM \`_pages_v_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_container_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_card_container_cards\` RENAME TO \`_pages_v_blocks_card_container_cards\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_order_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_parent_id_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_image_desktop_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_container_cards_image_mobile_idx\` ON \`_pages_v_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_products_id_idx\` ON \`_pages_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_media_id_idx\` ON \`_pages_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_blocks_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_blocks_card_container_cards\`("_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id") SELECT "_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id" FROM \`products_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_card_container_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_blocks_card_container_cards\` RENAME TO \`products_blocks_card_container_cards\`;`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_order_idx\` ON \`products_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_parent_id_idx\` ON \`products_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_image_desktop_idx\` ON \`products_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_card_container_cards_image_mobile_idx\` ON \`products_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_products_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_products_rels\`("id", "order", "parent_id", "path", "media_id", "pages_id", "products_id") SELECT "id", "order", "parent_id", "path", "media_id", "pages_id", "products_id" FROM \`products_rels\`;`)
  await db.run(sql`DROP TABLE \`products_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_products_rels\` RENAME TO \`products_rels\`;`)
  await db.run(sql`CREATE INDEX \`products_rels_order_idx\` ON \`products_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_parent_idx\` ON \`products_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_path_idx\` ON \`products_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_media_id_idx\` ON \`products_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_pages_id_idx\` ON \`products_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`products_rels_products_id_idx\` ON \`products_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_blocks_card_container_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_blocks_card_container_cards\`("_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id", "_uuid") SELECT "_order", "_parent_id", "id", "link_type", "link_url", "link_email", "link_anchor", "image_desktop_id", "image_mobile_id", "_uuid" FROM \`_products_v_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_card_container_cards\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_blocks_card_container_cards\` RENAME TO \`_products_v_blocks_card_container_cards\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_order_idx\` ON \`_products_v_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_parent_id_idx\` ON \`_products_v_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_image_desktop_idx\` ON \`_products_v_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_card_container_cards_image_mobile_idx\` ON \`_products_v_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__products_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__products_v_rels\`("id", "order", "parent_id", "path", "media_id", "pages_id", "products_id") SELECT "id", "order", "parent_id", "path", "media_id", "pages_id", "products_id" FROM \`_products_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_products_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__products_v_rels\` RENAME TO \`_products_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_order_idx\` ON \`_products_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_parent_idx\` ON \`_products_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_path_idx\` ON \`_products_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_media_id_idx\` ON \`_products_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_pages_id_idx\` ON \`_products_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_rels_products_id_idx\` ON \`_products_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	\`jewelers_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jewelers_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "jewelers_id", "users_id", "admins_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "jewelers_id", "users_id", "admins_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jewelers_id_idx\` ON \`payload_locked_documents_rels\` (\`jewelers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
}
