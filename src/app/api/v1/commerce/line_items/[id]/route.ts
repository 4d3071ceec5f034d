import { noContent } from '@/server/http/drf'
import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { idParams } from '@/server/http/edge/params'
import { deleteLineItem } from '@/server/trade/deleteLineItem'
import { lineUpdateSchema } from '@/server/trade/lineItemBody'
import { cartLine, updateLineItem } from '@/server/trade/updateLineItem'

export const dynamic = 'force-dynamic'
export const DELETE = commerceRoute({ throttle: 'cartWriteUser', params: idParams }, async ({ payload, session, params }) => {
  await deleteLineItem(payload, { session, id: params.id })
  return noContent()
})
// DRF's order: a line that is not the session's is 404 whatever the body holds, so the body is read after it.
export const PATCH = commerceRoute({ throttle: 'cartWriteUser', params: idParams, body: lineUpdateSchema }, async ({ payload, session, params, body }) => {
  const line = await cartLine(payload, session, params.id)
  return updateLineItem(payload, { session, line, change: await body() })
})
