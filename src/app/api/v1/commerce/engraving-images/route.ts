import { contractRoute } from '@/server/http/route'
import { uploadEngravingImage } from '@/server/trade/uploadEngravingImage'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(uploadEngravingImage)
