import { confirmNewsletter } from '@/server/forms/confirmNewsletter'
import { formUuidParams } from '@/server/forms/formPath'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ params: formUuidParams }, ({ payload, params }) => confirmNewsletter(payload, { token: params.uuid }))
