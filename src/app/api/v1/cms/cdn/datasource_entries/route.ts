import { datasourceMisfit, datasourceParams, getDatasourceEntries, readDatasourceQuery } from '@/server/cms/getDatasourceEntries'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const GET = publicRoute({ query: datasourceParams, readQuery: readDatasourceQuery, queryMisfit: datasourceMisfit }, ({ payload, query }) =>
  getDatasourceEntries(payload, query),
)
