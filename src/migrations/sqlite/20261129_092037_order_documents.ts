import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`house_details\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`company\` text,
  	\`address_line1\` text,
  	\`address_line2\` text,
  	\`address_zip\` text,
  	\`address_city\` text,
  	\`address_country\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`vat_id\` text,
  	\`register\` text,
  	\`bank_name\` text,
  	\`bank_iban\` text,
  	\`bank_bic\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoice_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`invoiced_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_invoice_number_idx\` ON \`orders\` (\`invoice_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`house_details\`;`)
  await db.run(sql`DROP INDEX \`orders_invoice_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoice_number\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`invoiced_at\`;`)
}
