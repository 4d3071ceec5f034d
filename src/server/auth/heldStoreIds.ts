import 'server-only'
import { relationId } from '@/server/payload/relationId'

/** The ids of the stores (portal locations) a user holds, populated or not. */
export function heldStoreIds(user: { portal_locations?: unknown[] | null }): string[] {
  return (user.portal_locations ?? [])
    .map(relationId)
    .filter((id): id is number | string => id !== null)
    .map(String)
}
