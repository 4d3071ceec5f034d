import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createLocalReq, type Payload } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'

/**
 * The seed's images as Payload makes them on upload (the original re-encoded to WebP and three
 * sizes), kept in seed/images/derived/ so a seed does not make them again. sharp's encoding of
 * 155 images, four files each, was most of the demo seed's time: about 50 s of its 83 on an idle
 * 2-core machine, minutes on a busy one, paid by every newcomer's first start and by each of the
 * four seeds of a CI run (issues 30, 37).
 *
 * Each image has a manifest naming the key it was made under: a hash of the source file and of the
 * media collection's upload settings. A changed image or a changed size makes the key differ, and
 * the seed falls back to Payload's own upload, which stays the one way files are made;
 * `npm run seed:images` then writes the manifests and files again from Payload's output.
 */
const derivedDir = path.resolve(process.cwd(), 'seed/images/derived')

type FileFacts = { width: number; height: number; filesize: number; mimeType: string }
type Manifest = { key: string; file: FileFacts; sizes: Record<string, FileFacts & { suffix: string }> }
type StoredSize = Partial<FileFacts> & { filename?: string | null }
type StoredMedia = FileFacts & { filename: string; sizes?: Record<string, StoredSize> }

type UploadSettings = { formatOptions?: unknown; imageSizes?: unknown; resizeOptions?: unknown; trimOptions?: unknown }

/** What an image's kept files were made from: the source's bytes and the settings that decide Payload's output. */
export function derivedKey(upload: UploadSettings, source: Buffer): string {
  const { formatOptions, imageSizes, resizeOptions, trimOptions } = upload
  return createHash('sha256').update(source).update(JSON.stringify({ formatOptions, imageSizes, resizeOptions, trimOptions })).digest('hex')
}

/** The kept manifest of a seed image, or null. */

const manifestPath = (sourceName: string) => path.join(derivedDir, `${stemOf(sourceName)}.json`)
const stemOf = (name: string) => name.slice(0, name.length - path.extname(name).length)

export function readManifest(sourceName: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(manifestPath(sourceName), 'utf8')) as Manifest
  } catch {
    return null
  }
}

/** Whether the kept files may stand in for an upload: local storage (S3 uploads go through its plugin) and a matching key. */
export function derivedFor(payload: Payload, sourcePath: string): Manifest | null {
  if (process.env.S3_BUCKET?.trim()) return null
  const manifest = readManifest(path.basename(sourcePath))
  return manifest && manifest.key === derivedKey(payload.collections.media.config.upload, fs.readFileSync(sourcePath)) ? manifest : null
}

/**
 * Writes the media document the upload would have written, under `name` (the free name the seed
 * chose), with the kept files copied into the upload folder. All languages' fields go in one write:
 * the database layer takes a localized field as one value per locale.
 */
export async function createFromDerived(
  payload: Payload,
  manifest: Manifest,
  sourcePath: string,
  name: string,
  fields: (locale: UrlLocale) => Record<string, unknown>,
): Promise<number | string> {
  const staticDir = payload.collections.media.config.upload.staticDir as string
  fs.mkdirSync(staticDir, { recursive: true })
  const sourceStem = stemOf(path.basename(sourcePath))
  const ext = path.extname(name)
  const url = (filename: string) => `/cms-api/media/file/${filename}`
  fs.copyFileSync(path.join(derivedDir, `${sourceStem}${ext}`), path.join(staticDir, name))
  const sizes: Record<string, StoredSize & { url: string }> = {}
  for (const [size, facts] of Object.entries(manifest.sizes)) {
    const filename = `${stemOf(name)}${facts.suffix}${ext}`
    fs.copyFileSync(path.join(derivedDir, `${sourceStem}${facts.suffix}${ext}`), path.join(staticDir, filename))
    sizes[size] = { width: facts.width, height: facts.height, filesize: facts.filesize, mimeType: facts.mimeType, filename, url: url(filename) }
  }
  const localized = new Set(
    payload.collections.media.config.flattenedFields.filter((field) => 'localized' in field && field.localized).map((field) => field.name),
  )
  const first = fields(urlLocales[0])
  const data: Record<string, unknown> = { focalX: 50, focalY: 50 }
  for (const [key, value] of Object.entries(first)) {
    data[key] = localized.has(key) ? Object.fromEntries(urlLocales.map((locale) => [locale, fields(locale)[key]])) : value
  }
  const adminThumbnail = payload.collections.media.config.upload.adminThumbnail
  Object.assign(data, manifest.file, {
    filename: name,
    url: url(name),
    thumbnailURL: typeof adminThumbnail === 'string' && sizes[adminThumbnail] ? sizes[adminThumbnail].url : null,
    sizes,
  })
  const req = await createLocalReq({ locale: urlLocales[0] }, payload)
  const doc = (await payload.db.create({ collection: 'media', data, req })) as { id: number | string }
  return doc.id
}

/** After Payload's own upload (`npm run seed:images`): keeps what it made, under the image's source name. */
export function keepDerived(payload: Payload, sourcePath: string, doc: StoredMedia): void {
  const staticDir = payload.collections.media.config.upload.staticDir as string
  const sourceStem = stemOf(path.basename(sourcePath))
  const ext = path.extname(doc.filename)
  fs.mkdirSync(derivedDir, { recursive: true })
  fs.copyFileSync(path.join(staticDir, doc.filename), path.join(derivedDir, `${sourceStem}${ext}`))
  const sizes: Manifest['sizes'] = {}
  for (const [size, stored] of Object.entries(doc.sizes ?? {})) {
    if (!stored.filename) continue
    const suffix = stemOf(stored.filename).slice(stemOf(doc.filename).length)
    fs.copyFileSync(path.join(staticDir, stored.filename), path.join(derivedDir, `${sourceStem}${suffix}${ext}`))
    sizes[size] = { suffix, width: stored.width ?? 0, height: stored.height ?? 0, filesize: stored.filesize ?? 0, mimeType: stored.mimeType ?? doc.mimeType }
  }
  const manifest: Manifest = {
    key: derivedKey(payload.collections.media.config.upload, fs.readFileSync(sourcePath)),
    file: { width: doc.width, height: doc.height, filesize: doc.filesize, mimeType: doc.mimeType },
    sizes,
  }
  fs.writeFileSync(manifestPath(path.basename(sourcePath)), `${JSON.stringify(manifest, null, 2)}\n`)
}
