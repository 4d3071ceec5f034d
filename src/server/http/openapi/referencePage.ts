import fs from 'node:fs'
import path from 'node:path'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import type { openApiDocument } from '@/server/http/openapi/document'
import type { Access } from '@/server/http/openapi/operation'
import { operations } from '@/server/http/openapi/registry'
import { translatorFor } from '@/server/i18n/translator'

type Document = ReturnType<typeof openApiDocument>
type Parameter = { name: string; in: string; required: boolean; description?: string; schema: unknown }
type Content = Record<string, { schema: unknown; example?: unknown }>
type OperationObject = {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  parameters: Parameter[]
  requestBody?: { content: Content }
  responses: Record<string, { description: string; content?: Content }>
  'x-validation': 'zod' | 'hand' | 'none'
}

/**
 * The site's icon, inline: without one the browser asks for /favicon.ico (a 404), and the site's own
 * icon URL carries a build hash. Read once from the source folder the server runs in; none if absent.
 */
let icon: string | undefined
function iconLink(): string {
  if (icon === undefined) {
    try {
      const svg = fs.readFileSync(path.resolve('src/app/(site)/[locale]/icon.svg'))
      icon = `<link rel="icon" type="image/svg+xml" href="data:image/svg+xml;base64,${svg.toString('base64')}">`
    } catch {
      icon = ''
    }
  }
  return icon
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
// Focusable: a long schema scrolls inside its box, and keyboard users must be able to scroll it too.
const code = (value: unknown) => `<pre tabindex="0"><code>${escape(JSON.stringify(value, null, 2))}</code></pre>`

// No script and no remote resource: the page passes the site's CSP and works without JavaScript.
const style = `body{font:15px/1.5 system-ui,sans-serif;max-width:70rem;margin:2rem auto;padding:0 1rem;color:#1d1d1f}
h2{margin-top:2.5rem;border-bottom:1px solid #ddd}h3{margin:2rem 0 .25rem;font-size:1.05rem}
.method{display:inline-block;min-width:4.5rem;font:600 .8rem monospace;text-transform:uppercase}
pre{background:#f5f5f7;padding:.6rem;overflow:auto;font-size:.8rem;max-height:24rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ddd;padding:.25rem .5rem;text-align:left;vertical-align:top}dt{font-weight:600}`

/**
 * The reference page: the OpenAPI document as HTML, grouped by tag, each operation with its
 * access, parameters, body schema and example, and answers. Labels are the catalogue's
 * (apiReference); summaries and schemas are the document's own, in English like the API's texts.
 */
export async function referencePage(document: Document, locale: UrlLocale): Promise<string> {
  const t = await translatorFor(locale)
  const access = new Map(operations.map((op) => [op.operationId, op.access] as [string, Access]))
  const validation = { zod: t('apiReference.validationZod'), hand: t('apiReference.validationHand'), none: t('apiReference.validationNone') }
  const byTag = document.tags.map((tag) => ({
    tag,
    ops: Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, OperationObject>)
        .filter(([, op]) => op.tags.includes(tag.name))
        .map(([method, op]) => ({ path, method, op })),
    ),
  }))

  const parameters = (list: Parameter[]) =>
    list.length
      ? `<h4>${t('apiReference.parameters')}</h4><table><tr><th>${t('apiReference.name')}</th><th>${t('apiReference.in')}</th><th>${t('apiReference.required')}</th><th>${t('apiReference.schema')}</th><th>${t('apiReference.description')}</th></tr>${list
          .map(
            (p) =>
              `<tr><td><code>${escape(p.name)}</code></td><td>${p.in}</td><td>${p.required ? t('apiReference.yes') : t('apiReference.no')}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td><td>${escape(p.description ?? '')}</td></tr>`,
          )
          .join('')}</table>`
      : ''
  const body = (op: OperationObject) =>
    op.requestBody
      ? `<h4>${t('apiReference.requestBody')}</h4>${Object.entries(op.requestBody.content)
          .map(
            ([type, c]) =>
              `<p><code>${escape(type)}</code></p>${code(c.schema)}${c.example === undefined ? '' : `<p>${t('apiReference.example')}</p>${code(c.example)}`}`,
          )
          .join('')}`
      : ''
  const answers = (op: OperationObject) =>
    `<h4>${t('apiReference.responses')}</h4><dl>${Object.entries(op.responses)
      .map(
        ([status, r]) =>
          `<dt>${status}</dt><dd>${escape(r.description)}${Object.entries(r.content ?? {})
            .map(([type, c]) => `<details><summary><code>${escape(type)}</code></summary>${code(c.schema)}</details>`)
            .join('')}</dd>`,
      )
      .join('')}</dl>`
  const operation = ({ path, method, op }: { path: string; method: string; op: OperationObject }) => `
<section id="${escape(op.operationId)}">
<h3><span class="method">${method}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p>${op.description ? `<p>${escape(op.description)}</p>` : ''}
<p>${t('apiReference.auth')}: ${t(`apiReference.access.${access.get(op.operationId) ?? 'public'}`)} · ${t('apiReference.validation')}: ${validation[op['x-validation']]}</p>
${parameters(op.parameters)}${body(op)}${answers(op)}
</section>`

  return `<!doctype html>
<html lang="${htmlLang[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('apiReference.title')} · ${escape(document.info.title)}</title><meta name="robots" content="noindex">${iconLink()}<style>${style}</style></head>
<body><h1>${t('apiReference.title')}</h1>
<p>${t('apiReference.intro')}</p><p>${escape(t('apiReference.errors', { fieldShape: '{"field": ["message"]}', detailShape: '{"detail": "…"}' }))}</p>
<p><a href="/api/v1/openapi.json">${t('apiReference.download')}</a> · <code>${escape(document.servers[0]?.url ?? '')}</code></p>
<nav><h2>${t('apiReference.contents')}</h2><ul>${byTag
    .map(
      ({ tag, ops }) =>
        `<li><a href="#tag-${tag.name}">${escape(tag.name)}</a>: ${escape(tag.description)}<ul>${ops.map(({ path, method, op }) => `<li><a href="#${escape(op.operationId)}"><span class="method">${method}</span> ${escape(path)}</a></li>`).join('')}</ul></li>`,
    )
    .join('')}</ul></nav>
${byTag.map(({ tag, ops }) => `<h2 id="tag-${tag.name}">${escape(tag.name)}</h2><p>${escape(tag.description)}</p>${ops.map(operation).join('')}`).join('\n')}
</body></html>`
}
