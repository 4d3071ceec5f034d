import fs from 'node:fs'
import path from 'node:path'
import { getFileByPath, type Payload, type Where } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import type { Localized } from './types'
import focalPoints from './data/focalPoints.json'
import { createFromDerived, derivedFor, keepDerived } from './derivedImages'

/** Shared by every seed step: the write context, the locale order and the ids found so far. */
export const context = { [SKIP_REVALIDATE]: true }
export const [firstLocale, ...otherLocales] = urlLocales

const imageDir = path.resolve(process.cwd(), 'seed/images')
/** `npm run seed:images`: upload through Payload and keep what it made (seed/derivedImages.ts). */
const keepingDerived = process.env.SEED_KEEP_DERIVED === '1'
const fileDir = path.resolve(process.cwd(), 'seed/files')

type Id = number | string
export type Ids = {
  pages: Map<string, Id>
  products: Map<string, Id>
  /** Product finders by their seed key. */
  wizards: Map<string, Id>
  /** Uploads by collection/file name, kept as promises: blocks are built in parallel and share files. */
  uploads: Map<string, Promise<Id>>
  /** File names this run has claimed, by collection/name (see freeFileName). */
  claimed: Set<string>
  /** A run over a filled house: documents are compared before they are written (updateIfChanged). */
  rerun: boolean
}

export const newIds = (rerun = false): Ids => ({ pages: new Map(), products: new Map(), wizards: new Map(), uploads: new Map(), claimed: new Set(), rerun })

type Collection = 'pages' | 'products' | 'media' | 'jewelers' | 'clips' | 'downloads'

export async function findId(payload: Payload, collection: Collection, where: Where) {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true, locale: firstLocale })
  return docs[0]?.id
}

/**
 * Whether a stored document already holds what the seed would write: every value given equals the
 * stored one (what the seed does not write, ids of new rows and timestamps, is not compared). A value
 * stored in another form (a date, normalised rich text) counts as a change and is written again.
 */
export function holds(stored: unknown, data: unknown): boolean {
  if (data === undefined) return true
  if (data === null) return stored === null || stored === undefined
  if (Array.isArray(data)) return Array.isArray(stored) && stored.length === data.length && data.every((d, i) => holds(stored[i], d))
  if (typeof data === 'object') {
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return false
    return Object.entries(data).every(([key, value]) => holds((stored as Record<string, unknown>)[key], value))
  }
  return stored === data
}

/**
 * payload.update, except on a re-run where the document in that locale already holds the data: then
 * nothing is written. Each update of a versioned document writes a version too, and a re-run that
 * rewrote the whole unchanged house took over ten minutes on a busy 2-core machine (issue 30).
 */
export async function updateIfChanged(
  payload: Payload,
  rerun: boolean,
  args: { collection: Collection; id: Id; locale?: UrlLocale; data: Record<string, unknown> },
): Promise<Record<string, unknown> & { id: Id }> {
  const { collection, id, locale, data } = args
  if (rerun) {
    const stored = await payload.findByID({ collection, id, locale, fallbackLocale: false, depth: 0, overrideAccess: true })
    if (holds(stored, data)) return stored as unknown as Record<string, unknown> & { id: Id }
  }
  return (await payload.update({ collection, id, locale, data: data as never, overrideAccess: true, context, depth: 0 })) as unknown as Record<
    string,
    unknown
  > & { id: Id }
}

export async function localize(
  payload: Payload,
  collection: Exclude<Collection, 'jewelers'>,
  id: Id,
  data: (locale: UrlLocale) => Record<string, unknown>,
  rerun = false,
) {
  for (const locale of otherLocales) {
    await updateIfChanged(payload, rerun, { collection, id, locale, data: data(locale) })
  }
}

/** Uploads a file once (found again by its file name) and fills its localized fields. */
function ensureUpload(
  payload: Payload,
  ids: Ids,
  collection: 'media' | 'clips' | 'downloads',
  filePath: string,
  fields: (locale: UrlLocale) => Record<string, unknown>,
): Promise<Id> {
  const key = `${collection}/${path.basename(filePath)}`
  const pending = ids.uploads.get(key) ?? upload(payload, ids, collection, filePath, fields)
  ids.uploads.set(key, pending)
  return pending
}

/**
 * How many uploads are written at once. Each one holds a database connection in its transaction
 * while sharp makes the image sizes, which takes seconds on a busy CPU; the products' parallel
 * uploads (four products, each with five to seven images) once asked for more connections than the
 * pool's ten, and the last in line gave up after its 5 s ("timeout exceeded when trying to connect"),
 * failing the seed on PostgreSQL. Three leave the pool room for the products' own writes.
 */
export const UPLOAD_CONCURRENCY = 3
let uploadsRunning = 0
const uploadQueue: (() => void)[] = []

export async function inUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (uploadsRunning >= UPLOAD_CONCURRENCY) await new Promise<void>((resolve) => uploadQueue.push(resolve))
  else uploadsRunning++
  try {
    return await work()
  } finally {
    // The slot passes straight to the next in line, so the count stays right.
    const next = uploadQueue.shift()
    if (next) next()
    else uploadsRunning--
  }
}

async function upload(
  payload: Payload,
  ids: Ids,
  collection: 'media' | 'clips' | 'downloads',
  filePath: string,
  fields: (locale: UrlLocale) => Record<string, unknown>,
): Promise<Id> {
  return inUploadSlot(() => uploadNow(payload, ids, collection, filePath, fields))
}

async function uploadNow(
  payload: Payload,
  ids: Ids,
  collection: 'media' | 'clips' | 'downloads',
  filePath: string,
  fields: (locale: UrlLocale) => Record<string, unknown>,
): Promise<Id> {
  const filename = path.basename(filePath)
  let id = await findId(payload, collection, { filename: { equals: filename } })
  if (!id) {
    const source = await getFileByPath(filePath)
    if (!source) throw new Error(`seed file missing: ${filePath}`)
    const name = await freeFileName(payload, ids, collection, filename)
    const derived = collection === 'media' && !keepingDerived ? derivedFor(payload, filePath) : null
    if (derived) return createFromDerived(payload, derived, filePath, name, fields)
    const file = { ...source, name }
    const doc = await payload.create({ collection, locale: firstLocale, data: fields(firstLocale) as never, file, overrideAccess: true, context, depth: 0 })
    id = doc.id
    if (collection === 'media' && keepingDerived) keepDerived(payload, filePath, doc as never)
    await localize(payload, collection, id, fields)
  }
  return id
}

/**
 * A name free in the collection's folder and database that no other upload of this run has
 * claimed. Payload renames a taken name itself (x.webp → x-1.webp), but uploads run in parallel,
 * and two of them (x-1.webp and x-2.webp into a folder that already holds both, as after a demo
 * run on another database) chose the same new name: "filename: Value must be unique". Claiming
 * each candidate before the first await makes the choice race-free.
 */
async function freeFileName(payload: Payload, ids: Ids, collection: 'media' | 'clips' | 'downloads', filename: string): Promise<string> {
  const dir = payload.collections[collection].config.upload.staticDir as string
  const ext = path.extname(filename)
  const stem = filename.slice(0, filename.length - ext.length)
  for (let n = 0; ; n++) {
    const name = n === 0 ? filename : `${stem}~${n}${ext}`
    const key = `${collection}/${name}`
    if (ids.claimed.has(key)) continue
    ids.claimed.add(key)
    if (fs.existsSync(path.join(dir, name))) continue
    if (await findId(payload, collection, { filename: { equals: name } })) continue
    return name
  }
}

/**
 * The focal points an editor would set in the admin (percent from the left and the top), for the
 * images whose subject is off centre: every crop of them keeps it in view (issue 31).
 */
const focal = focalPoints as Record<string, { x: number; y: number }>

export const ensureMedia = (payload: Payload, ids: Ids, filename: string, alt: Localized) =>
  ensureUpload(payload, ids, 'media', path.join(imageDir, filename), (l) => ({
    alt: alt[l],
    ...(l === firstLocale && focal[filename] ? { focalX: focal[filename].x, focalY: focal[filename].y } : {}),
  }))

export const ensureClip = (payload: Payload, ids: Ids, filename: string, title: Localized) =>
  ensureUpload(payload, ids, 'clips', path.join(fileDir, filename), (l) => ({ title: title[l] }))

export async function ensureDownload(
  payload: Payload,
  ids: Ids,
  item: { file: string; title1: Localized; title2?: Localized; description?: Localized; previewImage?: string },
) {
  const previewImage = item.previewImage ? await ensureMedia(payload, ids, item.previewImage, item.title1) : undefined
  return ensureUpload(payload, ids, 'downloads', path.join(fileDir, item.file), (l) => ({
    title1: item.title1[l],
    title2: item.title2?.[l],
    description: item.description?.[l],
    previewImage,
  }))
}
