import { applicationFileForm, uploadApplicationFile } from '@/server/careers/uploadApplicationFile'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const dynamic = 'force-dynamic'
export const POST = publicRoute({ form: applicationFileForm }, ({ payload, ip, form, log }) => uploadApplicationFile(payload, { ip, form, log }))
