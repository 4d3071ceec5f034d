import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_jeweler_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`note\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_jeweler_content_order_idx\` ON \`pages_blocks_jeweler_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_jeweler_content_parent_id_idx\` ON \`pages_blocks_jeweler_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_jeweler_content_path_idx\` ON \`pages_blocks_jeweler_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_jeweler_content\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`note\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jeweler_content_order_idx\` ON \`_pages_v_blocks_jeweler_content\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jeweler_content_parent_id_idx\` ON \`_pages_v_blocks_jeweler_content\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_jeweler_content_path_idx\` ON \`_pages_v_blocks_jeweler_content\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`overlay\` integer DEFAULT false,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_hero_order_idx\` ON \`jewelers_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_hero_parent_id_idx\` ON \`jewelers_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_hero_path_idx\` ON \`jewelers_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_hero_image_desktop_idx\` ON \`jewelers_blocks_hero\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_hero_image_mobile_idx\` ON \`jewelers_blocks_hero\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_hero_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_hero_locales_locale_parent_id_unique\` ON \`jewelers_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_rich_text_order_idx\` ON \`jewelers_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_rich_text_parent_id_idx\` ON \`jewelers_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_rich_text_path_idx\` ON \`jewelers_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_rich_text_locales_locale_parent_id_unique\` ON \`jewelers_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_headline_order_idx\` ON \`jewelers_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_headline_parent_id_idx\` ON \`jewelers_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_headline_path_idx\` ON \`jewelers_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_headline_locales\` (
  	\`text\` text,
  	\`subline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_headline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_headline_locales_locale_parent_id_unique\` ON \`jewelers_blocks_headline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`style\` text DEFAULT 'quoteLeft',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_quote_order_idx\` ON \`jewelers_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_quote_parent_id_idx\` ON \`jewelers_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_quote_path_idx\` ON \`jewelers_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_quote_locales\` (
  	\`quote\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_quote_locales_locale_parent_id_unique\` ON \`jewelers_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'triple',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_product_list_order_idx\` ON \`jewelers_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_product_list_parent_id_idx\` ON \`jewelers_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_product_list_path_idx\` ON \`jewelers_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_product_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_product_list_locales_locale_parent_id_unique\` ON \`jewelers_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_set_carousel_order_idx\` ON \`jewelers_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_set_carousel_parent_id_idx\` ON \`jewelers_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_set_carousel_path_idx\` ON \`jewelers_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_set_carousel_locales_locale_parent_id_unique\` ON \`jewelers_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_rows_order_idx\` ON \`jewelers_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_rows_parent_id_idx\` ON \`jewelers_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_technical_data_rows_locales_locale_parent_id\` ON \`jewelers_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_technical_data\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_order_idx\` ON \`jewelers_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_parent_id_idx\` ON \`jewelers_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_path_idx\` ON \`jewelers_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_technical_data_product_idx\` ON \`jewelers_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_technical_data_locales_locale_parent_id_uniq\` ON \`jewelers_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_card_container_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_order_idx\` ON \`jewelers_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_parent_id_idx\` ON \`jewelers_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_image_desktop_idx\` ON \`jewelers_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_image_mobile_idx\` ON \`jewelers_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_video_desktop_idx\` ON \`jewelers_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_cards_video_mobile_idx\` ON \`jewelers_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_card_container_cards_locales_locale_parent_i\` ON \`jewelers_blocks_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_order_idx\` ON \`jewelers_blocks_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_parent_id_idx\` ON \`jewelers_blocks_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_card_container_path_idx\` ON \`jewelers_blocks_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_card_container_locales_locale_parent_id_uniq\` ON \`jewelers_blocks_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_large_card_container_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_order_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_parent_id_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_image_desktop_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_image_mobile_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_video_desktop_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_cards_video_mobile_idx\` ON \`jewelers_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_large_card_container_cards_locales_locale_pa\` ON \`jewelers_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_order_idx\` ON \`jewelers_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_parent_id_idx\` ON \`jewelers_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_large_card_container_path_idx\` ON \`jewelers_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_large_card_container_locales_locale_parent_i\` ON \`jewelers_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_teaser_boxes_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_boxes_order_idx\` ON \`jewelers_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`jewelers_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_boxes_image_idx\` ON \`jewelers_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_teaser_boxes_boxes_locales_locale_parent_id_\` ON \`jewelers_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_order_idx\` ON \`jewelers_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_parent_id_idx\` ON \`jewelers_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_teaser_boxes_path_idx\` ON \`jewelers_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_teaser_boxes_locales_locale_parent_id_unique\` ON \`jewelers_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_tiles_order_idx\` ON \`jewelers_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_tiles_parent_id_idx\` ON \`jewelers_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_tiles_image_idx\` ON \`jewelers_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_tiles_tiles_locales_locale_parent_id_unique\` ON \`jewelers_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_order_idx\` ON \`jewelers_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_parent_id_idx\` ON \`jewelers_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_tiles_path_idx\` ON \`jewelers_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_tiles_locales_locale_parent_id_unique\` ON \`jewelers_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_text_on_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_text_on_media_order_idx\` ON \`jewelers_blocks_text_on_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_text_on_media_parent_id_idx\` ON \`jewelers_blocks_text_on_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_text_on_media_path_idx\` ON \`jewelers_blocks_text_on_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_text_on_media_image_idx\` ON \`jewelers_blocks_text_on_media\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_text_on_media_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_text_on_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_text_on_media_locales_locale_parent_id_uniqu\` ON \`jewelers_blocks_text_on_media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_parallax\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_parallax_order_idx\` ON \`jewelers_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_parallax_parent_id_idx\` ON \`jewelers_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_parallax_path_idx\` ON \`jewelers_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_parallax_image_idx\` ON \`jewelers_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_parallax_image_mobile_idx\` ON \`jewelers_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_image_parallax_locales_locale_parent_id_uniq\` ON \`jewelers_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_slides_order_idx\` ON \`jewelers_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_slides_parent_id_idx\` ON \`jewelers_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_slides_image_desktop_idx\` ON \`jewelers_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_slides_image_mobile_idx\` ON \`jewelers_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_image_slideshow_slides_locales_locale_parent\` ON \`jewelers_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_order_idx\` ON \`jewelers_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_parent_id_idx\` ON \`jewelers_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_image_slideshow_path_idx\` ON \`jewelers_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_image_slideshow_locales_locale_parent_id_uni\` ON \`jewelers_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_order_idx\` ON \`jewelers_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_parent_id_idx\` ON \`jewelers_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_path_idx\` ON \`jewelers_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_video_desktop_idx\` ON \`jewelers_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_video_mobile_idx\` ON \`jewelers_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_video_poster_idx\` ON \`jewelers_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_video_locales_locale_parent_id_unique\` ON \`jewelers_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_youtube\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_youtube_order_idx\` ON \`jewelers_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_youtube_parent_id_idx\` ON \`jewelers_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_youtube_path_idx\` ON \`jewelers_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_youtube_poster_idx\` ON \`jewelers_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_youtube_locales_locale_parent_id_unique\` ON \`jewelers_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_audio_player\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_audio_player_order_idx\` ON \`jewelers_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_audio_player_parent_id_idx\` ON \`jewelers_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_audio_player_path_idx\` ON \`jewelers_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_audio_player_audio_idx\` ON \`jewelers_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_audio_player_image_idx\` ON \`jewelers_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_audio_player_locales_locale_parent_id_unique\` ON \`jewelers_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_download_list_order_idx\` ON \`jewelers_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_download_list_parent_id_idx\` ON \`jewelers_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_download_list_path_idx\` ON \`jewelers_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_download_list_locales_locale_parent_id_uniqu\` ON \`jewelers_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_accordion_items_order_idx\` ON \`jewelers_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_accordion_items_parent_id_idx\` ON \`jewelers_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_accordion_items_locales_locale_parent_id_uni\` ON \`jewelers_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_accordion_order_idx\` ON \`jewelers_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_accordion_parent_id_idx\` ON \`jewelers_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_accordion_path_idx\` ON \`jewelers_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_accordion_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_accordion_locales_locale_parent_id_unique\` ON \`jewelers_blocks_accordion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_contact_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_tiles_tiles_order_idx\` ON \`jewelers_blocks_contact_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_tiles_tiles_parent_id_idx\` ON \`jewelers_blocks_contact_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_tiles_tiles_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_contact_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_contact_tiles_tiles_locales_locale_parent_id\` ON \`jewelers_blocks_contact_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_tiles_order_idx\` ON \`jewelers_blocks_contact_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_tiles_parent_id_idx\` ON \`jewelers_blocks_contact_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_tiles_path_idx\` ON \`jewelers_blocks_contact_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_contact_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_contact_tiles_locales_locale_parent_id_uniqu\` ON \`jewelers_blocks_contact_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_banner_order_idx\` ON \`jewelers_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_banner_parent_id_idx\` ON \`jewelers_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_banner_path_idx\` ON \`jewelers_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_banner_locales\` (
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_banner_locales_locale_parent_id_unique\` ON \`jewelers_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_iframe_order_idx\` ON \`jewelers_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_iframe_parent_id_idx\` ON \`jewelers_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_iframe_path_idx\` ON \`jewelers_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_iframe_locales_locale_parent_id_unique\` ON \`jewelers_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_version_opening_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`weekday\` text,
  	\`open\` text,
  	\`close\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_opening_times_order_idx\` ON \`_jewelers_v_version_opening_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_opening_times_parent_id_idx\` ON \`_jewelers_v_version_opening_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_version_opening_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`closed\` integer DEFAULT true,
  	\`open\` text,
  	\`close\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_opening_exceptions_order_idx\` ON \`_jewelers_v_version_opening_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_opening_exceptions_parent_id_idx\` ON \`_jewelers_v_version_opening_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`overlay\` integer DEFAULT false,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_hero_order_idx\` ON \`_jewelers_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_hero_parent_id_idx\` ON \`_jewelers_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_hero_path_idx\` ON \`_jewelers_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_hero_image_desktop_idx\` ON \`_jewelers_v_blocks_hero\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_hero_image_mobile_idx\` ON \`_jewelers_v_blocks_hero\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_hero_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_rich_text_order_idx\` ON \`_jewelers_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_rich_text_parent_id_idx\` ON \`_jewelers_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_rich_text_path_idx\` ON \`_jewelers_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_rich_text_locales\` (
  	\`heading\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_headline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_headline_order_idx\` ON \`_jewelers_v_blocks_headline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_headline_parent_id_idx\` ON \`_jewelers_v_blocks_headline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_headline_path_idx\` ON \`_jewelers_v_blocks_headline\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_headline_locales\` (
  	\`text\` text,
  	\`subline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_headline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_headline_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_headline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`author\` text,
  	\`style\` text DEFAULT 'quoteLeft',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_quote_order_idx\` ON \`_jewelers_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_quote_parent_id_idx\` ON \`_jewelers_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_quote_path_idx\` ON \`_jewelers_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_quote_locales\` (
  	\`quote\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_quote_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_quote_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_product_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`layout\` text DEFAULT 'triple',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_product_list_order_idx\` ON \`_jewelers_v_blocks_product_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_product_list_parent_id_idx\` ON \`_jewelers_v_blocks_product_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_product_list_path_idx\` ON \`_jewelers_v_blocks_product_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_product_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_product_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_product_list_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_product_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_set_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_set_carousel_order_idx\` ON \`_jewelers_v_blocks_set_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_set_carousel_parent_id_idx\` ON \`_jewelers_v_blocks_set_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_set_carousel_path_idx\` ON \`_jewelers_v_blocks_set_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_set_carousel_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_set_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_set_carousel_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_set_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_technical_data_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_rows_order_idx\` ON \`_jewelers_v_blocks_technical_data_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_rows_parent_id_idx\` ON \`_jewelers_v_blocks_technical_data_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_technical_data_rows_locales\` (
  	\`label\` text,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_technical_data_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_technical_data_rows_locales_locale_parent\` ON \`_jewelers_v_blocks_technical_data_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_technical_data\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_order_idx\` ON \`_jewelers_v_blocks_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_parent_id_idx\` ON \`_jewelers_v_blocks_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_path_idx\` ON \`_jewelers_v_blocks_technical_data\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_technical_data_product_idx\` ON \`_jewelers_v_blocks_technical_data\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_technical_data_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_technical_data\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_technical_data_locales_locale_parent_id_u\` ON \`_jewelers_v_blocks_technical_data_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_card_container_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_order_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_parent_id_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_image_desktop_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_image_mobile_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_video_desktop_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_cards_video_mobile_idx\` ON \`_jewelers_v_blocks_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_card_container_cards_locales_locale_paren\` ON \`_jewelers_v_blocks_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_order_idx\` ON \`_jewelers_v_blocks_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_parent_id_idx\` ON \`_jewelers_v_blocks_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_card_container_path_idx\` ON \`_jewelers_v_blocks_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_card_container_locales_locale_parent_id_u\` ON \`_jewelers_v_blocks_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_large_card_container_cards\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_order_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_parent_id_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_image_desk_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_image_mobi_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_video_desk_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_cards_video_mobi_idx\` ON \`_jewelers_v_blocks_large_card_container_cards\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_large_card_container_cards_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_large_card_container_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_large_card_container_cards_locales_locale\` ON \`_jewelers_v_blocks_large_card_container_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_large_card_container\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_order_idx\` ON \`_jewelers_v_blocks_large_card_container\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_parent_id_idx\` ON \`_jewelers_v_blocks_large_card_container\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_large_card_container_path_idx\` ON \`_jewelers_v_blocks_large_card_container\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_large_card_container_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_large_card_container\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_large_card_container_locales_locale_paren\` ON \`_jewelers_v_blocks_large_card_container_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_teaser_boxes_boxes\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_boxes_order_idx\` ON \`_jewelers_v_blocks_teaser_boxes_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_boxes_parent_id_idx\` ON \`_jewelers_v_blocks_teaser_boxes_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_boxes_image_idx\` ON \`_jewelers_v_blocks_teaser_boxes_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_teaser_boxes_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_teaser_boxes_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_teaser_boxes_boxes_locales_locale_parent_\` ON \`_jewelers_v_blocks_teaser_boxes_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_teaser_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_order_idx\` ON \`_jewelers_v_blocks_teaser_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_parent_id_idx\` ON \`_jewelers_v_blocks_teaser_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_teaser_boxes_path_idx\` ON \`_jewelers_v_blocks_teaser_boxes\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_teaser_boxes_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_teaser_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_teaser_boxes_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_teaser_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_tiles_tiles\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_tiles_order_idx\` ON \`_jewelers_v_blocks_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_tiles_parent_id_idx\` ON \`_jewelers_v_blocks_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_tiles_image_idx\` ON \`_jewelers_v_blocks_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_tiles_tiles_locales_locale_parent_id_uniq\` ON \`_jewelers_v_blocks_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_order_idx\` ON \`_jewelers_v_blocks_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_parent_id_idx\` ON \`_jewelers_v_blocks_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_tiles_path_idx\` ON \`_jewelers_v_blocks_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_tiles_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_text_on_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_text_on_media_order_idx\` ON \`_jewelers_v_blocks_text_on_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_text_on_media_parent_id_idx\` ON \`_jewelers_v_blocks_text_on_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_text_on_media_path_idx\` ON \`_jewelers_v_blocks_text_on_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_text_on_media_image_idx\` ON \`_jewelers_v_blocks_text_on_media\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_text_on_media_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_text_on_media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_text_on_media_locales_locale_parent_id_un\` ON \`_jewelers_v_blocks_text_on_media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_parallax\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_parallax_order_idx\` ON \`_jewelers_v_blocks_image_parallax\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_parallax_parent_id_idx\` ON \`_jewelers_v_blocks_image_parallax\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_parallax_path_idx\` ON \`_jewelers_v_blocks_image_parallax\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_parallax_image_idx\` ON \`_jewelers_v_blocks_image_parallax\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_parallax_image_mobile_idx\` ON \`_jewelers_v_blocks_image_parallax\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_parallax_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_image_parallax\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_image_parallax_locales_locale_parent_id_u\` ON \`_jewelers_v_blocks_image_parallax_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_slideshow_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_desktop_id\` integer,
  	\`image_mobile_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_desktop_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_slides_order_idx\` ON \`_jewelers_v_blocks_image_slideshow_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_slides_parent_id_idx\` ON \`_jewelers_v_blocks_image_slideshow_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_slides_image_desktop_idx\` ON \`_jewelers_v_blocks_image_slideshow_slides\` (\`image_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_slides_image_mobile_idx\` ON \`_jewelers_v_blocks_image_slideshow_slides\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_slideshow_slides_locales\` (
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_image_slideshow_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_image_slideshow_slides_locales_locale_par\` ON \`_jewelers_v_blocks_image_slideshow_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_slideshow\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_order_idx\` ON \`_jewelers_v_blocks_image_slideshow\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_parent_id_idx\` ON \`_jewelers_v_blocks_image_slideshow\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_image_slideshow_path_idx\` ON \`_jewelers_v_blocks_image_slideshow\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_image_slideshow_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_image_slideshow\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_image_slideshow_locales_locale_parent_id_\` ON \`_jewelers_v_blocks_image_slideshow_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_video\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_order_idx\` ON \`_jewelers_v_blocks_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_parent_id_idx\` ON \`_jewelers_v_blocks_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_path_idx\` ON \`_jewelers_v_blocks_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_video_desktop_idx\` ON \`_jewelers_v_blocks_video\` (\`video_desktop_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_video_mobile_idx\` ON \`_jewelers_v_blocks_video\` (\`video_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_video_poster_idx\` ON \`_jewelers_v_blocks_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_video_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_video\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_video_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_video_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_youtube\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_youtube_order_idx\` ON \`_jewelers_v_blocks_youtube\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_youtube_parent_id_idx\` ON \`_jewelers_v_blocks_youtube\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_youtube_path_idx\` ON \`_jewelers_v_blocks_youtube\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_youtube_poster_idx\` ON \`_jewelers_v_blocks_youtube\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_youtube_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_youtube\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_youtube_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_youtube_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_audio_player\` (
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
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_audio_player_order_idx\` ON \`_jewelers_v_blocks_audio_player\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_audio_player_parent_id_idx\` ON \`_jewelers_v_blocks_audio_player\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_audio_player_path_idx\` ON \`_jewelers_v_blocks_audio_player\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_audio_player_audio_idx\` ON \`_jewelers_v_blocks_audio_player\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_audio_player_image_idx\` ON \`_jewelers_v_blocks_audio_player\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_audio_player_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_audio_player\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_audio_player_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_audio_player_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_download_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_download_list_order_idx\` ON \`_jewelers_v_blocks_download_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_download_list_parent_id_idx\` ON \`_jewelers_v_blocks_download_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_download_list_path_idx\` ON \`_jewelers_v_blocks_download_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_download_list_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_download_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_download_list_locales_locale_parent_id_un\` ON \`_jewelers_v_blocks_download_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_accordion_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_accordion_items_order_idx\` ON \`_jewelers_v_blocks_accordion_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_accordion_items_parent_id_idx\` ON \`_jewelers_v_blocks_accordion_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_accordion_items_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_accordion_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_accordion_items_locales_locale_parent_id_\` ON \`_jewelers_v_blocks_accordion_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_accordion\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_accordion_order_idx\` ON \`_jewelers_v_blocks_accordion\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_accordion_parent_id_idx\` ON \`_jewelers_v_blocks_accordion\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_accordion_path_idx\` ON \`_jewelers_v_blocks_accordion\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_accordion_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_accordion\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_accordion_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_accordion_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_contact_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_tiles_tiles_order_idx\` ON \`_jewelers_v_blocks_contact_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_tiles_tiles_parent_id_idx\` ON \`_jewelers_v_blocks_contact_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_tiles_tiles_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_contact_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_contact_tiles_tiles_locales_locale_parent\` ON \`_jewelers_v_blocks_contact_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_tiles_order_idx\` ON \`_jewelers_v_blocks_contact_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_tiles_parent_id_idx\` ON \`_jewelers_v_blocks_contact_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_tiles_path_idx\` ON \`_jewelers_v_blocks_contact_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_tiles_locales\` (
  	\`headline\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_contact_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_contact_tiles_locales_locale_parent_id_un\` ON \`_jewelers_v_blocks_contact_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link_type\` text DEFAULT 'story',
  	\`link_url\` text,
  	\`link_email\` text,
  	\`link_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_banner_order_idx\` ON \`_jewelers_v_blocks_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_banner_parent_id_idx\` ON \`_jewelers_v_blocks_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_banner_path_idx\` ON \`_jewelers_v_blocks_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_banner_locales\` (
  	\`text\` text,
  	\`link_caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_banner_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_banner_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`height\` numeric DEFAULT 600,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_iframe_order_idx\` ON \`_jewelers_v_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_iframe_parent_id_idx\` ON \`_jewelers_v_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_iframe_path_idx\` ON \`_jewelers_v_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_iframe_locales\` (
  	\`title\` text,
  	\`src\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_iframe\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_iframe_locales_locale_parent_id_unique\` ON \`_jewelers_v_blocks_iframe_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_type\` text DEFAULT 'jeweler',
  	\`version_address\` text,
  	\`version_zip\` text,
  	\`version_city\` text,
  	\`version_country\` text,
  	\`version_phone\` text,
  	\`version_fax\` text,
  	\`version_whatsapp\` text,
  	\`version_email\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_currency\` text DEFAULT 'EUR',
  	\`version_uuid\` text,
  	\`version_first_published_at\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_parent_idx\` ON \`_jewelers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version_slug_idx\` ON \`_jewelers_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version_uuid_idx\` ON \`_jewelers_v\` (\`version_uuid\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version_updated_at_idx\` ON \`_jewelers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version_created_at_idx\` ON \`_jewelers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version__status_idx\` ON \`_jewelers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_created_at_idx\` ON \`_jewelers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_updated_at_idx\` ON \`_jewelers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_snapshot_idx\` ON \`_jewelers_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_published_locale_idx\` ON \`_jewelers_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_latest_idx\` ON \`_jewelers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_autosave_idx\` ON \`_jewelers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_texts_order_parent\` ON \`_jewelers_v_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`downloads_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_order_idx\` ON \`_jewelers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_parent_idx\` ON \`_jewelers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_path_idx\` ON \`_jewelers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_media_id_idx\` ON \`_jewelers_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_pages_id_idx\` ON \`_jewelers_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_products_id_idx\` ON \`_jewelers_v_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_rels_downloads_id_idx\` ON \`_jewelers_v_rels\` (\`downloads_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jewelers_opening_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers_opening_times\`("_order", "_parent_id", "id", "weekday", "open", "close") SELECT "_order", "_parent_id", "id", "weekday", "open", "close" FROM \`jewelers_opening_times\`;`)
  await db.run(sql`DROP TABLE \`jewelers_opening_times\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers_opening_times\` RENAME TO \`jewelers_opening_times\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_times_order_idx\` ON \`jewelers_opening_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_times_parent_id_idx\` ON \`jewelers_opening_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_jewelers_opening_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`closed\` integer DEFAULT true,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers_opening_exceptions\`("_order", "_parent_id", "id", "date", "closed", "open", "close") SELECT "_order", "_parent_id", "id", "date", "closed", "open", "close" FROM \`jewelers_opening_exceptions\`;`)
  await db.run(sql`DROP TABLE \`jewelers_opening_exceptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers_opening_exceptions\` RENAME TO \`jewelers_opening_exceptions\`;`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_exceptions_order_idx\` ON \`jewelers_opening_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_exceptions_parent_id_idx\` ON \`jewelers_opening_exceptions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_jewelers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`type\` text DEFAULT 'jeweler',
  	\`address\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country\` text,
  	\`phone\` text,
  	\`fax\` text,
  	\`whatsapp\` text,
  	\`email\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`currency\` text DEFAULT 'EUR',
  	\`uuid\` text,
  	\`first_published_at\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers\`("id", "name", "slug", "type", "address", "zip", "city", "country", "phone", "fax", "whatsapp", "email", "latitude", "longitude", "currency", "uuid", "first_published_at", "published_at", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "type", "address", "zip", "city", "country", "phone", "fax", "whatsapp", "email", "latitude", "longitude", "currency", NULL, "created_at", "updated_at", "updated_at", "created_at", 'published' FROM \`jewelers\`;`)
  await db.run(sql`DROP TABLE \`jewelers\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers\` RENAME TO \`jewelers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_slug_idx\` ON \`jewelers\` (\`slug\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_uuid_idx\` ON \`jewelers\` (\`uuid\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_updated_at_idx\` ON \`jewelers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_created_at_idx\` ON \`jewelers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jewelers__status_idx\` ON \`jewelers\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`uuid\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`first_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`published_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_uuid_idx\` ON \`pages\` (\`uuid\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_uuid\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_first_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_uuid_idx\` ON \`_pages_v\` (\`version_uuid\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`uuid\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`first_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`products\` ADD \`published_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`products_uuid_idx\` ON \`products\` (\`uuid\`);`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_uuid\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_first_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_published_at\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`autosave\` integer;`)
  await db.run(sql`CREATE INDEX \`_products_v_version_version_uuid_idx\` ON \`_products_v\` (\`version_uuid\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_autosave_idx\` ON \`_products_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`jewelers_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`ALTER TABLE \`jewelers_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`jewelers_rels\` ADD \`downloads_id\` integer REFERENCES downloads(id);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_pages_id_idx\` ON \`jewelers_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_products_id_idx\` ON \`jewelers_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_downloads_id_idx\` ON \`jewelers_rels\` (\`downloads_id\`);`)
  // Hand-written: the generated rebuild of jewelers above selected its new columns from the old
  // table; it now carries the stores over as published (they were public before drafts existed).
  // Every story needs a uuid.
  await db.run(sql`UPDATE \`jewelers\` SET \`_status\` = 'published', \`published_at\` = \`updated_at\`, \`first_published_at\` = \`created_at\` WHERE \`_status\` IS NULL OR \`_status\` = 'draft';`)
  await db.run(sql`UPDATE \`pages\` SET \`uuid\` = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))) WHERE \`uuid\` IS NULL;`)
  await db.run(sql`UPDATE \`products\` SET \`uuid\` = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))) WHERE \`uuid\` IS NULL;`)
  await db.run(sql`UPDATE \`jewelers\` SET \`uuid\` = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))) WHERE \`uuid\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_jeweler_content\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_jeweler_content\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_headline_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_card_container\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_text_on_media\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_text_on_media_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_accordion_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_tiles\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_version_opening_times\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_version_opening_exceptions\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_headline\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_headline_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_quote_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_product_list\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_product_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_set_carousel\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_set_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_technical_data_rows\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_technical_data_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_technical_data\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_technical_data_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_card_container\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_large_card_container_cards\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_large_card_container_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_large_card_container\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_large_card_container_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_teaser_boxes_boxes\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_teaser_boxes_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_teaser_boxes\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_teaser_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_tiles\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_text_on_media\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_text_on_media_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_parallax\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_parallax_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_slideshow_slides\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_slideshow_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_slideshow\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_image_slideshow_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_video\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_video_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_youtube\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_youtube_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_audio_player\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_audio_player_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_download_list\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_download_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_accordion_items\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_accordion_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_accordion\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_accordion_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_tiles\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_banner\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_banner_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_iframe_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_texts\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_jewelers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers_rels\`("id", "order", "parent_id", "path", "media_id") SELECT "id", "order", "parent_id", "path", "media_id" FROM \`jewelers_rels\`;`)
  await db.run(sql`DROP TABLE \`jewelers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers_rels\` RENAME TO \`jewelers_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_order_idx\` ON \`jewelers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_parent_idx\` ON \`jewelers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_path_idx\` ON \`jewelers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_rels_media_id_idx\` ON \`jewelers_rels\` (\`media_id\`);`)
  await db.run(sql`DROP INDEX \`pages_uuid_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`uuid\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`first_published_at\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`published_at\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_uuid_idx\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_uuid\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_first_published_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_published_at\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`DROP INDEX \`products_uuid_idx\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`uuid\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`first_published_at\`;`)
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`published_at\`;`)
  await db.run(sql`DROP INDEX \`_products_v_version_version_uuid_idx\`;`)
  await db.run(sql`DROP INDEX \`_products_v_autosave_idx\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_uuid\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_first_published_at\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_published_at\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`autosave\`;`)
  await db.run(sql`CREATE TABLE \`__new_jewelers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`type\` text DEFAULT 'jeweler' NOT NULL,
  	\`address\` text,
  	\`zip\` text,
  	\`city\` text,
  	\`country\` text,
  	\`phone\` text,
  	\`fax\` text,
  	\`whatsapp\` text,
  	\`email\` text,
  	\`latitude\` numeric NOT NULL,
  	\`longitude\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'EUR',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers\`("id", "name", "slug", "type", "address", "zip", "city", "country", "phone", "fax", "whatsapp", "email", "latitude", "longitude", "currency", "updated_at", "created_at") SELECT "id", "name", "slug", "type", "address", "zip", "city", "country", "phone", "fax", "whatsapp", "email", "latitude", "longitude", "currency", "updated_at", "created_at" FROM \`jewelers\`;`)
  await db.run(sql`DROP TABLE \`jewelers\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers\` RENAME TO \`jewelers\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_slug_idx\` ON \`jewelers\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_updated_at_idx\` ON \`jewelers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_created_at_idx\` ON \`jewelers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_jewelers_opening_times\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`weekday\` text NOT NULL,
  	\`open\` text NOT NULL,
  	\`close\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers_opening_times\`("_order", "_parent_id", "id", "weekday", "open", "close") SELECT "_order", "_parent_id", "id", "weekday", "open", "close" FROM \`jewelers_opening_times\`;`)
  await db.run(sql`DROP TABLE \`jewelers_opening_times\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers_opening_times\` RENAME TO \`jewelers_opening_times\`;`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_times_order_idx\` ON \`jewelers_opening_times\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_times_parent_id_idx\` ON \`jewelers_opening_times\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_jewelers_opening_exceptions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`closed\` integer DEFAULT true,
  	\`open\` text,
  	\`close\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_jewelers_opening_exceptions\`("_order", "_parent_id", "id", "date", "closed", "open", "close") SELECT "_order", "_parent_id", "id", "date", "closed", "open", "close" FROM \`jewelers_opening_exceptions\`;`)
  await db.run(sql`DROP TABLE \`jewelers_opening_exceptions\`;`)
  await db.run(sql`ALTER TABLE \`__new_jewelers_opening_exceptions\` RENAME TO \`jewelers_opening_exceptions\`;`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_exceptions_order_idx\` ON \`jewelers_opening_exceptions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_opening_exceptions_parent_id_idx\` ON \`jewelers_opening_exceptions\` (\`_parent_id\`);`)
}
