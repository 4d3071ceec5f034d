import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipping_store_id\` integer REFERENCES jewelers(id);`)
  await db.run(sql`CREATE INDEX \`orders_shipping_store_idx\` ON \`orders\` (\`shipping_store_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'cart' NOT NULL,
  	\`currency\` text NOT NULL,
  	\`placed_at\` text,
  	\`store_id\` integer NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`cart_key\` text,
  	\`order_number\` text,
  	\`authorized_at\` text,
  	\`invoice_number\` text,
  	\`invoiced_at\` text,
  	\`items_amount\` numeric,
  	\`shipping_amount\` numeric,
  	\`total_amount\` numeric,
  	\`weight_grams\` numeric,
  	\`vat_country\` text,
  	\`vat_percent\` numeric,
  	\`vat_amount\` numeric,
  	\`gross_amount\` numeric,
  	\`shipping_method_name\` text,
  	\`payment_terms_de\` text,
  	\`payment_terms_en\` text,
  	\`billing_address\` text,
  	\`shipping_address\` text,
  	\`language\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`store_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "status", "currency", "placed_at", "store_id", "user_id", "cart_key", "order_number", "authorized_at", "invoice_number", "invoiced_at", "items_amount", "shipping_amount", "total_amount", "weight_grams", "vat_country", "vat_percent", "vat_amount", "gross_amount", "shipping_method_name", "payment_terms_de", "payment_terms_en", "billing_address", "shipping_address", "language", "updated_at", "created_at") SELECT "id", "status", "currency", "placed_at", "store_id", "user_id", "cart_key", "order_number", "authorized_at", "invoice_number", "invoiced_at", "items_amount", "shipping_amount", "total_amount", "weight_grams", "vat_country", "vat_percent", "vat_amount", "gross_amount", "shipping_method_name", "payment_terms_de", "payment_terms_en", "billing_address", "shipping_address", "language", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_store_idx\` ON \`orders\` (\`store_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_user_idx\` ON \`orders\` (\`user_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_cart_key_idx\` ON \`orders\` (\`cart_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`status_placedAt_idx\` ON \`orders\` (\`status\`,\`placed_at\`);`)
}
