import type { PayloadHandler, Where } from 'payload'
import { isBrandStaff } from '@/access/roles'

/** Excel and Numbers read a UTF-8 CSV correctly only with the byte order mark. */
const BOM = '\uFEFF'
const MAX_ROWS = 50_000

/** Cells that start like a formula are prefixed so a spreadsheet never runs visitor input. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

type Row = {
  createdAt: string
  uuid: string
  action: string
  email?: string | null
  language?: string | null
  context?: string | null
  newsletter?: { status?: string | null } | null
  data: unknown
}

/** One line per submission: the fixed columns, then every form field any of them has. */
export function submissionsCsv(rows: Row[]): string {
  const fields = [...new Set(rows.flatMap((r) => Object.keys((r.data as Record<string, unknown>) ?? {})))].filter((f) => f !== 'email').sort()
  const head = ['created_at', 'uuid', 'action', 'email', 'language', 'context', 'newsletter', ...fields]
  const lines = rows.map((r) => {
    const data = (r.data as Record<string, unknown>) ?? {}
    return [r.createdAt, r.uuid, r.action, r.email, r.language, r.context, r.newsletter?.status, ...fields.map((f) => data[f])].map(csvCell).join(',')
  })
  return BOM + [head.join(','), ...lines].join('\r\n') + '\r\n'
}

/**
 * GET /cms-api/form-submissions/export: the rows the list view shows (its `where` filter), as CSV.
 * Brand staff and admins only; editors get 403 like every other read of this collection.
 */
export const exportSubmissionsCsv: PayloadHandler = async (req) => {
  if (!(await isBrandStaff({ req }))) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const filter = (req.query?.where ?? {}) as Where
  const search = typeof req.query?.search === 'string' ? req.query.search.trim() : ''
  // The list view's search box looks in e-mail and uuid (listSearchableFields); the export does too.
  const where: Where = search ? { and: [filter, { or: [{ email: { like: search } }, { uuid: { like: search } }] }] } : filter
  const result = await req.payload.find({
    collection: 'form-submissions',
    where,
    sort: '-createdAt',
    limit: MAX_ROWS,
    pagination: false,
    depth: 0,
    req,
    overrideAccess: false,
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(submissionsCsv(result.docs as Row[]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="form-submissions-${day}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
