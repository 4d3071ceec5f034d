import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_groups_metal_colors\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_metal_colors_order_idx\` ON \`product_groups_metal_colors\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_metal_colors_parent_idx\` ON \`product_groups_metal_colors\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_alloys\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_alloys_order_idx\` ON \`product_groups_alloys\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_alloys_parent_idx\` ON \`product_groups_alloys\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_base_skus\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`metal_color\` text,
  	\`sku_id\` integer,
  	FOREIGN KEY (\`sku_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_order_idx\` ON \`product_groups_base_skus\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_parent_id_idx\` ON \`product_groups_base_skus\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_sku_idx\` ON \`product_groups_base_skus\` (\`sku_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_engraving_prices_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups_engraving_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_engraving_prices_prices_order_idx\` ON \`product_groups_engraving_prices_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_engraving_prices_prices_parent_id_idx\` ON \`product_groups_engraving_prices_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_engraving_prices_prices_price_list_idx\` ON \`product_groups_engraving_prices_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_engraving_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`engraving_type\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_engraving_prices_order_idx\` ON \`product_groups_engraving_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_engraving_prices_parent_id_idx\` ON \`product_groups_engraving_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_special_color_prices_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups_special_color_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_special_color_prices_prices_order_idx\` ON \`product_groups_special_color_prices_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_color_prices_prices_parent_id_idx\` ON \`product_groups_special_color_prices_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_color_prices_prices_price_list_idx\` ON \`product_groups_special_color_prices_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_special_color_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`special_color\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_special_color_prices_order_idx\` ON \`product_groups_special_color_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_color_prices_parent_id_idx\` ON \`product_groups_special_color_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_article_lengths_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer,
  	\`amount\` numeric,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups_article_lengths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_article_lengths_prices_order_idx\` ON \`product_groups_article_lengths_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_article_lengths_prices_parent_id_idx\` ON \`product_groups_article_lengths_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_article_lengths_prices_price_list_idx\` ON \`product_groups_article_lengths_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_article_lengths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`metal_color\` text,
  	\`length\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_article_lengths_order_idx\` ON \`product_groups_article_lengths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_article_lengths_parent_id_idx\` ON \`product_groups_article_lengths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_special_lengths_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer,
  	\`amount\` numeric,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups_special_lengths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_special_lengths_prices_order_idx\` ON \`product_groups_special_lengths_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_lengths_prices_parent_id_idx\` ON \`product_groups_special_lengths_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_lengths_prices_price_list_idx\` ON \`product_groups_special_lengths_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_special_lengths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`metal_color\` text,
  	\`length\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_special_lengths_order_idx\` ON \`product_groups_special_lengths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_special_lengths_parent_id_idx\` ON \`product_groups_special_lengths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uuid\` text NOT NULL,
  	\`meta_type\` text DEFAULT 'jewelry' NOT NULL,
  	\`product_type\` text NOT NULL,
  	\`sku_prefix\` text NOT NULL,
  	\`is_limited\` integer DEFAULT false,
  	\`is_ring_of_the_year\` integer DEFAULT false,
  	\`is_default_assortment\` integer DEFAULT false,
  	\`use_size_labels\` integer DEFAULT false,
  	\`allow_engraving\` integer DEFAULT false,
  	\`has_default_engraving_power_bracelet\` integer DEFAULT false,
  	\`standard_engraving\` text,
  	\`allow_special_color\` integer DEFAULT false,
  	\`service_item_sku_id\` integer,
  	\`service_item_order_quantity\` numeric DEFAULT 1,
  	\`service_item_max_quantity\` numeric DEFAULT 1,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`service_item_sku_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_groups_uuid_idx\` ON \`product_groups\` (\`uuid\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_sku_prefix_idx\` ON \`product_groups\` (\`sku_prefix\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_service_item_service_item_sku_idx\` ON \`product_groups\` (\`service_item_sku_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_updated_at_idx\` ON \`product_groups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_created_at_idx\` ON \`product_groups\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_locales\` (
  	\`name\` text NOT NULL,
  	\`service_item_unit_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_groups_locales_locale_parent_id_unique\` ON \`product_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_groups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_rels_order_idx\` ON \`product_groups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_rels_parent_idx\` ON \`product_groups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_rels_path_idx\` ON \`product_groups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_rels_products_id_idx\` ON \`product_groups_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`skus_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`skus_prices_order_idx\` ON \`skus_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`skus_prices_parent_id_idx\` ON \`skus_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`skus_prices_price_list_idx\` ON \`skus_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`skus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`weight_grams\` numeric DEFAULT 0 NOT NULL,
  	\`delivery_time_weeks\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`skus_code_idx\` ON \`skus\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`skus_updated_at_idx\` ON \`skus\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`skus_created_at_idx\` ON \`skus\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`price_lists_currency_idx\` ON \`price_lists\` (\`currency\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_updated_at_idx\` ON \`price_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_created_at_idx\` ON \`price_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`limitation_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku_prefix\` text NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`status\` text DEFAULT 'free' NOT NULL,
  	\`order_id\` integer,
  	\`line_id\` integer,
  	\`reserved_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`line_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`limitation_numbers_sku_prefix_idx\` ON \`limitation_numbers\` (\`sku_prefix\`);`)
  await db.run(sql`CREATE INDEX \`limitation_numbers_status_idx\` ON \`limitation_numbers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`limitation_numbers_order_idx\` ON \`limitation_numbers\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`limitation_numbers_line_idx\` ON \`limitation_numbers\` (\`line_id\`);`)
  await db.run(sql`CREATE INDEX \`limitation_numbers_updated_at_idx\` ON \`limitation_numbers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`limitation_numbers_created_at_idx\` ON \`limitation_numbers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`skuPrefix_number_idx\` ON \`limitation_numbers\` (\`sku_prefix\`,\`number\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'cart' NOT NULL,
  	\`currency\` text NOT NULL,
  	\`placed_at\` text,
  	\`store_id\` integer NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`cart_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`store_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_store_idx\` ON \`orders\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_key_idx\` ON \`orders\` (\`cart_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`order_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`product_group_id\` integer NOT NULL,
  	\`sku_id\` integer,
  	\`sku_code\` text NOT NULL,
  	\`full_code\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`unit_amount\` numeric NOT NULL,
  	\`total_amount\` numeric NOT NULL,
  	\`metadata\` text NOT NULL,
  	\`engraving\` text,
  	\`selection\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_group_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`sku_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_lines_order_idx\` ON \`order_lines\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`order_lines_product_group_idx\` ON \`order_lines\` (\`product_group_id\`);`)
  await db.run(sql`CREATE INDEX \`order_lines_sku_idx\` ON \`order_lines\` (\`sku_id\`);`)
  await db.run(sql`CREATE INDEX \`order_lines_updated_at_idx\` ON \`order_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_lines_created_at_idx\` ON \`order_lines\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_groups_id\` integer REFERENCES product_groups(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`skus_id\` integer REFERENCES skus(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`price_lists_id\` integer REFERENCES price_lists(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`limitation_numbers_id\` integer REFERENCES limitation_numbers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`orders_id\` integer REFERENCES orders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_lines_id\` integer REFERENCES order_lines(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`product_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skus_id_idx\` ON \`payload_locked_documents_rels\` (\`skus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_limitation_numbers_id_idx\` ON \`payload_locked_documents_rels\` (\`limitation_numbers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`order_lines_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_groups_metal_colors\`;`)
  await db.run(sql`DROP TABLE \`product_groups_alloys\`;`)
  await db.run(sql`DROP TABLE \`product_groups_base_skus\`;`)
  await db.run(sql`DROP TABLE \`product_groups_engraving_prices_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_engraving_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_special_color_prices_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_special_color_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_article_lengths_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_article_lengths\`;`)
  await db.run(sql`DROP TABLE \`product_groups_special_lengths_prices\`;`)
  await db.run(sql`DROP TABLE \`product_groups_special_lengths\`;`)
  await db.run(sql`DROP TABLE \`product_groups\`;`)
  await db.run(sql`DROP TABLE \`product_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`product_groups_rels\`;`)
  await db.run(sql`DROP TABLE \`skus_prices\`;`)
  await db.run(sql`DROP TABLE \`skus\`;`)
  await db.run(sql`DROP TABLE \`price_lists\`;`)
  await db.run(sql`DROP TABLE \`limitation_numbers\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`order_lines\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`products_id\` integer,
  	\`media_id\` integer,
  	\`downloads_id\` integer,
  	\`clips_id\` integer,
  	\`jewelers_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clips_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jewelers_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_clips_id_idx\` ON \`payload_locked_documents_rels\` (\`clips_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jewelers_id_idx\` ON \`payload_locked_documents_rels\` (\`jewelers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
