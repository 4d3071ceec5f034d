'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { call } from '@/components/shop/commerceApi'
import { Button } from '@/components/ui/Button/Button'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { Modal } from '@/components/ui/Modal/Modal'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import styles from './Order.module.css'

/** A line the jeweller may still cancel (status `placed`), named as the page names it. */
export type CancellableLine = { id: number; label: string }

type Outcome = { kind: 'done'; count: number } | { kind: 'refused' } | { kind: 'failed' } | null

/** The longest reason the cancel takes (src/server/orders/schemas.ts `cancelBody`). */
const REASON_MAX = 500

/**
 * The jeweller's cancel on the order page (issue 33: "A jeweller may cancel a line before it is
 * confirmed"): the lines still `placed`, chosen in a confirm dialog with an optional reason, sent to
 * `POST /api/v1/commerce/orders/{id}/cancel/`. Afterwards the page is rendered again from the server
 * (lines, timeline and documents move together); a line the house confirmed meanwhile is the cancel's
 * 409, said in words.
 */
export function CancelLines({ orderId, lines }: { orderId: number; lines: readonly CancellableLine[] }) {
  const t = useTranslations('order.cancel')
  const router = useRouter()
  const session = useCommerceSession()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const [missing, setMissing] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const legendId = useId()

  const start = () => {
    // One line left: it is the one meant.
    setChosen(new Set(lines.length === 1 ? [lines[0]!.id] : []))
    setReason('')
    setMissing(false)
    setOutcome(null)
    setOpen(true)
  }
  const toggle = (id: number, on: boolean) => {
    setMissing(false)
    setChosen((known) => {
      const next = new Set(known)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    if (!chosen.size) return setMissing(true)
    setSending(true)
    const ids = lines.filter((l) => chosen.has(l.id)).map((l) => l.id)
    let status = 0
    try {
      ;({ status } = await call(`/api/v1/commerce/orders/${orderId}/cancel/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ lines: ids, reason: reason.trim() || null }),
      }))
    } catch {
      status = 0
    }
    setSending(false)
    if (status === 401) {
      setOpen(false)
      return session.expire()
    }
    if (status === 200) {
      setOpen(false)
      setOutcome({ kind: 'done', count: ids.length })
      return router.refresh()
    }
    if (status === 409) {
      setOpen(false)
      setOutcome({ kind: 'refused' })
      return router.refresh()
    }
    setOutcome({ kind: 'failed' })
  }

  return (
    <div className={styles.cancel}>
      <Button variant="secondary" onClick={start}>
        {t('open')}
      </Button>
      <p role="status" className={outcome?.kind === 'done' ? styles.muted : styles.error}>
        {outcome?.kind === 'done' ? t('done', { count: outcome.count }) : outcome?.kind === 'refused' && !open ? t('refused') : ''}
      </p>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')}>
        <form className={styles.cancelForm} onSubmit={(event) => void submit(event)} noValidate>
          <p>{t('text')}</p>
          <fieldset className={styles.cancelLines} aria-describedby={missing ? `${legendId}-error` : undefined}>
            <legend id={legendId}>{t('lines')}</legend>
            {lines.map((line) => (
              <Checkbox
                key={line.id}
                name="lines"
                value={String(line.id)}
                label={line.label}
                checked={chosen.has(line.id)}
                onChange={(event) => toggle(line.id, event.target.checked)}
              />
            ))}
            {missing ? (
              <p id={`${legendId}-error`} role="alert" className={styles.error}>
                {t('choose')}
              </p>
            ) : null}
          </fieldset>
          <TextArea label={t('reason')} name="reason" rows={3} maxLength={REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
          {outcome?.kind === 'failed' ? (
            <p role="alert" className={styles.error}>
              {t('failed')}
            </p>
          ) : null}
          <div className={styles.cancelActions}>
            <Button type="submit" loading={sending} focusableWhenDisabled>
              {t('confirm')}
            </Button>
            <Button type="button" variant="text" onClick={() => setOpen(false)}>
              {t('keep')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  )
}
