import { tableViewPermission, type PortalPermission, type PortalTable } from '@/domain/portal/permissions'

/** The portal's pages: the four tables and the staff page (spec 3 §2.6), by their URL segment. */
export const portalSections = ['stock', 'sell-in', 'sell-out', 'open-orders', 'staff'] as const
export type PortalSection = (typeof portalSections)[number]

export const sectionTable: Record<Exclude<PortalSection, 'staff'>, PortalTable> = {
  stock: 'stock',
  'sell-in': 'sell_in',
  'sell-out': 'sell_out',
  'open-orders': 'open_orders',
}

/** The permission (on at least one store) that opens a page, as docs/decisions.md's table. */
export const sectionPermission: Record<PortalSection, PortalPermission> = {
  stock: tableViewPermission.stock,
  'sell-in': tableViewPermission.sell_in,
  'sell-out': tableViewPermission.sell_out,
  'open-orders': tableViewPermission.open_orders,
  staff: 'location_users:view',
}

export function isPortalSection(value: unknown): value is PortalSection {
  return typeof value === 'string' && (portalSections as readonly string[]).includes(value)
}

export type PortalStore = { id: string; name: string; permissions: PortalPermission[] }

/** The pages a user may open: those whose permission they hold on at least one store. */
export function allowedSections(stores: readonly PortalStore[]): PortalSection[] {
  return portalSections.filter((s) => stores.some((store) => store.permissions.includes(sectionPermission[s])))
}

/** The stores where a user holds a permission (the store selector of a table offers these). */
export function storesWith(stores: readonly PortalStore[], permission: PortalPermission): PortalStore[] {
  return stores.filter((s) => s.permissions.includes(permission))
}

export const portalPath = (locale: string, section?: PortalSection) => `/${locale}/portal/${section ? `${section}/` : ''}`
