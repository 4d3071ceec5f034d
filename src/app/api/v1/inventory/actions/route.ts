import { portalRoute } from '@/server/http/edge/portalRoute'
import { ACTIONS_BODY_LIMIT, actionsMisfit, actionsUnreadable, itemActionsBody } from '@/server/portal/actionSchemas'
import { runItemActions } from '@/server/portal/itemActions'

export const dynamic = 'force-dynamic'
// The spec's action list is a bare JSON list (or `{actions: [...]}`), its errors in the portal's own shape.
export const POST = portalRoute(
  {
    throttle: 'cartWriteUser',
    body: itemActionsBody,
    bodyKind: 'any',
    bodyLimit: ACTIONS_BODY_LIMIT,
    bodyUnreadable: actionsUnreadable,
    bodyMisfit: actionsMisfit,
  },
  async ({ payload, access, body }) => runItemActions(payload, { access, entries: await body() }),
)
