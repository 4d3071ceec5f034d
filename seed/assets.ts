import fs from 'node:fs'
import path from 'node:path'
import { getFileByPath, type Payload, type Where } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import type { Localized } from './types'
import focalPoints from './data/focalPoints.json'

/** Shared by every seed step: the write context, the locale order and the ids found so far. */
export const context = { [SKIP_REVALIDATE]: true }
export const [firstLocale, ...otherLocales] = urlLocales

const imageDir = path.resolve(process.cwd(), 'seed/images')
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
}

export const newIds = (): Ids => ({ pages: new Map(), products: new Map(), wizards: new Map(), uploads: new Map(), claimed: new Set() })

type Collection = 'pages' | 'products' | 'media' | 'jewelers' | 'clips' | 'downloads'

export async function findId(payload: Payload, collection: Collection, where: Where) {
  const { docs } = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, draft: true, locale: firstLocale })
  return docs[0]?.id
}

export async function localize(payload: Payload, collection: Exclude<Collection, 'jewelers'>, id: Id, data: (locale: UrlLocale) => Record<string, unknown>) {
  for (const locale of otherLocales) {
    await payload.update({ collection, id, locale, data: data(locale) as never, overrideAccess: true, context, depth: 0 })
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

async function upload(
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
    const file = { ...source, name: await freeFileName(payload, ids, collection, filename) }
    const doc = await payload.create({ collection, locale: firstLocale, data: fields(firstLocale) as never, file, overrideAccess: true, context, depth: 0 })
    id = doc.id
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
