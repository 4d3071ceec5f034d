import { getStory, storyParams } from '@/server/cms/getStory'
import { storiesQuery, storyblokMisfit } from '@/server/cms/query'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const GET = publicRoute({ params: storyParams, query: storiesQuery, queryMisfit: storyblokMisfit }, ({ payload, params, query }) =>
  getStory(payload, { target: params.slug, base: query.query, findBy: query.findBy, language: query.language }),
)
