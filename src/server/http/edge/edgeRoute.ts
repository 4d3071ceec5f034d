import 'server-only'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { json, readJsonObject, readJsonValue } from '@/server/http/drf'
import { Answered, invalidFields, notFound } from '@/server/http/errors'
import { readMultipart } from '@/server/http/readMultipart'
import { contractRoute, type NextRouteContext } from '@/server/http/route'
import { throttle as spendLimit } from '@/server/http/throttle'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { requestLogger } from '@/server/log/logger'
import type { LimitName } from '@/server/rateLimit/limiter'

/**
 * One kind of caller of the contract API (a commerce token, a site account, a portal user): how a
 * request is authenticated, what the handler is told about the caller, and whose count a per-caller
 * limit spends. `authenticate` reads the Request (headers, cookie, `?language=`); nothing after it does.
 */
export type CallerKind<Who extends object> = {
  authenticate: (payload: Payload, request: Request) => Promise<{ who: Who } | { response: Response }>
  limitKey: (who: Who) => { key: string; language?: unknown }
}

export type RawParams = Record<string, string | string[] | undefined>

type Out<S, Else> = S extends z.ZodType ? z.output<S> : Else

/**
 * What an operation takes besides its caller, each with the zod schema the OpenAPI document shows:
 * - `throttle`: a per-caller limit, spent after authentication and before anything else is read;
 * - `params`: Next's route params by name; a value that does not fit is 404 (docs/decisions.md), as
 *   an unknown id is. Without a schema the handler gets the raw strings (for routes that answer a
 *   misfit otherwise, e.g. 403 when the id names a store);
 * - `query`: the search parameters, one value per key of an object schema unless `readQuery` says
 *   otherwise (a schema of another kind, such as parsedQuery's, gets the URLSearchParams); a misfit is
 *   400 with DRF field errors, or what `queryMisfit` answers (the Storyblok-shaped API's `{error}`);
 * - `body` (JSON object) and `form` (multipart/form-data): read only when the handler asks
 *   (`await ctx.body()`), so a route keeps DRF's order where the object is looked up first and an
 *   unknown id is 404 whatever the body holds. A misfit is 400 with field errors; 413/415 as drf.ts
 *   and readMultipart.ts answer, or as a form's `unreadable` answers them in its own shape. `bodyLimit` is the JSON body's size above which it is 413 (drf.ts's
 *   default otherwise);
 * - for a JSON body answered in a shape of its own (the portal's action list, spec 3): `bodyKind: 'any'`
 *   reads any JSON value, a bare list too (an empty body is then no JSON, not `{}`); `bodyUnreadable`
 *   answers a body that cannot be read (drf.ts's 413 or 400) in the route's own words; `bodyMisfit`
 *   turns the schema's errors into the route's own 400, as `queryMisfit` does for the query;
 * - `throttleBody`: limits keyed or worded by what the body holds (an e-mail address, the language of
 *   the 429), spent once the body is read and fits its schema, before the handler goes on: sign-in
 *   and registration count per address, so their body is checked before their throttle.
 */
export type EdgeSpec<P, Q, B, F, Who = object> = {
  throttle?: LimitName
  params?: P
  query?: Q
  readQuery?: (search: URLSearchParams) => unknown
  queryMisfit?: (error: z.ZodError) => Error
  body?: B
  bodyLimit?: number
  bodyKind?: 'object' | 'any'
  bodyUnreadable?: (answer: Response) => Response
  bodyMisfit?: (error: z.ZodError) => Error
  throttleBody?: (body: Out<B, undefined>, who: Who) => { checks: [LimitName, string][]; language?: unknown }
  form?: { schema: F; maxBytes: number; unreadable?: (answer: Response) => Response }
}

export type Edge<Who, P, Q, B, F> = Who & {
  payload: Payload
  params: Out<P, RawParams>
  query: Out<Q, undefined>
  body: () => Promise<Out<B, undefined>>
  form: () => Promise<Out<F, undefined>>
  /** This request's path and query with another `page`: DRF's `next` link of a paged list. */
  pageLink: (page: number) => string
  /** The process logger bound to the request id. */
  log: ReturnType<typeof requestLogger>
}

/** A handler's answer: a typed value (200 JSON) or, for another status, cookies or a file, a Response. */
export type Answer = Response | object | null

function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, misfit: (error: z.ZodError) => Error): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) throw misfit(result.error)
  return result.data
}

/** Each key of an object schema once, as `URLSearchParams.get` gives it (null when absent); another schema reads the URLSearchParams. */
function queryInput(schema: z.ZodType, search: URLSearchParams): Record<string, string | null> | URLSearchParams {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape
  if (!shape) return search
  return Object.fromEntries(Object.keys(shape).map((key) => [key, search.get(key)]))
}

/**
 * A contract route for one kind of caller: contractRoute's NUL refusal and 500, then authentication
 * (401/403 and cross-site refusals come from the caller kind), the throttle (429), the path params
 * (404), the query (400), and the handler with typed arguments. What it returns is the answer; an
 * ApiError it throws is answered by contractRoute in DRF's shape.
 */
export function edgeRoute<
  Who extends object,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  F extends z.ZodType | undefined = undefined,
>(kind: CallerKind<Who>, spec: EdgeSpec<P, Q, B, F, Who>, handler: (edge: Edge<Who, P, Q, B, F>) => Promise<Answer>) {
  return contractRoute(async (payload: Payload, request: Request, context: NextRouteContext) => {
    const auth = await kind.authenticate(payload, request)
    if ('response' in auth) return auth.response
    const { who } = auth
    if (spec.throttle) {
      const { key, language } = kind.limitKey(who)
      const limited = await spendLimit(request, [[spec.throttle, key]], language)
      if (limited) return limited
    }
    const rawParams = (await context.params) ?? {}
    const params = spec.params ? parseOrThrow(spec.params, rawParams, notFound) : rawParams
    const url = new URL(request.url)
    const search = url.searchParams
    const query = spec.query
      ? parseOrThrow(
          spec.query,
          spec.readQuery ? spec.readQuery(search) : queryInput(spec.query, search),
          spec.queryMisfit ?? ((e) => invalidFields(fieldErrorsOf(e))),
        )
      : undefined

    let bodyRead: Promise<unknown> | undefined
    const body = () =>
      (bodyRead ??= (async () => {
        if (!spec.body) throw new Error('This route declares no body')
        const raw = spec.bodyKind === 'any' ? await readJsonValue(request, spec.bodyLimit) : await readJsonObject(request, spec.bodyLimit)
        if (raw.error) throw new Answered(spec.bodyUnreadable ? spec.bodyUnreadable(raw.error) : raw.error)
        const parsed = parseOrThrow(spec.body, raw.data, spec.bodyMisfit ?? ((e) => invalidFields(fieldErrorsOf(e))))
        if (spec.throttleBody) {
          const { checks, language } = spec.throttleBody(parsed as Out<B, undefined>, who)
          const limited = await spendLimit(request, checks, language)
          if (limited) throw new Answered(limited)
        }
        return parsed
      })())
    const form = () =>
      (bodyRead ??= (async () => {
        const schema = spec.form?.schema
        if (!spec.form || !schema) throw new Error('This route declares no form')
        const raw = await readMultipart(request, spec.form.maxBytes)
        if (raw.error) throw new Answered(spec.form.unreadable ? spec.form.unreadable(raw.error) : raw.error)
        // Each field of the form schema once, as FormData.get gives it (null when absent).
        const shape = (schema as unknown as { shape: Record<string, unknown> }).shape
        const fields = Object.fromEntries(Object.keys(shape).map((key) => [key, raw.data.get(key)]))
        return parseOrThrow(schema, fields, (e) => invalidFields(fieldErrorsOf(e)))
      })())

    const answer = await handler({
      ...who,
      payload,
      params: params as Out<P, RawParams>,
      query: query as Out<Q, undefined>,
      body: body as () => Promise<Out<B, undefined>>,
      form: form as () => Promise<Out<F, undefined>>,
      pageLink: (page) => {
        const next = new URL(url)
        next.searchParams.set('page', String(page))
        return `${next.pathname}${next.search}`
      },
      log: requestLogger(request.headers),
    })
    return answer instanceof Response ? answer : json(answer)
  })
}
