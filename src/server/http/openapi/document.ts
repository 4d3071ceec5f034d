import { z } from 'zod'
import type { Access, Operation, ResponseSpec } from '@/server/http/openapi/operation'
import { documentedBodies, errorComponents } from '@/server/http/openapi/components'
import { operations } from '@/server/http/openapi/registry'
import { AUTH_COOKIE } from '@/server/auth/cookies'
import { COMMERCE_COOKIE } from '@/server/trade/commerceCookie'

type JsonSchema = Record<string, unknown>

/** Whether a schema accepts a value, or undefined when it cannot tell synchronously (an async refinement). */
function accepts(schema: z.ZodType, value: unknown): boolean | undefined {
  try {
    return schema.safeParse(value).success
  } catch {
    return undefined
  }
}

const allowsNull = (json: JsonSchema): boolean =>
  json.type === 'null' ||
  (Array.isArray(json.type) && json.type.includes('null')) ||
  Object.keys(json).length === 0 ||
  (['anyOf', 'oneOf'] as const).some((k) => Array.isArray(json[k]) && (json[k] as JsonSchema[]).some(allowsNull))

/** Keywords that say what a value is; a schema's own `meta` with one of them describes its input alone. */
const SHAPE_KEYWORDS = ['type', 'anyOf', 'oneOf', 'const', 'enum']
const ANNOTATIONS = new Set(['description', 'default', 'examples', 'title', 'deprecated', 'readOnly', 'writeOnly'])

/**
 * What a request may hold, read from the schema the handler parses it with rather than from its
 * static type: a field is required only when the schema refuses it missing (a preprocessed `''`
 * default, a `.catch()` or a `.default()` make it optional), and may be null when the schema takes
 * null. A schema that reads its input by hand (a transform on a string) says what it takes with its
 * own `meta({type | anyOf | oneOf | enum | const})`, which then replaces the derived description.
 */
function describeInput(ctx: { zodSchema: unknown; jsonSchema: JsonSchema }) {
  const schema = ctx.zodSchema as z.ZodType
  const json = ctx.jsonSchema
  const meta = z.globalRegistry.get(schema) as JsonSchema | undefined
  if (meta && SHAPE_KEYWORDS.some((k) => k in meta)) {
    for (const key of Object.keys(json)) if (!(key in meta) && !ANNOTATIONS.has(key)) delete json[key]
  }
  if (!allowsNull(json) && accepts(schema, null)) {
    const { description, ...rest } = json
    for (const key of Object.keys(json)) delete json[key]
    Object.assign(json, description ? { description } : {}, { anyOf: [rest, { type: 'null' }] })
  }
  const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodType> }
  // A `.catch()` takes any value and reads what it cannot use as its fallback.
  if (def.type === 'catch' && Object.keys(json).length) {
    const { description, ...rest } = json
    for (const key of Object.keys(json)) delete json[key]
    Object.assign(json, { description: `${description ? `${description} ` : ''}Any other value reads as the default.`, anyOf: [rest, {}] })
  }
  if (def.type !== 'object' || !def.shape || !json.properties) return
  const required = Object.keys(def.shape).filter((key) => accepts(def.shape![key]!, undefined) === false)
  if (required.length) json.required = required
  else delete json.required
}

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): a request as the caller may send it
 * (`input`, see describeInput), an answer as the server gives it (`output`, where closed objects say
 * `additionalProperties: false`, which `input` leaves out).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    ...(io === 'input' ? { override: (ctx) => describeInput(ctx as never) } : {}),
  }) as JsonSchema
  return withoutEmptyTuples(rest) as JsonSchema
}

/** zod writes an empty tuple as `prefixItems: []`, which JSON Schema 2020-12 forbids: `items: false` alone says it. */
function withoutEmptyTuples(json: unknown): unknown {
  if (Array.isArray(json)) return json.map(withoutEmptyTuples)
  if (!json || typeof json !== 'object') return json
  const entries = Object.entries(json).filter(([key, value]) => !(key === 'prefixItems' && Array.isArray(value) && value.length === 0))
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutEmptyTuples(value)]))
}

const security: Record<Access, Record<string, string[]>[]> = {
  public: [],
  account: [{ accountBearer: [] }, { accountCookie: [] }],
  'account-optional': [{}, { accountBearer: [] }, { accountCookie: [] }],
  commerce: [{ commerceBearer: [] }, { commerceCookie: [] }],
  staff: [{ staffApiKey: [] }, { staffCookie: [] }],
}

function response(spec: ResponseSpec) {
  if (spec.ref) return { description: spec.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${spec.ref}` } } } }
  if (!spec.schema) return { description: spec.description }
  return {
    description: spec.description,
    content: Object.fromEntries(Object.entries(documentedBodies(spec)).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'output') }])),
  }
}

/** A parameter's value is text, never JSON's null: the null a schema also takes is left out. */
function withoutNull(json: JsonSchema): JsonSchema {
  if (Array.isArray(json.type)) {
    const types = json.type.filter((t) => t !== 'null')
    return { ...json, type: types.length === 1 ? types[0] : types }
  }
  const options = json.anyOf as JsonSchema[] | undefined
  if (!options) return json
  const rest = options.filter((o) => o.type !== 'null').map(withoutNull)
  const { anyOf: _options, ...annotations } = json
  return rest.length === 1 ? { ...rest[0], ...annotations } : { ...annotations, anyOf: rest }
}

/**
 * The parameters of an operation. A query key `name[key]` (and a query value that is an object) is
 * OpenAPI's deepObject style: one parameter `name` whose properties are the bracketed keys, as a
 * client (or a proxy's validator) serializes and parses `filter[code_in]=…`.
 */
function parameters(op: Operation) {
  const list = (where: 'path' | 'query', schema?: z.ZodObject) => {
    if (!schema) return []
    const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] }
    const required = new Set(json.required ?? [])
    const params = new Map<
      string,
      { name: string; in: string; required: boolean; description?: string; style?: string; explode?: boolean; schema: JsonSchema }
    >()
    for (const [key, property] of Object.entries(json.properties ?? {}).map(([k, v]) => [k, withoutNull(v)] as const)) {
      const { description, ...rest } = property
      const bracket = where === 'query' ? /^(\w+)\[(\w+)\]$/.exec(key) : null
      if (bracket) {
        const [, name, inner] = bracket as unknown as [string, string, string]
        const param = params.get(name) ?? {
          name,
          in: where,
          required: false,
          style: 'deepObject',
          explode: true,
          schema: { type: 'object', properties: {}, required: [] as string[] },
        }
        ;(param.schema.properties as Record<string, JsonSchema>)[inner] = property
        if (required.has(key)) {
          param.required = true
          ;(param.schema.required as string[]).push(inner)
        }
        params.set(name, param)
        continue
      }
      const deep = rest.type === 'object' ? { style: 'deepObject', explode: true } : {}
      params.set(key, {
        name: key,
        in: where,
        required: where === 'path' || required.has(key),
        ...(description ? { description: description as string } : {}),
        ...deep,
        schema: rest,
      })
    }
    return [...params.values()].map((p) =>
      (p.schema.required as string[] | undefined)?.length === 0 ? { ...p, schema: (({ required: _none, ...r }) => r)(p.schema) } : p,
    )
  }
  return [...list('path', op.pathParams), ...list('query', op.query)]
}

function operationObject(op: Operation) {
  return {
    operationId: op.operationId,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    security: security[op.access],
    parameters: parameters(op),
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: {
              [op.body.contentType ?? 'application/json']: {
                schema: jsonSchemaOf(op.body.schema),
                ...(op.example?.body !== undefined ? { example: op.example.body } : {}),
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(Object.entries(op.responses).map(([status, spec]) => [status, response(spec)])),
    'x-validation': op.validation,
  }
}

const tags = [
  { name: 'accounts', description: 'Registration, sign-in (JWT), the own profile.' },
  { name: 'commerce', description: 'The trade shop of a store: catalogue, cart, orders (commerce token).' },
  { name: 'portal', description: "The retailer portal: stock, sales, open orders, the stores' users." },
  { name: 'house', description: "The house's order desk for its ERP: confirm, produce, ship and cancel placed orders (staff API key)." },
  { name: 'forms', description: 'Contact, appointment and newsletter forms.' },
  { name: 'cms', description: 'The content delivery API of the CMS (Storyblok-compatible).' },
  { name: 'locator', description: 'The store locator: places, postal codes, stores nearby.' },
  { name: 'site', description: 'Search, product lists, wishlist cards, page lookup.' },
  { name: 'careers', description: 'The job feed and the application form (/api/next).' },
  { name: 'reference', description: "This description of the API; the access-denied page's report." },
]

/** The OpenAPI 3.1 document of every /api/v1 and /api/next operation, for the given public origin. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op)
  return {
    openapi: '3.1.0',
    info: {
      title: 'maison API',
      version: '1',
      description:
        'Every operation under /api/v1, and the Next.js routes of the careers form and the access-denied page under /api/next. Errors follow Django REST framework: `{"field": ["message"]}` for invalid fields, `{"detail": "..."}` otherwise. `x-validation` tells whether the handler validates with exactly these schemas (`zod`) or still by hand (`hand`).',
    },
    servers: [{ url: serverUrl }],
    tags,
    paths,
    components: {
      schemas: {
        FieldErrors: jsonSchemaOf(errorComponents.FieldErrors, 'output'),
        Detail: jsonSchemaOf(errorComponents.Detail, 'output'),
        BadRequest: { oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, { $ref: '#/components/schemas/Detail' }] },
      },
      securitySchemes: {
        accountBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token of POST /api/v1/jwt/create/ (`Authorization: Bearer …` or `JWT …`).',
        },
        accountCookie: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE, description: "The site's session cookie; changes need a same-origin `Origin`." },
        commerceBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A commerce token of POST /api/v1/locations/{id}/commerce/authenticate/.',
        },
        commerceCookie: { type: 'apiKey', in: 'cookie', name: COMMERCE_COOKIE, description: 'The commerce cookie set with the commerce token.' },
        staffApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: "A staff member's API key (brand staff or admin), enabled in the back office: `Authorization: admins API-Key <key>`.",
        },
        staffCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'payload-token',
          description: "The back office's session cookie; changes need a same-origin `Origin`.",
        },
      },
    },
  }
}
