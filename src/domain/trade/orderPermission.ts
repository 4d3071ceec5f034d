import type { PortalPermission } from '@/domain/portal/permissions'

/**
 * Who may order for a store (spec 2 §6 leaves the mapping open; docs/decisions.md, "Who may order"):
 * a trade account holding this permission at the store. The shop, the cart, the store's orders and
 * the yearly ring's waitlist all ask for it; a colleague with stock rights only sees none of them.
 */
export const ORDER_PERMISSION: PortalPermission = 'orders:create_article_order'
