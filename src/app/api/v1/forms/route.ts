import { FORM_BODY_LIMIT, formBody, formThrottle, submitForm } from '@/server/forms/submitForm'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ body: formBody, bodyLimit: FORM_BODY_LIMIT, throttleBody: formThrottle }, async ({ payload, body, account }) =>
  submitForm(payload, { raw: await body(), account }),
)
