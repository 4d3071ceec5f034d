import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "product_groups_base_skus_rrp" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer,
  	"amount" numeric
  );
  
  CREATE TABLE "vat_rates_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" varchar NOT NULL,
  	"percent" numeric NOT NULL
  );
  
  CREATE TABLE "vat_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "orders" ADD COLUMN "vat_country" varchar;
  ALTER TABLE "orders" ADD COLUMN "vat_percent" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "gross_amount" numeric;
  ALTER TABLE "product_groups_base_skus_rrp" ADD CONSTRAINT "product_groups_base_skus_rrp_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_base_skus_rrp" ADD CONSTRAINT "product_groups_base_skus_rrp_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups_base_skus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vat_rates_markets" ADD CONSTRAINT "vat_rates_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vat_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "product_groups_base_skus_rrp_order_idx" ON "product_groups_base_skus_rrp" USING btree ("_order");
  CREATE INDEX "product_groups_base_skus_rrp_parent_id_idx" ON "product_groups_base_skus_rrp" USING btree ("_parent_id");
  CREATE INDEX "product_groups_base_skus_rrp_price_list_idx" ON "product_groups_base_skus_rrp" USING btree ("price_list_id");
  CREATE INDEX "vat_rates_markets_order_idx" ON "vat_rates_markets" USING btree ("_order");
  CREATE INDEX "vat_rates_markets_parent_id_idx" ON "vat_rates_markets" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "product_groups_base_skus_rrp" CASCADE;
  DROP TABLE "vat_rates_markets" CASCADE;
  DROP TABLE "vat_rates" CASCADE;
  ALTER TABLE "orders" DROP COLUMN "vat_country";
  ALTER TABLE "orders" DROP COLUMN "vat_percent";
  ALTER TABLE "orders" DROP COLUMN "vat_amount";
  ALTER TABLE "orders" DROP COLUMN "gross_amount";`)
}
