import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_lines_status" AS ENUM('placed', 'confirmed', 'in_production', 'shipped', 'delivered', 'cancelled');
  CREATE TYPE "public"."enum_order_lines_cancelled_by" AS ENUM('house', 'jeweller');
  CREATE TYPE "public"."enum_order_events_type" AS ENUM('confirmed', 'in_production', 'shipped', 'cancelled', 'received');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'confirmed';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'in_production';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'shipped';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'delivered';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'cancelled';
  CREATE TABLE "order_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"type" "enum_order_events_type" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" varchar,
  	"key" varchar NOT NULL,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"carrier" varchar,
  	"tracking_number" varchar,
  	"shipped_at" timestamp(3) with time zone NOT NULL,
  	"shipped_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "pieces" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"serial_number" varchar NOT NULL,
  	"order_id" integer NOT NULL,
  	"line_id" integer NOT NULL,
  	"delivery_id" integer NOT NULL,
  	"received_at" timestamp(3) with time zone,
  	"received_by_id" integer,
  	"inventory_item_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "admins" ADD COLUMN "enable_a_p_i_key" boolean;
  ALTER TABLE "admins" ADD COLUMN "api_key" varchar;
  ALTER TABLE "admins" ADD COLUMN "api_key_index" varchar;
  ALTER TABLE "order_lines" ADD COLUMN "status" "enum_order_lines_status";
  ALTER TABLE "order_lines" ADD COLUMN "cancelled_by" "enum_order_lines_cancelled_by";
  ALTER TABLE "order_lines" ADD COLUMN "cancel_reason" varchar;
  ALTER TABLE "order_lines" ADD COLUMN "note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pieces_id" integer;
  ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shipped_by_id_admins_id_fk" FOREIGN KEY ("shipped_by_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pieces" ADD CONSTRAINT "pieces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pieces" ADD CONSTRAINT "pieces_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pieces" ADD CONSTRAINT "pieces_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pieces" ADD CONSTRAINT "pieces_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pieces" ADD CONSTRAINT "pieces_inventory_item_id_inventory_items_id_fk" FOREIGN KEY ("inventory_item_id") REFERENCES "public"."inventory_items"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id");
  CREATE UNIQUE INDEX "order_events_key_idx" ON "order_events" USING btree ("key");
  CREATE INDEX "order_events_updated_at_idx" ON "order_events" USING btree ("updated_at");
  CREATE INDEX "order_events_created_at_idx" ON "order_events" USING btree ("created_at");
  CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");
  CREATE INDEX "deliveries_shipped_by_idx" ON "deliveries" USING btree ("shipped_by_id");
  CREATE INDEX "deliveries_updated_at_idx" ON "deliveries" USING btree ("updated_at");
  CREATE INDEX "deliveries_created_at_idx" ON "deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "pieces_serial_number_idx" ON "pieces" USING btree ("serial_number");
  CREATE INDEX "pieces_order_idx" ON "pieces" USING btree ("order_id");
  CREATE INDEX "pieces_line_idx" ON "pieces" USING btree ("line_id");
  CREATE INDEX "pieces_delivery_idx" ON "pieces" USING btree ("delivery_id");
  CREATE INDEX "pieces_received_by_idx" ON "pieces" USING btree ("received_by_id");
  CREATE INDEX "pieces_inventory_item_idx" ON "pieces" USING btree ("inventory_item_id");
  CREATE INDEX "pieces_updated_at_idx" ON "pieces" USING btree ("updated_at");
  CREATE INDEX "pieces_created_at_idx" ON "pieces" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_events_fk" FOREIGN KEY ("order_events_id") REFERENCES "public"."order_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_deliveries_fk" FOREIGN KEY ("deliveries_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pieces_fk" FOREIGN KEY ("pieces_id") REFERENCES "public"."pieces"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "order_lines_status_idx" ON "order_lines" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_order_events_id_idx" ON "payload_locked_documents_rels" USING btree ("order_events_id");
  CREATE INDEX "payload_locked_documents_rels_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_pieces_id_idx" ON "payload_locked_documents_rels" USING btree ("pieces_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "order_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pieces" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "order_events" CASCADE;
  DROP TABLE "deliveries" CASCADE;
  DROP TABLE "pieces" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pieces_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'cart'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('cart', 'placed');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'cart'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "order_lines_status_idx";
  DROP INDEX "payload_locked_documents_rels_order_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_pieces_id_idx";
  ALTER TABLE "admins" DROP COLUMN "enable_a_p_i_key";
  ALTER TABLE "admins" DROP COLUMN "api_key";
  ALTER TABLE "admins" DROP COLUMN "api_key_index";
  ALTER TABLE "order_lines" DROP COLUMN "status";
  ALTER TABLE "order_lines" DROP COLUMN "cancelled_by";
  ALTER TABLE "order_lines" DROP COLUMN "cancel_reason";
  ALTER TABLE "order_lines" DROP COLUMN "note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pieces_id";
  DROP TYPE "public"."enum_order_lines_status";
  DROP TYPE "public"."enum_order_lines_cancelled_by";
  DROP TYPE "public"."enum_order_events_type";`)
}
