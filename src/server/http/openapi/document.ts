import { z } from 'zod'
import type { Access, Operation, ResponseSpec } from '@/server/http/openapi/operation'
import { documentedBodies, errorComponents } from '@/server/http/openapi/components'
import { operations } from '@/server/http/openapi/registry'
import { AUTH_COOKIE } from '@/server/auth/cookies'
import { COMMERCE_COOKIE } from '@/server/trade/commerceCookie'

type JsonSchema = Record<string, unknown>

/**
 * A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect): a request as the caller sends it
 * (`input`), an answer as the server gives it (`output`, where closed objects say
 * `additionalProperties: false`, which `input` leaves out).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  return rest
}

const security: Record<Access, Record<string, string[]>[]> = {
  public: [],
  account: [{ accountBearer: [] }, { accountCookie: [] }],
  'account-optional': [{}, { accountBearer: [] }, { accountCookie: [] }],
  commerce: [{ commerceBearer: [] }, { commerceCookie: [] }],
}

function response(spec: ResponseSpec) {
  if (spec.ref) return { description: spec.description, content: { 'application/json': { schema: { $ref: `#/components/schemas/${spec.ref}` } } } }
  if (!spec.schema) return { description: spec.description }
  return { description: spec.description, content: Object.fromEntries(Object.entries(documentedBodies(spec)).map(([type, schema]) => [type, { schema: jsonSchemaOf(schema, 'output') }])) }
}

function parameters(op: Operation) {
  const list = (where: 'path' | 'query', schema?: z.ZodObject) => {
    if (!schema) return []
    const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] }
    return Object.entries(json.properties ?? {}).map(([name, property]) => {
      const { description, ...rest } = property
      return { name, in: where, required: where === 'path' || (json.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest }
    })
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
  { name: 'forms', description: 'Contact, appointment and newsletter forms.' },
  { name: 'cms', description: 'The content delivery API of the CMS (Storyblok-compatible).' },
  { name: 'locator', description: 'The store locator: places, postal codes, stores nearby.' },
  { name: 'site', description: 'Search, product lists, wishlist cards, page lookup.' },
  { name: 'careers', description: 'The job feed.' },
  { name: 'reference', description: 'This description of the API.' },
]

/** The OpenAPI 3.1 document of every /api/v1 operation, for the given public origin. */
export function openApiDocument(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op)
  return {
    openapi: '3.1.0',
    info: {
      title: 'maison API',
      version: '1',
      description:
        'Every operation under /api/v1. Errors follow Django REST framework: `{"field": ["message"]}` for invalid fields, `{"detail": "..."}` otherwise. `x-validation` tells whether the handler validates with exactly these schemas (`zod`) or still by hand (`hand`).',
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
        accountBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'An access token of POST /api/v1/jwt/create/ (`Authorization: Bearer …` or `JWT …`).' },
        accountCookie: { type: 'apiKey', in: 'cookie', name: AUTH_COOKIE, description: "The site's session cookie; changes need a same-origin `Origin`." },
        commerceBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A commerce token of POST /api/v1/locations/{id}/commerce/authenticate/.' },
        commerceCookie: { type: 'apiKey', in: 'cookie', name: COMMERCE_COOKIE, description: 'The commerce cookie set with the commerce token.' },
      },
    },
  }
}
