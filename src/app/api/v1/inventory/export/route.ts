import { contractRoute } from '@/server/http/route'
import { exportInventory } from '@/server/portal/inventoryExport'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(exportInventory)
