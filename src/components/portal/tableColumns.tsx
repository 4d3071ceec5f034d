'use client'

import type { ColumnDef } from '@tanstack/react-table'
import type { PortalTable } from '@/domain/portal/permissions'
import { inventoryTableColumns, type InventoryColumnId } from '@/domain/portal/tableColumns'
import { formatOptionalAmount } from '@/domain/trade/formatAmount'
import { formatDay } from './formatters'
import type { InventoryRow, OpenOrderRow } from '@/contracts/portal'
import type { ColumnMeta } from './PortalTable'

type T = (key: string, values?: Record<string, string>) => string

/** A column: its id is the answer's field (and the sort key of the API when sortable). */
function col<R>(
  id: string,
  label: string,
  value: (r: R) => unknown,
  options: { sort?: boolean; size?: number; meta?: Partial<ColumnMeta>; cell?: (r: R) => string } = {},
): ColumnDef<R, unknown> {
  return {
    id,
    accessorFn: (r) => (options.cell ? options.cell(r) : value(r)),
    header: label,
    enableSorting: options.sort ?? false,
    size: options.size ?? 160,
    meta: { label, ...options.meta },
  }
}

export function inventoryColumns(table: Exclude<PortalTable, 'open_orders'>, t: T, locale: string): ColumnDef<InventoryRow, unknown>[] {
  const yesNo = (on: boolean) => (on ? t('value.yes') : t('value.no'))
  const byId: Record<InventoryColumnId, ColumnDef<InventoryRow, unknown>> = {
    serial_number: col('serial_number', t('column.serial_number'), (r) => r.serial_number, { sort: true }),
    article_number: col('article_number', t('column.article_number'), (r) => r.article_number, { sort: true, size: 200 }),
    article_description_de: col('article_description_de', t('column.article_description_de'), (r) => r.article_description_de, { sort: true, size: 240 }),
    location: col('location', t('column.location'), (r) => r.location.name, { sort: true, size: 180 }),
    sell_in_date: col('sell_in_date', t('column.sell_in_date'), (r) => r.sell_in_date, { sort: true, cell: (r) => formatDay(locale, r.sell_in_date) }),
    sell_in_price: col('sell_in_price', t('column.sell_in_price'), (r) => r.sell_in_price, {
      sort: true,
      meta: { total: 'total_sell_in_value', numeric: true },
      cell: (r) => formatOptionalAmount(r.sell_in_price, r.sell_in_currency),
    }),
    sell_out_date: col('sell_out_date', t('column.sell_out_date'), (r) => r.sell_out_date, { sort: true, cell: (r) => formatDay(locale, r.sell_out_date) }),
    sell_out_price: col('sell_out_price', t('column.sell_out_price'), (r) => r.sell_out_price, {
      sort: true,
      meta: { total: 'total_sell_out_value', numeric: true },
      cell: (r) => formatOptionalAmount(r.sell_out_price, r.sell_out_currency),
    }),
    sale_user: col('sale_user', t('column.sale_user'), (r) => r.sale_user?.name ?? t('value.no-seller')),
    available_in_virtual_storage: col('available_in_virtual_storage', t('column.available_in_virtual_storage'), (r) => yesNo(r.available_in_virtual_storage)),
    client_note: col('client_note', t('column.client_note'), (r) => r.client_note, { size: 220 }),
  }
  // The same columns in the same order as the export (src/domain/portal/tableColumns.ts).
  return inventoryTableColumns(table).map((id) => byId[id])
}

/**
 * Open orders: what was ordered (name, article, quantity), the line's value and the retail price of one
 * piece, so a line of 3 rings reads as 3 pieces at their price rather than as one piece at the sum.
 */
export function openOrderColumns(t: T, locale: string): ColumnDef<OpenOrderRow, unknown>[] {
  return [
    col('order_no', t('column.order_no'), (r) => r.order_no, { sort: true }),
    col('article_description_de', t('column.article_description_de'), (r) => r.article_description_de, { size: 220 }),
    col('article_number', t('column.article_number'), (r) => r.article_number, { sort: true, size: 200 }),
    col('quantity', t('column.quantity'), (r) => String(r.quantity), { sort: true, size: 120 }),
    col('sell_out_price', t('column.retail_price'), (r) => r.sell_out_price, { sort: true, cell: (r) => formatOptionalAmount(r.sell_out_price, r.currency) }),
    col('sell_in_price', t('column.order_value'), (r) => r.sell_in_price, {
      sort: true,
      meta: { total: 'total_sell_in_value', numeric: true },
      cell: (r) => formatOptionalAmount(r.sell_in_price, r.currency),
    }),
    col('commission_order_reference', t('column.commission_order_reference'), (r) => r.commission_order_reference, { size: 180 }),
    col('order_type', t('column.order_type'), (r) => t(`filter.order_type.${r.order_type}`)),
    col('commission', t('column.commission'), (r) => (r.commission ? t('value.yes') : t('value.no'))),
    // The line's progress at the house; a shipped line names the serial numbers to scan in (issue 33).
    col('status', t('column.status'), (r) =>
      r.serial_numbers.length
        ? t('value.status-serials', { status: t(`value.status.${r.status}`), serials: r.serial_numbers.join(', ') })
        : t(`value.status.${r.status}`),
    ),
    col('estimated_delivery', t('column.estimated_delivery'), (r) => r.estimated_delivery, {
      sort: true,
      cell: (r) => formatDay(locale, r.estimated_delivery),
    }),
    col('location', t('column.location'), (r) => r.location.name, { size: 180 }),
  ]
}
