import { formUuidFrom } from '@/server/forms/formPath'
import { updateForm } from '@/server/forms/updateForm'
import { json } from '@/server/http/drf'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const PATCH = contractRoute((payload, request) => {
  const uuid = formUuidFrom(request)
  return uuid ? updateForm(payload, request, uuid) : Promise.resolve(json({ detail: 'Not found.' }, 404))
})
