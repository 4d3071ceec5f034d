import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`jewelers\` ADD \`bench_data\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`jewelers_bench_data_idx\` ON \`jewelers\` (\`bench_data\`);`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` ADD \`version_bench_data\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_jewelers_v_version_version_bench_data_idx\` ON \`_jewelers_v\` (\`version_bench_data\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`jewelers_bench_data_idx\`;`)
  await db.run(sql`ALTER TABLE \`jewelers\` DROP COLUMN \`bench_data\`;`)
  await db.run(sql`DROP INDEX \`_jewelers_v_version_version_bench_data_idx\`;`)
  await db.run(sql`ALTER TABLE \`_jewelers_v\` DROP COLUMN \`version_bench_data\`;`)
}
