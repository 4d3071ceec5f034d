import type { Where } from 'payload'

/**
 * The stores the public site may show (locator, microsites, search, forms, content API): published
 * and not bench data. The portal benchmark and `npm run seed:portal` publish their stores (the portal
 * reads them like real ones) but mark them `benchData`; this is the one place that keeps them off the
 * public site, so no public read can forget it.
 */
export const publicStores: Where = {
  and: [{ _status: { equals: 'published' } }, { or: [{ benchData: { equals: false } }, { benchData: { exists: false } }] }],
}
