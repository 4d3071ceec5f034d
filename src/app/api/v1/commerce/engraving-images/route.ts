import { json } from '@/server/http/drf'
import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { engravingImageForm } from '@/server/trade/schemas'
import { ENGRAVING_IMAGE_BODY_LIMIT, uploadEngravingImage } from '@/server/trade/uploadEngravingImage'

export const dynamic = 'force-dynamic'
export const POST = commerceRoute(
  { throttle: 'engravingImageUser', form: { schema: engravingImageForm, maxBytes: ENGRAVING_IMAGE_BODY_LIMIT } },
  async ({ payload, session, form, log }) => json(await uploadEngravingImage(payload, { session, file: (await form()).file, log }), 201),
)
