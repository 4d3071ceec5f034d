import type { Access, FieldAccess, PayloadRequest } from 'payload'
import { publicStores } from './publicStores'

/**
 * Staff of the house log into /admin through the admins collection; roles decide the rest:
 * editors fill the site, brand staff (client relations) read what visitors send, HR staff publish
 * job positions and read the applications (issue 19), admins do all.
 */
export const adminRoles = ['editor', 'brand', 'admin', 'hr'] as const
export type AdminRole = (typeof adminRoles)[number]

function adminRole(req: PayloadRequest): AdminRole | undefined {
  const user = req.user as { collection?: string; role?: AdminRole } | null
  return user?.collection === 'admins' ? user.role : undefined
}

export const isAdmin: Access = ({ req }) => adminRole(req) === 'admin'
/** Form submissions hold visitors' personal data: brand staff and admins only, never editors. */
export const isBrandStaff: Access = ({ req }) => adminRole(req) === 'brand' || adminRole(req) === 'admin'
/** Job positions and applications (with applicants' CVs): HR staff and admins only (issue 19). */
export const isHrStaff: Access = ({ req }) => adminRole(req) === 'hr' || adminRole(req) === 'admin'
export const isStaff: Access = ({ req }) => adminRole(req) !== undefined
/**
 * The site's content (pages, products, media, jewellers, wizards, synonyms, header and footer):
 * editors and admins change it. HR and brand staff have their own documents; giving every staff
 * account the editor's rights let an HR login rewrite the site (ASVS 4.1.3, least privilege).
 */
export const isEditor: Access = ({ req }) => adminRole(req) === 'editor' || adminRole(req) === 'admin'
export const isAdminField: FieldAccess = ({ req }) => adminRole(req) === 'admin'
/** A field only staff read (a store's trade terms); visitors get what the site shows, nothing more. */
export const isStaffField: FieldAccess = ({ req }) => adminRole(req) !== undefined
export const anyone: Access = () => true

/** Public visitors read published documents only; staff read drafts too. */
export const publishedOrStaff: Access = ({ req }) => (adminRole(req) !== undefined ? true : { _status: { equals: 'published' } })

/** Stores: visitors read the public ones only (publicStores.ts: published, no bench data); staff read all. */
export const publicStoreOrStaff: Access = ({ req }) => (adminRole(req) !== undefined ? true : publicStores)
