import 'server-only'
import sharp from 'sharp'
import { ENGRAVING_IMAGE_ERRORS, ENGRAVING_IMAGE_MAX_BYTES, type EngravingImageType } from '@/domain/trade/engravingImage'
import { inspectSvg } from '@/server/trade/inspectSvg'
import { sniffImageType } from '@/server/trade/sniffImageType'

export type EngravingImageCheck = { type: EngravingImageType } | { error: string; detail: string }

/**
 * What an uploaded engraving image is, judged by its bytes alone (the declared content type and
 * file name are never read): a PNG or JPEG whose header sharp reads as that format, or an SVG that inspectSvg lets through.
 * Refusals carry the message key for the jeweller and a detail for the log.
 */
export async function checkEngravingImage(bytes: Uint8Array): Promise<EngravingImageCheck> {
  if (bytes.byteLength > ENGRAVING_IMAGE_MAX_BYTES) return { error: ENGRAVING_IMAGE_ERRORS.wrongFile, detail: `${bytes.byteLength} bytes` }
  const sniffed = sniffImageType(bytes)
  if (sniffed === 'svg') {
    const verdict = inspectSvg(bytes)
    if (verdict.ok) return { type: 'image/svg+xml' }
    const error = verdict.reason === 'unsafe' ? ENGRAVING_IMAGE_ERRORS.unsafeSvg : ENGRAVING_IMAGE_ERRORS.wrongFile
    return { error, detail: `svg ${verdict.reason}: ${verdict.detail}` }
  }
  if (!sniffed) return { error: ENGRAVING_IMAGE_ERRORS.wrongFile, detail: 'unknown format' }
  // The magic number alone is three or eight bytes; the header must agree (sharp reads only the header).
  try {
    const { format } = await sharp(bytes, { failOn: 'error' }).metadata()
    if (format === (sniffed === 'image/png' ? 'png' : 'jpeg')) return { type: sniffed }
    return { error: ENGRAVING_IMAGE_ERRORS.wrongFile, detail: `${sniffed} decodes as ${format}` }
  } catch (err) {
    return { error: ENGRAVING_IMAGE_ERRORS.wrongFile, detail: `${sniffed} does not decode: ${(err as Error).message}` }
  }
}
