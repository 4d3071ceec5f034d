import { idParams } from '@/server/http/edge/params'
import { portalRoute } from '@/server/http/edge/portalRoute'
import { openOrderHistory } from '@/server/portal/openOrderHistory'

export const dynamic = 'force-dynamic'
// {id} is the open-order row's id, its order line's (issue 33).
export const GET = portalRoute({ params: idParams }, ({ payload, access, params }) => openOrderHistory(payload, { access, id: params.id }))
