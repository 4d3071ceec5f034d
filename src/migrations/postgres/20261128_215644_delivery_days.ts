import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_lists_delivery_weekdays" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TABLE "price_lists_delivery_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_price_lists_delivery_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "price_lists" ADD COLUMN "closed_days" varchar DEFAULT '12-24, 12-25, 12-26, 12-31, 01-01';
  ALTER TABLE "price_lists_delivery_weekdays" ADD CONSTRAINT "price_lists_delivery_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "price_lists_delivery_weekdays_order_idx" ON "price_lists_delivery_weekdays" USING btree ("order");
  CREATE INDEX "price_lists_delivery_weekdays_parent_idx" ON "price_lists_delivery_weekdays" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "price_lists_delivery_weekdays" CASCADE;
  ALTER TABLE "price_lists" DROP COLUMN "closed_days";
  DROP TYPE "public"."enum_price_lists_delivery_weekdays";`)
}
