import { call, type Answer } from '@/components/shop/commerceApi'
import type { ItemAction, PortalPermission } from '@/domain/portal/permissions'

/** Spec 3 §3 "Portal: inventory row" as the API answers it. */
export type InventoryRow = {
  id: number
  serial_number: string
  article_number: string
  article_type: string | null
  article_description_de: string
  description_de: string
  image: string | null
  location: { id: number; name: string }
  sell_in_price: number | null
  sell_in_currency: string | null
  sell_in_date: string | null
  sell_out_price: number | null
  sell_out_currency: string | null
  sell_out_date: string | null
  sale_user: { id: number; name: string } | null
  client_note: string
  internal_note: string
  available_in_virtual_storage: boolean
}

/** Spec 3 §3 "Portal: open order row". */
export type OpenOrderRow = {
  id: number
  article_number: string
  article_description_de: string
  image: string | null
  quantity: number
  commission_order_reference: string
  order_type: 'article' | 'service'
  commission: boolean
  order_no: string
  status: string
  sell_in_price: number
  sell_out_price: number
  currency: string
  estimated_delivery: string | null
  location: { id: number; name: string }
  article_type: string | null
  placed_at: string | null
}

export type PortalRow = InventoryRow | OpenOrderRow
export type Page<R> = { results: R[]; count: number; next: string | null }
export type Aggregate = { currency: string; total_sell_in_value: number; total_sell_out_value: number; count: number }
export type HistoryEntry = { id: number; type: string; date: string; data: Record<string, unknown> }
export type LocationUser = { id: number; user: { id: number; name: string; email: string }; location: number; permissions: PortalPermission[] }
export type ActionRequest = { item_id: string | number; action: ItemAction; parameters: Record<string, unknown> }
export type ActionAnswer =
  | { kind: 'done'; results: { item_id: string | number; action: ItemAction; item: PortalRow | null }[] }
  | { kind: 'refused'; message: string }

export { call, type Answer }

const postJson = (url: string, body: unknown) => call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const patchJson = (url: string, body: unknown) => call(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** The server's refusal in words: a detail, or the first message per field of the DRF-style errors. */
export function errorText(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const b = body as Record<string, unknown>
  if (typeof b.detail === 'string') return b.detail
  const lists: unknown[] = Array.isArray(b.errors) ? b.errors.map((e) => (e as { errors?: unknown }).errors) : [b]
  const messages = lists.flatMap((errs) => (errs && typeof errs === 'object' ? Object.values(errs).flatMap((v) => (Array.isArray(v) ? v.filter((m) => typeof m === 'string') : [])) : []))
  return messages.join(' ')
}

/** POST /api/v1/inventory/actions/: 200 is done (the only case with a toast); any other answer is shown in the modal. */
export async function runActions(actions: ActionRequest[]): Promise<ActionAnswer> {
  try {
    const { status, body } = await postJson('/api/v1/inventory/actions/', actions)
    if (status === 200) return { kind: 'done', results: (body as { results: [] }).results }
    return { kind: 'refused', message: errorText(body) }
  } catch {
    return { kind: 'refused', message: '' }
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

export async function loadStoreUsers(store: string): Promise<LocationUser[] | null> {
  try {
    const { status, body } = await call(`/api/v1/locations/${encodeURIComponent(store)}/users/`)
    return status === 200 && Array.isArray(body) ? (body as LocationUser[]) : null
  } catch {
    return null
  }
}

export async function savePermissions(store: string, user: number, permissions: PortalPermission[]): Promise<{ ok: true; grant: LocationUser } | { ok: false; message: string }> {
  try {
    const { status, body } = await patchJson(`/api/v1/locations/${encodeURIComponent(store)}/users/${user}/`, { permissions })
    return status === 200 ? { ok: true, grant: body as LocationUser } : { ok: false, message: errorText(body) }
  } catch {
    return { ok: false, message: '' }
  }
}
