'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Loader } from '@/components/ui/Loader/Loader'
import { Modal } from '@/components/ui/Modal/Modal'
import { formatOptionalAmount } from '@/domain/trade/formatAmount'
import { formatDay } from './formatters'
import type { HistoryEntry, InventoryRow } from '@/contracts/portal'
import { loadHistory } from './portalApi'
import styles from './Portal.module.css'

/** An item's history (GET /api/v1/inventory/{serial}/history/), oldest first, in a modal. */
export function HistoryDialog({ row, locale, onClose }: { row: InventoryRow; locale: string; onClose: () => void }) {
  const t = useTranslations('portal')
  const [entries, setEntries] = useState<HistoryEntry[] | null | 'failed'>(null)
  useEffect(() => {
    let live = true
    loadHistory(row.serial_number).then((found) => live && setEntries(found ?? 'failed'))
    return () => {
      live = false
    }
  }, [row.serial_number])

  const detail = (e: HistoryEntry): string => {
    const d = e.data
    const parts: string[] = []
    if (typeof d.reason === 'string') parts.push(d.reason)
    if (typeof d.note === 'string') parts.push(d.note)
    if (typeof d.information === 'string') parts.push(d.information)
    if (typeof d.virtual_storage === 'boolean') parts.push(d.virtual_storage ? t('value.yes') : t('value.no'))
    if (typeof d.sell_out_price === 'number') parts.push(formatOptionalAmount(d.sell_out_price, typeof d.currency === 'string' ? d.currency : null))
    if (typeof d.date === 'string') parts.push(formatDay(locale, d.date))
    const seller = d.sale_user === null ? t('value.no-seller') : typeof d.sale_user_name === 'string' ? d.sale_user_name : null
    if (seller) parts.push(`${t('dialog.sale_user')}: ${seller}`)
    if (typeof d.user_name === 'string') parts.push(t('history.by', { name: d.user_name }))
    return parts.join(' · ')
  }

  return (
    <Modal open onClose={onClose} title={t('history.title', { serial: row.serial_number })}>
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
              <strong>{t.has(`event.${e.type}` as never) ? t(`event.${e.type}` as never) : e.type}</strong>
              {detail(e) ? <span> — {detail(e)}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  )
}
