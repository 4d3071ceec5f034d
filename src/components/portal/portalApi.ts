import { call, type Answer } from '@/components/shop/commerceApi'
import type { ActionResults, HistoryEntry, InventoryRow, LocationUser, OpenOrderHistoryEntry, OpenOrderRow } from '@/contracts/portal'
import type { ItemAction, PortalPermission } from '@/domain/portal/permissions'
import { refusalsOf, type SerialRefusal } from '@/domain/portal/receiving'

/** A row of any of the portal's tables (the answers' shapes are src/contracts/portal.ts). */
export type PortalRow = InventoryRow | OpenOrderRow
export type ActionRequest = { item_id: string | number; action: ItemAction; parameters: Record<string, unknown> }
export type ActionAnswer = ({ kind: 'done' } & ActionResults) | { kind: 'refused'; message: string }

export { call, type Answer }

const postJson = (url: string, body: unknown) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const patchJson = (url: string, body: unknown) => call(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The server's refusal in words: a detail, or the first message per field of the DRF-style errors. */
export function errorText(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const b = body as Record<string, unknown>
  if (typeof b.detail === 'string') return b.detail
  const lists: unknown[] = Array.isArray(b.errors) ? b.errors.map((e) => (e as { errors?: unknown }).errors) : [b]
  const messages = lists.flatMap((errs) =>
    errs && typeof errs === 'object' ? Object.values(errs).flatMap((v) => (Array.isArray(v) ? v.filter((m) => typeof m === 'string') : [])) : [],
  )
  return messages.join(' ')
}

/** POST /api/v1/inventory/actions/: 200 is done (the only case with a toast); any other answer is shown in the modal. */
export async function runActions(actions: ActionRequest[]): Promise<ActionAnswer> {
  try {
    const { status, body } = await postJson('/api/v1/inventory/actions/', actions)
    if (status === 200) return { kind: 'done', results: (body as ActionResults).results }
    return { kind: 'refused', message: errorText(body) }
  } catch {
    return { kind: 'refused', message: '' }
  }
}

export type SellInAnswer = { kind: 'done'; received: number } | { kind: 'refused'; status: number; refusals: SerialRefusal[]; message: string }

/**
 * Receives shipped pieces (issue 33): one action list of `log_sell_in`, one entry per serial, all or
 * nothing. 200 names how many were received; a refusal names the refused serials by the index sent
 * (400), or the list as a whole (409 when a piece changed meanwhile, `status` 0 when nothing answered).
 */
export async function receivePieces(serials: readonly string[]): Promise<SellInAnswer> {
  try {
    const { status, body } = await postJson(
      '/api/v1/inventory/actions/',
      serials.map((item_id) => ({ item_id, action: 'log_sell_in', parameters: {} })),
    )
    if (status === 200) return { kind: 'done', received: (body as ActionResults).results?.length ?? serials.length }
    return { kind: 'refused', status, refusals: refusalsOf(body, serials), message: errorText(body) }
  } catch {
    return { kind: 'refused', status: 0, refusals: [], message: '' }
  }
}

export async function loadHistory(serial: string): Promise<HistoryEntry[] | null> {
  try {
    const { status, body } = await call(`/api/v1/inventory/${encodeURIComponent(serial)}/history/`)
    return status === 200 && Array.isArray(body) ? (body as HistoryEntry[]) : null
  } catch {
    return null
  }
}

/** An open-order row's history (GET /api/v1/open-orders/{id}/history/, issue 33); null when it could not be read. */
export async function loadOpenOrderHistory(id: number): Promise<OpenOrderHistoryEntry[] | null> {
  try {
    const { status, body } = await call(`/api/v1/open-orders/${id}/history/`)
    return status === 200 && Array.isArray(body) ? (body as OpenOrderHistoryEntry[]) : null
  } catch {
    return null
  }
}

export async function loadStoreUsers(store: string): Promise<LocationUser[] | null> {
  try {
    const { status, body } = await call(`/api/v1/locations/${encodeURIComponent(store)}/users/`)
    return status === 200 && Array.isArray(body) ? (body as LocationUser[]) : null
  } catch {
    return null
  }
}

export async function savePermissions(
  store: string,
  user: number,
  permissions: PortalPermission[],
): Promise<{ ok: true; grant: LocationUser } | { ok: false; message: string }> {
  try {
    const { status, body } = await patchJson(`/api/v1/locations/${encodeURIComponent(store)}/users/${user}/`, { permissions })
    return status === 200 ? { ok: true, grant: body as LocationUser } : { ok: false, message: errorText(body) }
  } catch {
    return { ok: false, message: '' }
  }
}
