import { confirmNewsletter } from '@/server/forms/confirmNewsletter'
import { formUuidFrom } from '@/server/forms/formPath'
import { json } from '@/server/http/drf'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const POST = contractRoute((payload, request) => {
  const uuid = formUuidFrom(request)
  return uuid ? confirmNewsletter(payload, uuid) : Promise.resolve(json({ detail: 'Not found.' }, 404))
})
