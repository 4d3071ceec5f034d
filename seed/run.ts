import config from '@payload-config'
import { getPayload } from 'payload'
import { migrateDatabase } from '@/server/boot/migrate'
import { seedHouse } from './seedHouse'

// (Re)seeds the demo house into the configured database, migrated first. Idempotent.
// tools/seed-images.mjs runs it into a scratch database to keep Payload's image files.
const payload = await getPayload({ config })
await migrateDatabase(payload)
await seedHouse(payload)
process.exit(0)
