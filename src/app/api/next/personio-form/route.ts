import { APPLICATION_BODY_LIMIT, applicationBody, submitApplication } from '@/server/careers/submitApplication'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ body: applicationBody, bodyLimit: APPLICATION_BODY_LIMIT }, async ({ payload, body, ip }) =>
  submitApplication(payload, { raw: await body(), ip }),
)
