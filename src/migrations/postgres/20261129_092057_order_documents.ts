import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "house_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"company" varchar,
  	"address_line1" varchar,
  	"address_line2" varchar,
  	"address_zip" varchar,
  	"address_city" varchar,
  	"address_country" varchar,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"vat_id" varchar,
  	"register" varchar,
  	"bank_name" varchar,
  	"bank_iban" varchar,
  	"bank_bic" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp(3) with time zone;
  CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "house_details" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "house_details" CASCADE;
  DROP INDEX "orders_invoice_number_idx";
  ALTER TABLE "orders" DROP COLUMN "invoice_number";
  ALTER TABLE "orders" DROP COLUMN "invoiced_at";`)
}
