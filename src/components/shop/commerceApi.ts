import type { QuickOrderAnswer } from '@/contracts/addedLines'
import type { Limitations } from '@/domain/shop/catalogue'
import type { StoreSession } from '@/domain/shop/shopGuard'
import { isCurrency, type Currency } from '@/domain/trade/currencies'
import { readDeliveryDays, type DeliveryDays } from '@/domain/trade/deliveryDays'
import { readMaxJewelleryPieces } from '@/domain/trade/linePieces'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/**
 * The commerce calls of the shop (issue 14), same origin: the account cookie and the HttpOnly
 * commerce cookie ride along, so the browser never holds a token.
 */
export type Answer = { status: number; body: unknown }

/** One same-origin commerce call: the status and the parsed body (text that is no JSON becomes `{detail}`). */
export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } })
  const text = await res.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = { detail: text }
  }
  return { status: res.status, body }
}

const postJson = (url: string, body?: unknown) =>
  call(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })

export type AuthenticateResult = { ok: true; session: StoreSession } | { ok: false; status: number }

/** POST /api/v1/locations/{id}/commerce/authenticate/: the server sets the commerce cookie and names store and currency. */
export async function authenticateStore(locationId: string, fallbackName = ''): Promise<AuthenticateResult> {
  const { status, body } = await postJson(`/api/v1/locations/${encodeURIComponent(locationId)}/commerce/authenticate/`)
  const answer = (body ?? {}) as { currency?: unknown; location?: { id?: unknown; name?: unknown } }
  if (status !== 200 || !isCurrency(answer.currency)) return { ok: false, status: status === 200 ? 502 : status }
  const storeId = answer.location?.id === undefined ? locationId : String(answer.location.id)
  const storeName = typeof answer.location?.name === 'string' ? answer.location.name : fallbackName
  return { ok: true, session: { storeId, storeName, currency: answer.currency } }
}

/**
 * The store's product groups, their currency, the market's delivery days (what the calendar offers)
 * and the house's most pieces per jewellery line (what the pieces list offers, issue 33).
 */
export type Catalogue = { groups: ProductGroup[]; currency: Currency; deliveryDays: DeliveryDays; maxJewelleryPieces: number }
export type CatalogueResult = { status: 'ok'; catalogue: Catalogue } | { status: 'unauthorized' } | { status: 'failed' }

/** The spec's paging (§9): 100 a page, asked again until a short or empty page. A runaway answer stops here. */
export const PRODUCTS_PER_PAGE = 100
const MAX_PAGES = 50

/** GET /api/v1/commerce/products/?language=&currency=&page=, every page; the language is the site locale (de, en, ja, zh-hans). */
export async function loadCatalogue(language: string, currency: Currency, signal?: AbortSignal): Promise<CatalogueResult> {
  const groups: ProductGroup[] = []
  let answeredCurrency: Currency = currency
  let deliveryDays = readDeliveryDays(null)
  let maxJewelleryPieces = readMaxJewelleryPieces(null)
  for (let page = 1; page <= MAX_PAGES; page++) {
    const query = new URLSearchParams({ language, currency, page: String(page) })
    const { status, body } = await call(`/api/v1/commerce/products/?${query}`, { signal })
    if (status === 401 || status === 403) return { status: 'unauthorized' }
    if (status !== 200 || !body || typeof body !== 'object') return { status: 'failed' }
    const answer = body as {
      results?: unknown
      currency?: unknown
      per_page?: unknown
      delivery_days?: { weekdays?: unknown; closed?: unknown }
      max_jewellery_pieces?: unknown
    }
    maxJewelleryPieces = readMaxJewelleryPieces(answer.max_jewellery_pieces)
    const results = Array.isArray(answer.results) ? (answer.results as ProductGroup[]) : []
    if (isCurrency(answer.currency)) answeredCurrency = answer.currency
    const days = answer.delivery_days
    if (days && Array.isArray(days.weekdays) && Array.isArray(days.closed)) {
      deliveryDays = readDeliveryDays({
        weekdays: days.weekdays as number[],
        closed: (days.closed as unknown[]).filter((d) => typeof d === 'string').join(','),
      })
    }
    groups.push(...results)
    const perPage = typeof answer.per_page === 'number' && answer.per_page > 0 ? answer.per_page : PRODUCTS_PER_PAGE
    if (results.length < perPage) break
  }
  return { status: 'ok', catalogue: { groups, currency: answeredCurrency, deliveryDays, maxJewelleryPieces } }
}

/** GET /api/v1/commerce/limitations/; null when it cannot be read (the add call still checks). */
export async function loadLimitations(signal?: AbortSignal): Promise<Limitations | null> {
  try {
    const { status, body } = await call('/api/v1/commerce/limitations/', { signal })
    return status === 200 && body && typeof body === 'object' && !Array.isArray(body) ? (body as Limitations) : null
  } catch {
    return null
  }
}

export type LineItemRequest = { article_group_id: string; quantity: number; selection: Selection }

/** POST /api/v1/commerce/line_items/: 201 the line, 400 field errors, 409 sold out, 401 session gone. */
export function addLineItem(request: LineItemRequest): Promise<Answer> {
  return postJson('/api/v1/commerce/line_items/', request)
}

export type QuickOrderCall =
  { kind: 'done'; answer: QuickOrderAnswer } | { kind: 'invalid'; message: string | null } | { kind: 'unauthorized' } | { kind: 'failed' }

/** POST /api/v1/commerce/quick-order/ (issue 33): the text as typed; the server reads it and answers one result per article line. */
export async function sendQuickOrder(text: string, language: string): Promise<QuickOrderCall> {
  try {
    const { status, body } = await postJson(`/api/v1/commerce/quick-order/?language=${encodeURIComponent(language)}`, { text })
    if (status === 401) return { kind: 'unauthorized' }
    if (status === 400) {
      const messages = (body as { text?: unknown } | null)?.text
      return { kind: 'invalid', message: Array.isArray(messages) && typeof messages[0] === 'string' ? messages[0] : null }
    }
    // The answer's shape is the contract's (tests/int/openapi.test.ts holds the server to it); the
    // browser checks only what it reads first, and does not load zod for it: every page's bundle
    // carries this module (the header's commerce session), and zod is 30 KB of it gzipped.
    const results = (body as { results?: unknown } | null)?.results
    return status === 200 && Array.isArray(results) ? { kind: 'done', answer: body as QuickOrderAnswer } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/**
 * The image of an engraving of type 3: a multipart POST of `file` answering 201 `{id}`, whose value
 * the selection carries as engravingImage. A refusal (400) names why under `file`, as a message key.
 */
export const ENGRAVING_IMAGE_URL = '/api/v1/commerce/engraving-images/'

export type UploadResult = { ok: true; reference: string } | { ok: false; status: number; message?: string }

export async function uploadEngravingImage(file: File): Promise<UploadResult> {
  const form = new FormData()
  form.append('file', file)
  try {
    const { status, body } = await call(ENGRAVING_IMAGE_URL, { method: 'POST', body: form })
    const answer = (body ?? {}) as { id?: unknown; url?: unknown; file?: unknown }
    const reference = answer.id ?? answer.url
    if ((status === 200 || status === 201) && (typeof reference === 'string' || typeof reference === 'number'))
      return { ok: true, reference: String(reference) }
    const message = Array.isArray(answer.file) && typeof answer.file[0] === 'string' ? answer.file[0] : undefined
    return { ok: false, status, message }
  } catch {
    return { ok: false, status: 0 }
  }
}
