import type { Payload, Where } from 'payload'
import { HITS_PER_PAGE, type SearchAnswer, type SearchType } from '@/domain/search'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import { logger } from '@/server/log/logger'
import { SearchIndex } from '@/server/search/searchIndex'
import { SynonymTable } from '@/server/search/synonyms'
import { synonymTypes, type SynonymRule } from '@/domain/searchSynonyms'
import { searchCollections, searchDocument, searchKey, searchSelect, type AllLocalesDoc, type SearchCollection } from '@/server/search/searchDocuments'

export type SearchParams = { s: string; locale: UrlLocale; page: number; type?: SearchType }

/** How often a process asks the database what other processes changed. */
const POLL_MS = 1000
/** A save's hooks run before its transaction commits: look again a moment later. */
const NUDGE_MS = 50
/** Changes are looked up from a little before the newest one seen, so a late commit is not missed. */
const OVERLAP_MS = 10_000
const READ_CHUNK = 200

type Id = number | string

/**
 * The site search of one process: an index per locale, built from the published documents and kept
 * fresh by polling the database (updatedAt for changes, the published count for deletions), which
 * the collections' hooks speed up in the process that saved (see docs/decisions.md).
 */
class SearchService {
  readonly indexes = new Map<UrlLocale, SearchIndex>(urlLocales.map((l) => [l, new SearchIndex(l)]))
  private readonly indexed = new Map<SearchCollection, Set<Id>>(searchCollections.map((c) => [c, new Set()]))
  /** updatedAt of every document looked at, published or not. */
  private readonly seen = new Map<string, string>()
  private readonly newest = new Map<SearchCollection, number>()
  private building: Promise<void> | null = null
  private built = false
  private polling = false
  private pollAgain = false
  private timer: ReturnType<typeof setTimeout> | undefined
  private stopped = false
  /** The editors' synonyms, applied to queries; replaced whole when the list changes. */
  private synonyms = SynonymTable.empty
  /** The synonym list's count and newest change, as last read. */
  private synonymsSeen = ''

  constructor(private readonly payload: Payload) {}

  ready(): Promise<void> {
    this.building ??= this.build().catch((err: unknown) => {
      this.building = null
      throw err
    })
    return this.building
  }

  search({ s, locale, page, type }: SearchParams): SearchAnswer {
    const index = this.indexes.get(locale) as SearchIndex
    const { total, hits } = index.search(s, { type, offset: (page - 1) * HITS_PER_PAGE, limit: HITS_PER_PAGE, synonyms: this.synonyms })
    return { hits, nbHits: total, page, nbPages: Math.ceil(total / HITS_PER_PAGE), hitsPerPage: HITS_PER_PAGE }
  }

  /** A document was saved or deleted here: look soon rather than at the next tick. */
  nudge(): void {
    // Before the first build finishes there is nothing to refresh; the build's first poll looks anyway.
    if (!this.built || this.stopped) return
    if (this.polling) this.pollAgain = true
    else this.schedule(NUDGE_MS)
  }

  stop(): void {
    this.stopped = true
    clearTimeout(this.timer)
  }

  private async build(): Promise<void> {
    const started = Date.now()
    await this.catchUpSynonyms()
    for (const collection of searchCollections) {
      await this.noteChanges(collection)
      for (let page = 1; ; page++) {
        const result = await this.payload.find({ ...this.readArgs(collection), limit: 250, page, pagination: true })
        for (const doc of result.docs) this.put(collection, doc as AllLocalesDoc)
        if (!result.hasNextPage) break
      }
    }
    this.built = true
    logger.info({ ms: Date.now() - started, documents: this.indexes.get('de')?.size }, 'search index built')
    this.schedule(POLL_MS)
  }

  private schedule(ms: number): void {
    if (this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.poll(), ms)
    // The index never keeps a process (a test, a CLI command) alive.
    this.timer.unref?.()
  }

  private async poll(): Promise<void> {
    this.polling = true
    try {
      // A failed read of the synonyms keeps the rules in use and does not hold up the documents.
      await this.catchUpSynonyms().catch((err: unknown) => logger.warn({ err }, 'search synonyms not refreshed'))
      for (const collection of searchCollections) await this.catchUp(collection)
    } catch (err) {
      logger.warn({ err }, 'search index not refreshed')
    } finally {
      this.polling = false
      this.schedule(this.pollAgain ? NUDGE_MS : POLL_MS)
      this.pollAgain = false
    }
  }

  /**
   * Reads the synonym list again when its count or newest change differs from what was read: one small
   * query a poll, and a changed rule is live here within a second with nothing re-indexed (issue 21).
   */
  private async catchUpSynonyms(): Promise<void> {
    const newest = await this.payload.find({
      collection: 'search-synonyms',
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    const seen = `${newest.totalDocs}:${newest.docs[0]?.updatedAt ?? ''}`
    if (seen === this.synonymsSeen) return
    const { docs } = await this.payload.find({ collection: 'search-synonyms', pagination: false, depth: 0, overrideAccess: true })
    const rules = docs.flatMap((d): SynonymRule[] =>
      urlLocales.includes(d.locale as UrlLocale) && synonymTypes.includes(d.type as SynonymRule['type'])
        ? [{ locale: d.locale as UrlLocale, type: d.type as SynonymRule['type'], input: d.input, synonyms: d.synonyms ?? [] }]
        : [],
    )
    this.synonyms = new SynonymTable(rules)
    this.synonymsSeen = seen
  }

  /** Re-reads what changed since the newest change seen; reconciles when the published count differs. */
  private async catchUp(collection: SearchCollection): Promise<void> {
    const since = new Date((this.newest.get(collection) ?? 0) - OVERLAP_MS).toISOString()
    const changed = await this.noteChanges(collection, { updatedAt: { greater_than_equal: since } })
    if (changed.length) await this.refresh(collection, changed)
    const { totalDocs } = await this.payload.count({ collection, overrideAccess: false })
    if (totalDocs !== this.indexed.get(collection)?.size) await this.reconcile(collection)
  }

  /**
   * Ids and update times of documents in any status (an unpublished one must leave the index), and
   * which of them differ from what was seen. Records the new times.
   */
  private async noteChanges(collection: SearchCollection, where?: Where): Promise<Id[]> {
    const { docs } = await this.payload.find({ collection, where, select: { updatedAt: true }, depth: 0, pagination: false, overrideAccess: true })
    const changed: Id[] = []
    for (const doc of docs) {
      const key = searchKey(collection, doc.id)
      if (this.seen.get(key) === doc.updatedAt) continue
      changed.push(doc.id)
      this.seen.set(key, doc.updatedAt)
      const time = Date.parse(doc.updatedAt)
      if (time > (this.newest.get(collection) ?? 0)) this.newest.set(collection, time)
    }
    return changed
  }

  /** Reads documents as a visitor may see them: the published ones enter the index, the rest leave it. */
  private async refresh(collection: SearchCollection, ids: Id[]): Promise<void> {
    for (let i = 0; i < ids.length; i += READ_CHUNK) {
      const chunk = ids.slice(i, i + READ_CHUNK)
      const { docs } = await this.payload.find({ ...this.readArgs(collection), where: { id: { in: chunk } }, pagination: false })
      const visible = new Set<Id>()
      for (const doc of docs) {
        this.put(collection, doc as AllLocalesDoc)
        visible.add(doc.id)
      }
      for (const id of chunk) if (!visible.has(id)) this.drop(collection, id)
    }
  }

  /** Deletions leave no updatedAt behind: compare the published ids with the indexed ones. */
  private async reconcile(collection: SearchCollection): Promise<void> {
    const { docs } = await this.payload.find({ collection, select: { updatedAt: true }, depth: 0, pagination: false, overrideAccess: false })
    const live = new Set<Id>(docs.map((d) => d.id))
    const indexed = this.indexed.get(collection) as Set<Id>
    for (const id of [...indexed]) {
      if (live.has(id)) continue
      this.drop(collection, id)
      this.seen.delete(searchKey(collection, id))
    }
    const missing = docs.filter((d) => !indexed.has(d.id)).map((d) => d.id)
    if (missing.length) await this.refresh(collection, missing)
  }

  // Public reads go through access control: what a visitor may not open is not found either.
  private readArgs(collection: SearchCollection) {
    return { collection, locale: 'all' as const, depth: 1, select: searchSelect[collection], overrideAccess: false } as const
  }

  private put(collection: SearchCollection, doc: AllLocalesDoc): void {
    for (const [locale, index] of this.indexes) index.put(searchDocument(collection, doc, locale))
    this.indexed.get(collection)?.add(doc.id)
  }

  private drop(collection: SearchCollection, id: Id): void {
    for (const index of this.indexes.values()) index.remove(searchKey(collection, id))
    this.indexed.get(collection)?.delete(id)
  }
}

// One service per process, also when Next loads this module more than once (bundles, dev reloads).
const GLOBAL_KEY = Symbol.for('maison.searchService')
type WithService = { [GLOBAL_KEY]?: SearchService }

/** The process's search, built on first use (boot starts it early). */
export async function ensureSearchIndex(payload: Payload): Promise<SearchService> {
  const holder = globalThis as WithService
  const service = (holder[GLOBAL_KEY] ??= new SearchService(payload))
  await service.ready()
  return service
}

/** Called by the collections' hooks; nothing to do in a process without a search index. */
export function nudgeSearchIndex(): void {
  ;(globalThis as WithService)[GLOBAL_KEY]?.nudge()
}

/** Ends polling and forgets the index (tests, before their database goes away). */
export function stopSearchIndex(): void {
  const holder = globalThis as WithService
  holder[GLOBAL_KEY]?.stop()
  delete holder[GLOBAL_KEY]
}
