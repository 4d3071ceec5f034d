'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useToast } from '@/components/ui/Toast/Toast'
import { addSerials, flagOf, knownPieces, MAX_RECEIPTS, serialsIn, type AddOutcome, type KnownPieces, type ReceiveEntry } from '@/domain/portal/receiving'
import type { OpenOrderRow } from '@/contracts/portal'
import { receivePieces } from './portalApi'
import type { TableView } from './PortalTable'
import styles from './Portal.module.css'

type T = ReturnType<typeof useTranslations<'portal'>>
type Notice = { text: string; warning: boolean }
type Failure = { summary: string; lines: string[] }
type FocusRequest = { target: 'input' | 'record'; n: number }

/** What one addition did to the list, in words: taken over, refused as listed already, not a serial, over the limit. */
function noticeOf(t: T, outcome: AddOutcome, source: { orderNo: string } | null): Notice {
  const count = outcome.list.length
  const parts: string[] = []
  if (outcome.added.length)
    parts.push(
      source
        ? t('receive.delivery-added', { added: outcome.added.length, order: source.orderNo, count })
        : outcome.added.length === 1
          ? t('receive.added', { serial: outcome.added[0]!, count })
          : t('receive.added-many', { added: outcome.added.length, count }),
    )
  if (outcome.duplicates.length) parts.push(t('receive.duplicate', { serials: outcome.duplicates.join(', '), count: outcome.duplicates.length }))
  if (outcome.malformed.length) parts.push(t('receive.malformed', { serials: outcome.malformed.join(', '), count: outcome.malformed.length }))
  if (outcome.overLimit.length) parts.push(t('receive.over-limit', { serials: outcome.overLimit.join(', '), max: MAX_RECEIPTS }))
  return { text: parts.join(' '), warning: outcome.duplicates.length + outcome.malformed.length + outcome.overLimit.length > 0 }
}

/**
 * The receiving list (issue 33), kept by the open orders' section rather than the panel: it outlives a
 * change of the shown store, and a row's "Lieferung einbuchen" fills it from the row's menu.
 */
export function useReceiving() {
  const t = useTranslations('portal')
  const [entries, setEntriesState] = useState<ReceiveEntry[]>([])
  // The list as last set, for additions that follow each other before React renders (a fast scanner).
  const current = useRef<ReceiveEntry[]>([])
  const [notice, setNotice] = useState<Notice | null>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [focus, setFocus] = useState<FocusRequest | null>(null)
  const setEntries = useCallback((list: ReceiveEntry[]) => {
    current.current = list
    setEntriesState(list)
  }, [])
  const requestFocus = useCallback((target: FocusRequest['target']) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 })), [])

  const add = useCallback(
    (serials: string[], known: KnownPieces, source: { orderNo: string } | null = null) => {
      const outcome = addSerials(current.current, serials, known)
      setEntries(outcome.list)
      setNotice(noticeOf(t, outcome, source))
      return outcome
    },
    [t, setEntries],
  )

  /** The row action: all the row's pieces on their way into the list, then on to "Buchen". */
  const takeDelivery = useCallback(
    (row: OpenOrderRow) => {
      add(row.serial_numbers, knownPieces([row], false), { orderNo: row.order_no })
      requestFocus('record')
    },
    [add, requestFocus],
  )

  return { entries, current, setEntries, notice, setNotice, failure, setFailure, focus, requestFocus, add, takeDelivery }
}

export type Receiving = ReturnType<typeof useReceiving>

type Props = {
  receiving: Receiving
  view: TableView<OpenOrderRow>
  /** Whether the user holds inventory:log_article_sell_in at a store (its id). */
  mayReceive: (store: string) => boolean
}

/**
 * "Wareneingang erfassen" on the open orders (issue 33): a barcode scanner types a serial and Enter;
 * each lands in the list below, the field keeping the focus for the next. "Buchen" sends the list as
 * one action list of log_sell_in (all or nothing): 200 says how many pieces came in, reloads the open
 * orders and empties the list; a refusal names each refused serial and keeps the list as it was.
 */
export function ReceivePanel({ receiving, view, mayReceive }: Props) {
  const t = useTranslations('portal')
  const toast = useToast()
  const headingId = useId()
  const introId = useId()
  const listId = useId()
  const input = useRef<HTMLInputElement>(null)
  const recordButton = useRef<HTMLButtonElement>(null)
  const [typed, setTyped] = useState('')
  const [busy, setBusy] = useState(false)
  const { entries, current, setEntries, notice, setNotice, failure, setFailure, focus, requestFocus, add } = receiving
  const known = useMemo(() => knownPieces(view.rows, view.complete), [view.rows, view.complete])

  useEffect(() => {
    if (!focus) return
    ;(focus.target === 'record' ? recordButton : input).current?.focus()
  }, [focus])

  function take() {
    const serials = serialsIn(typed)
    if (!serials.length) return
    add(serials, known)
    setTyped('')
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return
    // The scanner's Enter: into the list, and the field stays focused for the next piece.
    event.preventDefault()
    take()
  }

  function remove(serial: string) {
    const list = current.current.filter((e) => e.serial !== serial)
    setEntries(list)
    if (!list.length) setFailure(null)
    setNotice({ text: t('receive.removed', { serial, count: list.length }), warning: false })
    // The removed entry's button is gone: back to the field rather than to the page's start.
    requestFocus('input')
  }

  function clear() {
    setEntries([])
    setFailure(null)
    setNotice({ text: t('receive.cleared'), warning: false })
    requestFocus('input')
  }

  async function record() {
    if (busy || !current.current.length) return
    const sent = current.current.map((e) => e.serial)
    setBusy(true)
    setFailure(null)
    setNotice(null)
    setEntries(current.current.map((e) => ({ ...e, refusal: null })))
    const answer = await receivePieces(sent)
    setBusy(false)
    if (answer.kind === 'done') {
      toast.show(t('receive.done', { count: answer.received }), { tone: 'success' })
      // Serials scanned while the list was on its way stay for the next recording.
      setEntries(current.current.filter((e) => !sent.includes(e.serial)))
      requestFocus('input')
      view.reload()
      return
    }
    const refused = new Map(answer.refusals.map((r) => [r.serial, r]))
    setEntries(current.current.map((e) => ({ ...e, refusal: refused.get(e.serial) ?? null })))
    if (answer.refusals.length)
      setFailure({
        summary: t('receive.refused', { count: answer.refusals.length }),
        lines: answer.refusals.map((r) => t('receive.refused-serial', { serial: r.serial, reason: r.reason ? t(`receive.refusal.${r.reason}`) : r.text })),
      })
    else
      setFailure({
        summary: answer.status === 409 ? t('receive.changed') : t('receive.failed'),
        lines: answer.status === 409 || !answer.message ? [] : [answer.message],
      })
  }

  return (
    <section className={styles.receive} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.receiveHeading}>
        {t('receive.heading')}
      </h2>
      <p id={introId} className={styles.hint}>
        {t('receive.intro')}
      </p>
      <div className={styles.receiveEntry}>
        <label className={styles.control}>
          <span>{t('receive.serial')}</span>
          <input
            ref={input}
            type="text"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKey}
            className={styles.input}
            aria-describedby={introId}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="enter"
          />
        </label>
        <button
          type="button"
          className={styles.buttonSecondary}
          onClick={() => {
            take()
            input.current?.focus()
          }}
        >
          {t('receive.add')}
        </button>
      </div>
      {/* What each addition, removal or refusal did to the list, read out without moving the focus. */}
      <p aria-live="polite" className={notice?.warning ? `${styles.hint} ${styles.warning}` : styles.hint}>
        {notice?.text ?? ''}
      </p>
      {failure ? (
        <div role="alert" className={styles.error}>
          <p className={styles.receiveFailure}>{failure.summary}</p>
          {failure.lines.length ? (
            <ul className={styles.receiveFailureList}>
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p id={listId} className={styles.receiveListLabel}>
        {entries.length ? t('receive.list', { count: entries.length }) : t('receive.empty')}
      </p>
      {entries.length ? (
        <ul aria-labelledby={listId} className={styles.receiveList}>
          {entries.map((entry) => {
            const flag = flagOf(entry.serial, known, mayReceive)
            const refusal = entry.refusal
            return (
              <li key={entry.serial} className={styles.receiveItem}>
                <span className={styles.receiveSerial}>{entry.serial}</span>
                {refusal ? (
                  <span className={`${styles.receiveNote} ${styles.error}`}>
                    {t('receive.refused-label', { reason: refusal.reason ? t(`receive.refusal.${refusal.reason}`) : refusal.text })}
                  </span>
                ) : flag ? (
                  <span className={`${styles.receiveNote} ${styles.warning}`}>{t(`receive.flag.${flag}`)}</span>
                ) : null}
                <button
                  type="button"
                  className={styles.receiveRemove}
                  aria-label={t('receive.remove', { serial: entry.serial })}
                  onClick={() => remove(entry.serial)}
                >
                  {t('receive.remove-short')}
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
      <div className={styles.receiveButtons}>
        <button
          ref={recordButton}
          type="button"
          className={styles.button}
          // Not disabled while sending: a disabled button would drop the focus to the page's start.
          disabled={!entries.length && !busy}
          aria-disabled={busy || undefined}
          onClick={record}
        >
          {busy ? t('receive.recording') : t('receive.record')}
        </button>
        {entries.length ? (
          <button type="button" className={styles.buttonSecondary} onClick={clear} disabled={busy}>
            {t('receive.clear')}
          </button>
        ) : null}
      </div>
    </section>
  )
}
