import { getStories } from '@/server/cms/getStories'
import { contractRoute } from '@/server/http/route'

export const GET = contractRoute(getStories)
