'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { Modal } from '@/components/ui/Modal/Modal'
import { useToast } from '@/components/ui/Toast/Toast'
import type { ItemAction } from '@/domain/portal/permissions'
import type { PortalStore } from '@/domain/portal/portalSections'
import { actionTextMax, canSave, type ActionDraft } from '@/domain/portal/saveRules'
import { isInSaleRange, saleDateRange } from '@/domain/portal/saleDate'
import { saleCurrency, salePriceMinor, salePriceState, salePriceText } from '@/domain/portal/salePrice'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { minorUnit } from '@/domain/trade/currencies'
import { formatDay } from './formatters'
import type { InventoryRow } from '@/contracts/portal'
import { loadStoreUsers, runActions, type ActionAnswer, type PortalRow } from './portalApi'
import styles from './Portal.module.css'

type Seller = { id: number; name: string }
type Props = {
  action: ItemAction
  row: PortalRow
  /** Open-order rows ask for a change of the order line, not of an item. */
  openOrder: boolean
  /** The stores a piece may move to (change_location). */
  targets: readonly PortalStore[]
  canListUsers: (store: string) => boolean
  me: Seller
  onClose: () => void
  onDone: (results: Extract<ActionAnswer, { kind: 'done' }>['results']) => void
}

/**
 * The sellers to choose from: the store's users when the visitor may list them, else themselves; and
 * always the piece's current seller, so "Verkäufer ändern" opens on them even when they are not among
 * the listed users (a visitor without location_users:view, or a seller who has left the store).
 */
function useSellers(store: string, allowed: boolean, me: Seller, current: Seller | null): Seller[] {
  const [listed, setSellers] = useState<Seller[]>([me])
  const sellers = current && !listed.some((s) => s.id === current.id) ? [current, ...listed] : listed
  useEffect(() => {
    if (!allowed) return
    let live = true
    // Failing to load the users is only logged (spec 3 §8); the visitor can still name themselves or nobody.
    loadStoreUsers(store).then((users) => {
      if (!live) return
      if (users) setSellers(users.map((u) => ({ id: u.user.id, name: u.user.name || u.user.email })))
      else console.warn('portal: the store users could not be loaded')
    })
    return () => {
      live = false
    }
  }, [store, allowed])
  return sellers
}

/**
 * One item action in a modal (spec 3 §5 "Portal action save button"): save enabled only when the
 * rule holds; 200 closes with the success toast of spec 3 §8, any refusal shows the server's words here.
 */
export function ActionDialog({ action, row, openOrder, targets, canListUsers, me, onClose, onDone }: Props) {
  const t = useTranslations('portal')
  const locale = useLocale()
  const toast = useToast()
  const errorId = useId()
  const dateHintId = useId()
  const priceErrorId = useId()
  const item = openOrder ? null : (row as InventoryRow)
  const store = String(row.location.id)
  const today = calendarDayIn(new Date())
  const range = saleDateRange(today, item?.sell_in_date ?? null)
  // Issue 34: the sale is recorded in the store's currency, starting from the recommended retail price.
  const currency = saleCurrency(item?.store_currency)
  const [draft, setDraft] = useState<ActionDraft>({
    reason: '',
    target: '',
    note: item?.client_note ?? '',
    virtualStorage: item?.available_in_virtual_storage ?? false,
    // Selling: the visitor; changing the seller: the current one, or "no seller" when there is none.
    saleUser: action === 'sell_out' ? String(me.id) : item?.sale_user ? String(item.sale_user.id) : action === 'update_sale_user' ? 'none' : '',
    saleDate: today,
    salePrice: action === 'sell_out' ? salePriceText(item?.recommended_retail_price, currency) : '',
    information: '',
  })
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const sellers = useSellers(
    store,
    (action === 'sell_out' || action === 'update_sale_user') && canListUsers(store),
    me,
    action === 'update_sale_user' ? (item?.sale_user ?? null) : null,
  )
  const set = (patch: Partial<ActionDraft>) => setDraft((d) => ({ ...d, ...patch }))
  const valid = canSave(action, draft, range)
  // A typed day outside the range turns Speichern off; the hint says why.
  const dateOutOfRange = draft.saleDate !== '' && !isInSaleRange(draft.saleDate, range)
  const priceState = salePriceState(draft.salePrice)
  const priceError = priceState === 'negative' ? t('dialog.sell_out_price_negative') : priceState === 'invalid' ? t('dialog.sell_out_price_invalid') : ''

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || busy) return
    setBusy(true)
    setError('')
    const parameters: Record<string, unknown> = {
      book_out: { reason: draft.reason.trim() },
      change_location: { target_location_id: Number(draft.target) },
      set_client_note: { note: draft.note },
      set_virtual_storage: { virtual_storage: draft.virtualStorage },
      sell_out: {
        sale_user: draft.saleUser === 'none' ? 'none' : Number(draft.saleUser),
        sale_date: draft.saleDate,
        sell_out_price: salePriceMinor(draft.salePrice, currency),
      },
      update_sale_user: { sale_user: draft.saleUser === 'none' ? 'none' : Number(draft.saleUser) },
      request_change: openOrder ? { information: draft.information.trim(), table: 'open_orders' } : { information: draft.information.trim() },
    }[action]
    const itemId = action === 'request_change' ? row.id : (row as InventoryRow).serial_number
    const answer = await runActions([{ item_id: itemId, action, parameters }])
    setBusy(false)
    if (answer.kind === 'refused') return setError(answer.message || t('dialog.failed'))
    const toastKey = action === 'set_virtual_storage' ? (draft.virtualStorage ? 'set_virtual_storage_on' : 'set_virtual_storage_off') : action
    toast.show(t(`toast.${toastKey}`), { tone: 'success' })
    onDone(answer.results)
  }

  const sellerOptions = (
    <label className={styles.field}>
      <span>{t('dialog.sale_user')}</span>
      <select value={draft.saleUser} onChange={(e) => set({ saleUser: e.target.value })} className={styles.input} required>
        <option value="" disabled>
          {t('dialog.choose')}
        </option>
        <option value="none">{t('value.no-seller')}</option>
        {sellers.map((s) => (
          <option key={s.id} value={String(s.id)}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  )

  return (
    <Modal open onClose={onClose} title={t(`action.${action}`)}>
      <form onSubmit={submit} className={styles.dialogForm} aria-describedby={error ? errorId : undefined} noValidate>
        <p className={styles.dialogItem}>
          {openOrder
            ? t('dialog.order', { order: (row as { order_no: string }).order_no, article: row.article_number })
            : t('dialog.item', { serial: item!.serial_number, article: item!.article_number })}
        </p>
        {action === 'book_out' ? (
          <label className={styles.field}>
            <span>{t('dialog.reason')}</span>
            <textarea
              value={draft.reason}
              onChange={(e) => set({ reason: e.target.value })}
              className={styles.input}
              rows={3}
              maxLength={actionTextMax.reason}
              required
            />
          </label>
        ) : null}
        {action === 'change_location' ? (
          <label className={styles.field}>
            <span>{t('dialog.target')}</span>
            <select value={draft.target} onChange={(e) => set({ target: e.target.value })} className={styles.input} required>
              <option value="" disabled>
                {t('dialog.choose')}
              </option>
              {targets
                .filter((s) => s.id !== store)
                .map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
            </select>
          </label>
        ) : null}
        {action === 'set_client_note' ? (
          <label className={styles.field}>
            <span>{t('dialog.note')}</span>
            <textarea
              value={draft.note}
              onChange={(e) => set({ note: e.target.value })}
              className={styles.input}
              rows={4}
              maxLength={actionTextMax.note}
              required
            />
          </label>
        ) : null}
        {action === 'set_virtual_storage' ? (
          <label className={styles.check}>
            <input type="checkbox" checked={draft.virtualStorage} onChange={(e) => set({ virtualStorage: e.target.checked })} />
            <span>{t('dialog.virtual_storage')}</span>
          </label>
        ) : null}
        {action === 'sell_out' ? (
          <>
            {sellerOptions}
            <label className={styles.field}>
              <span>{t('dialog.sale_date')}</span>
              <input
                type="date"
                value={draft.saleDate}
                min={range.from}
                max={range.to}
                onChange={(e) => set({ saleDate: e.target.value })}
                className={styles.input}
                required
                aria-invalid={dateOutOfRange || undefined}
                aria-describedby={dateHintId}
              />
            </label>
            {/* Outside the label, so the field's name stays "Verkaufsdatum" and the range is its description. */}
            <p id={dateHintId} className={dateOutOfRange ? `${styles.hint} ${styles.error}` : styles.hint}>
              {t('dialog.sale_date_range', { from: formatDay(locale, range.from), to: formatDay(locale, range.to) })}
            </p>
            <label className={styles.field}>
              <span>{t('dialog.sell_out_price', { currency })}</span>
              <input
                type="number"
                inputMode="decimal"
                min={0}
                step={1 / minorUnit(currency)}
                value={draft.salePrice}
                onChange={(e) => set({ salePrice: e.target.value })}
                className={styles.input}
                aria-invalid={priceError ? true : undefined}
                aria-describedby={priceError ? priceErrorId : undefined}
              />
            </label>
            {priceError ? (
              <p id={priceErrorId} className={`${styles.hint} ${styles.error}`}>
                {priceError}
              </p>
            ) : null}
          </>
        ) : null}
        {action === 'update_sale_user' ? sellerOptions : null}
        {action === 'request_change' ? (
          <label className={styles.field}>
            <span>{t('dialog.information')}</span>
            <textarea
              value={draft.information}
              onChange={(e) => set({ information: e.target.value })}
              className={styles.input}
              rows={4}
              maxLength={actionTextMax.information}
              required
            />
          </label>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.dialogButtons}>
          <button type="button" className={styles.buttonSecondary} onClick={onClose}>
            {t('dialog.cancel')}
          </button>
          <button type="submit" className={styles.button} disabled={!valid || busy}>
            {t('dialog.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}
