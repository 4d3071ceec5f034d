/**
 * Ad click ids (spec 1 §3, §9): a landing URL's `gclid` and `fbclid` are kept in localStorage
 * under the same keys and sent with forms as google_click_id and meta_click_id.
 */
export const clickIdKeys = { gclid: 'google_click_id', fbclid: 'meta_click_id' } as const
type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

const CLICK_ID = /^[\w.-]{1,200}$/

/** Keeps the ids a landing URL carries; a later visit without them leaves the kept ones alone. */
export function captureClickIds(search: string, storage: StorageLike): void {
  const params = new URLSearchParams(search)
  for (const key of Object.keys(clickIdKeys)) {
    const value = params.get(key)
    if (value && CLICK_ID.test(value)) storage.setItem(key, value)
  }
}

/** The kept ids as the forms API names them ('' when none). */
export function readClickIds(storage: StorageLike | undefined): { google_click_id: string; meta_click_id: string } {
  const read = (key: string) => {
    try {
      return storage?.getItem(key) ?? ''
    } catch {
      return ''
    }
  }
  return { google_click_id: read('gclid'), meta_click_id: read('fbclid') }
}
