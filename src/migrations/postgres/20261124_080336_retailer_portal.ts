import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inventory_items_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet');
  CREATE TYPE "public"."enum_inventory_items_sell_in_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TYPE "public"."enum_inventory_items_sell_out_currency" AS ENUM('EUR', 'USD', 'CAD', 'CHF', 'CNY', 'JPY', 'KRW');
  CREATE TYPE "public"."enum_inventory_events_type" AS ENUM('sell_in_recorded', 'sale_recorded', 'location_change', 'book_out', 'price_change', 'virtual_storage_set', 'note_saved', 'serial_number_change', 'sale_user_change', 'change_requested');
  CREATE TYPE "public"."enum_location_users_permissions" AS ENUM('location:manage', 'location_users:view', 'location_users:manage', 'inventory:manage_article_availability', 'inventory:manage_article_note', 'inventory:log_article_sell_in', 'inventory:transfer_article', 'inventory:log_article_sale', 'inventory:book_out_without_sale', 'inventory:view_current', 'inventory:view_sell_in_statistics', 'inventory:export_sell_in_statistics', 'inventory:view_sell_out_statistics', 'inventory:export_sell_out_statistics', 'orders:view_open', 'orders:manage_note', 'orders:create_service_order', 'orders:create_article_order', 'orders:use_as_billing_location', 'orders:use_as_shipping_location');
  CREATE TABLE "inventory_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"article_number" varchar NOT NULL,
  	"product_type" "enum_inventory_items_product_type",
  	"article_description_de" varchar,
  	"description_de" varchar,
  	"image" varchar,
  	"location_id" integer NOT NULL,
  	"sell_in_price" numeric,
  	"sell_in_currency" "enum_inventory_items_sell_in_currency",
  	"sell_in_date" varchar,
  	"sell_out_price" numeric,
  	"sell_out_currency" "enum_inventory_items_sell_out_currency",
  	"sell_out_date" varchar,
  	"sale_user_id" integer,
  	"client_note" varchar,
  	"internal_note" varchar,
  	"available_in_virtual_storage" boolean DEFAULT false,
  	"booked_out_at" varchar,
  	"book_out_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inventory_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_id" integer NOT NULL,
  	"type" "enum_inventory_events_type" NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"user_id" integer,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "location_users_permissions" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_location_users_permissions",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "location_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"location_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inventory_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inventory_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "location_users_id" integer;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_location_id_jewelers_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_sale_user_id_users_id_fk" FOREIGN KEY ("sale_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "inventory_events" ADD CONSTRAINT "inventory_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_users_permissions" ADD CONSTRAINT "location_users_permissions_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."location_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "location_users" ADD CONSTRAINT "location_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "location_users" ADD CONSTRAINT "location_users_location_id_jewelers_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "inventory_items_serial_number_idx" ON "inventory_items" USING btree ("serial_number");
  CREATE INDEX "inventory_items_article_number_idx" ON "inventory_items" USING btree ("article_number");
  CREATE INDEX "inventory_items_product_type_idx" ON "inventory_items" USING btree ("product_type");
  CREATE INDEX "inventory_items_location_idx" ON "inventory_items" USING btree ("location_id");
  CREATE INDEX "inventory_items_sell_in_date_idx" ON "inventory_items" USING btree ("sell_in_date");
  CREATE INDEX "inventory_items_sell_out_date_idx" ON "inventory_items" USING btree ("sell_out_date");
  CREATE INDEX "inventory_items_sale_user_idx" ON "inventory_items" USING btree ("sale_user_id");
  CREATE INDEX "inventory_items_available_in_virtual_storage_idx" ON "inventory_items" USING btree ("available_in_virtual_storage");
  CREATE INDEX "inventory_items_booked_out_at_idx" ON "inventory_items" USING btree ("booked_out_at");
  CREATE INDEX "inventory_items_updated_at_idx" ON "inventory_items" USING btree ("updated_at");
  CREATE INDEX "inventory_items_created_at_idx" ON "inventory_items" USING btree ("created_at");
  CREATE INDEX "location_sellOutDate_idx" ON "inventory_items" USING btree ("location_id","sell_out_date");
  CREATE INDEX "inventory_events_item_idx" ON "inventory_events" USING btree ("item_id");
  CREATE INDEX "inventory_events_user_idx" ON "inventory_events" USING btree ("user_id");
  CREATE INDEX "inventory_events_updated_at_idx" ON "inventory_events" USING btree ("updated_at");
  CREATE INDEX "inventory_events_created_at_idx" ON "inventory_events" USING btree ("created_at");
  CREATE INDEX "location_users_permissions_order_idx" ON "location_users_permissions" USING btree ("order");
  CREATE INDEX "location_users_permissions_parent_idx" ON "location_users_permissions" USING btree ("parent_id");
  CREATE INDEX "location_users_user_idx" ON "location_users" USING btree ("user_id");
  CREATE INDEX "location_users_location_idx" ON "location_users" USING btree ("location_id");
  CREATE INDEX "location_users_updated_at_idx" ON "location_users" USING btree ("updated_at");
  CREATE INDEX "location_users_created_at_idx" ON "location_users" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_location_idx" ON "location_users" USING btree ("user_id","location_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_items_fk" FOREIGN KEY ("inventory_items_id") REFERENCES "public"."inventory_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inventory_events_fk" FOREIGN KEY ("inventory_events_id") REFERENCES "public"."inventory_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_location_users_fk" FOREIGN KEY ("location_users_id") REFERENCES "public"."location_users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_inventory_items_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_items_id");
  CREATE INDEX "payload_locked_documents_rels_inventory_events_id_idx" ON "payload_locked_documents_rels" USING btree ("inventory_events_id");
  CREATE INDEX "payload_locked_documents_rels_location_users_id_idx" ON "payload_locked_documents_rels" USING btree ("location_users_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inventory_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inventory_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "location_users_permissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "location_users" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inventory_items" CASCADE;
  DROP TABLE "inventory_events" CASCADE;
  DROP TABLE "location_users_permissions" CASCADE;
  DROP TABLE "location_users" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inventory_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_inventory_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_location_users_fk";
  
  DROP INDEX "payload_locked_documents_rels_inventory_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_inventory_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_location_users_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inventory_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inventory_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "location_users_id";
  DROP TYPE "public"."enum_inventory_items_product_type";
  DROP TYPE "public"."enum_inventory_items_sell_in_currency";
  DROP TYPE "public"."enum_inventory_items_sell_out_currency";
  DROP TYPE "public"."enum_inventory_events_type";
  DROP TYPE "public"."enum_location_users_permissions";`)
}
