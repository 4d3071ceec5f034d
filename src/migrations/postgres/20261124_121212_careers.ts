import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_positions_employment_type" AS ENUM('permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student');
  CREATE TYPE "public"."enum_job_positions_seniority" AS ENUM('entry-level', 'experienced', 'executive', 'student');
  CREATE TYPE "public"."enum_job_positions_schedule" AS ENUM('full-time', 'part-time', 'full-or-part-time');
  CREATE TYPE "public"."enum_job_positions_years_of_experience" AS ENUM('lt-1', '1-2', '2-5', '5-7', '7-10', '10-15', 'ht15');
  CREATE TYPE "public"."enum_application_files_category" AS ENUM('cv', 'employment-reference', 'cover-letter');
  ALTER TYPE "public"."enum_admins_role" ADD VALUE 'hr';
  ALTER TYPE "public"."enum_form_submissions_action" ADD VALUE 'LIMITED_RING_REQUEST';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeApplications';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeApplications';
  ALTER TYPE "public"."enum_form_settings_notification_overrides_action" ADD VALUE 'LIMITED_RING_REQUEST';
  CREATE TABLE "job_positions_job_descriptions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" jsonb NOT NULL
  );
  
  CREATE TABLE "job_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"active" boolean DEFAULT true,
  	"subcompany" varchar,
  	"office" varchar NOT NULL,
  	"department" varchar,
  	"recruiting_category" varchar,
  	"occupation" varchar,
  	"occupation_category" varchar,
  	"employment_type" "enum_job_positions_employment_type" DEFAULT 'permanent' NOT NULL,
  	"seniority" "enum_job_positions_seniority" DEFAULT 'experienced' NOT NULL,
  	"schedule" "enum_job_positions_schedule" DEFAULT 'full-time' NOT NULL,
  	"years_of_experience" "enum_job_positions_years_of_experience",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_positions_locales" (
  	"name" varchar NOT NULL,
  	"keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"position_id" varchar NOT NULL,
  	"position_name" varchar,
  	"language" varchar,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"salary_expectations" varchar,
  	"available_from" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uuid" varchar NOT NULL,
  	"original_filename" varchar,
  	"category" "enum_application_files_category",
  	"application_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_positions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_files_id" integer;
  ALTER TABLE "job_positions_job_descriptions" ADD CONSTRAINT "job_positions_job_descriptions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_positions_locales" ADD CONSTRAINT "job_positions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "job_positions_job_descriptions_order_idx" ON "job_positions_job_descriptions" USING btree ("_order");
  CREATE INDEX "job_positions_job_descriptions_parent_id_idx" ON "job_positions_job_descriptions" USING btree ("_parent_id");
  CREATE INDEX "job_positions_job_descriptions_locale_idx" ON "job_positions_job_descriptions" USING btree ("_locale");
  CREATE INDEX "job_positions_active_idx" ON "job_positions" USING btree ("active");
  CREATE INDEX "job_positions_updated_at_idx" ON "job_positions" USING btree ("updated_at");
  CREATE INDEX "job_positions_created_at_idx" ON "job_positions" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_positions_locales_locale_parent_id_unique" ON "job_positions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_applications_position_id_idx" ON "job_applications" USING btree ("position_id");
  CREATE INDEX "job_applications_email_idx" ON "job_applications" USING btree ("email");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_uuid_idx" ON "application_files" USING btree ("uuid");
  CREATE INDEX "application_files_application_idx" ON "application_files" USING btree ("application_id");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_filename_idx" ON "application_files" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_positions_fk" FOREIGN KEY ("job_positions_id") REFERENCES "public"."job_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("job_positions_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_positions_job_descriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_positions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "application_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_positions_job_descriptions" CASCADE;
  DROP TABLE "job_positions" CASCADE;
  DROP TABLE "job_positions_locales" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_positions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_files_fk";
  
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_admins_role";
  CREATE TYPE "public"."enum_admins_role" AS ENUM('editor', 'brand', 'admin');
  ALTER TABLE "admins" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_admins_role";
  ALTER TABLE "admins" ALTER COLUMN "role" SET DATA TYPE "public"."enum_admins_role" USING "role"::"public"."enum_admins_role";
  ALTER TABLE "form_submissions" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_form_submissions_action";
  CREATE TYPE "public"."enum_form_submissions_action" AS ENUM('REGISTRATION', 'CONTACT_FORM', 'APPOINTMENT_REQUEST', 'ADDRESS_FORM', 'NEWSLETTER_SUBSCRIBE', 'NEWSLETTER_UNSUBSCRIBE', 'EVENT_REGISTRATION');
  ALTER TABLE "form_submissions" ALTER COLUMN "action" SET DATA TYPE "public"."enum_form_submissions_action" USING "action"::"public"."enum_form_submissions_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "form_settings_notification_overrides" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_form_settings_notification_overrides_action";
  CREATE TYPE "public"."enum_form_settings_notification_overrides_action" AS ENUM('REGISTRATION', 'CONTACT_FORM', 'APPOINTMENT_REQUEST', 'ADDRESS_FORM', 'NEWSLETTER_SUBSCRIBE', 'NEWSLETTER_UNSUBSCRIBE', 'EVENT_REGISTRATION');
  ALTER TABLE "form_settings_notification_overrides" ALTER COLUMN "action" SET DATA TYPE "public"."enum_form_settings_notification_overrides_action" USING "action"::"public"."enum_form_settings_notification_overrides_action";
  DROP INDEX "payload_locked_documents_rels_job_positions_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_application_files_id_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_positions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_files_id";
  DROP TYPE "public"."enum_job_positions_employment_type";
  DROP TYPE "public"."enum_job_positions_seniority";
  DROP TYPE "public"."enum_job_positions_schedule";
  DROP TYPE "public"."enum_job_positions_years_of_experience";
  DROP TYPE "public"."enum_application_files_category";`)
}
