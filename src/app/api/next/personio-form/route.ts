import { submitApplication } from '@/server/careers/submitApplication'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(submitApplication)
