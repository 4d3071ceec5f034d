import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_change_requests_status" AS ENUM('open', 'answered', 'done');
  CREATE TYPE "public"."enum_change_requests_kind" AS ENUM('item', 'order_line');
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'change_requested';
  ALTER TYPE "public"."enum_order_events_type" ADD VALUE 'change_answered';
  ALTER TYPE "public"."enum_inventory_events_type" ADD VALUE 'change_answered';
  ALTER TABLE "change_requests" ALTER COLUMN "order_line_id" DROP NOT NULL;
  ALTER TABLE "change_requests" ADD COLUMN "status" "enum_change_requests_status" DEFAULT 'open' NOT NULL;
  ALTER TABLE "change_requests" ADD COLUMN "answered_at" timestamp(3) with time zone;
  ALTER TABLE "change_requests" ADD COLUMN "answered_by_id" integer;
  ALTER TABLE "change_requests" ADD COLUMN "subject" varchar;
  ALTER TABLE "change_requests" ADD COLUMN "kind" "enum_change_requests_kind" DEFAULT 'order_line' NOT NULL;
  ALTER TABLE "change_requests" ADD COLUMN "item_id" integer;
  ALTER TABLE "change_requests" ADD COLUMN "answer" varchar;
  ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_answered_by_id_admins_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_item_id_inventory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "change_requests_status_idx" ON "change_requests" USING btree ("status");
  CREATE INDEX "change_requests_answered_by_idx" ON "change_requests" USING btree ("answered_by_id");
  CREATE INDEX "change_requests_item_idx" ON "change_requests" USING btree ("item_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_answered_by_id_admins_id_fk";
  
  ALTER TABLE "change_requests" DROP CONSTRAINT "change_requests_item_id_inventory_items_id_fk";
  
  DELETE FROM "order_events" WHERE "type" IN ('change_requested', 'change_answered');
  DELETE FROM "inventory_events" WHERE "type" = 'change_answered';
  ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_order_events_type";
  CREATE TYPE "public"."enum_order_events_type" AS ENUM('confirmed', 'in_production', 'shipped', 'cancelled', 'received');
  ALTER TABLE "order_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_order_events_type" USING "type"::"public"."enum_order_events_type";
  ALTER TABLE "inventory_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_inventory_events_type";
  CREATE TYPE "public"."enum_inventory_events_type" AS ENUM('sell_in_recorded', 'sale_recorded', 'location_change', 'book_out', 'price_change', 'virtual_storage_set', 'note_saved', 'serial_number_change', 'sale_user_change', 'change_requested');
  ALTER TABLE "inventory_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_inventory_events_type" USING "type"::"public"."enum_inventory_events_type";
  DROP INDEX "change_requests_status_idx";
  DROP INDEX "change_requests_answered_by_idx";
  DROP INDEX "change_requests_item_idx";
  DELETE FROM "change_requests" WHERE "order_line_id" IS NULL;
  ALTER TABLE "change_requests" ALTER COLUMN "order_line_id" SET NOT NULL;
  ALTER TABLE "change_requests" DROP COLUMN "status";
  ALTER TABLE "change_requests" DROP COLUMN "answered_at";
  ALTER TABLE "change_requests" DROP COLUMN "answered_by_id";
  ALTER TABLE "change_requests" DROP COLUMN "subject";
  ALTER TABLE "change_requests" DROP COLUMN "kind";
  ALTER TABLE "change_requests" DROP COLUMN "item_id";
  ALTER TABLE "change_requests" DROP COLUMN "answer";
  DROP TYPE "public"."enum_change_requests_status";
  DROP TYPE "public"."enum_change_requests_kind";`)
}
