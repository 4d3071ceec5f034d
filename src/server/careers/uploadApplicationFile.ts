import 'server-only'
import { randomUUID } from 'node:crypto'
import { ValidationError, type Payload } from 'payload'
import { APPLICATION_FILE_MAX_BYTES, applicationErrors, applicationFileTypes, applicationReason, isFileCategory } from '@/domain/careers/application'
import { z } from 'zod'
import { json } from '@/server/http/drf'
import type { requestLogger } from '@/server/log/logger'
import { consume } from '@/server/rateLimit/limiter'
import { sanitizeFileName } from '@/server/careers/fileName'
import { sniffDocumentType } from '@/server/careers/sniffDocument'

/** Room for the multipart framing around the file (boundaries, part headers, a long name). */
const MULTIPART_OVERHEAD = 64 * 1024

const refuse = (reason: string, status = 400) => json(applicationErrors({ file: [reason] }), status)

/**
 * The upload's form at the edge: `file` and `category` as FormData holds them (checked here, into
 * the application's error shape), read up to the file's limit and the framing. A body over it is
 * `file-upload.too-large` (413), one that does not parse has no file; a body that is no multipart
 * form at all (415) stays DRF's answer.
 */
export const applicationFileForm = {
  schema: z.object({ file: z.unknown(), category: z.unknown() }),
  maxBytes: APPLICATION_FILE_MAX_BYTES + MULTIPART_OVERHEAD,
  unreadable: (answer: Response) =>
    answer.status === 413 ? refuse(applicationReason.fileTooLarge, 413) : answer.status === 400 ? refuse(applicationReason.fileMissing) : answer,
}

/**
 * POST /api/next/personio-form-file/ (spec 3 §7), multipart field `file` (and optionally
 * `category`) → 201 with the file descriptor `{uuid, original_filename, filename, size, mimetype,
 * category}`, the uuid the application then names. The bytes decide what the file is (PDF, Word,
 * PNG, JPEG); the stored file is named by the server and kept in the private upload folder until
 * an application claims it (else the purge removes it after a day). Refusals in the application's
 * error shape: `file-upload.too-large` (413 for a body over the limit), `file-upload.wrong-type`,
 * `file-upload.empty`, `file-upload.no-file`.
 */
export async function uploadApplicationFile(
  payload: Payload,
  { ip, form, log }: { ip: string; form: () => Promise<{ file?: unknown; category?: unknown }>; log: ReturnType<typeof requestLogger> },
): Promise<Response> {
  // The limit is spent before the body is read, here rather than by the edge: its 429 is in the application's error shape.
  const limit = await consume('applicationFileIp', ip)
  if (!limit.ok) return json(applicationErrors({ file: [applicationReason.throttled] }), 429, { 'Retry-After': String(limit.retryAfterS) })

  const { file: sent, category } = await form()
  // FormData.get: a File, a string for a text field, null for none.
  if (sent === null || sent === undefined || typeof sent === 'string') return refuse(applicationReason.fileMissing)
  const file = sent as File
  if (file.size === 0) return refuse(applicationReason.fileEmpty)
  if (file.size > APPLICATION_FILE_MAX_BYTES) return refuse(applicationReason.fileTooLarge)
  const knownCategory = isFileCategory(category) ? category : null

  const bytes = new Uint8Array(await file.arrayBuffer())
  const type = sniffDocumentType(bytes)
  if (!type) {
    log.info({ declared: file.type, size: file.size }, 'careers: application file refused (type)')
    return refuse(applicationReason.fileType)
  }
  const uuid = randomUUID()
  const extension = applicationFileTypes[type]
  const originalFilename = sanitizeFileName(file.name, extension)
  try {
    await payload.create({
      collection: 'application-files',
      data: { uuid, originalFilename, category: knownCategory },
      file: { data: Buffer.from(bytes), mimetype: type, name: `${uuid}.${extension}`, size: bytes.byteLength },
      depth: 0,
      overrideAccess: true,
    })
  } catch (err) {
    // Payload checks the bytes once more (file-type); what it refuses is no document of ours either.
    if (!(err instanceof ValidationError)) throw err
    log.info({ declared: file.type, size: file.size, err: err.message }, 'careers: application file refused (upload check)')
    return refuse(applicationReason.fileType)
  }
  return json({ uuid, original_filename: originalFilename, filename: originalFilename, size: bytes.byteLength, mimetype: type, category: knownCategory }, 201)
}
