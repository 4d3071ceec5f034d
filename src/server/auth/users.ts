import type { Payload } from 'payload'
import type { User } from '@/payload-types'
import type { TokenUser } from '@/server/auth/accountToken'

export type AccountUser = User & TokenUser

/** Users with the hidden hash, which the activation and reset tokens are bound to. */
/** `depth: 0` when only ids are needed (the portal's permission check): nothing is populated. */
export async function findUserBy(payload: Payload, field: 'email' | 'id', value: string, depth: 0 | 1 = 1): Promise<AccountUser | null> {
  const { docs } = await payload.find({
    collection: 'users',
    where: { [field]: { equals: value } },
    limit: 1,
    depth,
    // Only the names of the user's stores: every authenticated request loads the user, and a whole
    // store document (microsite layout, opening times) per portal location made a manager of a few
    // hundred stores wait most of a second on each call. City and currency tell the stores apart in the shop's chooser.
    populate: { jewelers: { name: true, city: true, currency: true } },
    showHiddenFields: true,
    overrideAccess: true,
  })
  return (docs[0] as AccountUser | undefined) ?? null
}

export async function updateUser(payload: Payload, id: number | string, data: Record<string, unknown>): Promise<User> {
  return payload.update({ collection: 'users', id, data: data as never, overrideAccess: true, depth: 1, populate: { jewelers: { name: true } } })
}
