import 'server-only'
import type { inventoryRow } from '@/server/portal/inventoryRow'
import { currencies, type Currency } from '@/domain/trade/currencies'
import de from '@/i18n/messages/de.json'

type Row = ReturnType<typeof inventoryRow>

/** An amount in minor units as a number of whole units (1234.56), for a spreadsheet to sum. */
const units = (amount: number | null, currency: string | null) => (amount === null ? null : currency && currency in currencies ? amount / currencies[currency as Currency] : amount)

/** An article type as the portal's German filter names it (Halskette, not necklace); an unknown one as stored. */
const typeLabels: Record<string, string> = de.portal.filter.article_type
const articleType = (type: string | null) => (type === null ? null : (typeLabels[type] ?? type))

/** The exported columns: German headings, as the portal's labels (spec 3). */
export const exportColumns: { header: string; value: (r: Row) => string | number | boolean | null }[] = [
  { header: 'Seriennummer', value: (r) => r.serial_number },
  { header: 'Artikelnummer', value: (r) => r.article_number },
  { header: 'Artikelart', value: (r) => articleType(r.article_type) },
  { header: 'Bezeichnung', value: (r) => r.article_description_de },
  { header: 'Store', value: (r) => r.location.name },
  { header: 'Einkaufspreis', value: (r) => units(r.sell_in_price, r.sell_in_currency) },
  { header: 'Einkaufswährung', value: (r) => r.sell_in_currency },
  { header: 'Sell-in-Datum', value: (r) => r.sell_in_date },
  { header: 'Verkaufspreis', value: (r) => units(r.sell_out_price, r.sell_out_currency) },
  { header: 'Verkaufswährung', value: (r) => r.sell_out_currency },
  { header: 'Sell-out-Datum', value: (r) => r.sell_out_date },
  { header: 'Verkäufer', value: (r) => r.sale_user?.name ?? null },
  { header: 'Kundennotiz', value: (r) => r.client_note },
  { header: 'Virtuelles Lager', value: (r) => (r.available_in_virtual_storage ? 'ja' : 'nein') },
]

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
