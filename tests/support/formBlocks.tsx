import { vi } from 'vitest'
import type { FormBlockProps } from '@/components/forms/usePublicForm'
import type { FormBlockSettings } from '@/server/content/types'
import type { ProductCardView } from '@/server/content/types'
import type { UrlLocale } from '@/i18n/locales'

export const STORY_UUID = '6f9b1c1e-2d3a-4b5c-8d7e-0f1a2b3c4d5e'

export function formBlock(locale: UrlLocale = 'de', settings: Partial<FormBlockSettings> = {}): FormBlockProps {
  return { locale, componentUid: 'block-7', settings: { formId: 'form-1', storyUuid: STORY_UUID, ...settings } }
}

type Answer = { status: number; body?: unknown }
type Call = { url: string; method: string; body: Record<string, unknown> }

/**
 * The contract API the forms talk to: POST /api/v1/forms/, PATCH /api/v1/forms/{uuid}/ (answers
 * queued per method), GET /api/v1/products/cards/ and the signed-out /api/v1/users/me/.
 */
export function fakeFormsApi({ post = [], patch = [], cards = [] }: { post?: Answer[]; patch?: Answer[]; cards?: ProductCardView[] } = {}) {
  const calls: Call[] = []
  const cardRequests: string[] = []
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    if (url.startsWith('/api/v1/users/me/')) return Response.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })
    if (url.startsWith('/api/v1/products/cards/')) {
      const params = new URL(url, 'http://localhost').searchParams
      cardRequests.push(params.toString())
      const asked = [...(params.get('mpns') ?? '').split(','), ...(params.get('ids') ?? '').split(',')].filter(Boolean)
      return Response.json({ cards: cards.filter((c) => asked.includes(c.mpn) || asked.includes(String(Number(c.id) * 10 + 2))) })
    }
    if (url.startsWith('/api/v1/forms/')) {
      calls.push({ url, method, body: JSON.parse(String(init?.body ?? '{}')) })
      const answer = (method === 'PATCH' ? patch : post).shift() ?? { status: 201, body: { uuid: '11111111-2222-4333-8444-555555555555' } }
      return Response.json(answer.body ?? {}, { status: answer.status })
    }
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, cardRequests, fetch }
}

export function productCard(id: number, mpn: string, name: string): ProductCardView {
  return { id, mpn, type: 'ring', name, href: `/de/schmuck/${name.toLowerCase()}/`, isLimited: false }
}
