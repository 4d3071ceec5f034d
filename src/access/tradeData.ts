import type { CollectionConfig } from 'payload'
import { isBrandStaff } from '@/access/roles'

/**
 * Trade data (price lists, SKUs, product groups, limitation numbers, orders) is the house's
 * commercial business: brand staff and admins edit it in /admin, editors never see it. Shop users
 * reach it only through the commerce API, which reads with overrideAccess and scopes every query.
 */
export const tradeDataAccess: NonNullable<CollectionConfig['access']> = {
  read: isBrandStaff,
  create: isBrandStaff,
  update: isBrandStaff,
  delete: isBrandStaff,
}
