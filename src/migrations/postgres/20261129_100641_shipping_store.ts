import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "shipping_store_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_store_id_jewelers_id_fk" FOREIGN KEY ("shipping_store_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_shipping_store_idx" ON "orders" USING btree ("shipping_store_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_shipping_store_id_jewelers_id_fk";
  
  DROP INDEX "orders_shipping_store_idx";
  ALTER TABLE "orders" DROP COLUMN "shipping_store_id";`)
}
