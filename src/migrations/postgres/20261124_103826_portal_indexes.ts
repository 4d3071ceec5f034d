import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "inventory_items_product_type_idx";
  DROP INDEX "inventory_items_available_in_virtual_storage_idx";
  DROP INDEX "inventory_items_booked_out_at_idx";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "inventory_items_product_type_idx" ON "inventory_items" USING btree ("product_type");
  CREATE INDEX "inventory_items_available_in_virtual_storage_idx" ON "inventory_items" USING btree ("available_in_virtual_storage");
  CREATE INDEX "inventory_items_booked_out_at_idx" ON "inventory_items" USING btree ("booked_out_at");`)
}
