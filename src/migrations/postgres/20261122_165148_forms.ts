import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum__pages_v_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum_products_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum__products_v_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum_jewelers_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum__jewelers_v_blocks_product_list_product_type" AS ENUM('ring', 'necklace', 'earrings', 'bracelet');
  CREATE TYPE "public"."enum_form_submissions_action" AS ENUM('REGISTRATION', 'CONTACT_FORM', 'APPOINTMENT_REQUEST', 'ADDRESS_FORM', 'NEWSLETTER_SUBSCRIBE', 'NEWSLETTER_UNSUBSCRIBE', 'EVENT_REGISTRATION');
  CREATE TYPE "public"."enum_form_submissions_context" AS ENUM('website', 'microsite');
  CREATE TYPE "public"."enum_form_submissions_newsletter_status" AS ENUM('none', 'pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_form_settings_notification_overrides_action" AS ENUM('REGISTRATION', 'CONTACT_FORM', 'APPOINTMENT_REQUEST', 'ADDRESS_FORM', 'NEWSLETTER_SUBSCRIBE', 'NEWSLETTER_UNSUBSCRIBE', 'EVENT_REGISTRATION');
  CREATE TYPE "public"."enum_form_settings_museum_excluded_weekdays" AS ENUM('0', '1', '2', '3', '4', '5', '6');
  ALTER TYPE "public"."enum_admins_role" ADD VALUE 'brand' BEFORE 'admin';
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uuid" varchar NOT NULL,
  	"action" "enum_form_submissions_action" NOT NULL,
  	"email" varchar,
  	"language" varchar,
  	"selected_language" varchar,
  	"context" "enum_form_submissions_context" DEFAULT 'website',
  	"store_id" integer,
  	"data" jsonb NOT NULL,
  	"details_added_at" timestamp(3) with time zone,
  	"newsletter_status" "enum_form_submissions_newsletter_status" DEFAULT 'none',
  	"newsletter_token" varchar,
  	"newsletter_confirmed_at" timestamp(3) with time zone,
  	"source_form_id" varchar,
  	"source_story_uuid" varchar,
  	"source_component_uid" varchar,
  	"source_jeweler_slug" varchar,
  	"source_jeweler_story_uuid" varchar,
  	"source_google_click_id" varchar,
  	"source_meta_click_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_settings_notification_overrides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"action" "enum_form_settings_notification_overrides_action" NOT NULL,
  	"email" varchar NOT NULL
  );
  
  CREATE TABLE "form_settings_museum_excluded_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_form_settings_museum_excluded_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "form_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"notification_email" varchar,
  	"museum_start_date" timestamp(3) with time zone,
  	"museum_end_date" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "form_settings_locales" (
  	"newsletter_confirm_success_title" varchar,
  	"newsletter_confirm_success_text" varchar,
  	"newsletter_confirm_failure_title" varchar,
  	"newsletter_confirm_failure_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages_blocks_product_list" ADD COLUMN "product_type" "enum_pages_blocks_product_list_product_type";
  ALTER TABLE "pages_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "_pages_v_blocks_product_list" ADD COLUMN "product_type" "enum__pages_v_blocks_product_list_product_type";
  ALTER TABLE "_pages_v_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "products_blocks_product_list" ADD COLUMN "product_type" "enum_products_blocks_product_list_product_type";
  ALTER TABLE "products_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "_products_v_blocks_product_list" ADD COLUMN "product_type" "enum__products_v_blocks_product_list_product_type";
  ALTER TABLE "_products_v_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "jewelers_blocks_product_list" ADD COLUMN "product_type" "enum_jewelers_blocks_product_list_product_type";
  ALTER TABLE "jewelers_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "_jewelers_v_blocks_product_list" ADD COLUMN "product_type" "enum__jewelers_v_blocks_product_list_product_type";
  ALTER TABLE "_jewelers_v_blocks_product_list" ADD COLUMN "show_filters" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_store_id_jewelers_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_settings_notification_overrides" ADD CONSTRAINT "form_settings_notification_overrides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_settings_museum_excluded_weekdays" ADD CONSTRAINT "form_settings_museum_excluded_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_settings_locales" ADD CONSTRAINT "form_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "form_submissions_uuid_idx" ON "form_submissions" USING btree ("uuid");
  CREATE INDEX "form_submissions_action_idx" ON "form_submissions" USING btree ("action");
  CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");
  CREATE INDEX "form_submissions_store_idx" ON "form_submissions" USING btree ("store_id");
  CREATE INDEX "form_submissions_newsletter_newsletter_status_idx" ON "form_submissions" USING btree ("newsletter_status");
  CREATE INDEX "form_submissions_newsletter_newsletter_token_idx" ON "form_submissions" USING btree ("newsletter_token");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_settings_notification_overrides_order_idx" ON "form_settings_notification_overrides" USING btree ("_order");
  CREATE INDEX "form_settings_notification_overrides_parent_id_idx" ON "form_settings_notification_overrides" USING btree ("_parent_id");
  CREATE INDEX "form_settings_museum_excluded_weekdays_order_idx" ON "form_settings_museum_excluded_weekdays" USING btree ("order");
  CREATE INDEX "form_settings_museum_excluded_weekdays_parent_idx" ON "form_settings_museum_excluded_weekdays" USING btree ("parent_id");
  CREATE UNIQUE INDEX "form_settings_locales_locale_parent_id_unique" ON "form_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_notification_overrides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_museum_excluded_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_settings_notification_overrides" CASCADE;
  DROP TABLE "form_settings_museum_excluded_weekdays" CASCADE;
  DROP TABLE "form_settings" CASCADE;
  DROP TABLE "form_settings_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_admins_role";
  CREATE TYPE "public"."enum_admins_role" AS ENUM('editor', 'admin');
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_admins_role";
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE "public"."enum_admins_role" USING "role"::"public"."enum_admins_role";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "pages_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "pages_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "_pages_v_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "_pages_v_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "products_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "products_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "_products_v_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "_products_v_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "jewelers_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "jewelers_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "_jewelers_v_blocks_product_list" DROP COLUMN "product_type";
  ALTER TABLE "_jewelers_v_blocks_product_list" DROP COLUMN "show_filters";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_pages_blocks_product_list_product_type";
  DROP TYPE "public"."enum__pages_v_blocks_product_list_product_type";
  DROP TYPE "public"."enum_products_blocks_product_list_product_type";
  DROP TYPE "public"."enum__products_v_blocks_product_list_product_type";
  DROP TYPE "public"."enum_jewelers_blocks_product_list_product_type";
  DROP TYPE "public"."enum__jewelers_v_blocks_product_list_product_type";
  DROP TYPE "public"."enum_form_submissions_action";
  DROP TYPE "public"."enum_form_submissions_context";
  DROP TYPE "public"."enum_form_submissions_newsletter_status";
  DROP TYPE "public"."enum_form_settings_notification_overrides_action";
  DROP TYPE "public"."enum_form_settings_museum_excluded_weekdays";`)
}
