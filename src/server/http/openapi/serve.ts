import 'server-only'
import { json } from '@/server/http/drf'
import { openApiDocument } from '@/server/http/openapi/document'
import { referencePage } from '@/server/http/openapi/referencePage'
import { publicUrl } from '@/server/http/publicUrl'
import { localeFrom } from '@/server/i18n/translator'

// The document changes only with a deploy: built once per public origin.
const built = new Map<string, ReturnType<typeof openApiDocument>>()
const documentFor = (origin: string) => built.get(origin) ?? built.set(origin, openApiDocument(origin)).get(origin)!

const cached = { 'Cache-Control': 'public, max-age=300' }

/** GET /api/v1/openapi.json: the OpenAPI 3.1 description, servers from PUBLIC_URL. */
export async function serveOpenApi(): Promise<Response> {
  return json(documentFor(publicUrl()), 200, cached)
}

/** GET /api/v1/reference/?locale=: the description as a readable page, in the asked or the browser's language. */
export async function serveReference({ asked, acceptLanguage }: { asked: string | undefined; acceptLanguage: string | null }): Promise<Response> {
  const locale = localeFrom(asked ?? null, acceptLanguage)
  const html = await referencePage(documentFor(publicUrl()), locale)
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...cached } })
}
