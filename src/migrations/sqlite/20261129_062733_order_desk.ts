import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`order_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`type\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text,
  	\`key\` text NOT NULL,
  	\`data\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`order_events_order_idx\` ON \`order_events\` (\`order_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`order_events_key_idx\` ON \`order_events\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`order_events_updated_at_idx\` ON \`order_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`order_events_created_at_idx\` ON \`order_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`carrier\` text,
  	\`tracking_number\` text,
  	\`shipped_at\` text NOT NULL,
  	\`shipped_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`shipped_by_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`deliveries_order_idx\` ON \`deliveries\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_shipped_by_idx\` ON \`deliveries\` (\`shipped_by_id\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_updated_at_idx\` ON \`deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`deliveries_created_at_idx\` ON \`deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`pieces\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`serial_number\` text NOT NULL,
  	\`order_id\` integer NOT NULL,
  	\`line_id\` integer NOT NULL,
  	\`delivery_id\` integer NOT NULL,
  	\`received_at\` text,
  	\`received_by_id\` integer,
  	\`inventory_item_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`line_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`delivery_id\`) REFERENCES \`deliveries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`received_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`inventory_item_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pieces_serial_number_idx\` ON \`pieces\` (\`serial_number\`);`)
  await db.run(sql`CREATE INDEX \`pieces_order_idx\` ON \`pieces\` (\`order_id\`);`)
  await db.run(sql`CREATE INDEX \`pieces_line_idx\` ON \`pieces\` (\`line_id\`);`)
  await db.run(sql`CREATE INDEX \`pieces_delivery_idx\` ON \`pieces\` (\`delivery_id\`);`)
  await db.run(sql`CREATE INDEX \`pieces_received_by_idx\` ON \`pieces\` (\`received_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pieces_inventory_item_idx\` ON \`pieces\` (\`inventory_item_id\`);`)
  await db.run(sql`CREATE INDEX \`pieces_updated_at_idx\` ON \`pieces\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pieces_created_at_idx\` ON \`pieces\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`enable_a_p_i_key\` integer;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`api_key\` text;`)
  await db.run(sql`ALTER TABLE \`admins\` ADD \`api_key_index\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`status\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`cancelled_by\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`cancel_reason\` text;`)
  await db.run(sql`ALTER TABLE \`order_lines\` ADD \`note\` text;`)
  await db.run(sql`CREATE INDEX \`order_lines_status_idx\` ON \`order_lines\` (\`status\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`order_events_id\` integer REFERENCES order_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`deliveries_id\` integer REFERENCES deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pieces_id\` integer REFERENCES pieces(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_events_id_idx\` ON \`payload_locked_documents_rels\` (\`order_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pieces_id_idx\` ON \`payload_locked_documents_rels\` (\`pieces_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`order_events\`;`)
  await db.run(sql`DROP TABLE \`deliveries\`;`)
  await db.run(sql`DROP TABLE \`pieces\`;`)
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
  	\`search_synonyms_id\` integer,
  	\`users_id\` integer,
  	\`admins_id\` integer,
  	\`form_submissions_id\` integer,
  	\`wizards_id\` integer,
  	\`product_groups_id\` integer,
  	\`skus_id\` integer,
  	\`price_lists_id\` integer,
  	\`limitation_numbers_id\` integer,
  	\`orders_id\` integer,
  	\`order_lines_id\` integer,
  	\`engraving_images_id\` integer,
  	\`shipments_id\` integer,
  	\`shipping_methods_id\` integer,
  	\`inventory_items_id\` integer,
  	\`inventory_events_id\` integer,
  	\`location_users_id\` integer,
  	\`change_requests_id\` integer,
  	\`job_positions_id\` integer,
  	\`job_applications_id\` integer,
  	\`application_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clips_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jewelers_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wizards_id\`) REFERENCES \`wizards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_groups_id\`) REFERENCES \`product_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`skus_id\`) REFERENCES \`skus\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`limitation_numbers_id\`) REFERENCES \`limitation_numbers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_lines_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`engraving_images_id\`) REFERENCES \`engraving_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipments_id\`) REFERENCES \`shipments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_methods_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_items_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inventory_events_id\`) REFERENCES \`inventory_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`location_users_id\`) REFERENCES \`location_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`change_requests_id\`) REFERENCES \`change_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_positions_id\`) REFERENCES \`job_positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "search_synonyms_id", "users_id", "admins_id", "form_submissions_id", "wizards_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id", "engraving_images_id", "shipments_id", "shipping_methods_id", "inventory_items_id", "inventory_events_id", "location_users_id", "change_requests_id", "job_positions_id", "job_applications_id", "application_files_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "search_synonyms_id", "users_id", "admins_id", "form_submissions_id", "wizards_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id", "engraving_images_id", "shipments_id", "shipping_methods_id", "inventory_items_id", "inventory_events_id", "location_users_id", "change_requests_id", "job_positions_id", "job_applications_id", "application_files_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_admins_id_idx\` ON \`payload_locked_documents_rels\` (\`admins_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wizards_id_idx\` ON \`payload_locked_documents_rels\` (\`wizards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_groups_id_idx\` ON \`payload_locked_documents_rels\` (\`product_groups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_skus_id_idx\` ON \`payload_locked_documents_rels\` (\`skus_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_limitation_numbers_id_idx\` ON \`payload_locked_documents_rels\` (\`limitation_numbers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`order_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_engraving_images_id_idx\` ON \`payload_locked_documents_rels\` (\`engraving_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipments_id_idx\` ON \`payload_locked_documents_rels\` (\`shipments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_items_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inventory_events_id_idx\` ON \`payload_locked_documents_rels\` (\`inventory_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_location_users_id_idx\` ON \`payload_locked_documents_rels\` (\`location_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_change_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`change_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`job_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
  await db.run(sql`DROP INDEX \`order_lines_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`cancelled_by\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`cancel_reason\`;`)
  await db.run(sql`ALTER TABLE \`order_lines\` DROP COLUMN \`note\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`enable_a_p_i_key\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`api_key\`;`)
  await db.run(sql`ALTER TABLE \`admins\` DROP COLUMN \`api_key_index\`;`)
}
