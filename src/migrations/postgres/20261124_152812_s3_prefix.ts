import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "downloads" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "downloads" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "clips" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "clips" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "engraving_images" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "engraving_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "application_files" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "application_files" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "downloads" DROP COLUMN "prefix";
  ALTER TABLE "downloads" DROP COLUMN "_objectkey";
  ALTER TABLE "clips" DROP COLUMN "prefix";
  ALTER TABLE "clips" DROP COLUMN "_objectkey";
  ALTER TABLE "engraving_images" DROP COLUMN "prefix";
  ALTER TABLE "engraving_images" DROP COLUMN "_objectkey";
  ALTER TABLE "application_files" DROP COLUMN "prefix";
  ALTER TABLE "application_files" DROP COLUMN "_objectkey";`)
}
