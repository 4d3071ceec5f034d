import { pageExists } from '@/server/content/pageExists'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(pageExists)
