import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_shipping_methods_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TABLE "shipments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"shipping_method_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"up_to_grams" numeric,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "shipping_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum_shipping_methods_currency" NOT NULL,
  	"position" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "shipping_methods_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "jewelers" ADD COLUMN "address2" varchar;
  ALTER TABLE "jewelers" ADD COLUMN "payment_terms_de" varchar;
  ALTER TABLE "jewelers" ADD COLUMN "payment_terms_en" varchar;
  ALTER TABLE "_jewelers_v" ADD COLUMN "version_address2" varchar;
  ALTER TABLE "_jewelers_v" ADD COLUMN "version_payment_terms_de" varchar;
  ALTER TABLE "_jewelers_v" ADD COLUMN "version_payment_terms_en" varchar;
  ALTER TABLE "orders" ADD COLUMN "order_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "authorized_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "items_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "shipping_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "total_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "weight_grams" numeric;
  ALTER TABLE "orders" ADD COLUMN "shipping_method_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_terms_de" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_terms_en" varchar;
  ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;
  ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;
  ALTER TABLE "orders" ADD COLUMN "language" varchar;
  ALTER TABLE "order_lines" ADD COLUMN "estimated_delivery" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shipping_methods_id" integer;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipments" ADD CONSTRAINT "shipments_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipping_methods_tiers" ADD CONSTRAINT "shipping_methods_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_methods_locales" ADD CONSTRAINT "shipping_methods_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_methods_texts" ADD CONSTRAINT "shipping_methods_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id");
  CREATE INDEX "shipments_shipping_method_idx" ON "shipments" USING btree ("shipping_method_id");
  CREATE INDEX "shipments_updated_at_idx" ON "shipments" USING btree ("updated_at");
  CREATE INDEX "shipments_created_at_idx" ON "shipments" USING btree ("created_at");
  CREATE INDEX "shipping_methods_tiers_order_idx" ON "shipping_methods_tiers" USING btree ("_order");
  CREATE INDEX "shipping_methods_tiers_parent_id_idx" ON "shipping_methods_tiers" USING btree ("_parent_id");
  CREATE INDEX "shipping_methods_updated_at_idx" ON "shipping_methods" USING btree ("updated_at");
  CREATE INDEX "shipping_methods_created_at_idx" ON "shipping_methods" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_methods_locales_locale_parent_id_unique" ON "shipping_methods_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "shipping_methods_texts_order_parent" ON "shipping_methods_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipments_fk" FOREIGN KEY ("shipments_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk" FOREIGN KEY ("shipping_methods_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "payload_locked_documents_rels_shipments_id_idx" ON "payload_locked_documents_rels" USING btree ("shipments_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_methods_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shipments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shipping_methods_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shipments" CASCADE;
  DROP TABLE "shipping_methods_tiers" CASCADE;
  DROP TABLE "shipping_methods" CASCADE;
  DROP TABLE "shipping_methods_locales" CASCADE;
  DROP TABLE "shipping_methods_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk";
  
  DROP INDEX "orders_order_number_idx";
  DROP INDEX "payload_locked_documents_rels_shipments_id_idx";
  DROP INDEX "payload_locked_documents_rels_shipping_methods_id_idx";
  ALTER TABLE "jewelers" DROP COLUMN "address2";
  ALTER TABLE "jewelers" DROP COLUMN "payment_terms_de";
  ALTER TABLE "jewelers" DROP COLUMN "payment_terms_en";
  ALTER TABLE "_jewelers_v" DROP COLUMN "version_address2";
  ALTER TABLE "_jewelers_v" DROP COLUMN "version_payment_terms_de";
  ALTER TABLE "_jewelers_v" DROP COLUMN "version_payment_terms_en";
  ALTER TABLE "orders" DROP COLUMN "order_number";
  ALTER TABLE "orders" DROP COLUMN "authorized_at";
  ALTER TABLE "orders" DROP COLUMN "items_amount";
  ALTER TABLE "orders" DROP COLUMN "shipping_amount";
  ALTER TABLE "orders" DROP COLUMN "total_amount";
  ALTER TABLE "orders" DROP COLUMN "weight_grams";
  ALTER TABLE "orders" DROP COLUMN "shipping_method_name";
  ALTER TABLE "orders" DROP COLUMN "payment_terms_de";
  ALTER TABLE "orders" DROP COLUMN "payment_terms_en";
  ALTER TABLE "orders" DROP COLUMN "billing_address";
  ALTER TABLE "orders" DROP COLUMN "shipping_address";
  ALTER TABLE "orders" DROP COLUMN "language";
  ALTER TABLE "order_lines" DROP COLUMN "estimated_delivery";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shipping_methods_id";
  DROP TYPE "public"."enum_shipping_methods_currency";`)
}
