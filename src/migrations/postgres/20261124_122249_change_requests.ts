import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "change_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_line_id" integer NOT NULL,
  	"location_id" integer NOT NULL,
  	"user_id" integer,
  	"information" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "change_requests_id" integer;
  ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_location_id_jewelers_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."jewelers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "change_requests_order_line_idx" ON "change_requests" USING btree ("order_line_id");
  CREATE INDEX "change_requests_location_idx" ON "change_requests" USING btree ("location_id");
  CREATE INDEX "change_requests_user_idx" ON "change_requests" USING btree ("user_id");
  CREATE INDEX "change_requests_updated_at_idx" ON "change_requests" USING btree ("updated_at");
  CREATE INDEX "change_requests_created_at_idx" ON "change_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_change_requests_fk" FOREIGN KEY ("change_requests_id") REFERENCES "public"."change_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_change_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("change_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "change_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "change_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_change_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_change_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "change_requests_id";`)
}
