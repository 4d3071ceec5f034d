import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`change_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order_line_id\` integer NOT NULL,
  	\`location_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`information\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`order_line_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`change_requests_order_line_idx\` ON \`change_requests\` (\`order_line_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_location_idx\` ON \`change_requests\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_user_idx\` ON \`change_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_updated_at_idx\` ON \`change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_created_at_idx\` ON \`change_requests\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`change_requests_id\` integer REFERENCES change_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_change_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`change_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`change_requests\`;`)
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
  	FOREIGN KEY (\`job_positions_id\`) REFERENCES \`job_positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_files_id\`) REFERENCES \`application_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "search_synonyms_id", "users_id", "admins_id", "form_submissions_id", "wizards_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id", "engraving_images_id", "shipments_id", "shipping_methods_id", "inventory_items_id", "inventory_events_id", "location_users_id", "job_positions_id", "job_applications_id", "application_files_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "search_synonyms_id", "users_id", "admins_id", "form_submissions_id", "wizards_id", "product_groups_id", "skus_id", "price_lists_id", "limitation_numbers_id", "orders_id", "order_lines_id", "engraving_images_id", "shipments_id", "shipping_methods_id", "inventory_items_id", "inventory_events_id", "location_users_id", "job_positions_id", "job_applications_id", "application_files_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`job_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_files_id_idx\` ON \`payload_locked_documents_rels\` (\`application_files_id\`);`)
}
