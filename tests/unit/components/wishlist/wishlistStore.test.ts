// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getWishlistSnapshot, mergeLocalIntoProfile, resetWishlistStore, subscribeWishlist, toggleWishlist } from '@/components/wishlist/wishlistStore'
import { card, fakeApi, setSessionHint } from '../../../support/wishlistApi'

const local = () => JSON.parse(window.localStorage.getItem('wishlist') ?? 'null')
const articles = () => getWishlistSnapshot().entries.map((e) => e.article)
const when = new Date('2026-03-01T10:00:00.000Z')
const startStore = () => subscribeWishlist(() => {})
const signedIn = () => vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('user'))

beforeEach(() => {
  window.localStorage.clear()
  resetWishlistStore()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// Issue 6: "Anonymous visitors keep it in localStorage key `wishlist`".
describe('wishlist store, signed out', () => {
  // Issue 13 §8: without the session hint a signed-out page view sends no request (no 401 logged).
  it('toggles the entry in localStorage at once and never asks the server without a session hint', async () => {
    const { fetch } = fakeApi()
    startStore()
    const added = toggleWishlist('R-100', when)
    expect(added.outcome).toBe('added')
    expect(local()).toEqual([{ article: 'R-100', date_added: '2026-03-01T10:00:00.000Z' }])
    expect(articles()).toEqual(['R-100'])
    await expect(added.saved).resolves.toBe(true)
    await vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('anonymous'))

    const removed = toggleWishlist('R-100')
    expect(removed.outcome).toBe('removed')
    expect(local()).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('asks once when a hint is left from an ended session, which the 401 then clears', async () => {
    const { fetch } = fakeApi()
    setSessionHint(true)
    startStore()
    await vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('anonymous'))
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/users/me/')
    expect(document.cookie).not.toContain('_wff_signed_in=1')
  })

  it('finds a login in another tab through the storage event and the hint it left', async () => {
    const { state, fetch } = fakeApi()
    startStore()
    await vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('anonymous'))
    state.profile = [{ article: 'N-7', date_added: '2026-01-01T00:00:00.000Z' }]
    setSessionHint(true)
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist', newValue: '[]' }))
    await signedIn()
    expect(articles()).toEqual(['N-7'])
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('follows another tab through the storage event', async () => {
    fakeApi()
    startStore()
    await vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('anonymous'))
    const value = JSON.stringify([{ article: 'N-7', date_added: '2026-01-01T00:00:00.000Z' }])
    window.localStorage.setItem('wishlist', value)
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist', newValue: value }))
    expect(articles()).toEqual(['N-7'])
  })

  // Issue 6: "at most 200 entries" — refused in the browser too, so registration never fails on it.
  it('refuses a 201st entry', () => {
    fakeApi()
    const full = Array.from({ length: 200 }, (_, i) => ({ article: `A-${i}`, date_added: when.toISOString() }))
    window.localStorage.setItem('wishlist', JSON.stringify(full))
    startStore()
    expect(toggleWishlist('B-1').outcome).toBe('full')
    expect(local()).toHaveLength(200)
    expect(toggleWishlist('A-5').outcome).toBe('removed')
  })
})

// Issue 6: "logged-in users on their profile (`PATCH /api/v1/users/me/` with `wishlist`)".
describe('wishlist store, signed in', () => {
  const saved = { article: 'N-7', date_added: '2026-01-01T00:00:00.000Z' }

  it('shows the profile’s list and PATCHes the whole list, the heart changing before the answer', async () => {
    const { state, fetch } = fakeApi({ profile: [saved] })
    startStore()
    await signedIn()
    expect(fetch.mock.calls[0][0]).toBe('/api/v1/users/me/') // asked because the hint is there
    expect(articles()).toEqual(['N-7'])

    const toggle = toggleWishlist('R-100', when)
    expect(articles()).toEqual(['N-7', 'R-100']) // at once, before the PATCH answers
    await expect(toggle.saved).resolves.toBe(true)
    expect(state.patches).toEqual([[saved, { article: 'R-100', date_added: '2026-03-01T10:00:00.000Z' }]])
    expect(local()).toBeNull() // nothing in localStorage for a signed-in user

    await expect(toggleWishlist('N-7').saved).resolves.toBe(true)
    expect(state.profile).toEqual([{ article: 'R-100', date_added: '2026-03-01T10:00:00.000Z' }])
  })

  it('rolls the heart back when the profile cannot be saved', async () => {
    const { state } = fakeApi({ profile: [saved] })
    startStore()
    await signedIn()
    state.failPatch = true
    const toggle = toggleWishlist('R-100', when)
    expect(articles()).toEqual(['N-7', 'R-100'])
    await expect(toggle.saved).resolves.toBe(false)
    expect(articles()).toEqual(['N-7'])
    expect(state.profile).toEqual([saved])
  })

  it('sends quick toggles one after another, each with the whole list', async () => {
    const { state } = fakeApi({ profile: [] })
    startStore()
    await signedIn()
    const first = toggleWishlist('A', when)
    const second = toggleWishlist('B', when)
    await Promise.all([first.saved, second.saved])
    expect(state.patches.map((list) => list.map((e) => e.article))).toEqual([['A'], ['A', 'B']])
    expect(articles()).toEqual(['A', 'B'])
  })

  it('drops a piece that is no longer a product instead of failing every save', async () => {
    const { state } = fakeApi({ profile: [{ article: 'GONE', date_added: when.toISOString() }], cards: [card('R-100', 'Herzstück', 'herzstueck')] })
    startStore()
    await signedIn()
    await expect(toggleWishlist('R-100', when).saved).resolves.toBe(true)
    expect(state.patches.map((list) => list.map((e) => e.article))).toEqual([['GONE', 'R-100'], ['R-100']])
    expect(articles()).toEqual(['R-100'])
  })

  it('falls back to the local list when the session ended meanwhile', async () => {
    const { state } = fakeApi({ profile: [saved] })
    startStore()
    await signedIn()
    state.profile = null // logged out elsewhere: the PATCH answers 401
    await expect(toggleWishlist('R-100', when).saved).resolves.toBe(false)
    expect(getWishlistSnapshot()).toEqual({ session: 'anonymous', entries: [] })
  })
})

// Issue 6: "On login the local list merges into the profile (no duplicates, earliest date kept)
// and the local copy is cleared."
describe('merging the local list into the profile', () => {
  const profile = [
    { article: 'A', date_added: '2026-02-01T00:00:00.000Z' },
    { article: 'B', date_added: '2026-02-02T00:00:00.000Z' },
  ]
  const localList = [
    { article: 'A', date_added: '2026-01-15T00:00:00.000Z' },
    { article: 'C', date_added: '2026-02-03T00:00:00.000Z' },
  ]
  const merged = [
    { article: 'A', date_added: '2026-01-15T00:00:00.000Z' },
    { article: 'B', date_added: '2026-02-02T00:00:00.000Z' },
    { article: 'C', date_added: '2026-02-03T00:00:00.000Z' },
  ]

  it('after login: earliest date, no duplicates, local copy cleared', async () => {
    const { state } = fakeApi({ profile })
    window.localStorage.setItem('wishlist', JSON.stringify(localList))
    await expect(mergeLocalIntoProfile()).resolves.toBe(true)
    expect(state.patches).toEqual([merged])
    expect(state.profile).toEqual(merged)
    expect(local()).toBeNull()
  })

  it('keeps the local copy when the login did not take (no session)', async () => {
    const { state } = fakeApi({ profile: null })
    window.localStorage.setItem('wishlist', JSON.stringify(localList))
    await expect(mergeLocalIntoProfile()).resolves.toBe(false)
    expect(state.patches).toEqual([])
    expect(local()).toEqual(localList)
  })

  it('keeps the local copy when the profile cannot be saved', async () => {
    const { state } = fakeApi({ profile })
    state.failPatch = true
    window.localStorage.setItem('wishlist', JSON.stringify(localList))
    await expect(mergeLocalIntoProfile()).resolves.toBe(false)
    expect(local()).toEqual(localList)
  })

  it('also when a page finds a session and entries left in localStorage (a login in another tab)', async () => {
    const { state } = fakeApi({ profile })
    window.localStorage.setItem('wishlist', JSON.stringify(localList))
    startStore()
    expect(articles()).toEqual(['A', 'C']) // the local list until the session is known
    await signedIn()
    await vi.waitFor(() => expect(state.profile).toEqual(merged))
    expect(articles()).toEqual(['A', 'B', 'C'])
    expect(getWishlistSnapshot().entries[0].date_added).toBe('2026-01-15T00:00:00.000Z')
    expect(local()).toEqual([])
  })
})
