import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_contact_form_locales_locale_parent_id_unique\` ON \`pages_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_appointment_form_order_idx\` ON \`pages_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_appointment_form_parent_id_idx\` ON \`pages_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_appointment_form_path_idx\` ON \`pages_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_appointment_form_locales_locale_parent_id_uniqu\` ON \`pages_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_address_form_order_idx\` ON \`pages_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_address_form_parent_id_idx\` ON \`pages_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_address_form_path_idx\` ON \`pages_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_address_form_locales_locale_parent_id_unique\` ON \`pages_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_order_idx\` ON \`pages_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_parent_id_idx\` ON \`pages_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_newsletter_form_path_idx\` ON \`pages_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_newsletter_form_locales_locale_parent_id_unique\` ON \`pages_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_unsubscribe_form_order_idx\` ON \`pages_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unsubscribe_form_parent_id_idx\` ON \`pages_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_unsubscribe_form_path_idx\` ON \`pages_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_unsubscribe_form_locales_locale_parent_id_uniqu\` ON \`pages_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_museum_form_order_idx\` ON \`pages_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_museum_form_parent_id_idx\` ON \`pages_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_museum_form_path_idx\` ON \`pages_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_museum_form_locales_locale_parent_id_unique\` ON \`pages_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_contact_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_appointment_form_order_idx\` ON \`_pages_v_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_appointment_form_parent_id_idx\` ON \`_pages_v_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_appointment_form_path_idx\` ON \`_pages_v_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_appointment_form_locales_locale_parent_id_un\` ON \`_pages_v_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_address_form_order_idx\` ON \`_pages_v_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_address_form_parent_id_idx\` ON \`_pages_v_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_address_form_path_idx\` ON \`_pages_v_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_address_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_order_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_parent_id_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_newsletter_form_path_idx\` ON \`_pages_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_newsletter_form_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unsubscribe_form_order_idx\` ON \`_pages_v_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unsubscribe_form_parent_id_idx\` ON \`_pages_v_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_unsubscribe_form_path_idx\` ON \`_pages_v_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_unsubscribe_form_locales_locale_parent_id_un\` ON \`_pages_v_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_museum_form_order_idx\` ON \`_pages_v_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_museum_form_parent_id_idx\` ON \`_pages_v_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_museum_form_path_idx\` ON \`_pages_v_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_museum_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_contact_form_order_idx\` ON \`products_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_contact_form_parent_id_idx\` ON \`products_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_contact_form_path_idx\` ON \`products_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_contact_form_locales_locale_parent_id_unique\` ON \`products_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_appointment_form_order_idx\` ON \`products_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_appointment_form_parent_id_idx\` ON \`products_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_appointment_form_path_idx\` ON \`products_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_appointment_form_locales_locale_parent_id_un\` ON \`products_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_address_form_order_idx\` ON \`products_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_address_form_parent_id_idx\` ON \`products_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_address_form_path_idx\` ON \`products_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_address_form_locales_locale_parent_id_unique\` ON \`products_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_newsletter_form_order_idx\` ON \`products_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_newsletter_form_parent_id_idx\` ON \`products_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_newsletter_form_path_idx\` ON \`products_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_newsletter_form_locales_locale_parent_id_uni\` ON \`products_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_unsubscribe_form_order_idx\` ON \`products_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_unsubscribe_form_parent_id_idx\` ON \`products_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_unsubscribe_form_path_idx\` ON \`products_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_unsubscribe_form_locales_locale_parent_id_un\` ON \`products_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_museum_form_order_idx\` ON \`products_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_museum_form_parent_id_idx\` ON \`products_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_museum_form_path_idx\` ON \`products_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_museum_form_locales_locale_parent_id_unique\` ON \`products_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_contact_form_order_idx\` ON \`_products_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_contact_form_parent_id_idx\` ON \`_products_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_contact_form_path_idx\` ON \`_products_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_contact_form_locales_locale_parent_id_uni\` ON \`_products_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_appointment_form_order_idx\` ON \`_products_v_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_appointment_form_parent_id_idx\` ON \`_products_v_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_appointment_form_path_idx\` ON \`_products_v_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_appointment_form_locales_locale_parent_id\` ON \`_products_v_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_address_form_order_idx\` ON \`_products_v_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_address_form_parent_id_idx\` ON \`_products_v_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_address_form_path_idx\` ON \`_products_v_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_address_form_locales_locale_parent_id_uni\` ON \`_products_v_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_newsletter_form_order_idx\` ON \`_products_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_newsletter_form_parent_id_idx\` ON \`_products_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_newsletter_form_path_idx\` ON \`_products_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_newsletter_form_locales_locale_parent_id_\` ON \`_products_v_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_unsubscribe_form_order_idx\` ON \`_products_v_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_unsubscribe_form_parent_id_idx\` ON \`_products_v_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_unsubscribe_form_path_idx\` ON \`_products_v_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_unsubscribe_form_locales_locale_parent_id\` ON \`_products_v_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_museum_form_order_idx\` ON \`_products_v_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_museum_form_parent_id_idx\` ON \`_products_v_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_museum_form_path_idx\` ON \`_products_v_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_museum_form_locales_locale_parent_id_uniq\` ON \`_products_v_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_form_order_idx\` ON \`jewelers_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_form_parent_id_idx\` ON \`jewelers_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_contact_form_path_idx\` ON \`jewelers_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_contact_form_locales_locale_parent_id_unique\` ON \`jewelers_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_appointment_form_order_idx\` ON \`jewelers_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_appointment_form_parent_id_idx\` ON \`jewelers_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_appointment_form_path_idx\` ON \`jewelers_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_appointment_form_locales_locale_parent_id_un\` ON \`jewelers_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_address_form_order_idx\` ON \`jewelers_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_address_form_parent_id_idx\` ON \`jewelers_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_address_form_path_idx\` ON \`jewelers_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_address_form_locales_locale_parent_id_unique\` ON \`jewelers_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_newsletter_form_order_idx\` ON \`jewelers_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_newsletter_form_parent_id_idx\` ON \`jewelers_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_newsletter_form_path_idx\` ON \`jewelers_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_newsletter_form_locales_locale_parent_id_uni\` ON \`jewelers_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_unsubscribe_form_order_idx\` ON \`jewelers_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_unsubscribe_form_parent_id_idx\` ON \`jewelers_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_unsubscribe_form_path_idx\` ON \`jewelers_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_unsubscribe_form_locales_locale_parent_id_un\` ON \`jewelers_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_museum_form_order_idx\` ON \`jewelers_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_museum_form_parent_id_idx\` ON \`jewelers_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_museum_form_path_idx\` ON \`jewelers_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_museum_form_locales_locale_parent_id_unique\` ON \`jewelers_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'default',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`back_link_type\` text DEFAULT 'story',
  	\`back_link_url\` text,
  	\`back_link_email\` text,
  	\`back_link_anchor\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_form_order_idx\` ON \`_jewelers_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_form_parent_id_idx\` ON \`_jewelers_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_contact_form_path_idx\` ON \`_jewelers_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_contact_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_contact_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_contact_form_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_contact_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_appointment_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_appointment_form_order_idx\` ON \`_jewelers_v_blocks_appointment_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_appointment_form_parent_id_idx\` ON \`_jewelers_v_blocks_appointment_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_appointment_form_path_idx\` ON \`_jewelers_v_blocks_appointment_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_appointment_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_appointment_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_appointment_form_locales_locale_parent_id\` ON \`_jewelers_v_blocks_appointment_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_address_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_address_form_order_idx\` ON \`_jewelers_v_blocks_address_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_address_form_parent_id_idx\` ON \`_jewelers_v_blocks_address_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_address_form_path_idx\` ON \`_jewelers_v_blocks_address_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_address_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_address_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_address_form_locales_locale_parent_id_uni\` ON \`_jewelers_v_blocks_address_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_newsletter_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text DEFAULT 'full',
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_newsletter_form_order_idx\` ON \`_jewelers_v_blocks_newsletter_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_newsletter_form_parent_id_idx\` ON \`_jewelers_v_blocks_newsletter_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_newsletter_form_path_idx\` ON \`_jewelers_v_blocks_newsletter_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_newsletter_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_newsletter_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_newsletter_form_locales_locale_parent_id_\` ON \`_jewelers_v_blocks_newsletter_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_unsubscribe_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_unsubscribe_form_order_idx\` ON \`_jewelers_v_blocks_unsubscribe_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_unsubscribe_form_parent_id_idx\` ON \`_jewelers_v_blocks_unsubscribe_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_unsubscribe_form_path_idx\` ON \`_jewelers_v_blocks_unsubscribe_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_unsubscribe_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_unsubscribe_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_unsubscribe_form_locales_locale_parent_id\` ON \`_jewelers_v_blocks_unsubscribe_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_museum_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` text,
  	\`form_language\` text,
  	\`privacy_link_type\` text DEFAULT 'story',
  	\`privacy_link_url\` text,
  	\`privacy_link_email\` text,
  	\`privacy_link_anchor\` text,
  	\`success_redirect_type\` text DEFAULT 'story',
  	\`success_redirect_url\` text,
  	\`success_redirect_email\` text,
  	\`success_redirect_anchor\` text,
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_museum_form_order_idx\` ON \`_jewelers_v_blocks_museum_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_museum_form_parent_id_idx\` ON \`_jewelers_v_blocks_museum_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_museum_form_path_idx\` ON \`_jewelers_v_blocks_museum_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_museum_form_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`data_agreement_label\` text,
  	\`success_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_museum_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_museum_form_locales_locale_parent_id_uniq\` ON \`_jewelers_v_blocks_museum_form_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_museum_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_museum_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_museum_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_museum_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_museum_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_contact_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_appointment_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_appointment_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_address_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_address_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_newsletter_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_newsletter_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_unsubscribe_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_unsubscribe_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_museum_form\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_museum_form_locales\`;`)
}
