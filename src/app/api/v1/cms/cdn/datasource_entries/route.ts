import { getDatasourceEntries } from '@/server/cms/getDatasourceEntries'
import { contractRoute } from '@/server/http/route'

export const GET = contractRoute(getDatasourceEntries)
