import { json } from '@/server/http/drf'
import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { addLineItem } from '@/server/trade/addLineItem'
import { lineItemSchema } from '@/server/trade/lineItemBody'

// The spec's path keeps the commerce API's snake_case (line_items), so this folder does too.
export const dynamic = 'force-dynamic'
export const POST = commerceRoute({ throttle: 'cartWriteUser', body: lineItemSchema }, async ({ payload, session, body }) =>
  json(await addLineItem(payload, { session, line: await body() }), 201),
)
