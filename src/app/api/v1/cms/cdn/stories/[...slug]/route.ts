import { getStory } from '@/server/cms/getStory'
import { contractRoute } from '@/server/http/route'

export const GET = contractRoute(getStory)
