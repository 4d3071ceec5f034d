import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "engraving_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"store_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "engraving_images_id" integer;
  ALTER TABLE "engraving_images" ADD CONSTRAINT "engraving_images_store_id_jewelers_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "engraving_images" ADD CONSTRAINT "engraving_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "engraving_images_store_idx" ON "engraving_images" USING btree ("store_id");
  CREATE INDEX "engraving_images_user_idx" ON "engraving_images" USING btree ("user_id");
  CREATE INDEX "engraving_images_updated_at_idx" ON "engraving_images" USING btree ("updated_at");
  CREATE INDEX "engraving_images_created_at_idx" ON "engraving_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "engraving_images_filename_idx" ON "engraving_images" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_engraving_images_fk" FOREIGN KEY ("engraving_images_id") REFERENCES "public"."engraving_images"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_engraving_images_id_idx" ON "payload_locked_documents_rels" USING btree ("engraving_images_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "engraving_images" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "engraving_images" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_engraving_images_fk";
  
  DROP INDEX "payload_locked_documents_rels_engraving_images_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "engraving_images_id";`)
}
