import 'server-only'
import type { Payload } from 'payload'

/** Store names and user names for the rows of a page: two small queries, whatever the page size. */
export async function rowNames(payload: Payload, storeIds: number[], userIds: number[]) {
  const [stores, users] = await Promise.all([
    storeIds.length
      ? payload.find({
          collection: 'jewelers',
          where: { id: { in: [...new Set(storeIds)] } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: { name: true },
        })
      : { docs: [] },
    userIds.length
      ? payload.find({
          collection: 'users',
          where: { id: { in: [...new Set(userIds)] } },
          depth: 0,
          pagination: false,
          overrideAccess: true,
          select: { first_name: true, last_name: true, email: true },
        })
      : { docs: [] },
  ])
  return {
    stores: new Map(stores.docs.map((s) => [Number(s.id), (s as { name: string }).name])),
    users: new Map(users.docs.map((u) => [Number(u.id), personName(u as { first_name?: string | null; last_name?: string | null; email?: string | null })])),
  }
}

export function personName(u: { first_name?: string | null; last_name?: string | null; email?: string | null }): string {
  return [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email || ''
}
