import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_change_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`answered_at\` text,
  	\`answered_by_id\` integer,
  	\`subject\` text,
  	\`kind\` text DEFAULT 'order_line' NOT NULL,
  	\`item_id\` integer,
  	\`order_line_id\` integer,
  	\`location_id\` integer NOT NULL,
  	\`user_id\` integer,
  	\`information\` text NOT NULL,
  	\`answer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`answered_by_id\`) REFERENCES \`admins\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`item_id\`) REFERENCES \`inventory_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`order_line_id\`) REFERENCES \`order_lines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`jewelers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  // The old table has only these columns (the generated copy named the new ones too): the requests
  // before issue 33's answers were all on open-order lines, open (the new columns' defaults).
  await db.run(sql`INSERT INTO \`__new_change_requests\`("id", "order_line_id", "location_id", "user_id", "information", "updated_at", "created_at") SELECT "id", "order_line_id", "location_id", "user_id", "information", "updated_at", "created_at" FROM \`change_requests\`;`)
  await db.run(sql`DROP TABLE \`change_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_change_requests\` RENAME TO \`change_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`change_requests_status_idx\` ON \`change_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_answered_by_idx\` ON \`change_requests\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_item_idx\` ON \`change_requests\` (\`item_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_order_line_idx\` ON \`change_requests\` (\`order_line_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_location_idx\` ON \`change_requests\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_user_idx\` ON \`change_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_updated_at_idx\` ON \`change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_created_at_idx\` ON \`change_requests\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_change_requests\` (
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
  // Requests on stock items have no place in the old table (its order line is required).
  await db.run(sql`INSERT INTO \`__new_change_requests\`("id", "order_line_id", "location_id", "user_id", "information", "updated_at", "created_at") SELECT "id", "order_line_id", "location_id", "user_id", "information", "updated_at", "created_at" FROM \`change_requests\` WHERE "order_line_id" IS NOT NULL;`)
  await db.run(sql`DROP TABLE \`change_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_change_requests\` RENAME TO \`change_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`change_requests_order_line_idx\` ON \`change_requests\` (\`order_line_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_location_idx\` ON \`change_requests\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_user_idx\` ON \`change_requests\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_updated_at_idx\` ON \`change_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`change_requests_created_at_idx\` ON \`change_requests\` (\`created_at\`);`)
}
