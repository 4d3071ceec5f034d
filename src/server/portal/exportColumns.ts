import 'server-only'
import type { inventoryRow } from '@/server/portal/inventoryRow'
import type { PortalTable } from '@/domain/portal/permissions'
import { inventoryTableColumns, type InventoryColumnId } from '@/domain/portal/tableColumns'
import { currencies, type Currency } from '@/domain/trade/currencies'
import type { Messages } from '@/i18n/messages'

type Row = ReturnType<typeof inventoryRow>
type Table = Exclude<PortalTable, 'open_orders'>
type Labels = Messages['portal']
export type ExportColumn = { header: string; value: (r: Row) => string | number | boolean | null }

/** An amount in minor units as a number of whole units (1234.56), for a spreadsheet to sum. */
const units = (amount: number | null, currency: string | null) =>
  amount === null ? null : currency && currency in currencies ? amount / currencies[currency as Currency] : amount

/**
 * The exported columns of a table: the table's own columns in its order (inventoryTableColumns) with
 * its headings in the page's language, an article type beside the article number and each price's
 * currency beside it (the table shows the currency in the amount; a spreadsheet needs numbers).
 */
export function exportColumns(table: Table, l: Labels): ExportColumn[] {
  const articleTypes: Record<string, string> = l.filter.article_type
  const byColumn: Record<InventoryColumnId, ExportColumn[]> = {
    serial_number: [{ header: l.column.serial_number, value: (r) => r.serial_number }],
    article_number: [
      { header: l.column.article_number, value: (r) => r.article_number },
      { header: l.filter.article_type.label, value: (r) => (r.article_type === null ? null : (articleTypes[r.article_type] ?? r.article_type)) },
    ],
    article_description_de: [{ header: l.column.article_description_de, value: (r) => r.article_description_de }],
    location: [{ header: l.column.location, value: (r) => r.location.name }],
    sell_in_date: [{ header: l.column.sell_in_date, value: (r) => r.sell_in_date }],
    sell_in_price: [
      { header: l.column.sell_in_price, value: (r) => units(r.sell_in_price, r.sell_in_currency) },
      { header: l.column.sell_in_currency, value: (r) => r.sell_in_currency },
    ],
    sell_out_date: [{ header: l.column.sell_out_date, value: (r) => r.sell_out_date }],
    sell_out_price: [
      { header: l.column.sell_out_price, value: (r) => units(r.sell_out_price, r.sell_out_currency) },
      { header: l.column.sell_out_currency, value: (r) => r.sell_out_currency },
    ],
    sale_user: [{ header: l.column.sale_user, value: (r) => r.sale_user?.name ?? l.value['no-seller'] }],
    available_in_virtual_storage: [
      { header: l.column.available_in_virtual_storage, value: (r) => (r.available_in_virtual_storage ? l.value.yes : l.value.no) },
    ],
    client_note: [{ header: l.column.client_note, value: (r) => r.client_note }],
  }
  return inventoryTableColumns(table).flatMap((id) => byColumn[id])
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, tab, CR at the start) gets a leading
 * apostrophe: a note typed in the portal must never run as a formula in someone's Excel.
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** One CSV line (RFC 4180: quoted when needed, quotes doubled). */
export function csvLine(values: (string | number | boolean | null)[]): string {
  return values
    .map((v) => {
      if (v === null || v === undefined) return ''
      if (typeof v !== 'string') return String(v)
      const text = safeText(v)
      return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
    })
    .join(',')
}
