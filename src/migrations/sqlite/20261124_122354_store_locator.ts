import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_order_idx\` ON \`pages_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_parent_id_idx\` ON \`pages_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_store_locator_path_idx\` ON \`pages_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_store_locator_locales_locale_parent_id_unique\` ON \`pages_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_order_idx\` ON \`_pages_v_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_parent_id_idx\` ON \`_pages_v_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_store_locator_path_idx\` ON \`_pages_v_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_store_locator_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_blocks_store_locator_order_idx\` ON \`products_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_store_locator_parent_id_idx\` ON \`products_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_blocks_store_locator_path_idx\` ON \`products_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`products_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_blocks_store_locator_locales_locale_parent_id_uniqu\` ON \`products_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_store_locator_order_idx\` ON \`_products_v_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_store_locator_parent_id_idx\` ON \`_products_v_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_products_v_blocks_store_locator_path_idx\` ON \`_products_v_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_products_v_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_products_v_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_products_v_blocks_store_locator_locales_locale_parent_id_un\` ON \`_products_v_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_store_locator_order_idx\` ON \`jewelers_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_store_locator_parent_id_idx\` ON \`jewelers_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`jewelers_blocks_store_locator_path_idx\` ON \`jewelers_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`jewelers_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jewelers_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`jewelers_blocks_store_locator_locales_locale_parent_id_uniqu\` ON \`jewelers_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_store_locator\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text DEFAULT 'store-locator',
  	\`channel\` text DEFAULT 'both',
  	\`device\` text DEFAULT 'both',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_store_locator_order_idx\` ON \`_jewelers_v_blocks_store_locator\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_store_locator_parent_id_idx\` ON \`_jewelers_v_blocks_store_locator\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_blocks_store_locator_path_idx\` ON \`_jewelers_v_blocks_store_locator\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_jewelers_v_blocks_store_locator_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jewelers_v_blocks_store_locator\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_jewelers_v_blocks_store_locator_locales_locale_parent_id_un\` ON \`_jewelers_v_blocks_store_locator_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_store_locator_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_store_locator_locales\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`products_blocks_store_locator_locales\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`_products_v_blocks_store_locator_locales\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`jewelers_blocks_store_locator_locales\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_store_locator\`;`)
  await db.run(sql`DROP TABLE \`_jewelers_v_blocks_store_locator_locales\`;`)
}
