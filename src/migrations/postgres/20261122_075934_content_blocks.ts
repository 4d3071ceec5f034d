import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_pages_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_pages_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum_products_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_accordion_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_accordion_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_contact_tiles_tiles_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_contact_tiles_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_contact_tiles_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_headline_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_headline_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_banner_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TYPE "public"."enum__products_v_blocks_banner_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_banner_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TABLE "pages_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_accordion_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_pages_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_contact_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum_pages_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_headline_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_pages_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_pages_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_banner_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_accordion_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__pages_v_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_contact_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum__pages_v_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_headline_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__pages_v_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__pages_v_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_banner_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_accordion_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_products_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar
  );
  
  CREATE TABLE "products_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" "enum_products_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_contact_tiles_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum_products_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_headline_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"link_type" "enum_products_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum_products_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_banner_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_accordion_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_accordion_items_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_accordion" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_accordion_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_accordion_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_accordion_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_contact_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__products_v_blocks_contact_tiles_tiles_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_blocks_contact_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_contact_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"channel" "enum__products_v_blocks_contact_tiles_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_contact_tiles_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_contact_tiles_locales" (
  	"headline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_headline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"channel" "enum__products_v_blocks_headline_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_headline_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_headline_locales" (
  	"text" varchar,
  	"subline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_type" "enum__products_v_blocks_banner_link_type" DEFAULT 'story',
  	"link_url" varchar,
  	"link_email" varchar,
  	"link_anchor" varchar,
  	"channel" "enum__products_v_blocks_banner_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_banner_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_banner_locales" (
  	"text" varchar,
  	"link_caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_accordion_items" ADD CONSTRAINT "pages_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_items_locales" ADD CONSTRAINT "pages_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion" ADD CONSTRAINT "pages_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_accordion_locales" ADD CONSTRAINT "pages_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_tiles_tiles" ADD CONSTRAINT "pages_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "pages_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_tiles" ADD CONSTRAINT "pages_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_tiles_locales" ADD CONSTRAINT "pages_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_headline" ADD CONSTRAINT "pages_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_headline_locales" ADD CONSTRAINT "pages_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner" ADD CONSTRAINT "pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_banner_locales" ADD CONSTRAINT "pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items" ADD CONSTRAINT "_pages_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_items_locales" ADD CONSTRAINT "_pages_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion" ADD CONSTRAINT "_pages_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_accordion_locales" ADD CONSTRAINT "_pages_v_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "_pages_v_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_tiles" ADD CONSTRAINT "_pages_v_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_tiles_locales" ADD CONSTRAINT "_pages_v_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_headline" ADD CONSTRAINT "_pages_v_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_headline_locales" ADD CONSTRAINT "_pages_v_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner" ADD CONSTRAINT "_pages_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_banner_locales" ADD CONSTRAINT "_pages_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_accordion_items" ADD CONSTRAINT "products_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_accordion_items_locales" ADD CONSTRAINT "products_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_accordion" ADD CONSTRAINT "products_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_accordion_locales" ADD CONSTRAINT "products_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_tiles_tiles" ADD CONSTRAINT "products_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "products_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_tiles" ADD CONSTRAINT "products_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_contact_tiles_locales" ADD CONSTRAINT "products_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_headline" ADD CONSTRAINT "products_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_headline_locales" ADD CONSTRAINT "products_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_banner" ADD CONSTRAINT "products_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_banner_locales" ADD CONSTRAINT "products_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_accordion_items" ADD CONSTRAINT "_products_v_blocks_accordion_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_accordion_items_locales" ADD CONSTRAINT "_products_v_blocks_accordion_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_accordion_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_accordion" ADD CONSTRAINT "_products_v_blocks_accordion_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_accordion_locales" ADD CONSTRAINT "_products_v_blocks_accordion_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_accordion"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_tiles_tiles" ADD CONSTRAINT "_products_v_blocks_contact_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_tiles_tiles_locales" ADD CONSTRAINT "_products_v_blocks_contact_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_contact_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_tiles" ADD CONSTRAINT "_products_v_blocks_contact_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_contact_tiles_locales" ADD CONSTRAINT "_products_v_blocks_contact_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_contact_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_headline" ADD CONSTRAINT "_products_v_blocks_headline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_headline_locales" ADD CONSTRAINT "_products_v_blocks_headline_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_headline"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_banner" ADD CONSTRAINT "_products_v_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_banner_locales" ADD CONSTRAINT "_products_v_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_accordion_items_order_idx" ON "pages_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_items_parent_id_idx" ON "pages_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_accordion_items_locales_locale_parent_id_unique" ON "pages_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_accordion_order_idx" ON "pages_blocks_accordion" USING btree ("_order");
  CREATE INDEX "pages_blocks_accordion_parent_id_idx" ON "pages_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_accordion_path_idx" ON "pages_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_accordion_locales_locale_parent_id_unique" ON "pages_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_tiles_tiles_order_idx" ON "pages_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_tiles_tiles_parent_id_idx" ON "pages_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_blocks_contact_tiles_tiles_locales_locale_parent_id_un" ON "pages_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_contact_tiles_order_idx" ON "pages_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_tiles_parent_id_idx" ON "pages_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_tiles_path_idx" ON "pages_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_contact_tiles_locales_locale_parent_id_unique" ON "pages_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_headline_order_idx" ON "pages_blocks_headline" USING btree ("_order");
  CREATE INDEX "pages_blocks_headline_parent_id_idx" ON "pages_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_headline_path_idx" ON "pages_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_headline_locales_locale_parent_id_unique" ON "pages_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_blocks_banner_order_idx" ON "pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_banner_parent_id_idx" ON "pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_banner_path_idx" ON "pages_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "pages_blocks_banner_locales_locale_parent_id_unique" ON "pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_items_order_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_items_parent_id_idx" ON "_pages_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_accordion_items_locales_locale_parent_id_uni" ON "_pages_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_order_idx" ON "_pages_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_accordion_parent_id_idx" ON "_pages_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_accordion_path_idx" ON "_pages_v_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_accordion_locales_locale_parent_id_unique" ON "_pages_v_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_tiles_tiles_order_idx" ON "_pages_v_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_tiles_tiles_parent_id_idx" ON "_pages_v_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_tiles_tiles_locales_locale_parent_id" ON "_pages_v_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_tiles_order_idx" ON "_pages_v_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_tiles_parent_id_idx" ON "_pages_v_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_tiles_path_idx" ON "_pages_v_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_contact_tiles_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_headline_order_idx" ON "_pages_v_blocks_headline" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_headline_parent_id_idx" ON "_pages_v_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_headline_path_idx" ON "_pages_v_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_headline_locales_locale_parent_id_unique" ON "_pages_v_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_order_idx" ON "_pages_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_banner_parent_id_idx" ON "_pages_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_banner_path_idx" ON "_pages_v_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_pages_v_blocks_banner_locales_locale_parent_id_unique" ON "_pages_v_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_accordion_items_order_idx" ON "products_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "products_blocks_accordion_items_parent_id_idx" ON "products_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_blocks_accordion_items_locales_locale_parent_id_uni" ON "products_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_accordion_order_idx" ON "products_blocks_accordion" USING btree ("_order");
  CREATE INDEX "products_blocks_accordion_parent_id_idx" ON "products_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_accordion_path_idx" ON "products_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_accordion_locales_locale_parent_id_unique" ON "products_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_contact_tiles_tiles_order_idx" ON "products_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "products_blocks_contact_tiles_tiles_parent_id_idx" ON "products_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_blocks_contact_tiles_tiles_locales_locale_parent_id" ON "products_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_contact_tiles_order_idx" ON "products_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "products_blocks_contact_tiles_parent_id_idx" ON "products_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_contact_tiles_path_idx" ON "products_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_contact_tiles_locales_locale_parent_id_uniqu" ON "products_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_headline_order_idx" ON "products_blocks_headline" USING btree ("_order");
  CREATE INDEX "products_blocks_headline_parent_id_idx" ON "products_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_headline_path_idx" ON "products_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_headline_locales_locale_parent_id_unique" ON "products_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_blocks_banner_order_idx" ON "products_blocks_banner" USING btree ("_order");
  CREATE INDEX "products_blocks_banner_parent_id_idx" ON "products_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_banner_path_idx" ON "products_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "products_blocks_banner_locales_locale_parent_id_unique" ON "products_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_accordion_items_order_idx" ON "_products_v_blocks_accordion_items" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_accordion_items_parent_id_idx" ON "_products_v_blocks_accordion_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_blocks_accordion_items_locales_locale_parent_id_" ON "_products_v_blocks_accordion_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_accordion_order_idx" ON "_products_v_blocks_accordion" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_accordion_parent_id_idx" ON "_products_v_blocks_accordion" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_accordion_path_idx" ON "_products_v_blocks_accordion" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_accordion_locales_locale_parent_id_unique" ON "_products_v_blocks_accordion_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_contact_tiles_tiles_order_idx" ON "_products_v_blocks_contact_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_contact_tiles_tiles_parent_id_idx" ON "_products_v_blocks_contact_tiles_tiles" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_blocks_contact_tiles_tiles_locales_locale_parent" ON "_products_v_blocks_contact_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_contact_tiles_order_idx" ON "_products_v_blocks_contact_tiles" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_contact_tiles_parent_id_idx" ON "_products_v_blocks_contact_tiles" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_contact_tiles_path_idx" ON "_products_v_blocks_contact_tiles" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_contact_tiles_locales_locale_parent_id_un" ON "_products_v_blocks_contact_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_headline_order_idx" ON "_products_v_blocks_headline" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_headline_parent_id_idx" ON "_products_v_blocks_headline" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_headline_path_idx" ON "_products_v_blocks_headline" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_headline_locales_locale_parent_id_unique" ON "_products_v_blocks_headline_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_blocks_banner_order_idx" ON "_products_v_blocks_banner" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_banner_parent_id_idx" ON "_products_v_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_banner_path_idx" ON "_products_v_blocks_banner" USING btree ("_path");
  CREATE UNIQUE INDEX "_products_v_blocks_banner_locales_locale_parent_id_unique" ON "_products_v_blocks_banner_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_accordion_items" CASCADE;
  DROP TABLE "pages_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "pages_blocks_accordion" CASCADE;
  DROP TABLE "pages_blocks_accordion_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "pages_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "pages_blocks_contact_tiles" CASCADE;
  DROP TABLE "pages_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "pages_blocks_headline" CASCADE;
  DROP TABLE "pages_blocks_headline_locales" CASCADE;
  DROP TABLE "pages_blocks_banner" CASCADE;
  DROP TABLE "pages_blocks_banner_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion" CASCADE;
  DROP TABLE "_pages_v_blocks_accordion_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_headline" CASCADE;
  DROP TABLE "_pages_v_blocks_headline_locales" CASCADE;
  DROP TABLE "_pages_v_blocks_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_banner_locales" CASCADE;
  DROP TABLE "products_blocks_accordion_items" CASCADE;
  DROP TABLE "products_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "products_blocks_accordion" CASCADE;
  DROP TABLE "products_blocks_accordion_locales" CASCADE;
  DROP TABLE "products_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "products_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "products_blocks_contact_tiles" CASCADE;
  DROP TABLE "products_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "products_blocks_headline" CASCADE;
  DROP TABLE "products_blocks_headline_locales" CASCADE;
  DROP TABLE "products_blocks_banner" CASCADE;
  DROP TABLE "products_blocks_banner_locales" CASCADE;
  DROP TABLE "_products_v_blocks_accordion_items" CASCADE;
  DROP TABLE "_products_v_blocks_accordion_items_locales" CASCADE;
  DROP TABLE "_products_v_blocks_accordion" CASCADE;
  DROP TABLE "_products_v_blocks_accordion_locales" CASCADE;
  DROP TABLE "_products_v_blocks_contact_tiles_tiles" CASCADE;
  DROP TABLE "_products_v_blocks_contact_tiles_tiles_locales" CASCADE;
  DROP TABLE "_products_v_blocks_contact_tiles" CASCADE;
  DROP TABLE "_products_v_blocks_contact_tiles_locales" CASCADE;
  DROP TABLE "_products_v_blocks_headline" CASCADE;
  DROP TABLE "_products_v_blocks_headline_locales" CASCADE;
  DROP TABLE "_products_v_blocks_banner" CASCADE;
  DROP TABLE "_products_v_blocks_banner_locales" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_accordion_channel";
  DROP TYPE "public"."enum_pages_blocks_accordion_device";
  DROP TYPE "public"."enum_pages_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum_pages_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum_pages_blocks_contact_tiles_device";
  DROP TYPE "public"."enum_pages_blocks_headline_channel";
  DROP TYPE "public"."enum_pages_blocks_headline_device";
  DROP TYPE "public"."enum_pages_blocks_banner_link_type";
  DROP TYPE "public"."enum_pages_blocks_banner_channel";
  DROP TYPE "public"."enum_pages_blocks_banner_device";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_channel";
  DROP TYPE "public"."enum__pages_v_blocks_accordion_device";
  DROP TYPE "public"."enum__pages_v_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum__pages_v_blocks_contact_tiles_device";
  DROP TYPE "public"."enum__pages_v_blocks_headline_channel";
  DROP TYPE "public"."enum__pages_v_blocks_headline_device";
  DROP TYPE "public"."enum__pages_v_blocks_banner_link_type";
  DROP TYPE "public"."enum__pages_v_blocks_banner_channel";
  DROP TYPE "public"."enum__pages_v_blocks_banner_device";
  DROP TYPE "public"."enum_products_blocks_accordion_channel";
  DROP TYPE "public"."enum_products_blocks_accordion_device";
  DROP TYPE "public"."enum_products_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum_products_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum_products_blocks_contact_tiles_device";
  DROP TYPE "public"."enum_products_blocks_headline_channel";
  DROP TYPE "public"."enum_products_blocks_headline_device";
  DROP TYPE "public"."enum_products_blocks_banner_link_type";
  DROP TYPE "public"."enum_products_blocks_banner_channel";
  DROP TYPE "public"."enum_products_blocks_banner_device";
  DROP TYPE "public"."enum__products_v_blocks_accordion_channel";
  DROP TYPE "public"."enum__products_v_blocks_accordion_device";
  DROP TYPE "public"."enum__products_v_blocks_contact_tiles_tiles_link_type";
  DROP TYPE "public"."enum__products_v_blocks_contact_tiles_channel";
  DROP TYPE "public"."enum__products_v_blocks_contact_tiles_device";
  DROP TYPE "public"."enum__products_v_blocks_headline_channel";
  DROP TYPE "public"."enum__products_v_blocks_headline_device";
  DROP TYPE "public"."enum__products_v_blocks_banner_link_type";
  DROP TYPE "public"."enum__products_v_blocks_banner_channel";
  DROP TYPE "public"."enum__products_v_blocks_banner_device";`)
}
