import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_lists_delivery_weekdays\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_delivery_weekdays_order_idx\` ON \`price_lists_delivery_weekdays\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_delivery_weekdays_parent_idx\` ON \`price_lists_delivery_weekdays\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`price_lists\` ADD \`closed_days\` text DEFAULT '12-24, 12-25, 12-26, 12-31, 01-01';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_lists_delivery_weekdays\`;`)
  await db.run(sql`ALTER TABLE \`price_lists\` DROP COLUMN \`closed_days\`;`)
}
