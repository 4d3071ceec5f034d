import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import OpenAPIBackend, { type Options } from 'openapi-backend'
import { openApiDocument } from '@/server/http/openapi/document'

/**
 * The served OpenAPI document, read by openapi-backend (a maintained validator of requests and
 * responses, not this project's own code): requests are matched to an operation by its path
 * templates and checked against its parameters and body, answers against the documented body of
 * their status. Its Ajv speaks JSON Schema 2020-12, OpenAPI 3.1's dialect, with the formats.
 */
export type Contract = {
  /** The operation a request routes to by the document's paths, or undefined (a proxy would refuse it). */
  operationOf(request: Request): string | undefined
  /** The document's objections to a request (an empty list: it conforms). */
  requestErrors(request: Request, body: unknown): string[]
  /** The document's objections to a JSON answer of an operation with this status. */
  responseErrors(operationId: string, status: number, body: unknown): string[]
}

const Backend = ((OpenAPIBackend as unknown as { default?: typeof OpenAPIBackend }).default ?? OpenAPIBackend) as typeof OpenAPIBackend
const Ajv = ((Ajv2020 as unknown as { default?: typeof Ajv2020 }).default ?? Ajv2020) as typeof Ajv2020
const withFormats = ((addFormats as unknown as { default?: typeof addFormats }).default ?? addFormats) as typeof addFormats

const describe = (errors: { instancePath?: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`)

export async function openApiContract(origin = 'http://maison.test'): Promise<Contract> {
  const definition = JSON.parse(JSON.stringify(openApiDocument(origin)))
  const options: Options = {
    definition,
    // The document's paths end in "/" as the spec's client sends them: routing must keep the slash.
    ignoreTrailingSlashes: false,
    // quick: no check of the document by openapi-backend's own 3.0-era schema (the unit test checks it with a 3.1 validator).
    quick: true,
    customizeAjv: (_ajv, ajvOpts) => {
      const ajv = new Ajv({ ...ajvOpts, strict: false, allErrors: true })
      withFormats(ajv)
      return ajv as never
    },
  }
  const api = new Backend(options)
  await api.init()

  const toBackend = (request: Request, body: unknown) => {
    const url = new URL(request.url)
    return {
      method: request.method.toLowerCase(),
      path: url.pathname,
      query: url.search.replace(/^\?/, ''),
      headers: Object.fromEntries(request.headers.entries()),
      body,
    }
  }

  return {
    operationOf(request) {
      return api.router.matchOperation(toBackend(request, undefined))?.operationId
    },
    requestErrors(request, body) {
      const req = toBackend(request, body)
      const operation = api.router.matchOperation(req)
      if (!operation) return [`no operation of the document routes ${req.method.toUpperCase()} ${req.path}`]
      return describe(api.validateRequest(req, operation).errors)
    },
    responseErrors(operationId, status, body) {
      return describe(api.validateResponse(body, operationId, status).errors)
    },
  }
}
