import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_pages_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__pages_v_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_products_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_products_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__products_v_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum_jewelers_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_wizard_channel" AS ENUM('default', 'microsite', 'both');
  CREATE TYPE "public"."enum__jewelers_v_blocks_wizard_device" AS ENUM('desktop', 'mobile', 'both');
  CREATE TYPE "public"."enum_wizards_product_types" AS ENUM('ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet');
  CREATE TYPE "public"."enum_wizards_form_position" AS ENUM('firstStep', 'lastStep');
  CREATE TYPE "public"."enum_wizards_contact_form_privacy_link_type" AS ENUM('story', 'url', 'email', 'anchor');
  CREATE TABLE "pages_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum_pages_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum_pages_blocks_wizard_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum__pages_v_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum__pages_v_blocks_wizard_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "products_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum_products_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum_products_blocks_wizard_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_products_v_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum__products_v_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum__products_v_blocks_wizard_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "jewelers_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum_jewelers_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum_jewelers_blocks_wizard_device" DEFAULT 'both',
  	"block_name" varchar
  );
  
  CREATE TABLE "_jewelers_v_blocks_wizard" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"wizard_id" integer,
  	"channel" "enum__jewelers_v_blocks_wizard_channel" DEFAULT 'both',
  	"device" "enum__jewelers_v_blocks_wizard_device" DEFAULT 'both',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "wizards_product_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_wizards_product_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "wizards_steps_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"choice_id" varchar NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "wizards_steps_choices_locales" (
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wizards_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"weight" numeric DEFAULT 1 NOT NULL,
  	"is_important" boolean DEFAULT false
  );
  
  CREATE TABLE "wizards_steps_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "wizards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"form_position" "enum_wizards_form_position" DEFAULT 'lastStep' NOT NULL,
  	"intro_background_image_id" integer,
  	"contact_form_enabled" boolean DEFAULT true,
  	"contact_form_privacy_link_type" "enum_wizards_contact_form_privacy_link_type" DEFAULT 'story',
  	"contact_form_privacy_link_url" varchar,
  	"contact_form_privacy_link_email" varchar,
  	"contact_form_privacy_link_anchor" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "wizards_locales" (
  	"intro_title" varchar NOT NULL,
  	"intro_text" varchar,
  	"intro_start_label" varchar,
  	"contact_form_headline" varchar,
  	"contact_form_intro" varchar,
  	"contact_form_subject" varchar,
  	"contact_form_custom_message" varchar,
  	"contact_form_data_agreement_label" varchar,
  	"success_headline" varchar,
  	"success_subheadline" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "wizards_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "wizards_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"products_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wizards_id" integer;
  ALTER TABLE "pages_blocks_wizard" ADD CONSTRAINT "pages_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_wizard" ADD CONSTRAINT "pages_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_wizard" ADD CONSTRAINT "_pages_v_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_wizard" ADD CONSTRAINT "_pages_v_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_blocks_wizard" ADD CONSTRAINT "products_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_blocks_wizard" ADD CONSTRAINT "products_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_wizard" ADD CONSTRAINT "_products_v_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_blocks_wizard" ADD CONSTRAINT "_products_v_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_wizard" ADD CONSTRAINT "jewelers_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jewelers_blocks_wizard" ADD CONSTRAINT "jewelers_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jewelers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_wizard" ADD CONSTRAINT "_jewelers_v_blocks_wizard_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jewelers_v_blocks_wizard" ADD CONSTRAINT "_jewelers_v_blocks_wizard_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jewelers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_product_types" ADD CONSTRAINT "wizards_product_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_steps_choices" ADD CONSTRAINT "wizards_steps_choices_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wizards_steps_choices" ADD CONSTRAINT "wizards_steps_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wizards_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_steps_choices_locales" ADD CONSTRAINT "wizards_steps_choices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wizards_steps_choices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_steps" ADD CONSTRAINT "wizards_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_steps_locales" ADD CONSTRAINT "wizards_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wizards_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards" ADD CONSTRAINT "wizards_intro_background_image_id_media_id_fk" FOREIGN KEY ("intro_background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wizards_locales" ADD CONSTRAINT "wizards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_texts" ADD CONSTRAINT "wizards_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_rels" ADD CONSTRAINT "wizards_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_rels" ADD CONSTRAINT "wizards_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "wizards_rels" ADD CONSTRAINT "wizards_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_wizard_order_idx" ON "pages_blocks_wizard" USING btree ("_order");
  CREATE INDEX "pages_blocks_wizard_parent_id_idx" ON "pages_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_wizard_path_idx" ON "pages_blocks_wizard" USING btree ("_path");
  CREATE INDEX "pages_blocks_wizard_wizard_idx" ON "pages_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "_pages_v_blocks_wizard_order_idx" ON "_pages_v_blocks_wizard" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_wizard_parent_id_idx" ON "_pages_v_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_wizard_path_idx" ON "_pages_v_blocks_wizard" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_wizard_wizard_idx" ON "_pages_v_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "products_blocks_wizard_order_idx" ON "products_blocks_wizard" USING btree ("_order");
  CREATE INDEX "products_blocks_wizard_parent_id_idx" ON "products_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "products_blocks_wizard_path_idx" ON "products_blocks_wizard" USING btree ("_path");
  CREATE INDEX "products_blocks_wizard_wizard_idx" ON "products_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "_products_v_blocks_wizard_order_idx" ON "_products_v_blocks_wizard" USING btree ("_order");
  CREATE INDEX "_products_v_blocks_wizard_parent_id_idx" ON "_products_v_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "_products_v_blocks_wizard_path_idx" ON "_products_v_blocks_wizard" USING btree ("_path");
  CREATE INDEX "_products_v_blocks_wizard_wizard_idx" ON "_products_v_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "jewelers_blocks_wizard_order_idx" ON "jewelers_blocks_wizard" USING btree ("_order");
  CREATE INDEX "jewelers_blocks_wizard_parent_id_idx" ON "jewelers_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "jewelers_blocks_wizard_path_idx" ON "jewelers_blocks_wizard" USING btree ("_path");
  CREATE INDEX "jewelers_blocks_wizard_wizard_idx" ON "jewelers_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "_jewelers_v_blocks_wizard_order_idx" ON "_jewelers_v_blocks_wizard" USING btree ("_order");
  CREATE INDEX "_jewelers_v_blocks_wizard_parent_id_idx" ON "_jewelers_v_blocks_wizard" USING btree ("_parent_id");
  CREATE INDEX "_jewelers_v_blocks_wizard_path_idx" ON "_jewelers_v_blocks_wizard" USING btree ("_path");
  CREATE INDEX "_jewelers_v_blocks_wizard_wizard_idx" ON "_jewelers_v_blocks_wizard" USING btree ("wizard_id");
  CREATE INDEX "wizards_product_types_order_idx" ON "wizards_product_types" USING btree ("order");
  CREATE INDEX "wizards_product_types_parent_idx" ON "wizards_product_types" USING btree ("parent_id");
  CREATE INDEX "wizards_steps_choices_order_idx" ON "wizards_steps_choices" USING btree ("_order");
  CREATE INDEX "wizards_steps_choices_parent_id_idx" ON "wizards_steps_choices" USING btree ("_parent_id");
  CREATE INDEX "wizards_steps_choices_image_idx" ON "wizards_steps_choices" USING btree ("image_id");
  CREATE UNIQUE INDEX "wizards_steps_choices_locales_locale_parent_id_unique" ON "wizards_steps_choices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wizards_steps_order_idx" ON "wizards_steps" USING btree ("_order");
  CREATE INDEX "wizards_steps_parent_id_idx" ON "wizards_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "wizards_steps_locales_locale_parent_id_unique" ON "wizards_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wizards_intro_intro_background_image_idx" ON "wizards" USING btree ("intro_background_image_id");
  CREATE INDEX "wizards_updated_at_idx" ON "wizards" USING btree ("updated_at");
  CREATE INDEX "wizards_created_at_idx" ON "wizards" USING btree ("created_at");
  CREATE UNIQUE INDEX "wizards_locales_locale_parent_id_unique" ON "wizards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "wizards_texts_order_parent" ON "wizards_texts" USING btree ("order","parent_id");
  CREATE INDEX "wizards_rels_order_idx" ON "wizards_rels" USING btree ("order");
  CREATE INDEX "wizards_rels_parent_idx" ON "wizards_rels" USING btree ("parent_id");
  CREATE INDEX "wizards_rels_path_idx" ON "wizards_rels" USING btree ("path");
  CREATE INDEX "wizards_rels_pages_id_idx" ON "wizards_rels" USING btree ("pages_id");
  CREATE INDEX "wizards_rels_products_id_idx" ON "wizards_rels" USING btree ("products_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wizards_fk" FOREIGN KEY ("wizards_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_wizards_id_idx" ON "payload_locked_documents_rels" USING btree ("wizards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jewelers_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jewelers_v_blocks_wizard" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_product_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_steps_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_steps_choices_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wizards_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_wizard" CASCADE;
  DROP TABLE "_pages_v_blocks_wizard" CASCADE;
  DROP TABLE "products_blocks_wizard" CASCADE;
  DROP TABLE "_products_v_blocks_wizard" CASCADE;
  DROP TABLE "jewelers_blocks_wizard" CASCADE;
  DROP TABLE "_jewelers_v_blocks_wizard" CASCADE;
  DROP TABLE "wizards_product_types" CASCADE;
  DROP TABLE "wizards_steps_choices" CASCADE;
  DROP TABLE "wizards_steps_choices_locales" CASCADE;
  DROP TABLE "wizards_steps" CASCADE;
  DROP TABLE "wizards_steps_locales" CASCADE;
  DROP TABLE "wizards" CASCADE;
  DROP TABLE "wizards_locales" CASCADE;
  DROP TABLE "wizards_texts" CASCADE;
  DROP TABLE "wizards_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wizards_fk";
  
  DROP INDEX "payload_locked_documents_rels_wizards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wizards_id";
  DROP TYPE "public"."enum_pages_blocks_wizard_channel";
  DROP TYPE "public"."enum_pages_blocks_wizard_device";
  DROP TYPE "public"."enum__pages_v_blocks_wizard_channel";
  DROP TYPE "public"."enum__pages_v_blocks_wizard_device";
  DROP TYPE "public"."enum_products_blocks_wizard_channel";
  DROP TYPE "public"."enum_products_blocks_wizard_device";
  DROP TYPE "public"."enum__products_v_blocks_wizard_channel";
  DROP TYPE "public"."enum__products_v_blocks_wizard_device";
  DROP TYPE "public"."enum_jewelers_blocks_wizard_channel";
  DROP TYPE "public"."enum_jewelers_blocks_wizard_device";
  DROP TYPE "public"."enum__jewelers_v_blocks_wizard_channel";
  DROP TYPE "public"."enum__jewelers_v_blocks_wizard_device";
  DROP TYPE "public"."enum_wizards_product_types";
  DROP TYPE "public"."enum_wizards_form_position";
  DROP TYPE "public"."enum_wizards_contact_form_privacy_link_type";`)
}
