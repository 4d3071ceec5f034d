import { z } from 'zod'
import { portalRoute } from '@/server/http/edge/portalRoute'
import { itemHistory } from '@/server/portal/itemHistory'

export const dynamic = 'force-dynamic'
// {id} is the item's serial number, decoded by Next.
export const GET = portalRoute({ params: z.object({ id: z.string().min(1) }) }, ({ payload, access, params }) =>
  itemHistory(payload, { access, serial: params.id }),
)
