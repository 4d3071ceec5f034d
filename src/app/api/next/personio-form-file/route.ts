import { uploadApplicationFile } from '@/server/careers/uploadApplicationFile'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(uploadApplicationFile)
