import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`shipments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`shipping_method_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipping_method_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipments_order_idx\` ON \`shipments\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_shipping_method_idx\` ON \`shipments\` (\`shipping_method_id\`);`)
  await db.run(sql`CREATE INDEX \`shipments_updated_at_idx\` ON \`shipments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipments_created_at_idx\` ON \`shipments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods_tiers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`up_to_grams\` numeric,
  	\`amount\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_methods_tiers_order_idx\` ON \`shipping_methods_tiers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_tiers_parent_id_idx\` ON \`shipping_methods_tiers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`position\` numeric DEFAULT 0,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_methods_updated_at_idx\` ON \`shipping_methods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_created_at_idx\` ON \`shipping_methods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_methods_locales_locale_parent_id_unique\` ON \`shipping_methods_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_methods_texts_order_parent\` ON \`shipping_methods_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`jewelers\` ADD \`address2\` text;`)
  await db.run(sql`ALTER TABLE \`jewelers\` ADD \`payment_terms_de\` text;`)
  await db.run(sql`ALTER TABLE \`jewelers\` ADD \`payment_terms_en\` text;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` ADD \`version_address2\` text;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` ADD \`version_payment_terms_de\` text;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` ADD \`version_payment_terms_en\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`order_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`authorized_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`items_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`total_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`weight_grams\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_method_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment_terms_de\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`payment_terms_en\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`billing_address\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_address\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`language\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`estimated_delivery\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipments_id\` integer REFERENCES shipments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`shipping_methods_id\` integer REFERENCES shipping_methods(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`shipments\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods_tiers\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods_locales\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods_texts\`;`)
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
  	\`product_groups_id\` integer,
  	\`skus_id\` integer,
  	\`price_lists_id\` integer,
  	\`limitation_numbers_id\` integer,
  	\`orders_id\` integer,
  	\`order_lines_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clips_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jewelers_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_groups_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skus_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`limitation_numbers_id\`) REFERENCES \`limitation_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_lines_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id", "form_submissions_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id", "form_submissions_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`product_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skus_id_idx\` ON \`payload_locked_documents_rels\` (\`skus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_limitation_numbers_id_idx\` ON \`payload_locked_documents_rels\` (\`limitation_numbers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`order_lines_id\`);`)
  await db.run(sql`DROP INDEX \`orders_order_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`order_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`authorized_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`items_amount\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_amount\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`total_amount\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`weight_grams\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_method_name\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payment_terms_de\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`payment_terms_en\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`billing_address\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipping_address\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`jewelers\` DROP COLUMN \`address2\`;`)
  await db.run(sql`ALTER TABLE \`jewelers\` DROP COLUMN \`payment_terms_de\`;`)
  await db.run(sql`ALTER TABLE \`jewelers\` DROP COLUMN \`payment_terms_en\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` DROP COLUMN \`version_address2\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` DROP COLUMN \`version_payment_terms_de\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` DROP COLUMN \`version_payment_terms_en\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`estimated_delivery\`;`)
}
