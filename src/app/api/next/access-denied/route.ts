import { publicRoute } from '@/server/http/edge/publicRoute'
import { ACCESS_DENIED_BODY_LIMIT, accessDeniedBody, reportAccessDenied } from '@/server/waitlist/accessDeniedReport'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ body: accessDeniedBody, bodyLimit: ACCESS_DENIED_BODY_LIMIT }, ({ payload, ip, body, header, log }) =>
  reportAccessDenied(payload, { ip, report: body, userAgent: header('user-agent'), cookie: header('cookie'), log }),
)
