import { publicRoute } from '@/server/http/edge/publicRoute'
import { readReferenceQuery, referenceParams } from '@/server/http/openapi/referenceParams'
import { serveReference } from '@/server/http/openapi/serve'

export const dynamic = 'force-dynamic'
export const GET = publicRoute({ query: referenceParams, readQuery: readReferenceQuery }, ({ query, header }) =>
  serveReference({ asked: query.locale, acceptLanguage: header('accept-language') }),
)
