// Seeds the demo house into DATABASE_URL and exits: the template tests/support/seededHouse.ts copies.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedHouse } from '@seed/seedHouse'
import { migrateDatabase } from '@/server/boot/migrate'

const payload = await getPayload({ config })
await migrateDatabase(payload)
await seedHouse(payload)
process.exit(0)
