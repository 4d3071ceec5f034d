import config from '@payload-config'
import { getPayload } from 'payload'
import { seedHouse } from './seedHouse'

// `npm run seed`: (re)seeds the demo house into the configured database. Idempotent.
const payload = await getPayload({ config })
await seedHouse(payload)
process.exit(0)
