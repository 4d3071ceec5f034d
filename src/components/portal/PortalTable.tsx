'use client'

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import type { PortalTable as TableName } from '@/domain/portal/permissions'
import type { PortalStore } from '@/domain/portal/portalSections'
import {
  clampWidth,
  emptyConfig,
  IMAGE_COLUMN_WIDTH,
  INDEX_COLUMN_WIDTH,
  loadConfig,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  saveConfig,
  type TableConfig,
} from '@/domain/portal/tableConfig'
import { defaultSort, filterChoices, hasActiveFilters, listParams, tableFilters, type FilterId, type FilterState } from '@/domain/portal/tableFilters'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { formatOptionalAmount } from '@/domain/trade/formatAmount'
import type { AggregateRow } from '@/contracts/portal'
import { Tip } from './Tip'
import { usePortalList } from './usePortalList'
import styles from './Portal.module.css'

/** Spec 3 §9: search debounce 300 ms; infinite scroll within 50 px of the end, debounced 100 ms. */
export const SEARCH_DEBOUNCE_MS = 300
export const SCROLL_THRESHOLD_PX = 50
export const SCROLL_DEBOUNCE_MS = 100
const PAGE_SIZE = 50
const ROW_HEIGHT = 52

export type ColumnMeta = { total?: 'total_sell_in_value' | 'total_sell_out_value'; numeric?: boolean; label: string }
export type TableApi<R> = { replaceRows: (update: (rows: R[]) => R[]) => void; shownStores: string[] }
/**
 * What a panel beside the table learns of it: the loaded rows, whether they are all the rows of the
 * shown stores (the last page loaded, no search or filter narrowing them), the stores shown, and a way
 * to read the list again from its first page.
 */
export type TableView<R> = { rows: readonly R[]; complete: boolean; shownStores: string[]; reload: () => void }

type Props<R extends { id: number }> = {
  table: TableName
  endpoint: string
  headline: string
  /** The data columns (id = the API's field, which is also the sort key when sortable). */
  columns: ColumnDef<R, unknown>[]
  withImage: boolean
  imageOf?: (row: R) => string | null
  stores: readonly PortalStore[]
  emptyText: string
  rowLabel: (row: R) => string
  /** The row's menu (rendered in the last column). */
  renderMenu: (row: R, api: TableApi<R>) => React.ReactNode
  exportHref?: (query: string, format: 'csv' | 'xlsx') => string
  /** A panel under the headline, above the search and filters (the open orders' receiving, issue 33). */
  panel?: (view: TableView<R>) => React.ReactNode
}

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

/**
 * The portal's one table (spec 3 §2.6) for sell-in, sell-out, stock and open orders: TanStack Table
 * for columns, sorting, sizing and row marking, TanStack Virtual for the body, the configuration
 * (widths, filters, marked rows, sort) kept per table in localStorage.
 */
export function PortalTable<R extends { id: number }>(props: Props<R>) {
  const { table: name, endpoint, headline, columns, withImage, imageOf, stores, emptyText, rowLabel, renderMenu, exportHref, panel } = props
  const t = useTranslations('portal')
  // Keyed by the ids' text, so a new columns array with the same columns does not reread the storage.
  const columnKey = columns.map((c) => c.id!).join(',')
  const columnIds = useMemo(() => columnKey.split(','), [columnKey])
  const [config, setConfig] = useState<TableConfig | null>(null)
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [store, setStore] = useState('')

  // Read after mounting (the server render has no localStorage), before the first request.
  useEffect(() => setConfig(loadConfig(storage(), name, columnIds)), [name, columnIds])
  useEffect(() => {
    if (config) saveConfig(storage(), name, config)
  }, [config, name])
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [searchInput])

  const shownStores = useMemo(() => (store ? [store] : stores.map((s) => s.id)), [store, stores])
  const query = useMemo(() => {
    if (!config) return null
    const params = listParams({
      table: name,
      filters: config.filters,
      search,
      sort: config.sort ?? defaultSort[name],
      locations: store ? [store] : [],
      today: calendarDayIn(new Date()),
    })
    params.set('page_size', String(PAGE_SIZE))
    return params.toString()
  }, [config, name, search, store])
  const list = usePortalList<R>(endpoint, query)
  const update = useCallback((change: (c: TableConfig) => TableConfig) => setConfig((c) => change(c ?? emptyConfig())), [])

  // Without a chosen sort, the table's default (sales by sale day): shown in the header and sent.
  const sort = config?.sort ?? defaultSort[name]
  const sorting: SortingState = sort ? [sort] : []
  const columnSizing: ColumnSizingState = config?.widths ?? {}
  const rowSelection: RowSelectionState = useMemo(() => Object.fromEntries((config?.checked ?? []).map((id) => [String(id), true])), [config?.checked])
  const apply = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (o: T) => T)(old) : updater)
  const api: TableApi<R> = useMemo(() => ({ replaceRows: list.replaceRows, shownStores }), [list.replaceRows, shownStores])

  const allColumns = useMemo<ColumnDef<R, unknown>[]>(() => {
    const index: ColumnDef<R, unknown> = {
      id: '_index',
      size: INDEX_COLUMN_WIDTH,
      minSize: INDEX_COLUMN_WIDTH,
      maxSize: INDEX_COLUMN_WIDTH,
      enableResizing: false,
      enableSorting: false,
      meta: { label: t('table.mark') },
      // Spec 3 §2.6 "an index column with row marking": the row's number beside its marking box.
      header: ({ table }) => (
        <span className={styles.indexCell}>
          <input
            type="checkbox"
            aria-label={t('table.mark-all')}
            checked={table.getIsAllRowsSelected()}
            ref={(el) => void (el && (el.indeterminate = table.getIsSomeRowsSelected()))}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
          <span className={styles.rowNumber}>{t('table.row-number')}</span>
        </span>
      ),
      cell: ({ row }) => (
        <span className={styles.indexCell}>
          <input
            type="checkbox"
            aria-label={t('table.mark-row', { row: rowLabel(row.original) })}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
          <span className={styles.rowNumber} data-row-number>
            {row.index + 1}
          </span>
        </span>
      ),
    }
    const image: ColumnDef<R, unknown> = {
      id: '_image',
      size: IMAGE_COLUMN_WIDTH,
      minSize: IMAGE_COLUMN_WIDTH,
      maxSize: IMAGE_COLUMN_WIDTH,
      enableResizing: false,
      enableSorting: false,
      meta: { label: t('table.image') },
      header: () => <span className={styles.visuallyHidden}>{t('table.image')}</span>,
      cell: ({ row }) => {
        const src = imageOf?.(row.original)
        return src ? <img src={src} alt="" width={40} height={40} loading="lazy" className={styles.thumb} /> : null
      },
    }
    const menu: ColumnDef<R, unknown> = {
      id: '_actions',
      size: 64,
      minSize: 64,
      maxSize: 64,
      enableResizing: false,
      enableSorting: false,
      meta: { label: t('table.actions') },
      header: () => <span className={styles.visuallyHidden}>{t('table.actions')}</span>,
      cell: ({ row }) => renderMenu(row.original, api),
    }
    return [index, ...(withImage ? [image] : []), ...columns, menu]
  }, [columns, withImage, imageOf, renderMenu, rowLabel, api, t])

  const instance = useReactTable<R>({
    data: list.rows,
    columns: allColumns,
    getRowId: (row) => String(row.id),
    state: { sorting, columnSizing, rowSelection },
    defaultColumn: { minSize: MIN_COLUMN_WIDTH, maxSize: MAX_COLUMN_WIDTH, size: 160 },
    columnResizeMode: 'onChange',
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: true,
    getCoreRowModel: getCoreRowModel(),
    onSortingChange: (u) => update((c) => ({ ...c, sort: apply(u, sorting)[0] ?? null })),
    onColumnSizingChange: (u) =>
      update((c) => ({
        ...c,
        widths: Object.fromEntries(
          Object.entries(apply(u, c.widths))
            .filter(([id]) => columnIds.includes(id))
            .map(([id, w]) => [id, clampWidth(w)]),
        ),
      })),
    onRowSelectionChange: (u) =>
      update((c) => ({
        ...c,
        checked: Object.entries(apply(u, rowSelection))
          .filter(([, on]) => on)
          .map(([id]) => Number(id)),
      })),
  })

  const scrollRef = useRef<HTMLDivElement>(null)
  // initialRect: rows show before the box is measured (and where nothing is, as in jsdom).
  const virtualizer = useVirtualizer({
    count: list.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 1200, height: 640 },
  })
  const items = virtualizer.getVirtualItems()
  const padTop = items[0]?.start ?? 0
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0

  // Infinite scroll: near the end (or when the rows do not fill the box), the next page.
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const checkEnd = useCallback(() => {
    clearTimeout(scrollTimer.current)
    scrollTimer.current = setTimeout(() => {
      const el = scrollRef.current
      if (el && el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX) list.loadMore()
    }, SCROLL_DEBOUNCE_MS)
  }, [list])
  useEffect(() => {
    if (list.status === 'ready' && list.next) checkEnd()
  }, [list.status, list.next, list.rows.length, checkEnd])
  useEffect(() => () => clearTimeout(scrollTimer.current), [])

  const visible = instance.getVisibleLeafColumns()
  // Spec 3 §9's 2 sticky columns: the index and the row's identity (the serial or order number, the
  // first data column), not the picture: on a phone the serial number scrolled out of view with the
  // rest while the picture stayed. The picture scrolls under the sticky number.
  const firstData = withImage ? 2 : 1
  const stickyLeft = (index: number) => (index === 0 ? 0 : index === firstData ? visible[0]!.getSize() : undefined)
  const cellStyle = (index: number, size: number) => ({ width: size, minWidth: size, maxWidth: size, left: stickyLeft(index) })
  const cellClass = (index: number) =>
    [styles.cell, (index === 0 || index === firstData) && styles.sticky, index === 0 && styles.index].filter(Boolean).join(' ')

  const filtered = Boolean(config && (hasActiveFilters(config.filters) || search.trim()))
  const resetFilters = () => {
    update((c) => ({ ...c, filters: {} }))
    setSearchInput('')
    setSearch('')
  }
  const setFilter = (id: FilterId, value: string) =>
    update((c) => ({ ...c, filters: { ...c.filters, [id]: value === 'none' ? undefined : value } as FilterState }))

  function resizeByKey(event: KeyboardEvent<HTMLDivElement>, id: string, size: number) {
    const step = { ArrowLeft: -10, ArrowRight: 10, ArrowDown: -10, ArrowUp: 10 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    update((c) => ({ ...c, widths: { ...c.widths, [id]: clampWidth(size + step) } }))
  }

  const view: TableView<R> = {
    rows: list.rows,
    complete: list.status === 'ready' && !list.next && !filtered,
    shownStores,
    reload: list.reload,
  }

  const headingId = `portal-${name}-heading`
  const totalWidth = instance.getTotalSize()

  return (
    // Not a landmark itself: the scroll box below is the region named by the headline.
    <section className={styles.tableSection}>
      <header className={styles.tableHeader}>
        <h1 id={headingId} className={styles.heading}>
          {headline}
        </h1>
        <p className={styles.count} aria-live="polite">
          {list.status === 'ready' ? t('table.count', { count: list.count }) : ''}
        </p>
      </header>
      {panel ? panel(view) : null}
      <div className={styles.toolbar}>
        <label className={styles.control}>
          <span>{t('table.search')}</span>
          <input type="search" value={searchInput} onChange={(e) => setSearchInput(e.target.value)} className={styles.input} />
        </label>
        {stores.length > 1 ? (
          <label className={styles.control}>
            <span>{t('table.store')}</span>
            <select value={store} onChange={(e) => setStore(e.target.value)} className={styles.input}>
              <option value="">{t('table.all-stores')}</option>
              {stores.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {tableFilters[name].map((id) => (
          <label key={id} className={styles.control}>
            <span>{t(`filter.${id}.label`)}</span>
            <select value={config?.filters[id] ?? 'none'} onChange={(e) => setFilter(id, e.target.value)} className={styles.input}>
              {filterChoices[id].map((v) => (
                <option key={v} value={v}>
                  {t(`filter.${id}.${v}` as never)}
                </option>
              ))}
            </select>
          </label>
        ))}
        {exportHref && query ? (
          <p className={styles.exports}>
            <a href={exportHref(query, 'csv')}>{t('table.export-csv')}</a>
            <a href={exportHref(query, 'xlsx')}>{t('table.export-xlsx')}</a>
          </p>
        ) : null}
      </div>

      {list.status === 'loading' || !config ? (
        <div className={styles.state}>
          <Loader label={t('table.loading')} />
        </div>
      ) : list.status === 'failed' ? (
        <div className={styles.state} role="alert">
          <p>{t('table.failed')}</p>
          <button type="button" className={styles.button} onClick={list.reload}>
            {t('table.retry')}
          </button>
        </div>
      ) : list.rows.length === 0 ? (
        <div className={styles.state}>
          {filtered ? (
            <>
              <p>{t('empty.filtered')}</p>
              <button type="button" className={styles.button} onClick={resetFilters}>
                {t('empty.reset')}
              </button>
            </>
          ) : (
            <p>{emptyText}</p>
          )}
        </div>
      ) : (
        <div ref={scrollRef} className={styles.scroll} onScroll={checkEnd} tabIndex={0} role="region" aria-labelledby={headingId}>
          <table className={styles.table} style={{ width: totalWidth }} aria-rowcount={list.count + 2}>
            <thead className={styles.thead}>
              {instance.getHeaderGroups().map((group) => (
                <tr key={group.id} aria-rowindex={1}>
                  {group.headers.map((header, index) => {
                    const column = header.column
                    const label = (column.columnDef.meta as ColumnMeta | undefined)?.label ?? ''
                    const sorted = column.getIsSorted()
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={cellClass(index)}
                        style={cellStyle(index, header.getSize())}
                        aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.getCanSort() ? 'none' : undefined}
                      >
                        {column.getCanSort() ? (
                          <Tip text={label}>
                            <button type="button" className={styles.sortButton} onClick={column.getToggleSortingHandler()}>
                              <span className={styles.ellipsis}>{flexRender(column.columnDef.header, header.getContext())}</span>
                              <span aria-hidden="true" className={styles.sortMark}>
                                {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                              </span>
                            </button>
                          </Tip>
                        ) : (
                          flexRender(column.columnDef.header, header.getContext())
                        )}
                        {column.getCanResize() ? (
                          <div
                            role="separator"
                            aria-orientation="vertical"
                            aria-label={t('table.resize', { column: label })}
                            aria-valuenow={header.getSize()}
                            aria-valuemin={MIN_COLUMN_WIDTH}
                            aria-valuemax={MAX_COLUMN_WIDTH}
                            tabIndex={0}
                            data-column={column.id}
                            className={styles.resizer}
                            onMouseDown={header.getResizeHandler()}
                            onTouchStart={header.getResizeHandler()}
                            onDoubleClick={() => column.resetSize()}
                            onKeyDown={(e) => resizeByKey(e, column.id, header.getSize())}
                          />
                        ) : null}
                      </th>
                    )
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {padTop > 0 ? (
                <tr aria-hidden="true">
                  <td style={{ height: padTop, padding: 0 }} colSpan={visible.length} />
                </tr>
              ) : null}
              {items.map((v) => {
                const row = instance.getRowModel().rows[v.index]!
                return (
                  <tr
                    key={row.id}
                    data-index={v.index}
                    aria-rowindex={v.index + 2}
                    className={row.getIsSelected() ? styles.marked : undefined}
                    style={{ height: ROW_HEIGHT }}
                  >
                    {row.getVisibleCells().map((cell, index) => {
                      const value = cell.getValue()
                      const text = typeof value === 'string' ? value : ''
                      return (
                        <td key={cell.id} className={cellClass(index)} style={cellStyle(index, cell.column.getSize())}>
                          <Tip text={text}>
                            <span className={styles.ellipsis}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                          </Tip>
                        </td>
                      )
                    })}
                  </tr>
                )
              })}
              {padBottom > 0 ? (
                <tr aria-hidden="true">
                  <td style={{ height: padBottom, padding: 0 }} colSpan={visible.length} />
                </tr>
              ) : null}
            </tbody>
            <tfoot className={styles.tfoot}>
              <tr aria-rowindex={list.count + 2}>
                {visible.map((column, index) => {
                  const meta = column.columnDef.meta as ColumnMeta | undefined
                  return (
                    <td key={column.id} className={cellClass(index)} style={cellStyle(index, column.getSize())}>
                      {index === 0 ? <span className={styles.visuallyHidden}>{t('table.totals')}</span> : null}
                      {meta?.total ? <Totals totals={list.totals} metric={meta.total} /> : null}
                    </td>
                  )
                })}
              </tr>
            </tfoot>
          </table>
          {list.loadingMore ? (
            <p className={styles.more} role="status">
              {t('table.loading-more')}
            </p>
          ) : null}
        </div>
      )}
    </section>
  )
}

/** The footer's sums of one amount column, one line per currency (spec 3 §3 "Portal: aggregates"). */
function Totals({ totals, metric }: { totals: readonly AggregateRow[]; metric: NonNullable<ColumnMeta['total']> }) {
  const lines = totals.filter((a) => a[metric])
  if (!lines.length) return null
  return (
    <ul className={styles.totals}>
      {lines.map((a) => (
        <li key={a.currency}>{formatOptionalAmount(a[metric], a.currency)}</li>
      ))}
    </ul>
  )
}
