import type { CollectionConfig } from 'payload'
import { isAdmin } from '@/access/roles'
import { closedPayloadAuthEndpoints } from '@/server/auth/closedPayloadAuth'
import { accountRoles, apiLanguages, currencies, genders, titles } from '@/domain/profile'
import { jsonViewComponent } from '@/fields/jsonView'

/**
 * Site accounts: customers and trade customers (jewellers). They never enter /admin;
 * the spec's /api/v1 contract is their door. Brand admins manage them here.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    tokenExpiration: 2_592_000,
    maxLoginAttempts: 10,
    lockTime: 15 * 60 * 1000,
    useSessions: false,
  },
  admin: { useAsTitle: 'email', group: 'Accounts', defaultColumns: ['email', 'role', 'isActive'] },
  // Their door is /api/v1; Payload's own login and reset endpoints for them are closed (ASVS 2.2.1).
  endpoints: closedPayloadAuthEndpoints,
  access: {
    read: isAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    // Payload's default lets any signed-in staff account unlock a site account (issue 30).
    unlock: isAdmin,
    admin: () => false,
  },
  fields: [
    { name: 'isActive', type: 'checkbox', defaultValue: false, admin: { position: 'sidebar' } },
    { name: 'role', type: 'select', required: true, defaultValue: 'customer', options: [...accountRoles] },
    { name: 'title', type: 'select', options: [...titles] },
    { name: 'gender', type: 'select', options: [...genders] },
    {
      type: 'row',
      fields: [
        { name: 'first_name', type: 'text' },
        { name: 'last_name', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address_street', type: 'text' },
        { name: 'address_number', type: 'text' },
        { name: 'address_zip_code', type: 'text' },
        { name: 'address_city', type: 'text' },
        { name: 'address_country', type: 'text' },
        { name: 'address_state', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone_private', type: 'text' },
        { name: 'phone_mobile', type: 'text' },
        { name: 'phone_business', type: 'text' },
      ],
    },
    { name: 'language', type: 'select', options: [...apiLanguages] },
    // Kept by the site (hearts, profile); shown, not edited, in the admin (no CDN editor, issue 13 §9).
    { name: 'wishlist', type: 'json', defaultValue: [], admin: { components: { Field: jsonViewComponent } } },
    { name: 'currency', type: 'select', options: [...currencies], admin: { description: 'Trade accounts only' } },
    { name: 'customerId', type: 'text', admin: { description: 'Trade accounts only' } },
    { name: 'portal_locations', type: 'relationship', relationTo: 'jewelers', hasMany: true },
    { name: 'last_login', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
    // Raised on logout and password change: every token issued before is dead.
    { name: 'tokenVersion', type: 'number', defaultValue: 0, admin: { readOnly: true } },
  ],
}
