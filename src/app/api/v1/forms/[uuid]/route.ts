import { formUuidParams } from '@/server/forms/formPath'
import { FORM_BODY_LIMIT, formBody, formThrottle } from '@/server/forms/submitForm'
import { updateForm } from '@/server/forms/updateForm'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const PATCH = publicRoute(
  { params: formUuidParams, body: formBody, bodyLimit: FORM_BODY_LIMIT, throttleBody: formThrottle },
  async ({ payload, params, body }) => updateForm(payload, { uuid: params.uuid, raw: await body() }),
)
