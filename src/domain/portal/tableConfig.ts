import type { PortalTable } from '@/domain/portal/permissions'
import { cleanFilters, type FilterState } from '@/domain/portal/tableFilters'

/** Spec 3 §9: column widths between 120 and 750 px; the index column 50 px, the image column 51 px. */
export const MIN_COLUMN_WIDTH = 120
export const MAX_COLUMN_WIDTH = 750
export const INDEX_COLUMN_WIDTH = 50
export const IMAGE_COLUMN_WIDTH = 51

/** Spec 3 §3 "Portal: table configuration (kept locally per table)". */
export type TableConfig = {
  widths: Record<string, number>
  filters: FilterState
  checked: number[]
  sort: { id: string; desc: boolean } | null
}

export const emptyConfig = (): TableConfig => ({ widths: {}, filters: {}, checked: [], sort: null })

export const configKey = (table: PortalTable) => `maison.portal.table.${table}`

export const clampWidth = (width: number) => Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)))

/**
 * A stored configuration read back defensively: it lives in the visitor's browser, so an old or
 * edited value must neither break the table nor send the API a column or filter it does not know.
 */
export function parseConfig(raw: string | null, table: PortalTable, columns: readonly string[]): TableConfig {
  let data: unknown
  try {
    data = raw ? JSON.parse(raw) : null
  } catch {
    data = null
  }
  if (!data || typeof data !== 'object') return emptyConfig()
  const d = data as Record<string, unknown>
  const widths: Record<string, number> = {}
  if (d.widths && typeof d.widths === 'object') {
    for (const [id, w] of Object.entries(d.widths as Record<string, unknown>))
      if (columns.includes(id) && typeof w === 'number' && Number.isFinite(w)) widths[id] = clampWidth(w)
  }
  const checked = Array.isArray(d.checked) ? [...new Set(d.checked.filter((v): v is number => Number.isSafeInteger(v)))] : []
  const s = d.sort as Record<string, unknown> | null | undefined
  const sort = s && typeof s === 'object' && typeof s.id === 'string' && columns.includes(s.id) ? { id: s.id, desc: s.desc === true } : null
  return { widths, filters: cleanFilters(d.filters, table), checked, sort }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

export function loadConfig(storage: StorageLike | null, table: PortalTable, columns: readonly string[]): TableConfig {
  try {
    return parseConfig(storage?.getItem(configKey(table)) ?? null, table, columns)
  } catch {
    return emptyConfig()
  }
}

export function saveConfig(storage: StorageLike | null, table: PortalTable, config: TableConfig): void {
  try {
    storage?.setItem(configKey(table), JSON.stringify(config))
  } catch {
    // Storage full or disabled (private mode): the table works, it just forgets.
  }
}
