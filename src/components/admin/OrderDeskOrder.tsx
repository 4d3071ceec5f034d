'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { NextIntlClientProvider, useFormatter, useLocale, useTranslations, type AbstractIntlMessages, type Locale } from 'next-intl'
import { useEffect, useId, useRef, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react'
import { htmlLang } from '@/i18n/locales'
import type { MoveRefusalCode } from '@/domain/orders/moveRefusals'
import { moveRefusalCodes } from '@/domain/orders/moveRefusals'
import type { LineStatus } from '@/domain/orders/orderStatus'
import { isSerialNumber } from '@/domain/orders/serialNumber'
import { calendarDayIn, HOUSE_TIME_ZONE } from '@/domain/trade/calendarDay'
import { formatDay } from '@/domain/trade/tradeFigures'
import type { DeskLine, DeskOrder } from '@/server/orders/orderDeskView'

/**
 * The admin has no next-intl provider of its own: the desk's server view hands its client part the
 * catalogue's `orderDesk` and `orders` texts in the staff member's admin language.
 */
export function OrderDeskIntl({ locale, messages, children }: { locale: Locale; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={HOUSE_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  )
}

type Move = 'confirm' | 'production' | 'ship' | 'cancel'
const moves: readonly Move[] = ['confirm', 'production', 'ship', 'cancel']
/** The house API's path per move (POST /api/v1/house/orders/{id}/{path}/). */
const movePath: Record<Move, string> = { confirm: 'confirm', production: 'production', ship: 'shipments', cancel: 'cancel' }
/** Lines the house can still move: confirm, produce, ship or cancel (src/domain/orders/orderStatus.ts). */
const movable = (status: LineStatus) => status === 'placed' || status === 'confirmed' || status === 'in_production'
/** The longest reason, carrier and tracking number the API takes (src/server/orders/schemas.ts). */
const REASON_MAX = 500
const SHIPPING_TEXT_MAX = 100

/** What the house API answers beside the order: a refusal `{detail, code, lines?}`, DRF's field errors. */
type Answer = { code?: unknown; detail?: unknown; lines?: unknown } | null

type Outcome = { kind: 'done'; text: string } | { kind: 'error'; text: string } | null

const cell: CSSProperties = { padding: '8px 10px', borderBottom: '1px solid var(--theme-elevation-100)', verticalAlign: 'top', textAlign: 'left' }
const input: CSSProperties = {
  padding: '6px 8px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'inherit',
  font: 'inherit',
}
const visuallyHidden: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }
const fieldLabel: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, margin: '8px 0', maxWidth: 420 }

/**
 * One order on the admin's order desk (issue 33): its lines, each with a checkbox while the house
 * can still move it, and the moves for the lines chosen: confirm (a delivery day per line, the
 * requested or current one prefilled), into production, ship (one serial number per piece still to
 * ship, carrier and tracking number) and cancel (a reason). Each move is one call of the house's API
 * with the staff member's own admin session; on success the view is rendered again from the server,
 * a refusal (409, or 400 with a code) is said in the desk's language, naming the lines, and nothing
 * was written. Below: the order's deliveries.
 */
export function OrderDeskOrder({ order }: { order: DeskOrder }) {
  const t = useTranslations('orderDesk')
  const status = useTranslations('orders.status')
  const format = useFormatter()
  const locale = useLocale()
  const router = useRouter()
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set())
  const [move, setMove] = useState<Move | null>(null)
  const [days, setDays] = useState<Record<number, string>>({})
  const [serials, setSerials] = useState<Record<number, string[]>>({})
  const [carrier, setCarrier] = useState('')
  const [tracking, setTracking] = useState('')
  const [reason, setReason] = useState('')
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const formHeading = useRef<HTMLHeadingElement>(null)
  const id = useId()

  const lang = htmlLang[locale as keyof typeof htmlLang] ?? locale
  const day = (value: string | null) => (value ? formatDay(value, lang) : '—')
  const name = (line: DeskLine) => t('line-name', { position: line.position, article: line.articleNumber })
  const list = (names: string[]) => format.list(names, { type: 'conjunction' })
  const byId = new Map(order.lines.map((l) => [l.id, l]))
  const openLines = order.lines.filter((l) => movable(l.status))
  // A line moved on meanwhile (the view rendered again) drops out of the choice with its checkbox.
  const selected = openLines.filter((l) => chosen.has(l.id))
  const allChosen = openLines.length > 0 && openLines.every((l) => chosen.has(l.id))

  useEffect(() => {
    if (move) formHeading.current?.focus()
  }, [move])

  const toggle = (lineId: number, on: boolean) =>
    setChosen((known) => {
      const next = new Set(known)
      if (on) next.add(lineId)
      else next.delete(lineId)
      return next
    })
  const open = (next: Move) => {
    setOutcome(null)
    setMove(next)
  }

  /** The day a line's confirm starts from: the requested one while placed, else the one confirmed. */
  const dayOf = (line: DeskLine) =>
    days[line.id] ?? (line.status === 'placed' ? (line.requestedDate ?? line.estimatedDelivery) : (line.estimatedDelivery ?? line.requestedDate)) ?? ''
  const serialsOf = (line: DeskLine) => serials[line.id] ?? Array<string>(line.piecesToShip).fill('')

  /** The body a move sends, or the reason it is not sent (said before anything reaches the house). */
  function bodyOf(current: Move): { body: unknown } | { error: string } {
    const ids = selected.map((l) => l.id)
    switch (current) {
      case 'confirm': {
        const missing = selected.filter((l) => !dayOf(l))
        if (missing.length) return { error: t('moves.missing-day', { lines: list(missing.map(name)) }) }
        return { body: { lines: selected.map((l) => ({ id: l.id, estimated_delivery: dayOf(l) })) } }
      }
      case 'production':
        return { body: { lines: ids } }
      case 'cancel':
        return { body: { lines: ids, reason: reason.trim() || null } }
      case 'ship': {
        const done = selected.filter((l) => l.piecesToShip === 0)
        if (done.length) return { error: t('moves.nothing-to-ship', { lines: list(done.map(name)) }) }
        const given = selected.map((l) => ({
          line: l,
          numbers: serialsOf(l)
            .map((s) => s.trim())
            .filter(Boolean),
        }))
        const empty = given.filter((g) => !g.numbers.length).map((g) => g.line)
        if (empty.length) return { error: t('moves.missing-serial', { lines: list(empty.map(name)) }) }
        const malformed = given.flatMap((g) => g.numbers).filter((s) => !isSerialNumber(s))
        if (malformed.length) return { error: t('moves.bad-serial', { serials: malformed.join(', ') }) }
        return {
          body: {
            lines: given.map((g) => ({ id: g.line.id, serial_numbers: g.numbers })),
            carrier: carrier.trim() || null,
            tracking_number: tracking.trim() || null,
          },
        }
      }
    }
  }

  /** A refusal in words: the lines it names (with their state for a move that does not fit them). */
  function refusal(code: MoveRefusalCode, lineIds: number[], detail: string, body: unknown): string {
    const named = lineIds.map((lineId) => {
      const line = byId.get(lineId)
      if (!line) return `#${lineId}`
      return code === 'move-not-allowed' ? t('line-state', { line: name(line), status: status(line.status) }) : name(line)
    })
    const sent = ((body as { lines?: { serial_numbers?: string[] }[] }).lines ?? []).flatMap((l) => l.serial_numbers ?? [])
    // The serials a refusal concerns: those sent twice, or those the API names as given already.
    const concerned =
      code === 'serial-repeated'
        ? [...new Set(sent.filter((s, i) => sent.indexOf(s) !== i))]
        : code === 'serial-taken'
          ? sent.filter((s) => detail.split(/[\s,:]+/).some((word) => word === s || word === `${s}.`))
          : []
    return t(`moves.refused.${code}`, { lines: list(named), count: concerned.length, serials: list(concerned) })
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!move || sending) return
    const made = bodyOf(move)
    if ('error' in made) return setOutcome({ kind: 'error', text: made.error })
    const names = list(selected.map(name))
    setSending(true)
    setOutcome(null)
    let response: Response
    let answer: Answer = null
    try {
      response = await fetch(`/api/v1/house/orders/${order.id}/${movePath[move]}/`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(made.body),
      })
      answer = (await response.json().catch(() => null)) as Answer
    } catch {
      setSending(false)
      return setOutcome({ kind: 'error', text: t('moves.failed') })
    }
    setSending(false)
    if (response.ok) {
      setOutcome({ kind: 'done', text: t(`moves.done.${move}`, { lines: names }) })
      setMove(null)
      setChosen(new Set())
      setDays({})
      setSerials({})
      setCarrier('')
      setTracking('')
      setReason('')
      return router.refresh()
    }
    const code = answer?.code
    if ((response.status === 409 || response.status === 400) && typeof code === 'string' && (moveRefusalCodes as readonly string[]).includes(code)) {
      const lineIds = Array.isArray(answer?.lines) ? answer.lines.filter((l): l is number => typeof l === 'number') : []
      setOutcome({ kind: 'error', text: refusal(code as MoveRefusalCode, lineIds, String(answer?.detail ?? ''), made.body) })
      // Another move came first: the view shows the order as it is now, the form stays as it was.
      if (code === 'order-changed') router.refresh()
      return
    }
    if (response.status === 400) return setOutcome({ kind: 'error', text: t('moves.invalid', { detail: messagesOf(answer).join(' ') }) })
    const text =
      response.status === 401
        ? t('moves.session')
        : response.status === 403
          ? t('moves.forbidden')
          : response.status === 404
            ? t('moves.not-found')
            : t('moves.failed')
    setOutcome({ kind: 'error', text })
  }

  const headingId = `${id}-move`
  return (
    <div>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>
              {openLines.length ? (
                <input
                  type="checkbox"
                  aria-label={t('select-all', { number: order.number })}
                  checked={allChosen}
                  onChange={(event) => setChosen(new Set(event.target.checked ? openLines.map((l) => l.id) : []))}
                />
              ) : (
                <span style={visuallyHidden}>{t('column.select')}</span>
              )}
            </th>
            {(['article', 'quantity', 'options', 'engraving', 'end-customer', 'requested', 'status', 'estimated', 'shipped'] as const).map((column) => (
              <th key={column} style={cell}>
                {t(`column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td style={cell}>
                {movable(line.status) ? (
                  <input
                    type="checkbox"
                    aria-label={t('select-line', { line: name(line) })}
                    checked={chosen.has(line.id)}
                    onChange={(event) => toggle(line.id, event.target.checked)}
                  />
                ) : null}
              </td>
              <td style={cell}>
                <Link href={`/admin/collections/order-lines/${line.id}`}>{line.articleNumber}</Link>
              </td>
              <td style={cell}>{line.quantity}</td>
              <td style={cell}>{line.options.length ? line.options.map((o) => <div key={o}>{o}</div>) : '—'}</td>
              <td style={cell}>
                {line.engravingImage ? (
                  <a href={line.engravingImage}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- the original upload, shown as sent (the engraver's file) */}
                    <img src={line.engravingImage} alt={t('engraving-image')} style={{ maxWidth: 96, maxHeight: 96 }} />
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td style={cell}>{line.endCustomer || '—'}</td>
              <td style={cell}>{day(line.requestedDate)}</td>
              <td style={cell}>
                {status(line.status)}
                {line.cancelReason ? <div>{t('cancel-reason', { reason: line.cancelReason })}</div> : null}
              </td>
              <td style={cell}>{day(line.estimatedDelivery)}</td>
              <td style={cell}>
                {line.shippedSerials.length ? (
                  <>
                    <div>{t('shipped-count', { shipped: line.shippedSerials.length, quantity: line.quantity })}</div>
                    {line.shippedSerials.map((serial) => (
                      <div key={serial}>{serial}</div>
                    ))}
                  </>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      {openLines.length ? (
        <div
          role="group"
          aria-label={t('moves.label', { number: order.number })}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', margin: '12px 0' }}
        >
          <span aria-live="polite">{t('selected', { count: selected.length })}</span>
          {moves.map((m) => (
            <button
              key={m}
              type="button"
              className="btn btn--style-secondary btn--size-small"
              style={{ margin: 0 }}
              disabled={!selected.length || sending}
              aria-expanded={move === m}
              aria-controls={move === m ? headingId : undefined}
              onClick={() => open(m)}
            >
              {t(`moves.${m}`)}
            </button>
          ))}
        </div>
      ) : null}
      <p role="status" style={{ margin: '4px 0' }}>
        {outcome?.kind === 'done' ? outcome.text : ''}
      </p>

      {move && selected.length ? (
        <form
          aria-labelledby={headingId}
          onSubmit={(event) => void submit(event)}
          noValidate
          style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: '8px 16px 16px', margin: '8px 0 16px' }}
        >
          <h3 id={headingId} ref={formHeading} tabIndex={-1} style={{ fontSize: 16 }}>
            {t(`moves.${move}-title`)}
          </h3>
          {move === 'confirm' ? (
            <>
              <p>{t('moves.confirm-text')}</p>
              {selected.map((line) => (
                <label key={line.id} style={fieldLabel}>
                  {t('moves.confirm-day', { line: name(line) })}
                  <input
                    type="date"
                    name={`estimated_delivery-${line.id}`}
                    required
                    min={calendarDayIn(new Date())}
                    style={input}
                    value={dayOf(line)}
                    onChange={(event) => setDays((known) => ({ ...known, [line.id]: event.target.value }))}
                  />
                </label>
              ))}
            </>
          ) : move === 'production' ? (
            <>
              <p>{t('moves.production-text')}</p>
              <ul>
                {selected.map((line) => (
                  <li key={line.id}>{name(line)}</li>
                ))}
              </ul>
            </>
          ) : move === 'ship' ? (
            <>
              <p>{t('moves.ship-text')}</p>
              {selected.map((line) => (
                <fieldset key={line.id} style={{ border: 0, padding: 0, margin: '12px 0' }}>
                  <legend style={{ fontWeight: 600 }}>{t('moves.ship-line', { line: name(line), count: line.piecesToShip })}</legend>
                  {serialsOf(line).map((value, piece) => (
                    <label key={piece} style={fieldLabel}>
                      {t('moves.ship-serial', { piece: piece + 1, pieces: line.piecesToShip })}
                      <input
                        type="text"
                        name={`serial-${line.id}-${piece + 1}`}
                        autoComplete="off"
                        spellCheck={false}
                        maxLength={64}
                        style={input}
                        value={value}
                        onChange={(event) =>
                          setSerials((known) => {
                            const next = [...(known[line.id] ?? serialsOf(line))]
                            next[piece] = event.target.value
                            return { ...known, [line.id]: next }
                          })
                        }
                      />
                    </label>
                  ))}
                </fieldset>
              ))}
              <label style={fieldLabel}>
                {t('moves.carrier')}
                <input
                  type="text"
                  name="carrier"
                  maxLength={SHIPPING_TEXT_MAX}
                  style={input}
                  value={carrier}
                  onChange={(event) => setCarrier(event.target.value)}
                />
              </label>
              <label style={fieldLabel}>
                {t('moves.tracking')}
                <input
                  type="text"
                  name="tracking_number"
                  maxLength={SHIPPING_TEXT_MAX}
                  style={input}
                  value={tracking}
                  onChange={(event) => setTracking(event.target.value)}
                />
              </label>
            </>
          ) : (
            <>
              <p>{t('moves.cancel-text')}</p>
              <ul>
                {selected.map((line) => (
                  <li key={line.id}>{name(line)}</li>
                ))}
              </ul>
              <label style={fieldLabel}>
                {t('moves.reason')}
                <textarea name="reason" rows={3} maxLength={REASON_MAX} style={input} value={reason} onChange={(event) => setReason(event.target.value)} />
              </label>
            </>
          )}
          {outcome?.kind === 'error' ? (
            <p role="alert" style={{ color: 'var(--theme-error-500)', fontWeight: 600 }}>
              {outcome.text}
            </p>
          ) : null}
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <button type="submit" className="btn btn--style-primary btn--size-small" style={{ margin: 0 }} disabled={sending}>
              {sending ? t('moves.sending') : t(`moves.${move}-submit`)}
            </button>
            <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => setMove(null)}>
              {t('moves.back')}
            </button>
          </div>
        </form>
      ) : null}

      {order.deliveries.length ? (
        <section aria-labelledby={`${id}-deliveries`}>
          <h3 id={`${id}-deliveries`} style={{ fontSize: 16 }}>
            {t('deliveries.heading')}
          </h3>
          <ol>
            {order.deliveries.map((delivery, index) => (
              <li key={delivery.id}>
                {t('deliveries.delivery', { number: index + 1, date: day(calendarDayIn(new Date(delivery.shippedAt))) })}
                {delivery.carrier ? <> · {t('deliveries.carrier', { carrier: delivery.carrier })}</> : null}
                {delivery.trackingNumber ? <> · {t('deliveries.tracking', { tracking: delivery.trackingNumber })}</> : null}
                <ul>
                  {delivery.lines.map((l) => {
                    const line = byId.get(l.id)
                    return <li key={l.id}>{t('deliveries.line', { line: line ? name(line) : `#${l.id}`, serials: l.serialNumbers.join(', ') })}</li>
                  })}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}

/** The texts of a 400 without a code (DRF field errors or `{detail}`), as they came. */
function messagesOf(answer: unknown): string[] {
  if (typeof answer === 'string') return [answer]
  if (Array.isArray(answer)) return answer.flatMap(messagesOf)
  if (answer && typeof answer === 'object') return Object.values(answer).flatMap(messagesOf)
  return []
}
