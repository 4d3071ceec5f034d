import 'server-only'
import { randomUUID } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import { ENGRAVING_IMAGE_ERRORS, ENGRAVING_IMAGE_EXTENSIONS, ENGRAVING_IMAGE_MAX_BYTES } from '@/domain/trade/engravingImage'
import { invalidField } from '@/server/http/errors'
import type { requestLogger } from '@/server/log/logger'
import { checkEngravingImage } from '@/server/trade/checkEngravingImage'
import type { CommerceSession } from '@/server/trade/commerceAuth'

/**
 * The file's limit plus room for the multipart framing around it (boundaries, part headers, a long
 * file name): a larger body is refused as 413 before it is read whole; a file just above the limit
 * inside a smaller body is a 400 on `file`.
 */
export const ENGRAVING_IMAGE_BODY_LIMIT = ENGRAVING_IMAGE_MAX_BYTES + 64 * 1024

/**
 * POST /api/v1/commerce/engraving-images/ (commerce token), multipart field `file` → 201 `{id}`, the
 * value a type 3 engraving carries as `selection.engravingImage`. The bytes decide what the file is
 * (checkEngravingImage); the stored file gets a name of the server's choosing and the store and user
 * of the session, which the add-to-cart call checks. Refusals: 400 `{file: [message key or DRF text]}`,
 * 413 for a body over the limit, 415 for a body that is no multipart form.
 */
export async function uploadEngravingImage(
  payload: Payload,
  { session, file, log }: { session: CommerceSession; file: File; log: ReturnType<typeof requestLogger> },
): Promise<{ id: number }> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  const checked = await checkEngravingImage(bytes)
  if ('error' in checked) {
    log.info({ user: session.user.id, store: session.store.id, reason: checked.detail }, 'commerce: engraving image refused')
    throw invalidField('file', checked.error)
  }
  try {
    const doc = await payload.create({
      collection: 'engraving-images',
      data: { store: Number(session.store.id), user: Number(session.user.id) },
      file: { data: Buffer.from(bytes), mimetype: checked.type, name: `${randomUUID()}.${ENGRAVING_IMAGE_EXTENSIONS[checked.type]}`, size: bytes.byteLength },
      depth: 0,
      overrideAccess: true,
    })
    return { id: doc.id }
  } catch (err) {
    // Payload checks uploads again (its own SVG and type rules); a file it refuses is the sender's
    // fault, a 400 like ours, never a 500 (issue 30).
    if (!(err instanceof ValidationError)) throw err
    log.info({ user: session.user.id, store: session.store.id, reason: err.message }, 'commerce: engraving image refused by Payload')
    throw invalidField('file', ENGRAVING_IMAGE_ERRORS.wrongFile)
  }
}
