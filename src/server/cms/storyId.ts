import { contentTypeNames, contentTypes, type ContentType } from '@/server/cms/contentTypes'

/**
 * Storyblok ids are unique in a space, document ids only per collection: a story's id is the
 * document id times ten plus its type's digit (page 1, product 2, jeweler 3). The virtual folders
 * get the bare digit (no document has id 0), the root is 0.
 */
export function storyId(type: ContentType, documentId: number | string): number {
  return Number(documentId) * 10 + contentTypes[type].code
}

export function parseStoryId(id: number | string): { type: ContentType; documentId: number } | null {
  const n = typeof id === 'number' ? id : /^\d{1,15}$/.test(id) ? Number(id) : NaN
  if (!Number.isSafeInteger(n) || n < 10) return null
  const type = contentTypeNames.find((t) => contentTypes[t].code === n % 10)
  return type ? { type, documentId: Math.floor(n / 10) } : null
}

/** parent_id: the type's folder, or the root for pages. */
export function folderId(type: ContentType): number {
  return type === 'page' ? 0 : contentTypes[type].code
}
