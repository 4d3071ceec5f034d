import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { openApiDocument } from '@/server/http/openapi/document'
import { referencePage } from '@/server/http/openapi/referencePage'
import { operations } from '@/server/http/openapi/registry'
import { apiV1Routes } from '../../../../support/apiRoutes'

// Issue 20: "an OpenAPI 3.1 description of every /api/v1 endpoint, generated from the same zod
// schemas the routes validate with … and a test that every route in src/app/api/v1 is described".
describe('the OpenAPI description of /api/v1', () => {
  const document = openApiDocument('https://maison.example')

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator()
    const result = await validator.validate(JSON.parse(JSON.stringify(document)))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('describes every method of every route file, and nothing else', () => {
    const onDisk = apiV1Routes()
      .flatMap((r) => r.methods.map((m) => `${m.toUpperCase()} ${r.path}`))
      .sort()
    // A catch-all route is described once per depth (its `route`); each route file once.
    const described = [...new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.route ?? op.path}`))].sort()
    expect(onDisk.length).toBeGreaterThanOrEqual(50)
    expect(described).toEqual(onDisk)
  })

  // Issue 30: "its own example fails its schema (113 of 119 lint warnings are invalid examples)":
  // every example of a body and every default or example inside a schema is one that schema takes.
  it('gives only examples and defaults that their own schemas take', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const json = JSON.parse(JSON.stringify(document)) as Record<string, unknown>
    const wrong: string[] = []
    let checked = 0
    const check = (schema: object, value: unknown, where: string) => {
      if (JSON.stringify(schema).includes('"$ref"')) return
      checked++
      const validate = ajv.compile(schema)
      if (!validate(value)) wrong.push(`${where}: ${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`)
    }
    const walk = (node: unknown, where: string): void => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`))
      if (!node || typeof node !== 'object') return
      const { default: fallback, examples, example, ...rest } = node as Record<string, unknown>
      const isSchema = ['type', 'anyOf', 'oneOf', 'const', 'enum'].some((k) => k in rest)
      if (isSchema && fallback !== undefined) check(rest, fallback, `${where} default`)
      if (isSchema && Array.isArray(examples)) examples.forEach((e, i) => check(rest, e, `${where} examples/${i}`))
      if ('schema' in rest && example !== undefined) check(rest.schema as object, example, `${where} example`)
      for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`)
    }
    walk(json.paths, '#/paths')
    expect(wrong).toEqual([])
    // The bodies' examples at least: a walk that found nothing would pass.
    expect(checked).toBeGreaterThanOrEqual(operations.filter((op) => op.example?.body !== undefined).length)
  })

  it('names each operation once and each path parameter of its path', () => {
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const op of operations) {
      const placeholders = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      expect(Object.keys(op.pathParams?.shape ?? {}).sort(), `${op.method} ${op.path}`).toEqual(placeholders)
    }
  })

  it('gives every operation a success answer, and an error answer to every one that takes a body', () => {
    for (const op of operations) {
      const statuses = Object.keys(op.responses).map(Number)
      expect(
        statuses.some((s) => s < 300),
        `${op.method} ${op.path}`,
      ).toBe(true)
      if (op.body)
        expect(
          statuses.some((s) => s >= 400 && s < 500),
          `${op.method} ${op.path}`,
        ).toBe(true)
    }
  })

  // Issue 20: "generated from the same zod schemas the routes validate with". Every query and body
  // is checked with the schemas described; none is still checked by hand.
  it('describes only operations whose query and body the handler validates with these schemas', () => {
    expect(operations.filter((op) => op.validation === 'hand').map((op) => op.operationId)).toEqual([])
    expect(operations.filter((op) => op.validation === 'none' && (op.body || op.query)).map((op) => op.operationId)).toEqual([])
  })

  // A plain z.object drops keys it does not know, so an answer with an undocumented field would still
  // parse in tests/int/openapi.test.ts; only a strict object refuses it. Open on purpose (a CMS
  // block's fields) is a loose object that says why in its description.
  it('describes every answer with closed objects, open only where the description says why', () => {
    const loose: string[] = []
    const walk = (schema: z.ZodType, where: string, seen: Set<z.ZodType>): void => {
      if (seen.has(schema)) return
      seen.add(schema)
      const def = schema._zod.def as unknown as Record<string, unknown> & { type: string }
      const next = (child: unknown, at = where): void => void (child && walk(child as z.ZodType, at, seen))
      switch (def.type) {
        case 'object': {
          const catchall = (def.catchall as z.ZodType | undefined)?._zod.def.type
          if (catchall !== 'never' && !(catchall === 'unknown' && schema.description)) loose.push(where)
          for (const [key, child] of Object.entries(def.shape as Record<string, z.ZodType>)) next(child, `${where}.${key}`)
          return next(def.catchall)
        }
        case 'array':
          return next(def.element, `${where}[]`)
        case 'union':
          return (def.options as z.ZodType[]).forEach((o) => next(o))
        case 'record':
          return next(def.valueType, `${where}{}`)
        case 'intersection':
          return (next(def.left), next(def.right))
        case 'pipe':
          return (next(def.in), next(def.out))
        case 'lazy':
          return next((def.getter as () => z.ZodType)())
        default:
          return next(def.innerType)
      }
    }
    for (const op of operations) {
      for (const [status, spec] of Object.entries(op.responses)) {
        for (const schema of [spec.schema, ...Object.values(spec.alternatives ?? {})]) if (schema) walk(schema, `${op.operationId} ${status}`, new Set())
      }
    }
    expect(loose).toEqual([])
  })

  it('serves the public origin, the security schemes and DRF error shapes', () => {
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: 'https://maison.example' }])
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'accountBearer',
      'accountCookie',
      'commerceBearer',
      'commerceCookie',
      'staffApiKey',
      'staffCookie',
    ])
    const login = document.paths['/api/v1/jwt/create/'].post as {
      requestBody: { content: Record<string, { schema: { required: string[] } }> }
      responses: Record<string, unknown>
    }
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password'])
    expect(login.responses['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/BadRequest' } } } })
    const me = document.paths['/api/v1/users/me/'].get as { security: unknown[] }
    expect(me.security).toEqual([{ accountBearer: [] }, { accountCookie: [] }])
    // Issue 33: the house's order desk takes a staff API key or the back office's session.
    const ship = document.paths['/api/v1/house/orders/{id}/shipments/'].post as { security: unknown[]; responses: Record<string, unknown> }
    expect(ship.security).toEqual([{ staffApiKey: [] }, { staffCookie: [] }])
    expect(Object.keys(ship.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409'])
  })

  it('reads as a self-contained reference page in each language: every operation, no script, nothing remote', async () => {
    for (const [locale, heading] of [
      ['de', 'API-Referenz'],
      ['en', 'API reference'],
      ['ja', 'API リファレンス'],
    ] as const) {
      const html = await referencePage(document, locale)
      expect(html).toContain(`<h1>${heading}</h1>`)
      for (const op of operations) expect(html).toContain(`id="${op.operationId}"`)
      expect(html).not.toMatch(/<script|<img|src=|@import/i)
      // One link: the site's own icon, inline (without it the browser asks for /favicon.ico, a 404).
      expect([...html.matchAll(/<link[^>]*>/gi)].map((m) => m[0])).toEqual([
        expect.stringMatching(/^<link rel="icon" type="image\/svg\+xml" href="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+">$/),
      ])
      expect(html).not.toMatch(/href="https?:/)
    }
    const html = await referencePage(document, 'en')
    // A body's schema and example, and the answers with their statuses.
    expect(html).toContain('&#34;article_group_id&#34;')
    expect(html).toContain('<dt>429</dt>')
    expect(html).toContain('account (bearer JWT or session cookie)')
  })
})
