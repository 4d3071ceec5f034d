import { clearLocalWishlist, readLocalWishlist, WISHLIST_STORAGE_KEY, writeLocalWishlist } from '@/components/wishlist/localWishlist'
import { hasSessionHint } from '@/domain/sessionHint'
import { MAX_WISHLIST_ENTRIES, mergeWishlists, unknownArticlesIn, type WishlistEntry } from '@/domain/wishlist'

/**
 * The browser's one wishlist (issue 6): every heart and the wishlist page read it, so they stay in
 * step. Anonymous visitors keep it in localStorage; signed-in users on their profile
 * (`PATCH /api/v1/users/me/` with the whole list). Whether the visitor is signed in is learned
 * once per page from `GET /api/v1/users/me/` (the session cookie is HttpOnly), asked only when the
 * readable session hint says a session may exist: a signed-out page view sends no request at all.
 *
 * Until that answer arrives the store acts as for an anonymous visitor: the local list is shown
 * and a toggle writes it at once. Should the visitor turn out to be signed in, the local entries
 * are merged into the profile and cleared — the same rule as on login — so no click is lost.
 */
export type Session = 'unknown' | 'anonymous' | 'user'
export type WishlistSnapshot = { session: Session; entries: readonly WishlistEntry[] }
/** The immediate outcome of a toggle; `saved` settles false when the change was rolled back. */
export type WishlistToggle = { outcome: 'added' | 'removed' | 'full'; saved: Promise<boolean> }

const ME_URL = '/api/v1/users/me/'
const CHANNEL = 'wishlist'

/** A change not yet confirmed by the profile; shown at once on top of `confirmed`. */
type Pending = { article: string; add: boolean; date_added: string; fromLocal?: boolean; settle?: (saved: boolean) => void }

let session: Session = 'unknown'
/** The list as its store holds it: the profile's (signed in) or localStorage's. */
let confirmed: WishlistEntry[] = []
let pending: Pending[] = []
let started = false
let saving = false
let sessionRequest: Promise<void> | null = null
let channel: BroadcastChannel | null = null
const listeners = new Set<() => void>()

const SERVER_SNAPSHOT: WishlistSnapshot = { session: 'unknown', entries: [] }
let snapshot: WishlistSnapshot = SERVER_SNAPSHOT

function apply(list: readonly WishlistEntry[], changes: readonly Pending[]): WishlistEntry[] {
  let next = [...list]
  for (const change of changes) {
    next = change.add
      ? mergeWishlists(next, [{ article: change.article, date_added: change.date_added }])
      : next.filter((entry) => entry.article !== change.article)
  }
  return next
}

function emit() {
  snapshot = { session, entries: apply(confirmed, pending) }
  for (const listener of listeners) listener()
}

export function getWishlistSnapshot(): WishlistSnapshot {
  return snapshot
}

/** The server renders every heart unpressed: it cannot know the visitor's list. */
export function getServerWishlistSnapshot(): WishlistSnapshot {
  return SERVER_SNAPSHOT
}

export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener)
  start()
  return () => listeners.delete(listener)
}

function start() {
  if (started) return
  started = true
  confirmed = readLocalWishlist()
  emit()
  window.addEventListener('storage', onStorage)
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = onBroadcast
    // Node (tests) would otherwise keep the process alive for it; browsers have no unref.
    ;(channel as unknown as { unref?: () => void }).unref?.()
  }
  void loadSession()
}

/** Another tab changed the local list: show it, and ask again whether we are signed in (a login elsewhere clears it). */
function onStorage(event: StorageEvent) {
  if (event.key !== null && event.key !== WISHLIST_STORAGE_KEY) return
  if (session === 'user') return
  confirmed = readLocalWishlist()
  emit()
  void loadSession(true)
}

/** Another tab saved the profile's list: take it, keeping our own unsaved changes on top. */
function onBroadcast(event: MessageEvent) {
  const list = (event.data as { wishlist?: unknown } | null)?.wishlist
  if (!Array.isArray(list)) return
  if (session !== 'user') return void loadSession(true)
  confirmed = list as WishlistEntry[]
  emit()
}

/** Counts session checks, so only the newest answer is taken. */
let sessionCheck = 0

function loadSession(again = false): Promise<void> {
  if (sessionRequest && !again) return sessionRequest
  const check = ++sessionCheck
  sessionRequest = (async () => {
    // No hint, no session: the server sets and clears it with the session cookie.
    const profile = hasSessionHint(document.cookie) ? await fetchProfile() : null
    if (check !== sessionCheck) return
    if (!profile) {
      session = 'anonymous'
      emit()
      return
    }
    session = 'user'
    confirmed = profile
    // Entries saved while signed out (or clicked before this answer) join the profile: no
    // duplicates, earliest date kept, then the local copy is cleared.
    const local = readLocalWishlist()
    pending = [...local.map((entry) => ({ ...entry, add: true, fromLocal: true })), ...pending.filter((p) => !p.fromLocal)]
    emit()
    if (local.length) await save()
  })()
  return sessionRequest
}

async function fetchProfile(): Promise<WishlistEntry[] | null> {
  try {
    const res = await fetch(ME_URL, { credentials: 'same-origin', headers: { accept: 'application/json' } })
    if (res.status !== 200) return null
    const body = (await res.json()) as { wishlist?: unknown }
    return Array.isArray(body.wishlist) ? (body.wishlist as WishlistEntry[]) : []
  } catch {
    // Offline or the API down: keep the list in this browser; it merges on the next signed-in page.
    return null
  }
}

/**
 * PATCHes the profile's whole list; on a 400 for articles that are no longer products (an
 * unpublished piece) it drops them and tries once more. The saved list, or null on failure;
 * 401 means the session ended.
 */
async function patchProfile(list: WishlistEntry[]): Promise<{ status: number; list?: WishlistEntry[] }> {
  const send = async (wishlist: WishlistEntry[]) => {
    const res = await fetch(ME_URL, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ wishlist }),
      credentials: 'same-origin',
    })
    const body = (await res.json().catch(() => ({}))) as { wishlist?: unknown }
    return { status: res.status, body }
  }
  try {
    let res = await send(list)
    const unknown = res.status === 400 ? unknownArticlesIn(res.body) : []
    if (unknown.length) res = await send(list.filter((entry) => !unknown.includes(entry.article)))
    if (res.status !== 200) return { status: res.status }
    return { status: 200, list: Array.isArray(res.body.wishlist) ? (res.body.wishlist as WishlistEntry[]) : list }
  } catch {
    return { status: 0 }
  }
}

/**
 * Writes the pending changes, one request at a time so answers cannot overtake each other. A
 * failed batch is dropped, which rolls its hearts back (their toggles settle false).
 */
async function save(): Promise<void> {
  if (saving) return
  saving = true
  try {
    while (pending.length) {
      const batch = pending.slice()
      let ok: boolean
      if (session === 'user') {
        const res = await patchProfile(apply(confirmed, batch))
        ok = res.status === 200
        if (res.list) confirmed = res.list
        if (res.status === 401) {
          // Signed out meanwhile (elsewhere, or expired): from now on the local list counts.
          session = 'anonymous'
          confirmed = readLocalWishlist()
        }
        if (ok) {
          channel?.postMessage({ wishlist: confirmed })
          const merged = new Set(batch.filter((p) => p.fromLocal).map((p) => p.article))
          if (merged.size) writeLocalWishlist(readLocalWishlist().filter((entry) => !merged.has(entry.article)))
        }
      } else {
        // Anonymous, or not known yet: localStorage, synchronously, so the heart is right at once.
        const next = apply(confirmed, batch)
        ok = writeLocalWishlist(next)
        if (ok) confirmed = next
      }
      // By identity: a session check may have queued the local entries in front meanwhile.
      pending = pending.filter((change) => !batch.includes(change))
      emit()
      for (const change of batch) change.settle?.(ok)
    }
  } finally {
    saving = false
  }
}

/** Adds the article (dated now) or removes it; the hearts change at once. */
export function toggleWishlist(article: string, now: Date = new Date()): WishlistToggle {
  start()
  const entries = snapshot.entries
  const saved = entries.some((entry) => entry.article === article)
  if (!saved && entries.length >= MAX_WISHLIST_ENTRIES) return { outcome: 'full', saved: Promise.resolve(false) }
  let settle: (saved: boolean) => void = () => {}
  const done = new Promise<boolean>((resolve) => (settle = resolve))
  pending.push({ article, add: !saved, date_added: now.toISOString(), settle })
  emit()
  void save()
  return { outcome: saved ? 'removed' : 'added', saved: done }
}

/**
 * After a login (issue 6): merges the local list into the profile (no duplicates, earliest date
 * kept), saves it and clears the local copy. Resolves whether the profile holds the merged list.
 */
export async function mergeLocalIntoProfile(): Promise<boolean> {
  const local = readLocalWishlist()
  const profile = await fetchProfile()
  if (!profile) return false
  if (!local.length) return true
  const res = await patchProfile(mergeWishlists(profile, local))
  if (res.status !== 200) return false
  clearLocalWishlist()
  if (started) {
    session = 'user'
    confirmed = res.list ?? []
    emit()
  }
  return true
}

/** Tests only: forget everything, as a new page would. */
export function resetWishlistStore(): void {
  if (started) window.removeEventListener('storage', onStorage)
  channel?.close()
  channel = null
  session = 'unknown'
  confirmed = []
  pending = []
  started = false
  saving = false
  sessionRequest = null
  sessionCheck++ // an answer still on its way belongs to the old page
  snapshot = SERVER_SNAPSHOT
  listeners.clear()
}
