import { submitForm } from '@/server/forms/submitForm'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(submitForm)
