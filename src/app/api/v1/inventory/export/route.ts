import { portalRoute } from '@/server/http/edge/portalRoute'
import { exportInventory, exportQuery } from '@/server/portal/inventoryExport'

export const dynamic = 'force-dynamic'
export const GET = portalRoute({ query: exportQuery }, ({ payload, access, query }) => exportInventory(payload, { access, query }))
