import { getStories } from '@/server/cms/getStories'
import { storiesQuery, storyblokMisfit } from '@/server/cms/query'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const GET = publicRoute({ query: storiesQuery, queryMisfit: storyblokMisfit }, ({ payload, query }) => getStories(payload, query.query))
