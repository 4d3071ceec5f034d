'use client'

import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { CartLine } from '@/components/cart/CartLine'
import { CartSummary } from '@/components/cart/CartSummary'
import {
  announceCartChange,
  chooseShippingLocation,
  chooseShippingMethod,
  deleteLine,
  loadCurrentOrder,
  placeCurrentOrder,
  restoreLine,
  changeLineQuantity,
  duplicateLine,
  type OrderAnswer,
} from '@/components/cart/cartApi'
import { UndoNotice } from '@/components/cart/UndoNotice'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import { Select } from '@/components/ui/Select/Select'
import type { OrderLineView, OrderView } from '@/contracts/order'
import { DEFAULT_CART_SORT, cartSorts, isCartSort, sortLines, type CartSort } from '@/domain/cart/sortLines'
import type { PlacementErrorCode } from '@/domain/trade/placementErrors'
import styles from './Cart.module.css'

type Props = { shopHref: string; ordersHref: string; termsHref: string | null }

/** What the page says went wrong: a refusal's own message, or one of the cart's general ones. */
type Problem = {
  key:
    | `error.${PlacementErrorCode}`
    | 'error.place-failed'
    | 'error.delete-failed'
    | 'error.undo-failed'
    | 'error.shipping-failed'
    | 'error.shipping-location-failed'
    | 'error.quantity-failed'
    | 'error.duplicate-failed'
    | 'error.duplicate-refused'
  lines?: number[]
}

/** A deleted line that can still be put back, and where it stood among the sorted lines. */
type Undo = { line: OrderLineView; index: number }

/**
 * The cart page of spec 2 §2 inside the commerce guard: the current order of the store, sorted by
 * date added or product name, lines with their configuration, delivery cost and addresses, payment
 * terms and the order button. After placing only the success headline and subheadline show; a
 * placement that fails keeps the cart and says why.
 */
export function Cart({ shopHref, ordersHref, termsHref }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const session = useCommerceSession()
  const [order, setOrder] = useState<OrderView | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const [loading, setLoading] = useState(true)
  const [sort, setSort] = useState<CartSort>(DEFAULT_CART_SORT)
  const [deleting, setDeleting] = useState<number | null>(null)
  const [placing, setPlacing] = useState(false)
  const [problem, setProblem] = useState<Problem | null>(null)
  /** What the status region says after a line is removed or put back: the moved focus alone does not tell. */
  const [removed, setRemoved] = useState('')
  /** The last deleted line, offered back for a few seconds (issue 30); a later deletion replaces it. */
  const [undo, setUndo] = useState<Undo | null>(null)
  const [restoring, setRestoring] = useState(false)
  const [changing, setChanging] = useState(false)
  /** The line being copied (issue 33), and the line whose configuration is open to change. */
  const [duplicating, setDuplicating] = useState<number | null>(null)
  const [editing, setEditing] = useState<number | null>(null)
  const expireUndo = useCallback(() => setUndo(null), [])
  const alertRef = useRef<HTMLParagraphElement>(null)
  const successRef = useRef<HTMLHeadingElement>(null)
  const linesRef = useRef<HTMLUListElement>(null)
  const emptyRef = useRef<HTMLParagraphElement>(null)
  /**
   * After a deletion, the lines whose delete button should take the focus, nearest first (the next
   * ones, then the previous ones): the pressed button is gone, and without this the focus falls to
   * <body> and a keyboard or screen-reader user is thrown to the top of the page. After an undo, the
   * line put back.
   */
  const focusAfterDelete = useRef<number[] | null>(null)

  /** An answer of any call: the order shown, the guard asked again, or false for the caller's message. */
  const take = useCallback(
    (answer: OrderAnswer): boolean => {
      if (answer.kind === 'order') {
        setOrder(answer.order)
        setLoadFailed(false)
        return true
      }
      if (answer.kind === 'unauthorized') session.expire()
      return false
    },
    [session],
  )

  const reload = useCallback(async () => {
    setLoading(true)
    const answer = await loadCurrentOrder(locale)
    if (!take(answer) && answer.kind !== 'unauthorized') setLoadFailed(true)
    setLoading(false)
  }, [locale, take])

  useEffect(() => {
    void reload()
  }, [reload])

  useEffect(() => {
    if (problem) alertRef.current?.focus()
  }, [problem])

  // Just placed, or worked on by the house since (issue 33): anything but a cart.
  const placed = !!order && order.status !== 'cart'
  useEffect(() => {
    if (placed) successRef.current?.focus()
  }, [placed])

  const lines = useMemo(() => (order ? sortLines(order.line_items, sort, locale) : []), [order, sort, locale])

  // Runs once the reloaded order shows and the buttons are enabled again (a disabled one takes no focus).
  useEffect(() => {
    const candidates = focusAfterDelete.current
    if (!candidates || deleting !== null || restoring || loading) return
    focusAfterDelete.current = null
    const buttons = candidates.map((id) => linesRef.current?.querySelector<HTMLButtonElement>(`[data-delete-line="${id}"]`)).filter(Boolean)
    ;(buttons[0] ?? emptyRef.current)?.focus()
  }, [order, deleting, restoring, loading])

  // The pieces' select is disabled while its change is sent, which drops the focus: it goes back once the reloaded order shows.
  const focusQuantity = useRef<number | null>(null)
  useEffect(() => {
    const lineId = focusQuantity.current
    if (lineId === null || changing || loading) return
    focusQuantity.current = null
    linesRef.current?.querySelector<HTMLSelectElement>(`[data-quantity-line="${lineId}"]`)?.focus()
  }, [order, changing, loading])

  /**
   * After a copy or a saved change, the line whose change button takes the focus once the reloaded
   * order shows: the copy, ready for its one changed option; the changed line, where the jeweller was.
   */
  const focusEdit = useRef<number | null>(null)
  useEffect(() => {
    const lineId = focusEdit.current
    if (lineId === null || duplicating !== null || loading) return
    focusEdit.current = null
    linesRef.current?.querySelector<HTMLButtonElement>(`[data-edit-line="${lineId}"]`)?.focus()
  }, [order, duplicating, loading])

  /** A copy of the line through the line items API (issue 33), then the focus on the copy's change button. */
  async function duplicate(line: OrderLineView) {
    setProblem(null)
    setRemoved('')
    setDuplicating(line.id)
    const result = await duplicateLine(line)
    if (result.kind === 'unauthorized') session.expire()
    else if (result.kind === 'refused') setProblem({ key: 'error.duplicate-refused' })
    else if (result.kind === 'failed') setProblem({ key: 'error.duplicate-failed' })
    else {
      focusEdit.current = result.id
      setRemoved(t('line.duplicated', { name: line.product.name }))
      announceCartChange()
      await reload()
    }
    setDuplicating(null)
  }

  /** Opens or closes a line's configuration; closed without saving, the focus goes back to its change button. */
  function edit(line: OrderLineView | null) {
    const was = editing
    setEditing(line?.id ?? null)
    if (!line && was !== null) linesRef.current?.querySelector<HTMLButtonElement>(`[data-edit-line="${was}"]`)?.focus()
  }

  async function saved(line: OrderLineView) {
    setEditing(null)
    focusEdit.current = line.id
    setRemoved(t('line.changed', { name: line.product.name }))
    await reload()
  }

  async function remove(line: OrderLineView) {
    setProblem(null)
    setRemoved('')
    setDeleting(line.id)
    const at = lines.findIndex((l) => l.id === line.id)
    const neighbours = [...lines.slice(at + 1), ...lines.slice(0, Math.max(at, 0)).reverse()].map((l) => l.id)
    const result = await deleteLine(line.id)
    if (result === 'unauthorized') session.expire()
    else if (result === 'failed') setProblem({ key: 'error.delete-failed' })
    else {
      focusAfterDelete.current = neighbours
      setRemoved(`${t('line.removed', { name: line.product.name })} ${t('line.undo-hint')}`)
      setUndo({ line, index: Math.max(at, 0) })
      announceCartChange()
      await reload()
    }
    setDeleting(null)
  }

  /** Undo: the same line added again through the line items API, then the focus on it. */
  async function restore() {
    if (!undo) return
    const { line } = undo
    setProblem(null)
    setRemoved('')
    setRestoring(true)
    const result = await restoreLine(line)
    if (result.kind === 'unauthorized') session.expire()
    else if (result.kind === 'failed') setProblem({ key: 'error.undo-failed' })
    else {
      focusAfterDelete.current = [result.id]
      setRemoved(t('line.restored', { name: line.product.name }))
      announceCartChange()
      await reload()
    }
    setUndo(null)
    setRestoring(false)
  }

  /** Another number of pieces: the line is priced again on the server, and the reloaded order shows the new totals. */
  async function changeQuantity(line: OrderLineView, quantity: number) {
    setProblem(null)
    setRemoved('')
    setChanging(true)
    focusQuantity.current = line.id
    const result = await changeLineQuantity(line.id, quantity)
    if (result === 'unauthorized') session.expire()
    else if (result === 'failed') setProblem({ key: 'error.quantity-failed' })
    else {
      announceCartChange()
      await reload()
    }
    setChanging(false)
  }

  async function chooseMethod(methodId: number) {
    const shipment = order?.shipments[0]
    if (!shipment?.id) return
    setProblem(null)
    const answer = await chooseShippingMethod(shipment.id, methodId, locale)
    if (!take(answer) && answer.kind !== 'unauthorized') setProblem({ key: 'error.shipping-failed' })
  }

  /** Another of the user's stores as the delivery address (issue 33): the answer is the cart with its new address and shipping methods. */
  async function chooseDelivery(locationId: number) {
    if (!order) return
    setProblem(null)
    const answer = await chooseShippingLocation(order.id, locationId, locale)
    if (!take(answer) && answer.kind !== 'unauthorized') setProblem({ key: 'error.shipping-location-failed' })
  }

  async function place() {
    if (!order) return
    setProblem(null)
    setPlacing(true)
    const answer = await placeCurrentOrder(order.id, locale)
    if (take(answer)) announceCartChange()
    else if (answer.kind === 'refused') {
      setProblem({ key: `error.${answer.error.code}`, lines: answer.error.lines })
      // The refusal may come from a change elsewhere (a number taken, a price changed): show the cart as it is now.
      const fresh = await loadCurrentOrder(locale)
      if (fresh.kind === 'order') setOrder(fresh.order)
    } else if (answer.kind === 'failed') setProblem({ key: 'error.place-failed' })
    setPlacing(false)
  }

  /** Every state keeps the same status region, so it exists before its text changes and is read out. */
  const withStatus = (view: ReactNode) => (
    <>
      {view}
      <p role="status" className="visually-hidden">
        {removed}
      </p>
    </>
  )

  if (order && order.status !== 'cart') {
    return withStatus(
      <section className={styles.success} aria-labelledby="cart-success">
        <h2 id="cart-success" ref={successRef} tabIndex={-1}>
          {t('success.headline')}
        </h2>
        <p>{t('success.subheadline', { number: order.number ?? '' })}</p>
      </section>,
    )
  }

  if (!order) {
    if (loadFailed) {
      return withStatus(
        <div className={styles.failed} role="alert">
          <p>{t('load-failed')}</p>
          <Button variant="secondary" onClick={() => void reload()}>
            {t('retry')}
          </Button>
        </div>,
      )
    }
    return withStatus(
      <div className={styles.loading}>
        <Loader size="l" label={t('loading')} />
      </div>,
    )
  }

  const undoNotice = (as: 'li' | 'div') =>
    undo ? (
      <UndoNotice
        key={`undo-${undo.line.id}`}
        name={undo.line.product.name}
        as={as}
        restoring={restoring}
        disabled={placing || deleting !== null}
        onUndo={() => void restore()}
        onExpire={expireUndo}
      />
    ) : null

  // A failed undo of the last line shows it in the empty cart, too.
  const problemAlert = problem ? (
    <p ref={alertRef} tabIndex={-1} className={styles.alert} role="alert">
      {t(problem.key)}
    </p>
  ) : null

  const toolbar = (
    <div className={styles.toolbar}>
      <a className={styles.back} href={shopHref}>
        {t('back-to-shop')}
      </a>
      <a className={styles.back} href={ordersHref}>
        {t('orders-link')}
      </a>
    </div>
  )

  if (!order.line_items.length) {
    return withStatus(
      <div className={styles.cart}>
        {toolbar}
        <div className={styles.empty}>
          {/* Focusable by script only: where the focus goes when the last line is deleted. */}
          <p ref={emptyRef} tabIndex={-1}>
            {t('empty.text')}
          </p>
          <p>
            {t('empty.hint')} <a href={shopHref}>{t('empty.link')}</a>
          </p>
          {undoNotice('div')}
        </div>
        {problemAlert}
      </div>,
    )
  }

  const busy = placing || deleting !== null || restoring || changing || duplicating !== null
  // Issue 33: a line of a kind the user may no longer order for this store is marked, and the order waits until it is removed.
  const permitted = (line: OrderLineView) => session.orderable.includes(line.metadata.meta_type)
  const rows = lines.map((line) => (
    <CartLine
      key={line.id}
      line={line}
      maxPieces={order.max_jewellery_pieces}
      permitted={permitted(line)}
      deleting={deleting === line.id}
      duplicating={duplicating === line.id}
      editing={editing === line.id}
      disabled={busy}
      onDelete={(l) => void remove(l)}
      onQuantity={(l, q) => void changeQuantity(l, q)}
      onDuplicate={(l) => void duplicate(l)}
      onEdit={edit}
      onSaved={(l) => void saved(l)}
    />
  ))
  // The undo where the deleted line stood, right before the line that took the focus.
  const notice = undoNotice('li')
  if (undo && notice) rows.splice(Math.min(undo.index, rows.length), 0, notice)
  return withStatus(
    <div className={styles.cart} aria-busy={loading || undefined}>
      {toolbar}
      <div className={styles.sortRow}>
        <p className={styles.count}>{t('count', { count: order.line_count })}</p>
        <Select
          label={t('sort.label')}
          name="sort"
          className={styles.sort}
          value={sort}
          onChange={(event) => isCartSort(event.target.value) && setSort(event.target.value)}
          options={cartSorts.map((value) => ({ value, label: t(`sort.${value}`) }))}
        />
      </div>
      <ul ref={linesRef} className={styles.lines} aria-label={t('lines-label')}>
        {rows}
      </ul>
      <CartSummary
        order={order}
        termsHref={termsHref}
        disabled={busy}
        onChooseMethod={(id) => void chooseMethod(id)}
        onChooseDelivery={(id) => void chooseDelivery(id)}
      />
      {problemAlert}
      <div className={styles.orderRow}>
        <Button
          onClick={() => void place()}
          loading={placing}
          disabled={busy || !order.shipping_location || !order.shipments[0]?.shipping_method || order.line_items.some((l) => !l.available || !permitted(l))}
        >
          {t('order-button')}
        </Button>
      </div>
    </div>,
  )
}
