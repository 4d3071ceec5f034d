import 'server-only'
import { randomUUID } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import { ENGRAVING_IMAGE_ERRORS, ENGRAVING_IMAGE_EXTENSIONS, ENGRAVING_IMAGE_MAX_BYTES } from '@/domain/trade/engravingImage'
import { fieldErrors, json } from '@/server/http/drf'
import { readMultipart } from '@/server/http/readMultipart'
import { throttle } from '@/server/http/throttle'
import { parseFields } from '@/server/http/zodErrors'
import { engravingImageForm } from '@/server/trade/schemas'
import { requestLogger } from '@/server/log/logger'
import { checkEngravingImage } from '@/server/trade/checkEngravingImage'
import { authenticateCommerce } from '@/server/trade/commerceAuth'

/**
 * Room for the multipart framing around the file (boundaries, part headers, a long file name):
 * a body above file limit plus this is refused as 413 before it is read whole; a file just above
 * the limit inside a smaller body is a 400 on `file`.
 */
const MULTIPART_OVERHEAD = 64 * 1024

/**
 * POST /api/v1/commerce/engraving-images/ (commerce token), multipart field `file` → 201 `{id}`, the
 * value a type 3 engraving carries as `selection.engravingImage`. The bytes decide what the file is
 * (checkEngravingImage); the stored file gets a name of the server's choosing and the store and user
 * of the session, which the add-to-cart call checks. Refusals: 400 `{file: [message key or DRF text]}`,
 * 413 for a body over the limit, 415 for a body that is no multipart form.
 */
export async function uploadEngravingImage(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['engravingImageUser', String(session.user.id)]], session.user.language)
  if (limited) return limited

  const form = await readMultipart(request, ENGRAVING_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD)
  if (form.error) return form.error
  const fields = parseFields(engravingImageForm, { file: form.data.get('file') })
  if (fields.errors) return fieldErrors(fields.errors)
  const { file } = fields.data

  const bytes = new Uint8Array(await file.arrayBuffer())
  const checked = await checkEngravingImage(bytes)
  if ('error' in checked) {
    requestLogger(request.headers).info({ user: session.user.id, store: session.store.id, reason: checked.detail }, 'commerce: engraving image refused')
    return fieldErrors({ file: [checked.error] })
  }
  try {
    const doc = await payload.create({
      collection: 'engraving-images',
      data: { store: Number(session.store.id), user: Number(session.user.id) },
      file: { data: Buffer.from(bytes), mimetype: checked.type, name: `${randomUUID()}.${ENGRAVING_IMAGE_EXTENSIONS[checked.type]}`, size: bytes.byteLength },
      depth: 0,
      overrideAccess: true,
    })
    return json({ id: doc.id }, 201)
  } catch (err) {
    // Payload checks uploads again (its own SVG and type rules); a file it refuses is the sender's
    // fault, a 400 like ours, never a 500 (issue 30).
    if (!(err instanceof ValidationError)) throw err
    requestLogger(request.headers).info({ user: session.user.id, store: session.store.id, reason: err.message }, 'commerce: engraving image refused by Payload')
    return fieldErrors({ file: [ENGRAVING_IMAGE_ERRORS.wrongFile] })
  }
}
