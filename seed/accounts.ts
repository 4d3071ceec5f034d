import type { Payload } from 'payload'
import type { SeedStore } from './types'

/**
 * Demo logins (listed in the README). They exist only in demo mode: never on a deployment
 * (PUBLIC_URL https) unless DEMO_ACCOUNTS=1 asks for them explicitly.
 */
export const demoAccounts = {
  customer: { email: 'customer@aurelle.example', password: 'Aurelle-Customer-2026' },
  jeweller: { email: 'jeweller@aurelle.example', password: 'Aurelle-Jeweller-2026' },
  manager: { email: 'manager@aurelle.example', password: 'Aurelle-Manager-2026' },
  editor: { email: 'editor@aurelle.example', password: 'Aurelle-Editor-2026' },
  brand: { email: 'brand@aurelle.example', password: 'Aurelle-Brand-2026' },
  admin: { email: 'admin@aurelle.example', password: 'Aurelle-Admin-2026' },
  // HR staff: job positions and applications (issue 19).
  hr: { email: 'hr@aurelle.example', password: 'Aurelle-Hr-2026' },
  // A sales colleague in the manager's German store, whose portal permissions the manager edits.
  colleague: { email: 'verkauf@aurelle.example', password: 'Aurelle-Verkauf-2026' },
} as const

/** The demo trade users and their stores, for the portal's seed. */
export type DemoTrade = { users: { jeweller: number; manager: number; colleague: number }; stores: { jeweller: number; manager: number[] } }

export function demoMode(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEMO_ACCOUNTS === '1' || !env.PUBLIC_URL?.startsWith('https://')
}

async function upsert(payload: Payload, collection: 'users' | 'admins', email: string, data: Record<string, unknown>) {
  const { docs } = await payload.find({ collection, where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  if (docs[0]) return payload.update({ collection, id: docs[0].id, data: data as never, overrideAccess: true, depth: 0 })
  return payload.create({ collection, data: { email, ...data } as never, overrideAccess: true, depth: 0 })
}

export async function seedAccounts(payload: Payload, stores: SeedStore[], storeIds: Map<string, number | string>): Promise<DemoTrade | null> {
  if (!demoMode()) return null
  const jewellerStore = stores.find((s) => s.country === 'DE' && s.type === 'jeweler')
  const managerStores = [
    stores.find((s) => s.country === 'DE' && s.type === 'jeweler' && s !== jewellerStore),
    stores.find((s) => s.country === 'CH' && s.currency === 'CHF'),
  ].filter((s): s is SeedStore => Boolean(s))
  const id = (s: SeedStore | undefined) => (s ? storeIds.get(s.slug) : undefined)
  const { customer, jeweller, manager, editor, brand, admin, colleague, hr } = demoAccounts

  await upsert(payload, 'users', customer.email, {
    password: customer.password,
    isActive: true,
    role: 'customer',
    language: 'DE',
    gender: 'W',
    first_name: 'Clara',
    last_name: 'Weiss',
    address_city: 'Stuttgart',
    address_country: 'DE',
    wishlist: [],
  })
  const jewellerUser = await upsert(payload, 'users', jeweller.email, {
    password: jeweller.password,
    isActive: true,
    role: 'jeweller',
    language: 'DE',
    gender: 'M',
    first_name: 'Jonas',
    last_name: 'Hartmann',
    currency: 'EUR',
    customerId: 'D-100201',
    portal_locations: [id(jewellerStore)].filter(Boolean),
    wishlist: [],
  })
  const managerUser = await upsert(payload, 'users', manager.email, {
    password: manager.password,
    isActive: true,
    role: 'staff_manager',
    language: 'DE',
    gender: 'W',
    first_name: 'Helena',
    last_name: 'Brandt',
    currency: 'EUR',
    customerId: 'D-100305',
    portal_locations: managerStores.map(id).filter(Boolean),
    wishlist: [],
  })
  const colleagueUser = await upsert(payload, 'users', colleague.email, {
    password: colleague.password,
    isActive: true,
    role: 'jeweller',
    language: 'DE',
    gender: 'W',
    first_name: 'Lea',
    last_name: 'Vogt',
    currency: 'EUR',
    customerId: 'D-100306',
    portal_locations: [id(managerStores[0])].filter(Boolean),
    wishlist: [],
  })
  await upsert(payload, 'admins', editor.email, { password: editor.password, name: 'Demo Editor', role: 'editor' })
  await upsert(payload, 'admins', brand.email, { password: brand.password, name: 'Demo Client Relations', role: 'brand' })
  await upsert(payload, 'admins', admin.email, { password: admin.password, name: 'Demo Admin', role: 'admin' })
  await upsert(payload, 'admins', hr.email, { password: hr.password, name: 'Demo HR', role: 'hr' })
  return {
    users: { jeweller: Number(jewellerUser.id), manager: Number(managerUser.id), colleague: Number(colleagueUser.id) },
    stores: { jeweller: Number(id(jewellerStore)), manager: managerStores.map((s) => Number(id(s))) },
  }
}
