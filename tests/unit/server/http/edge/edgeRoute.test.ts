import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { json } from '@/server/http/drf'
import { edgeRoute, type CallerKind } from '@/server/http/edge/edgeRoute'
import { idParams } from '@/server/http/edge/params'
import { notFound, refused } from '@/server/http/errors'
import { resetAllLimits } from '@/server/rateLimit/limiter'

// The edge never touches the database itself: the handler gets whatever Payload the process has.
vi.mock('@/server/payload/client', () => ({ payloadClient: async () => ({}) }))

/** A caller kind for the test: `x-user: <id>` is the caller, no header is 401 (as the real kinds answer). */
const testCaller: CallerKind<{ userId: string }> = {
  async authenticate(_payload, request) {
    const userId = request.headers.get('x-user')
    return userId ? { who: { userId } } : { response: json({ detail: 'Authentication credentials were not provided.' }, 401) }
  },
  limitKey: ({ userId }) => ({ key: `edge-test-${userId}`, language: 'en' }),
}

const params = (values: Record<string, string>) => ({ params: Promise.resolve(values) })
const request = (init: { user?: string; body?: string; query?: string } = {}) =>
  new Request(`http://maison.test/api/v1/things/1/${init.query ?? ''}`, {
    method: init.body === undefined ? 'GET' : 'PATCH',
    headers: { 'content-type': 'application/json', 'x-client-ip': '10.1.2.3', ...(init.user ? { 'x-user': init.user } : {}) },
    body: init.body,
  })
const answer = async (response: Response) => ({ status: response.status, body: await response.json(), headers: response.headers })

beforeEach(() => resetAllLimits())

describe('edgeRoute', () => {
  it('hands the handler the caller, the params by name and the parsed query, and answers its value as 200 JSON', async () => {
    const route = edgeRoute(testCaller, { params: idParams, query: z.object({ page: z.coerce.number().default(1) }) }, async ({ userId, params, query }) => ({
      userId,
      id: params.id,
      page: query.page,
    }))
    const got = await answer(await route(request({ user: '7', query: '?page=3' }), params({ id: '42' })))
    expect(got.status).toBe(200)
    expect(got.body).toEqual({ userId: '7', id: '42', page: 3 })
    expect(got.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for a path id that does not fit, before the handler runs', async () => {
    const handler = vi.fn(async () => ({}))
    const route = edgeRoute(testCaller, { params: idParams }, handler)
    for (const id of ['abc', '1.5', '', '1'.repeat(19)]) {
      const got = await answer(await route(request({ user: '7' }), params({ id })))
      expect(got).toMatchObject({ status: 404, body: { detail: 'Not found.' } })
    }
    expect(handler).not.toHaveBeenCalled()
  })

  it('answers a thrown coded error with its status, DRF body and headers', async () => {
    const route = edgeRoute(testCaller, {}, async () => {
      throw refused(409, { detail: 'sold-out' }, { 'Retry-After': '5' })
    })
    const got = await answer(await route(request({ user: '7' })))
    expect(got.status).toBe(409)
    expect(got.body).toEqual({ detail: 'sold-out' })
    expect(got.headers.get('retry-after')).toBe('5')
  })

  it('keeps any other failure a 500 with DRF text', async () => {
    const route = edgeRoute(testCaller, {}, async () => {
      throw new Error('database gone')
    })
    expect(await answer(await route(request({ user: '7' })))).toMatchObject({ status: 500, body: { detail: 'A server error occurred.' } })
  })

  it('answers 401 before anything else, a bad body included', async () => {
    const route = edgeRoute(testCaller, { params: idParams, body: z.object({ a: z.string() }) }, async ({ body }) => body())
    expect((await route(request({ body: '{not json' }), params({ id: 'x' }))).status).toBe(401)
  })

  it('answers 429 once the caller has spent the limit, before the body is read', async () => {
    const handler = vi.fn(async ({ body }: { body: () => Promise<{ a: string }> }) => body())
    const route = edgeRoute(testCaller, { throttle: 'commerceAuthUser', body: z.object({ a: z.string() }) }, handler)
    // commerceAuthUser allows 30 in ten minutes (src/server/rateLimit/limiter.ts).
    for (let i = 0; i < 30; i++) expect((await route(request({ user: '8', body: '{"a":"x"}' }))).status).toBe(200)
    handler.mockClear()
    const got = await answer(await route(request({ user: '8', body: '{not json' })))
    expect(got.status).toBe(429)
    expect(got.body.detail).toMatch(/\d/)
    expect(Number(got.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(handler).not.toHaveBeenCalled()
    // Another caller has a count of their own.
    expect((await route(request({ user: '9', body: '{"a":"x"}' }))).status).toBe(200)
  })

  it('reads the body only when the handler asks: an unknown object is 404 whatever the body holds', async () => {
    const route = edgeRoute(testCaller, { params: idParams, body: z.object({ a: z.string() }) }, async ({ params, body }) => {
      if (params.id !== '1') throw notFound()
      return body()
    })
    expect((await route(request({ user: '7', body: '{not json' }), params({ id: '2' }))).status).toBe(404)
    expect(await answer(await route(request({ user: '7', body: '{not json' }), params({ id: '1' })))).toMatchObject({ status: 400 })
    expect(await answer(await route(request({ user: '7', body: '{"a": 1}' }), params({ id: '1' })))).toMatchObject({
      status: 400,
      body: { a: [expect.any(String)] },
    })
    expect(await answer(await route(request({ user: '7', body: '{"a": "b"}' }), params({ id: '1' })))).toMatchObject({ status: 200, body: { a: 'b' } })
  })

  it("reads a bare JSON list when the route takes any JSON value, and answers an unreadable or misfit body in the route's own shape", async () => {
    const route = edgeRoute(
      testCaller,
      {
        body: z.array(z.object({ a: z.string() })).min(1),
        bodyKind: 'any',
        bodyLimit: 64,
        bodyUnreadable: (answer) => (answer.status === 400 ? json({ detail: 'Unreadable.' }, 400) : answer),
        bodyMisfit: (error) => refused(400, { errors: error.issues.map((i) => i.path.join('.')) }),
      },
      async ({ body }) => ({ got: await body() }),
    )
    expect(await answer(await route(request({ user: '7', body: '[{"a":"x"}]' })))).toMatchObject({ status: 200, body: { got: [{ a: 'x' }] } })
    // An object's route would say "Expected a dictionary, but got list" and take an empty body as {}.
    for (const body of ['{not json', '', '  '])
      expect(await answer(await route(request({ user: '7', body })))).toMatchObject({ status: 400, body: { detail: 'Unreadable.' } })
    expect(await answer(await route(request({ user: '7', body: '[{"a":1}]' })))).toMatchObject({ status: 400, body: { errors: ['0.a'] } })
    expect(await answer(await route(request({ user: '7', body: JSON.stringify([{ a: 'x'.repeat(64) }]) })))).toMatchObject({
      status: 413,
      body: { detail: 'Request body too large.' },
    })
  })

  it('answers a query that does not fit with DRF field errors', async () => {
    const route = edgeRoute(testCaller, { query: z.object({ page: z.string().regex(/^\d+$/, 'A valid integer is required.') }) }, async () => ({}))
    expect(await answer(await route(request({ user: '7', query: '?page=x' })))).toEqual(
      expect.objectContaining({ status: 400, body: { page: ['A valid integer is required.'] } }),
    )
  })

  it('passes a Response through as the answer (another status, cookies, a file)', async () => {
    const route = edgeRoute(testCaller, {}, async () => json({ id: 1 }, 201))
    expect(await answer(await route(request({ user: '7' })))).toMatchObject({ status: 201, body: { id: 1 } })
  })
})
