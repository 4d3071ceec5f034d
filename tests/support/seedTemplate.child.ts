// Seeds the demo house into DATABASE_URL and exits: the template tests/support/seededHouse.ts copies.
import config from '@payload-config'
import { getPayload } from 'payload'
import { seedIfEmpty } from '@seed/seedHouse'
import { migrateDatabase } from '@/server/boot/migrate'

const payload = await getPayload({ config })
await migrateDatabase(payload)
// seedIfEmpty as `npm start` runs it: it must find the fresh database empty and fill it
// (seed.test.ts counts what it filled; a false here fails the template, and the file seeds itself).
process.exit((await seedIfEmpty(payload)) ? 0 : 3)
