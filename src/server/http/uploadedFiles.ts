import type { CollectionConfig, CollectionSlug, PayloadRequest } from 'payload'

/**
 * What may run in an uploaded file opened at its own address: nothing. An SVG (or any XML type) is a
 * document with script; it is served with a policy that runs no script, loads nothing, and sandboxes
 * it to a unique origin (issue 30: uploaded SVGs ran under the site's own CSP). Inline styles stay,
 * so a drawing still looks as drawn.
 */
export const UPLOADED_XML_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const isXmlType = (contentType: string | null) => /^[^;]*(?:\/xml|\+xml)\s*(?:;|$)/i.test(contentType ?? '')

/** The headers of every uploaded file Payload serves (local disk or S3: both call modifyResponseHeaders). */
export function uploadedFileHeaders(headers: Headers): Headers {
  headers.set('X-Content-Type-Options', 'nosniff')
  if (isXmlType(headers.get('content-type'))) headers.set('Content-Security-Policy', UPLOADED_XML_CSP)
  return headers
}

/**
 * A file name no document holds answers 404. Where the read access is open (media, downloads,
 * clips) Payload looked for the file on disk without asking the database, and a missing file
 * answered 500 "Something went wrong." (issue 30). Runs before the storage's own handler.
 */
async function unknownFileNotFound(
  req: PayloadRequest,
  { doc, params }: { doc?: unknown; params: { collection: string; filename: string } },
): Promise<Response | void> {
  if (doc && typeof doc === 'object') return
  const slug = params.collection as CollectionSlug
  const upload = req.payload.collections[slug]?.config.upload
  const sizes: { name: string }[] = (typeof upload === 'object' ? upload.imageSizes : undefined) ?? []
  const where = { or: [{ filename: { equals: params.filename } }, ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: params.filename } }))] }
  const found = await req.payload.db.findOne({ collection: slug, where, req })
  if (!found) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

/** Every upload collection of the config serves its files by the two rules above (one place). */
export function servedUploads(collections: CollectionConfig[]): CollectionConfig[] {
  return collections.map((collection) => {
    if (!collection.upload) return collection
    const upload = collection.upload === true ? {} : collection.upload
    return {
      ...collection,
      upload: {
        ...upload,
        handlers: [unknownFileNotFound as never, ...(upload.handlers ?? [])],
        modifyResponseHeaders: ({ headers }) => uploadedFileHeaders(headers),
      },
    }
  })
}
