import type { CollectionConfig } from 'payload'
import { adminRoles, isAdmin, isAdminField } from '@/access/roles'
import { limitStaffLoginByAddress } from '@/server/auth/staffLoginLimit'
import { equalStaffSignInFailures, lockedAsWrongCredentials } from '@/server/auth/staffSignIn'
import { refuseWeakStaffPassword } from '@/server/auth/staffPassword'
import { cookiesSecure } from '@/server/http/secureCookies'

/** The house's staff (roles in src/access/roles.ts). Separate from site accounts. */
export const Admins: CollectionConfig = {
  slug: 'admins',
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    useSessions: true,
    // Payload's default cookie has no Secure flag even on https (ASVS 3.4.1); HttpOnly it always sets.
    cookies: { secure: cookiesSecure(), sameSite: 'Lax' },
    // The house's ERP works orders through /api/v1/house/ with a staff member's API key (issue 33):
    // `Authorization: admins API-Key <key>`, the key's holder's role deciding as for a session.
    useAPIKey: true,
  },
  admin: { useAsTitle: 'email', group: 'Settings' },
  hooks: { beforeOperation: [limitStaffLoginByAddress, equalStaffSignInFailures, refuseWeakStaffPassword], afterError: [lockedAsWrongCredentials] },
  access: {
    read: ({ req }) => (req.user?.collection === 'admins' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    create: isAdmin,
    update: ({ req }) => (req.user?.collection === 'admins' ? (isAdmin({ req }) ? true : { id: { equals: req.user.id } }) : false),
    delete: isAdmin,
    // Payload lets any signed-in account unlock any account of the collection by default: an editor
    // undid the lockout that guards a colleague's password. Only admins unlock (issue 30).
    unlock: isAdmin,
    admin: ({ req }) => req.user?.collection === 'admins',
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: [...adminRoles],
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
