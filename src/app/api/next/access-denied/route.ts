import { contractRoute } from '@/server/http/route'
import { reportAccessDenied } from '@/server/waitlist/accessDeniedReport'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(reportAccessDenied)
