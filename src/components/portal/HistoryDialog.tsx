'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import { Modal } from '@/components/ui/Modal/Modal'
import { formatOptionalAmount } from '@/domain/trade/formatAmount'
import { formatDay } from './formatters'
import type { HistoryEntry, InventoryRow, OpenOrderHistoryEntry, OpenOrderRow } from '@/contracts/portal'
import { loadHistory, loadOpenOrderHistory, type PortalRow } from './portalApi'
import styles from './Portal.module.css'

type Entry = HistoryEntry | OpenOrderHistoryEntry

/**
 * A row's history in a modal, oldest first: an item's (GET /api/v1/inventory/{serial}/history/) or,
 * on the open orders, the order line's (GET /api/v1/open-orders/{id}/history/, issue 33), with the
 * house's answers to change requests.
 */
export function HistoryDialog({ row, openOrder, locale, onClose }: { row: PortalRow; openOrder: boolean; locale: string; onClose: () => void }) {
  const t = useTranslations('portal')
  const [entries, setEntries] = useState<Entry[] | null | 'failed'>(null)
  const key = openOrder ? String(row.id) : (row as InventoryRow).serial_number
  useEffect(() => {
    let live = true
    const load: Promise<Entry[] | null> = openOrder ? loadOpenOrderHistory(Number(key)) : loadHistory(key)
    load.then((found) => live && setEntries(found ?? 'failed'))
    return () => {
      live = false
    }
  }, [key, openOrder])

  const detail = (e: Entry): string => {
    const d = e.data as Record<string, unknown>
    const parts: string[] = []
    // The house's answer first, then what it answers.
    if (e.type === 'change_answered') {
      if (typeof d.answer === 'string') parts.push(d.answer)
      if (typeof d.information === 'string') parts.push(t('history.asked', { information: d.information }))
      return parts.join(' · ')
    }
    if (typeof d.reason === 'string') parts.push(d.reason)
    if (typeof d.note === 'string') parts.push(d.note)
    if (typeof d.information === 'string') parts.push(d.information)
    if (typeof d.estimated_delivery === 'string') parts.push(t('history.delivery', { date: formatDay(locale, d.estimated_delivery) }))
    if (Array.isArray(d.serial_numbers) && d.serial_numbers.length) parts.push(t('history.serials', { serials: d.serial_numbers.join(', ') }))
    if (typeof d.carrier === 'string') parts.push(t('history.carrier', { carrier: d.carrier }))
    if (typeof d.tracking_number === 'string') parts.push(t('history.tracking', { tracking: d.tracking_number }))
    if (typeof d.virtual_storage === 'boolean') parts.push(d.virtual_storage ? t('value.yes') : t('value.no'))
    if (typeof d.sell_out_price === 'number') parts.push(formatOptionalAmount(d.sell_out_price, typeof d.currency === 'string' ? d.currency : null))
    if (typeof d.date === 'string') parts.push(formatDay(locale, d.date))
    const seller = d.sale_user === null ? t('value.no-seller') : typeof d.sale_user_name === 'string' ? d.sale_user_name : null
    if (seller) parts.push(`${t('dialog.sale_user')}: ${seller}`)
    if (typeof d.user_name === 'string') parts.push(t('history.by', { name: d.user_name }))
    return parts.join(' · ')
  }
  const eventName = (e: Entry): string => {
    const name = openOrder ? `order-event.${e.type}` : `event.${e.type}`
    return t.has(name as never) ? t(name as never) : e.type
  }
  const title = openOrder
    ? t('history.order-title', { order: (row as OpenOrderRow).order_no, article: row.article_number })
    : t('history.title', { serial: (row as InventoryRow).serial_number })

  return (
    <Modal open onClose={onClose} title={title}>
      {entries === null ? (
        <Loader label={t('history.loading')} />
      ) : entries === 'failed' ? (
        <p role="alert">{t('history.failed')}</p>
      ) : entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ol className={styles.history} aria-label={t('history.list')}>
          {entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.date}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(e.date))}</time>{' '}
              <strong>{eventName(e)}</strong>
              {detail(e) ? <span> — {detail(e)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  )
}
