import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uuid\` text NOT NULL,
  	\`action\` text NOT NULL,
  	\`email\` text,
  	\`language\` text,
  	\`selected_language\` text,
  	\`context\` text DEFAULT 'website',
  	\`store_id\` integer,
  	\`data\` text NOT NULL,
  	\`details_added_at\` text,
  	\`newsletter_status\` text DEFAULT 'none',
  	\`newsletter_token\` text,
  	\`newsletter_confirmed_at\` text,
  	\`source_form_id\` text,
  	\`source_story_uuid\` text,
  	\`source_component_uid\` text,
  	\`source_jeweler_slug\` text,
  	\`source_jeweler_story_uuid\` text,
  	\`source_google_click_id\` text,
  	\`source_meta_click_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`store_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_submissions_uuid_idx\` ON \`form_submissions\` (\`uuid\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_action_idx\` ON \`form_submissions\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_email_idx\` ON \`form_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_store_idx\` ON \`form_submissions\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_newsletter_newsletter_status_idx\` ON \`form_submissions\` (\`newsletter_status\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_newsletter_newsletter_token_idx\` ON \`form_submissions\` (\`newsletter_token\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_settings_notification_overrides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`email\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_notification_overrides_order_idx\` ON \`form_settings_notification_overrides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_notification_overrides_parent_id_idx\` ON \`form_settings_notification_overrides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings_museum_excluded_weekdays\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_settings_museum_excluded_weekdays_order_idx\` ON \`form_settings_museum_excluded_weekdays\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_settings_museum_excluded_weekdays_parent_idx\` ON \`form_settings_museum_excluded_weekdays\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`notification_email\` text,
  	\`museum_start_date\` text,
  	\`museum_end_date\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`form_settings_locales\` (
  	\`newsletter_confirm_success_title\` text,
  	\`newsletter_confirm_success_text\` text,
  	\`newsletter_confirm_failure_title\` text,
  	\`newsletter_confirm_failure_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`form_settings_locales_locale_parent_id_unique\` ON \`form_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`products_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`products_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`jewelers_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`jewelers_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v_blocks_product_list\` ADD \`product_type\` text;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v_blocks_product_list\` ADD \`show_filters\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`form_submissions_id\` integer REFERENCES form_submissions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_settings_notification_overrides\`;`)
  await db.run(sql`DROP TABLE \`form_settings_museum_excluded_weekdays\`;`)
  await db.run(sql`DROP TABLE \`form_settings\`;`)
  await db.run(sql`DROP TABLE \`form_settings_locales\`;`)
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`clips_id\`) REFERENCES \`clips\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jewelers_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`admins_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id") SELECT "id", "order", "parent_id", "path", "pages_id", "products_id", "media_id", "downloads_id", "clips_id", "jewelers_id", "users_id", "admins_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`pages_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
  await db.run(sql`ALTER TABLE \`products_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`products_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`_products_v_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
  await db.run(sql`ALTER TABLE \`jewelers_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`jewelers_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v_blocks_product_list\` DROP COLUMN \`product_type\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v_blocks_product_list\` DROP COLUMN \`show_filters\`;`)
}
