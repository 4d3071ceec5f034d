// Migrates the empty database at DATABASE_URL and exits: the template each integration test file's
// database is copied from (tests/support/migratedTemplate.ts).
import config from '@payload-config'
import { getPayload } from 'payload'
import { migrateDatabase } from '@/server/boot/migrate'

const payload = await getPayload({ config })
await migrateDatabase(payload)
process.exit(0)
