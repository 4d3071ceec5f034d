import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`product_groups_base_skus_rrp\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer,
  	\`amount\` numeric,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_groups_base_skus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_rrp_order_idx\` ON \`product_groups_base_skus_rrp\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_rrp_parent_id_idx\` ON \`product_groups_base_skus_rrp\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_groups_base_skus_rrp_price_list_idx\` ON \`product_groups_base_skus_rrp\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`vat_rates_markets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	\`percent\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vat_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vat_rates_markets_order_idx\` ON \`vat_rates_markets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vat_rates_markets_parent_id_idx\` ON \`vat_rates_markets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vat_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_country\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_percent\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_amount\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`gross_amount\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`product_groups_base_skus_rrp\`;`)
  await db.run(sql`DROP TABLE \`vat_rates_markets\`;`)
  await db.run(sql`DROP TABLE \`vat_rates\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_country\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_percent\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_amount\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`gross_amount\`;`)
}
