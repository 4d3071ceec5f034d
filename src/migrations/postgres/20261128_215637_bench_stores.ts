import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "jewelers" ADD COLUMN "bench_data" boolean DEFAULT false;
  ALTER TABLE "_jewelers_v" ADD COLUMN "version_bench_data" boolean DEFAULT false;
  CREATE INDEX "jewelers_bench_data_idx" ON "jewelers" USING btree ("bench_data");
  CREATE INDEX "_jewelers_v_version_version_bench_data_idx" ON "_jewelers_v" USING btree ("version_bench_data");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "jewelers_bench_data_idx";
  DROP INDEX "_jewelers_v_version_version_bench_data_idx";
  ALTER TABLE "jewelers" DROP COLUMN "bench_data";
  ALTER TABLE "_jewelers_v" DROP COLUMN "version_bench_data";`)
}
