import { noContent } from '@/server/http/drf'
import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { deleteLineItem } from '@/server/trade/deleteLineItem'

export const dynamic = 'force-dynamic'
export const DELETE = commerceRoute({ throttle: 'cartWriteUser', params: idParams }, async ({ payload, session, params }) => {
  await deleteLineItem(payload, { session, id: params.id })
  return noContent()
})
