import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_store_locator_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_store_locator_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TABLE "pages_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum_pages_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_store_locator_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum__pages_v_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_store_locator_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum_products_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_store_locator_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum__products_v_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_store_locator_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "jewelers_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum_jewelers_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_store_locator_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_jewelers_v_blocks_store_locator" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar DEFAULT 'store-locator',
  	"channel" "enum__jewelers_v_blocks_store_locator_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_store_locator_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_store_locator_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_store_locator" ADD CONSTRAINT "pages_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_store_locator_locales" ADD CONSTRAINT "pages_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_locator" ADD CONSTRAINT "_pages_v_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_store_locator_locales" ADD CONSTRAINT "_pages_v_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_store_locator" ADD CONSTRAINT "products_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_store_locator_locales" ADD CONSTRAINT "products_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_store_locator" ADD CONSTRAINT "_products_v_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_store_locator_locales" ADD CONSTRAINT "_products_v_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_store_locator" ADD CONSTRAINT "jewelers_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_store_locator_locales" ADD CONSTRAINT "jewelers_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_store_locator" ADD CONSTRAINT "_jewelers_v_blocks_store_locator_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_store_locator_locales" ADD CONSTRAINT "_jewelers_v_blocks_store_locator_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v_blocks_store_locator"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_store_locator_order_idx" ON "pages_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "pages_blocks_store_locator_parent_id_idx" ON "pages_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_store_locator_path_idx" ON "pages_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_store_locator_locales_locale_parent_id_unique" ON "pages_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_store_locator_order_idx" ON "_pages_v_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_store_locator_parent_id_idx" ON "_pages_v_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_store_locator_path_idx" ON "_pages_v_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_store_locator_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_store_locator_order_idx" ON "products_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "products_blocks_store_locator_parent_id_idx" ON "products_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_store_locator_path_idx" ON "products_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_store_locator_locales_locale_parent_id_uniqu" ON "products_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_store_locator_order_idx" ON "_products_v_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_store_locator_parent_id_idx" ON "_products_v_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_store_locator_path_idx" ON "_products_v_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_store_locator_locales_locale_parent_id_un" ON "_products_v_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "jewelers_blocks_store_locator_order_idx" ON "jewelers_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_store_locator_parent_id_idx" ON "jewelers_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_store_locator_path_idx" ON "jewelers_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "jewelers_blocks_store_locator_locales_locale_parent_id_uniqu" ON "jewelers_blocks_store_locator_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jewelers_v_blocks_store_locator_order_idx" ON "_jewelers_v_blocks_store_locator" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_store_locator_parent_id_idx" ON "_jewelers_v_blocks_store_locator" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_store_locator_path_idx" ON "_jewelers_v_blocks_store_locator" USING btree ("_path");
  CREATE UNIQUE INDEX "_jewelers_v_blocks_store_locator_locales_locale_parent_id_un" ON "_jewelers_v_blocks_store_locator_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_store_locator" CASCADE;
  DROP TABLE "pages_blocks_store_locator_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_store_locator" CASCADE;
  DROP TABLE "_pages_v_blocks_store_locator_locales" CASCADE;
  DROP TABLE "products_blocks_store_locator" CASCADE;
  DROP TABLE "products_blocks_store_locator_locales" CASCADE;
  DROP TABLE "_products_v_blocks_store_locator" CASCADE;
  DROP TABLE "_products_v_blocks_store_locator_locales" CASCADE;
  DROP TABLE "jewelers_blocks_store_locator" CASCADE;
  DROP TABLE "jewelers_blocks_store_locator_locales" CASCADE;
  DROP TABLE "_jewelers_v_blocks_store_locator" CASCADE;
  DROP TABLE "_jewelers_v_blocks_store_locator_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_store_locator_channel";
  DROP TYPE "public"."enum_pages_blocks_store_locator_device";
  DROP TYPE "public"."enum__pages_v_blocks_store_locator_channel";
  DROP TYPE "public"."enum__pages_v_blocks_store_locator_device";
  DROP TYPE "public"."enum_products_blocks_store_locator_channel";
  DROP TYPE "public"."enum_products_blocks_store_locator_device";
  DROP TYPE "public"."enum__products_v_blocks_store_locator_channel";
  DROP TYPE "public"."enum__products_v_blocks_store_locator_device";
  DROP TYPE "public"."enum_jewelers_blocks_store_locator_channel";
  DROP TYPE "public"."enum_jewelers_blocks_store_locator_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_store_locator_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_store_locator_device";`)
}
