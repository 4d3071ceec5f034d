'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useMemo, useState } from 'react'
import { ToastProvider } from '@/components/ui/Toast/Toast'
import { applyActionResults } from '@/domain/portal/listEffects'
import { mayExport, sellInPermission, tableViewPermission, type ItemAction, type PortalTable as TableName } from '@/domain/portal/permissions'
import { sectionTable, storesWith, type PortalSection, type PortalStore } from '@/domain/portal/portalSections'
import { rowActionsFor, type RowAction } from '@/domain/portal/rowActions'
import { ActionDialog } from './ActionDialog'
import { HistoryDialog } from './HistoryDialog'
import type { InventoryRow, OpenOrderRow } from '@/contracts/portal'
import type { PortalRow } from './portalApi'
import { PortalTable, type TableApi, type TableView } from './PortalTable'
import { ReceivePanel, useReceiving } from './ReceivePanel'
import { RowMenu } from './RowMenu'
import { StaffManagement } from './StaffManagement'
import { inventoryColumns, openOrderColumns } from './tableColumns'

type Me = { id: number; name: string }
type Props = { section: PortalSection; stores: PortalStore[]; me: Me; locale: string }

/** The portal page's interactive part: one of the four tables, or the staff management. */
export function PortalApp({ section, stores, me, locale }: Props) {
  return (
    <ToastProvider>
      {section === 'staff' ? (
        <StaffManagement stores={stores} me={me} />
      ) : (
        <TableSection table={sectionTable[section]} stores={stores} me={me} locale={locale} />
      )}
    </ToastProvider>
  )
}

/** The open orders' row entry that puts the row's shipped pieces into the receiving list (issue 33). */
const RECEIVE = 'receive'

type Open = { kind: 'history'; row: PortalRow } | { kind: 'action'; action: ItemAction; row: PortalRow; api: TableApi<PortalRow> } | null

/**
 * Outside the component: a new function on every render made the table rebuild its columns, and
 * TanStack's cells, new component types, remounted every row (the row menu's button among them, so
 * a closed dialog had no opener left to give focus back to).
 */
const rowImage = (r: PortalRow) => r.image ?? null

function TableSection({ table, stores, me, locale }: { table: TableName; stores: PortalStore[]; me: Me; locale: string }) {
  const t = useTranslations('portal')
  const [open, setOpen] = useState<Open>(null)
  const tableStores = useMemo(() => storesWith(stores, tableViewPermission[table]), [stores, table])
  const permissionsOf = useCallback((store: number) => stores.find((s) => s.id === String(store))?.permissions ?? [], [stores])
  const isOrders = table === 'open_orders'
  const columns = useMemo(() => (isOrders ? openOrderColumns(t as never, locale) : inventoryColumns(table, t as never, locale)), [isOrders, table, t, locale])
  const rowLabel = useCallback(
    (r: PortalRow) => (isOrders ? `${(r as OpenOrderRow).order_no} ${r.article_number}` : (r as InventoryRow).serial_number),
    [isOrders],
  )
  const canExport = tableStores.some((s) => mayExport(table, s.permissions))
  // Receiving shipped pieces (issue 33): where the user holds inventory:log_article_sell_in.
  const mayReceive = useCallback((store: string) => permissionsOf(Number(store)).includes(sellInPermission), [permissionsOf])
  const receiving = useReceiving()
  const { takeDelivery } = receiving

  const renderMenu = useCallback(
    (row: PortalRow, api: TableApi<PortalRow>) => {
      const otherStores = stores.some((s) => s.id !== String(row.location.id) && s.permissions.includes('inventory:transfer_article'))
      const actions = rowActionsFor(table, permissionsOf(row.location.id), { otherStores })
      // A row with pieces on their way offers them to the receiving list, at a store where the user may receive.
      const delivery = isOrders && (row as OpenOrderRow).serial_numbers.length > 0 && mayReceive(String(row.location.id))
      const items = [...(delivery ? [{ id: RECEIVE, label: t('receive.row-action') }] : []), ...actions.map((a) => ({ id: a, label: t(`action.${a}`) }))]
      if (!items.length) return null
      return (
        <RowMenu
          label={t('table.row-actions', { row: rowLabel(row) })}
          items={items}
          onSelect={(id) =>
            id === RECEIVE
              ? takeDelivery(row as OpenOrderRow)
              : setOpen(id === 'history' ? { kind: 'history', row } : { kind: 'action', action: id as ItemAction, row, api })
          }
        />
      )
    },
    [table, stores, permissionsOf, rowLabel, t, isOrders, mayReceive, takeDelivery],
  )
  const panel = isOrders
    ? (view: TableView<PortalRow>) =>
        view.shownStores.some(mayReceive) ? <ReceivePanel receiving={receiving} view={view as TableView<OpenOrderRow>} mayReceive={mayReceive} /> : null
    : undefined

  const headline = t(`headline.${table}`)
  return (
    <>
      <PortalTable<PortalRow>
        table={table}
        endpoint={isOrders ? '/api/v1/open-orders/' : '/api/v1/inventory/'}
        headline={headline}
        columns={columns as never}
        withImage
        imageOf={rowImage}
        stores={tableStores}
        emptyText={isOrders ? t('empty.orders') : t('empty.products')}
        rowLabel={rowLabel}
        renderMenu={renderMenu}
        exportHref={canExport ? (query, format) => `/api/v1/inventory/export/?${query}&format=${format}&language=${locale}` : undefined}
        panel={panel}
      />
      {open?.kind === 'history' ? <HistoryDialog row={open.row} openOrder={isOrders} locale={locale} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'action' ? (
        <ActionDialog
          action={open.action}
          row={open.row}
          openOrder={isOrders}
          targets={storesWith(stores, 'inventory:transfer_article')}
          canListUsers={(store) => permissionsOf(Number(store)).includes('location_users:view')}
          me={me}
          onClose={() => setOpen(null)}
          onDone={(results) => {
            const { api } = open
            api.replaceRows((rows) =>
              applyActionResults(
                rows,
                results.map((r) => ({ action: r.action, item: r.item })),
                api.shownStores,
              ),
            )
            setOpen(null)
          }}
        />
      ) : null}
    </>
  )
}

export type { RowAction }
