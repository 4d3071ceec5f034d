import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { portalPermissions } from '@/domain/portal/permissions'

/**
 * Portal permissions per user per store (spec 3 §6), one document per pair. Staff managers change
 * them in the portal (PATCH /api/v1/locations/{id}/users/{userId}/), admins in /admin.
 */
export const LocationUsers: CollectionConfig = {
  slug: 'location-users',
  admin: { group: 'Portal', defaultColumns: ['user', 'location', 'permissions'] },
  access: tradeDataAccess,
  indexes: [{ fields: ['user', 'location'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
        { name: 'location', type: 'relationship', relationTo: 'jewelers', required: true, index: true },
      ],
    },
    { name: 'permissions', type: 'select', hasMany: true, options: [...portalPermissions] },
  ],
}
