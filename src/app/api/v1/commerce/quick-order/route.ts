import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { quickOrder, quickOrderBody } from '@/server/trade/quickOrder'

export const dynamic = 'force-dynamic'
// Issue 33: article numbers typed or pasted in the shop, each line added or named with its reason.
export const POST = commerceRoute({ throttle: 'cartWriteUser', body: quickOrderBody }, async ({ payload, session, locale, body }) =>
  quickOrder(payload, { session, locale, text: (await body()).text }),
)
