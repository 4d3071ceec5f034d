import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`inventory_items_product_type_idx\`;`)
  await db.run(sql`DROP INDEX \`inventory_items_available_in_virtual_storage_idx\`;`)
  await db.run(sql`DROP INDEX \`inventory_items_booked_out_at_idx\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`inventory_items_product_type_idx\` ON \`inventory_items\` (\`product_type\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_available_in_virtual_storage_idx\` ON \`inventory_items\` (\`available_in_virtual_storage\`);`)
  await db.run(sql`CREATE INDEX \`inventory_items_booked_out_at_idx\` ON \`inventory_items\` (\`booked_out_at\`);`)
}
