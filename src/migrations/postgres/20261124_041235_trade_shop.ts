import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_product_groups_metal_colors" AS ENUM('WG', 'GG', 'GW');
  CREATE TYPE "public"."enum_product_groups_alloys" AS ENUM('white_gold', 'yellow_gold');
  CREATE TYPE "public"."enum_product_groups_base_skus_metal_color" AS ENUM('WG', 'GG', 'GW');
  CREATE TYPE "public"."enum_product_groups_engraving_prices_engraving_type" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_product_groups_special_color_prices_special_color" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9');
  CREATE TYPE "public"."enum_product_groups_article_lengths_metal_color" AS ENUM('WG', 'GG', 'GW');
  CREATE TYPE "public"."enum_product_groups_special_lengths_metal_color" AS ENUM('WG', 'GG', 'GW');
  CREATE TYPE "public"."enum_product_groups_meta_type" AS ENUM('jewelry', 'service_item');
  CREATE TYPE "public"."enum_product_groups_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet');
  CREATE TYPE "public"."enum_product_groups_standard_engraving" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_price_lists_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TYPE "public"."enum_limitation_numbers_status" AS ENUM('free', 'reserved', 'sold');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('cart', 'placed');
  CREATE TYPE "public"."enum_orders_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TYPE "public"."enum_order_lines_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TABLE "product_groups_metal_colors" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_groups_metal_colors",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "product_groups_alloys" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_product_groups_alloys",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "product_groups_base_skus" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"metal_color" "enum_product_groups_base_skus_metal_color",
  	"sku_id" integer
  );
  
  CREATE TABLE "product_groups_engraving_prices_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "product_groups_engraving_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"engraving_type" "enum_product_groups_engraving_prices_engraving_type" NOT NULL
  );
  
  CREATE TABLE "product_groups_special_color_prices_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "product_groups_special_color_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"special_color" "enum_product_groups_special_color_prices_special_color" NOT NULL
  );
  
  CREATE TABLE "product_groups_article_lengths_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer,
  	"amount" numeric
  );
  
  CREATE TABLE "product_groups_article_lengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"metal_color" "enum_product_groups_article_lengths_metal_color",
  	"length" numeric
  );
  
  CREATE TABLE "product_groups_special_lengths_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer,
  	"amount" numeric
  );
  
  CREATE TABLE "product_groups_special_lengths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"metal_color" "enum_product_groups_special_lengths_metal_color",
  	"length" numeric
  );
  
  CREATE TABLE "product_groups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uuid" varchar NOT NULL,
  	"meta_type" "enum_product_groups_meta_type" DEFAULT 'jewelry' NOT NULL,
  	"product_type" "enum_product_groups_product_type" NOT NULL,
  	"sku_prefix" varchar NOT NULL,
  	"is_limited" boolean DEFAULT false,
  	"is_ring_of_the_year" boolean DEFAULT false,
  	"is_default_assortment" boolean DEFAULT false,
  	"use_size_labels" boolean DEFAULT false,
  	"allow_engraving" boolean DEFAULT false,
  	"has_default_engraving_power_bracelet" boolean DEFAULT false,
  	"standard_engraving" "enum_product_groups_standard_engraving",
  	"allow_special_color" boolean DEFAULT false,
  	"service_item_sku_id" integer,
  	"service_item_order_quantity" numeric DEFAULT 1,
  	"service_item_max_quantity" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_groups_locales" (
  	"name" varchar NOT NULL,
  	"service_item_unit_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_groups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "skus_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL,
  	"amount" numeric NOT NULL
  );
  
  CREATE TABLE "skus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"weight_grams" numeric DEFAULT 0 NOT NULL,
  	"delivery_time_weeks" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"currency" "enum_price_lists_currency" NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "limitation_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku_prefix" varchar NOT NULL,
  	"number" numeric NOT NULL,
  	"status" "enum_limitation_numbers_status" DEFAULT 'free' NOT NULL,
  	"order_id" integer,
  	"line_id" integer,
  	"reserved_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'cart' NOT NULL,
  	"currency" "enum_orders_currency" NOT NULL,
  	"placed_at" timestamp(3) with time zone,
  	"store_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"cart_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"product_group_id" integer NOT NULL,
  	"sku_id" integer,
  	"sku_code" varchar NOT NULL,
  	"full_code" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"currency" "enum_order_lines_currency" NOT NULL,
  	"unit_amount" numeric NOT NULL,
  	"total_amount" numeric NOT NULL,
  	"metadata" jsonb NOT NULL,
  	"engraving" jsonb,
  	"selection" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_groups_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "skus_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "limitation_numbers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_lines_id" integer;
  ALTER TABLE "product_groups_metal_colors" ADD CONSTRAINT "product_groups_metal_colors_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_alloys" ADD CONSTRAINT "product_groups_alloys_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_base_skus" ADD CONSTRAINT "product_groups_base_skus_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_base_skus" ADD CONSTRAINT "product_groups_base_skus_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_engraving_prices_prices" ADD CONSTRAINT "product_groups_engraving_prices_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_engraving_prices_prices" ADD CONSTRAINT "product_groups_engraving_prices_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups_engraving_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_engraving_prices" ADD CONSTRAINT "product_groups_engraving_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_special_color_prices_prices" ADD CONSTRAINT "product_groups_special_color_prices_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_special_color_prices_prices" ADD CONSTRAINT "product_groups_special_color_prices_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups_special_color_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_special_color_prices" ADD CONSTRAINT "product_groups_special_color_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_article_lengths_prices" ADD CONSTRAINT "product_groups_article_lengths_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_article_lengths_prices" ADD CONSTRAINT "product_groups_article_lengths_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups_article_lengths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_article_lengths" ADD CONSTRAINT "product_groups_article_lengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_special_lengths_prices" ADD CONSTRAINT "product_groups_special_lengths_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_special_lengths_prices" ADD CONSTRAINT "product_groups_special_lengths_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups_special_lengths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_special_lengths" ADD CONSTRAINT "product_groups_special_lengths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_service_item_sku_id_skus_id_fk" FOREIGN KEY ("service_item_sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_groups_locales" ADD CONSTRAINT "product_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_rels" ADD CONSTRAINT "product_groups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_groups_rels" ADD CONSTRAINT "product_groups_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "skus_prices" ADD CONSTRAINT "skus_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "skus_prices" ADD CONSTRAINT "skus_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "limitation_numbers" ADD CONSTRAINT "limitation_numbers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "limitation_numbers" ADD CONSTRAINT "limitation_numbers_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_jewelers_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_group_id_product_groups_id_fk" FOREIGN KEY ("product_group_id") REFERENCES "public"."product_groups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "product_groups_metal_colors_order_idx" ON "product_groups_metal_colors" USING btree ("order");
  CREATE INDEX "product_groups_metal_colors_parent_idx" ON "product_groups_metal_colors" USING btree ("parent_id");
  CREATE INDEX "product_groups_alloys_order_idx" ON "product_groups_alloys" USING btree ("order");
  CREATE INDEX "product_groups_alloys_parent_idx" ON "product_groups_alloys" USING btree ("parent_id");
  CREATE INDEX "product_groups_base_skus_order_idx" ON "product_groups_base_skus" USING btree ("_order");
  CREATE INDEX "product_groups_base_skus_parent_id_idx" ON "product_groups_base_skus" USING btree ("_parent_id");
  CREATE INDEX "product_groups_base_skus_sku_idx" ON "product_groups_base_skus" USING btree ("sku_id");
  CREATE INDEX "product_groups_engraving_prices_prices_order_idx" ON "product_groups_engraving_prices_prices" USING btree ("_order");
  CREATE INDEX "product_groups_engraving_prices_prices_parent_id_idx" ON "product_groups_engraving_prices_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_engraving_prices_prices_price_list_idx" ON "product_groups_engraving_prices_prices" USING btree ("price_list_id");
  CREATE INDEX "product_groups_engraving_prices_order_idx" ON "product_groups_engraving_prices" USING btree ("_order");
  CREATE INDEX "product_groups_engraving_prices_parent_id_idx" ON "product_groups_engraving_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_special_color_prices_prices_order_idx" ON "product_groups_special_color_prices_prices" USING btree ("_order");
  CREATE INDEX "product_groups_special_color_prices_prices_parent_id_idx" ON "product_groups_special_color_prices_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_special_color_prices_prices_price_list_idx" ON "product_groups_special_color_prices_prices" USING btree ("price_list_id");
  CREATE INDEX "product_groups_special_color_prices_order_idx" ON "product_groups_special_color_prices" USING btree ("_order");
  CREATE INDEX "product_groups_special_color_prices_parent_id_idx" ON "product_groups_special_color_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_article_lengths_prices_order_idx" ON "product_groups_article_lengths_prices" USING btree ("_order");
  CREATE INDEX "product_groups_article_lengths_prices_parent_id_idx" ON "product_groups_article_lengths_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_article_lengths_prices_price_list_idx" ON "product_groups_article_lengths_prices" USING btree ("price_list_id");
  CREATE INDEX "product_groups_article_lengths_order_idx" ON "product_groups_article_lengths" USING btree ("_order");
  CREATE INDEX "product_groups_article_lengths_parent_id_idx" ON "product_groups_article_lengths" USING btree ("_parent_id");
  CREATE INDEX "product_groups_special_lengths_prices_order_idx" ON "product_groups_special_lengths_prices" USING btree ("_order");
  CREATE INDEX "product_groups_special_lengths_prices_parent_id_idx" ON "product_groups_special_lengths_prices" USING btree ("_parent_id");
  CREATE INDEX "product_groups_special_lengths_prices_price_list_idx" ON "product_groups_special_lengths_prices" USING btree ("price_list_id");
  CREATE INDEX "product_groups_special_lengths_order_idx" ON "product_groups_special_lengths" USING btree ("_order");
  CREATE INDEX "product_groups_special_lengths_parent_id_idx" ON "product_groups_special_lengths" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "product_groups_uuid_idx" ON "product_groups" USING btree ("uuid");
  CREATE INDEX "product_groups_sku_prefix_idx" ON "product_groups" USING btree ("sku_prefix");
  CREATE INDEX "product_groups_service_item_service_item_sku_idx" ON "product_groups" USING btree ("service_item_sku_id");
  CREATE INDEX "product_groups_updated_at_idx" ON "product_groups" USING btree ("updated_at");
  CREATE INDEX "product_groups_created_at_idx" ON "product_groups" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_groups_locales_locale_parent_id_unique" ON "product_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_groups_rels_order_idx" ON "product_groups_rels" USING btree ("order");
  CREATE INDEX "product_groups_rels_parent_idx" ON "product_groups_rels" USING btree ("parent_id");
  CREATE INDEX "product_groups_rels_path_idx" ON "product_groups_rels" USING btree ("path");
  CREATE INDEX "product_groups_rels_products_id_idx" ON "product_groups_rels" USING btree ("products_id");
  CREATE INDEX "skus_prices_order_idx" ON "skus_prices" USING btree ("_order");
  CREATE INDEX "skus_prices_parent_id_idx" ON "skus_prices" USING btree ("_parent_id");
  CREATE INDEX "skus_prices_price_list_idx" ON "skus_prices" USING btree ("price_list_id");
  CREATE UNIQUE INDEX "skus_code_idx" ON "skus" USING btree ("code");
  CREATE INDEX "skus_updated_at_idx" ON "skus" USING btree ("updated_at");
  CREATE INDEX "skus_created_at_idx" ON "skus" USING btree ("created_at");
  CREATE UNIQUE INDEX "price_lists_currency_idx" ON "price_lists" USING btree ("currency");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "limitation_numbers_sku_prefix_idx" ON "limitation_numbers" USING btree ("sku_prefix");
  CREATE INDEX "limitation_numbers_status_idx" ON "limitation_numbers" USING btree ("status");
  CREATE INDEX "limitation_numbers_order_idx" ON "limitation_numbers" USING btree ("order_id");
  CREATE INDEX "limitation_numbers_line_idx" ON "limitation_numbers" USING btree ("line_id");
  CREATE INDEX "limitation_numbers_updated_at_idx" ON "limitation_numbers" USING btree ("updated_at");
  CREATE INDEX "limitation_numbers_created_at_idx" ON "limitation_numbers" USING btree ("created_at");
  CREATE UNIQUE INDEX "skuPrefix_number_idx" ON "limitation_numbers" USING btree ("sku_prefix","number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id");
  CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");
  CREATE UNIQUE INDEX "orders_cart_key_idx" ON "orders" USING btree ("cart_key");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");
  CREATE INDEX "order_lines_product_group_idx" ON "order_lines" USING btree ("product_group_id");
  CREATE INDEX "order_lines_sku_idx" ON "order_lines" USING btree ("sku_id");
  CREATE INDEX "order_lines_updated_at_idx" ON "order_lines" USING btree ("updated_at");
  CREATE INDEX "order_lines_created_at_idx" ON "order_lines" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_groups_fk" FOREIGN KEY ("product_groups_id") REFERENCES "public"."product_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_skus_fk" FOREIGN KEY ("skus_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_limitation_numbers_fk" FOREIGN KEY ("limitation_numbers_id") REFERENCES "public"."limitation_numbers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_lines_fk" FOREIGN KEY ("order_lines_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_groups_id_idx" ON "payload_locked_documents_rels" USING btree ("product_groups_id");
  CREATE INDEX "payload_locked_documents_rels_skus_id_idx" ON "payload_locked_documents_rels" USING btree ("skus_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_limitation_numbers_id_idx" ON "payload_locked_documents_rels" USING btree ("limitation_numbers_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_order_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("order_lines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "product_groups_metal_colors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_alloys" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_base_skus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_engraving_prices_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_engraving_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_special_color_prices_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_special_color_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_article_lengths_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_article_lengths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_special_lengths_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_special_lengths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_groups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "skus_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "skus" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "limitation_numbers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_lines" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "product_groups_metal_colors" CASCADE;
  DROP TABLE "product_groups_alloys" CASCADE;
  DROP TABLE "product_groups_base_skus" CASCADE;
  DROP TABLE "product_groups_engraving_prices_prices" CASCADE;
  DROP TABLE "product_groups_engraving_prices" CASCADE;
  DROP TABLE "product_groups_special_color_prices_prices" CASCADE;
  DROP TABLE "product_groups_special_color_prices" CASCADE;
  DROP TABLE "product_groups_article_lengths_prices" CASCADE;
  DROP TABLE "product_groups_article_lengths" CASCADE;
  DROP TABLE "product_groups_special_lengths_prices" CASCADE;
  DROP TABLE "product_groups_special_lengths" CASCADE;
  DROP TABLE "product_groups" CASCADE;
  DROP TABLE "product_groups_locales" CASCADE;
  DROP TABLE "product_groups_rels" CASCADE;
  DROP TABLE "skus_prices" CASCADE;
  DROP TABLE "skus" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "limitation_numbers" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "order_lines" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_groups_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_skus_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_limitation_numbers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_lines_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_groups_id_idx";
  DROP INDEX "payload_locked_documents_rels_skus_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_limitation_numbers_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_lines_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_groups_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "skus_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "limitation_numbers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_lines_id";
  DROP TYPE "public"."enum_product_groups_metal_colors";
  DROP TYPE "public"."enum_product_groups_alloys";
  DROP TYPE "public"."enum_product_groups_base_skus_metal_color";
  DROP TYPE "public"."enum_product_groups_engraving_prices_engraving_type";
  DROP TYPE "public"."enum_product_groups_special_color_prices_special_color";
  DROP TYPE "public"."enum_product_groups_article_lengths_metal_color";
  DROP TYPE "public"."enum_product_groups_special_lengths_metal_color";
  DROP TYPE "public"."enum_product_groups_meta_type";
  DROP TYPE "public"."enum_product_groups_product_type";
  DROP TYPE "public"."enum_product_groups_standard_engraving";
  DROP TYPE "public"."enum_price_lists_currency";
  DROP TYPE "public"."enum_limitation_numbers_status";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_currency";
  DROP TYPE "public"."enum_order_lines_currency";`)
}
