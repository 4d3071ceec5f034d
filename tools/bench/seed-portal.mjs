#!/usr/bin/env node
// `npm run seed:portal -- --items 100000 --stores 500`: a large retailer portal for trying the tables
// and measuring them (issue 16). Needs the server running (`npm start`) on the same database: stores,
// the user and the permissions go in through its APIs as an admin, the pieces into DATABASE_URL.
import { parseArgs } from 'node:util'
import { LARGE_PORTAL_PASSWORD, postgresItems, seedLargePortal, sqliteItems } from './portal.mjs'

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '100000' },
    stores: { type: 'string', default: '500' },
    // The server `npm start` runs: PUBLIC_URL, else its own default address on PORT.
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
    'admin-email': { type: 'string', default: process.env.SEED_ADMIN_EMAIL ?? 'admin@aurelle.example' },
    'admin-password': { type: 'string', default: process.env.SEED_ADMIN_PASSWORD ?? 'Aurelle-Admin-2026' },
  },
})
const items = Number(values.items)
const stores = Number(values.stores)
if (!Number.isSafeInteger(items) || items < 1 || !Number.isSafeInteger(stores) || stores < 1) {
  console.error('--items and --stores take positive whole numbers')
  process.exit(2)
}

const url = process.env.DATABASE_URL ?? 'file:.data/maison.db'
const db = /^postgres(ql)?:\/\//.test(url) ? await postgresItems(url) : await sqliteItems(url.replace(/^file:/, ''))
// Every run gets its own names, so a second run adds to the first instead of colliding with it.
const prefix = `bulk${Date.now().toString(36)}`
const started = Date.now()
try {
  const { email, storeIds } = await seedLargePortal(values.url.replace(/\/$/, ''), db, {
    items,
    stores,
    prefix,
    admin: { email: values['admin-email'], password: values['admin-password'] },
  })
  console.log(`${items.toLocaleString('en')} pieces over ${storeIds.length} new stores in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  console.log(`sign in at ${values.url}/de/portal/ as ${email} / ${LARGE_PORTAL_PASSWORD} (staff manager of all of them)`)
} finally {
  await db.close()
}
