import { portalRoute } from '@/server/http/edge/portalRoute'
import { inventoryQuery } from '@/server/portal/inventoryQuery'
import { listInventory } from '@/server/portal/listInventory'

export const dynamic = 'force-dynamic'
export const GET = portalRoute({ query: inventoryQuery }, ({ payload, access, query, pageLink }) => listInventory(payload, { access, query, pageLink }))
