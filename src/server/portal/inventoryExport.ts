import 'server-only'
import { PassThrough, Readable } from 'node:stream'
import { and, asc, gt } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import type { Payload } from 'payload'
import { tableExportPermissions } from '@/domain/portal/permissions'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { fieldErrors, json } from '@/server/http/drf'
import { logger } from '@/server/log/logger'
import { csvLine, exportColumns } from '@/server/portal/exportColumns'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { parseInventoryQuery, type InventoryQuery } from '@/server/portal/inventoryQuery'
import { exportFormatParam } from '@/server/portal/schemas'
import { parseFields } from '@/server/http/zodErrors'
import { inventoryRow, type ItemRecord } from '@/server/portal/inventoryRow'
import { rowNames } from '@/server/portal/names'
import { portalAccess, queryStores } from '@/server/portal/portalAccess'

const fileStem = { sell_in: 'sell-in', sell_out: 'sell-out', stock: 'bestand' } as const
const BATCH = 1000

/** The rows in batches by id (keyset, not offset: the thousandth batch costs what the first did). */
async function* batches(payload: Payload, query: InventoryQuery, stores: string[]) {
  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, query, stores)
  let after = 0
  for (;;) {
    const rows = (await db.select().from(t).where(and(where, gt(t.id, after))).orderBy(asc(t.id)).limit(BATCH)) as ItemRecord[]
    if (!rows.length) return
    after = Number(rows[rows.length - 1].id)
    const names = await rowNames(payload, rows.map((r) => Number(r.location)), rows.flatMap((r) => (r.saleUser === null ? [] : [Number(r.saleUser)])))
    yield rows.map((r) => inventoryRow(r, names))
    if (rows.length < BATCH) return
  }
}

function csvStream(source: ReturnType<typeof batches>): ReadableStream<Uint8Array> {
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

function xlsxStream(source: ReturnType<typeof batches>, sheetName: string): ReadableStream<Uint8Array> {
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
 * GET /api/v1/inventory/export/?format=csv|xlsx and the list's filters (account token, the table's
 * export permission): the whole filtered table as a download, streamed batch by batch.
 */
export async function exportInventory(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const params = new URL(request.url).searchParams
  const checked = parseFields(exportFormatParam, { format: params.get('format') ?? undefined })
  if (checked.errors) return fieldErrors(checked.errors)
  const format = checked.data.format as 'csv' | 'xlsx'
  const parsed = parseInventoryQuery(params)
  if ('errors' in parsed) return fieldErrors(parsed.errors)
  const table = parsed.query.table
  // Every permission the export needs, on every store it covers (a store asked for without one: 403).
  const scope = queryStores(auth.access, tableExportPermissions[table], parsed.query.locations)
  if ('response' in scope) return scope.response
  if (!scope.stores.length) return json({ detail: 'You do not have permission to perform this action.' }, 403)
  const source = batches(payload, parsed.query, scope.stores)
  const name = `${fileStem[table]}-${calendarDayIn(new Date())}.${format}`
  const headers = {
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }
  return new Response(format === 'csv' ? csvStream(source) : xlsxStream(source, fileStem[table]), { status: 200, headers })
}
