import 'server-only'
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { tableExportPermissions } from '@/domain/portal/permissions'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import type { FieldErrors } from '@/server/http/drf'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { forbidden } from '@/server/http/errors'
import { logger } from '@/server/log/logger'
import { loadMessages } from '@/i18n/messages'
import { csvLine, exportColumns, type ExportColumn } from '@/server/portal/exportColumns'
import { inventoryOrder } from '@/server/portal/listInventory'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { parseInventoryQuery, type InventoryQuery } from '@/server/portal/inventoryQuery'
import { exportFormatParam } from '@/server/portal/schemas'
import { parseFields } from '@/server/http/zodErrors'
import { inventoryRow, type ItemRecord } from '@/server/portal/inventoryRow'
import { rowNames } from '@/server/portal/names'
import { queryStores, type PortalAccess } from '@/server/portal/portalAccess'

const BATCH = 1000

/**
 * The rows in batches, in the table's order (inventoryOrder: the sort the table shows, then the id).
 * By offset: a keyset over any sortable column and the currency before a price would need a
 * condition per sort; an export is one request a person asks for, not a hot path.
 */
async function* batches(payload: Payload, query: InventoryQuery, stores: string[]) {
  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, query, stores)
  const order = inventoryOrder(t, query)
  for (let offset = 0; ; offset += BATCH) {
    const rows = (await db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(BATCH)
      .offset(offset)) as ItemRecord[]
    if (!rows.length) return
    const names = await rowNames(
      payload,
      rows.map((r) => Number(r.location)),
      rows.flatMap((r) => (r.saleUser === null ? [] : [Number(r.saleUser)])),
    )
    yield rows.map((r) => inventoryRow(r, names))
    if (rows.length < BATCH) return
  }
}

function csvStream(source: ReturnType<typeof batches>, exportColumns: ExportColumn[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  return new ReadableStream({
    async start(controller) {
      // The byte order mark makes Excel read the file as UTF-8 (umlauts in names and notes).
      controller.enqueue(encoder.encode(`\ufeff${csvLine(exportColumns.map((c) => c.header))}\r\n`))
    },
    async pull(controller) {
      const next = await source.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(next.value.map((r) => `${csvLine(exportColumns.map((c) => c.value(r)))}\r\n`).join('')))
    },
    async cancel() {
      await source.return(undefined)
    },
  })
}

function xlsxStream(source: ReturnType<typeof batches>, exportColumns: ExportColumn[], sheetName: string): ReadableStream<Uint8Array> {
  const pass = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: pass, useSharedStrings: false, useStyles: false })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = exportColumns.map((c) => ({ header: c.header, width: 18 }))
  void (async () => {
    try {
      // Each row is committed as it is written, so memory holds one batch, not the whole table.
      // Values as they are: a string cell of a workbook is never read as a formula (only CSV needs safeText).
      for await (const rows of source) for (const r of rows) sheet.addRow(exportColumns.map((c) => c.value(r))).commit()
      sheet.commit()
      await workbook.commit()
    } catch (err) {
      logger.error({ err }, 'portal export failed')
      pass.destroy(err as Error)
    }
  })()
  return Readable.toWeb(pass) as unknown as ReadableStream<Uint8Array>
}

/**
 * An attachment's name (RFC 6266): the UTF-8 name in filename* (a Japanese or Chinese one), and an
 * ASCII one for clients that read only filename.
 */
function contentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '')
      .replace(/^-+/, '') || 'export'
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

type ExportQuery = { format: 'csv' | 'xlsx'; language: z.output<typeof exportFormatParam>['language']; filters: InventoryQuery }

/** `format` and `language` first, then the list's filters. */
function parseExportQuery(params: URLSearchParams): { query: ExportQuery } | { errors: FieldErrors } {
  const checked = parseFields(exportFormatParam, { format: params.get('format') ?? undefined, language: params.get('language') ?? undefined })
  if (checked.errors) return { errors: checked.errors }
  const parsed = parseInventoryQuery(params)
  if ('errors' in parsed) return parsed
  return { query: { format: checked.data.format as 'csv' | 'xlsx', language: checked.data.language, filters: parsed.query } }
}

export const exportQuery = parsedQuery(parseExportQuery)

/**
 * GET /api/v1/inventory/export/?format=csv|xlsx and the list's filters (account token, the table's
 * export permission): the whole filtered table as a download, streamed batch by batch (a Response:
 * the answer is a file).
 */
export async function exportInventory(payload: Payload, { access, query }: { access: PortalAccess; query: ExportQuery }): Promise<Response> {
  const { format, filters } = query
  const labels = (await loadMessages(query.language)).portal
  const table = filters.table
  // Every permission the export needs, on every store it covers (a store asked for without one: 403).
  const stores = queryStores(access, tableExportPermissions[table], filters.locations)
  if (!stores.length) throw forbidden()
  const source = batches(payload, filters, stores)
  // The file is named in the page's language, as its headings are (docs/decisions.md, "Portal exports").
  const stem = labels['export-file'][table]
  const name = `${stem}-${calendarDayIn(new Date())}.${format}`
  const columns = exportColumns(table, labels)
  const headers = {
    'Content-Disposition': contentDisposition(name),
    'Cache-Control': 'no-store',
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }
  return new Response(format === 'csv' ? csvStream(source, columns) : xlsxStream(source, columns, stem), { status: 200, headers })
}
