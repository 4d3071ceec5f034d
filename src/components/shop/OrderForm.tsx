'use client'

import { format } from 'date-fns'
import { useLocale, useTranslations } from 'next-intl'
import { useId, useMemo, useReducer, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useShownMessage } from '@/components/forms/useShownMessage'
import { AddToCart } from '@/components/shop/AddToCart'
import type { Answer } from '@/components/shop/commerceApi'
import { ChoiceGroup, type Choice } from '@/components/shop/ChoiceGroup'
import { EngravingPanel, EngravingPreview, offeredEngravingTypes, useEngravingWords, type ImagePreview } from '@/components/shop/EngravingPanel'
import { LengthPanel, SizeWarning } from '@/components/shop/LengthPanel'
import { PriceSummary } from '@/components/shop/PriceSummary'
import { useAddToCart } from '@/components/shop/useAddToCart'
import { useLengthText } from '@/components/shop/useShopFormat'
import { Button } from '@/components/ui/Button/Button'
import { DatePicker } from '@/components/ui/DatePicker/DatePicker'
import { describedBy } from '@/components/ui/Field/Field'
import { Modal } from '@/components/ui/Modal/Modal'
import { Select } from '@/components/ui/Select/Select'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import { TextField } from '@/components/ui/TextField/TextField'
import { deliveryWeeksOf, selectionPrice } from '@/domain/shop/catalogue'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import { configure, initialConfigurator, type ConfiguratorAction } from '@/domain/shop/configurator'
import type { LineItemField } from '@/domain/shop/lineItemErrors'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import type { Currency } from '@/domain/trade/currencies'
import { forcesDefaultEngraving } from '@/domain/trade/defaultEngraving'
import { DEFAULT_DELIVERY_DAYS, isDeliveryDay, type DeliveryDays } from '@/domain/trade/deliveryDays'
import { earliestDeliveryDay } from '@/domain/trade/earliestDeliveryDate'
import { formatDay } from '@/domain/trade/tradeFigures'
import { chosenLimitationNumber, reservedLimitationNumber } from '@/domain/trade/limitationNumber'
import { parseEngravingText } from '@/domain/trade/engravingText'
import { engravingTypes, isTextEngravingType } from '@/domain/trade/engravingTypes'
import { formatPrice } from '@/domain/trade/formatPrice'
import { hasLengths } from '@/domain/trade/lengthOptions'
import type { Material } from '@/domain/trade/materials'
import { orderTypes, type OrderType } from '@/domain/trade/orderTypes'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import { selectionErrors, TEXT_LIMITS } from '@/domain/trade/selectionErrors'
import { specialColorNumbers, specialColors, type SpecialColor } from '@/domain/trade/specialColors'
import type { Alloy } from '@/domain/trade/alloys'
import styles from './OrderForm.module.css'

type Props = {
  group: JewelryGroup
  currency: Currency
  /** Free limitation numbers of a ring of the year, ascending (null: unknown). */
  freeNumbers: readonly number[] | null
  /** The market's delivery days (the products answer's): the calendar offers only these. */
  deliveryDays?: DeliveryDays
  /** The house's most pieces per jewellery line, as the server answered it (issue 33). */
  maxJewelleryPieces: number
  /**
   * A cart line to change instead of a new one to add (issue 33, the cart's duplicated line): the
   * form opens with its configuration and pieces and saves them with `send`.
   */
  edit?: { selection: Selection; quantity: number; send: (quantity: number, selection: Selection) => Promise<Answer> }
  /** After a successful add, once the +1 has shown: the card closes. */
  onDone: () => void
  onSoldOut: () => void
  /** A ring of the year's number was reserved by this add: the shop's count of free numbers follows. */
  onReserved?: (number: number) => void
  /** The chosen number was taken by someone else meanwhile: the shop asks for the free numbers again. */
  onNumbersStale?: () => void
}

type Errors = Partial<Record<LineItemField, string>>

/** The order in which a failed submit looks for the first field to focus. */
const FIELD_ORDER: LineItemField[] = ['engravingText', 'engravingImage', 'endCustomerName', 'requestedDeliveryDate', 'orderNumber', 'note']

const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/**
 * The configurator of a jewellery group (spec 2 §2–§5): every choice goes through the trade domain
 * (selectMetalColor, switchOrderType, priceLine, selectionErrors), and the price follows each one.
 */
export function OrderForm({
  group,
  currency,
  freeNumbers,
  deliveryDays = DEFAULT_DELIVERY_DAYS,
  maxJewelleryPieces,
  edit,
  onDone,
  onSoldOut,
  onReserved,
  onNumbersStale,
}: Props) {
  const t = useTranslations('shop')
  const show = useShownMessage()
  const locale = useLocale()
  const lengthText = useLengthText()
  const words = useEngravingWords()
  const id = useId()
  const [state, dispatch] = useReducer(
    (s: ReturnType<typeof initialConfigurator>, a: ConfiguratorAction) => configure(group, s, a),
    group,
    (g: JewelryGroup) => (edit ? { selection: edit.selection, savedEngraving: null } : initialConfigurator(g)),
  )
  const { selection } = state
  const [panel, setPanel] = useState<'length' | 'engraving' | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Errors>({})
  const [formErrors, setFormErrors] = useState<string[]>([])
  const lengthButton = useRef<HTMLButtonElement>(null)
  const engravingButton = useRef<HTMLButtonElement>(null)
  const [imagePreview, setImagePreview] = useState<ImagePreview | null>(null)
  // Issue 33: a jewellery line takes several pieces of one configuration (a ring of the year one),
  // up to the house's setting; a line changed in the cart keeps its pieces even above a lowered one.
  // In the shop below the card's h2; in the cart's editor below its h4 (the line's name is an h3).
  const ColumnHeading = edit ? 'h5' : 'h3'
  const maxPieces = Math.max(maxPiecesOf(group, maxJewelleryPieces) ?? 1, edit?.quantity ?? 1)
  const [pieces, setPieces] = useState(edit?.quantity ?? 1)
  const { phase, marker, add } = useAddToCart(group, {
    send: edit?.send,
    onDone: () => {
      dispatch({ type: 'reset' })
      setPieces(1)
      setSubmitted(false)
      setImagePreview(null)
      onDone()
    },
    onSoldOut,
    onAdded: (line) => {
      const reserved = reservedLimitationNumber(line)
      if (reserved !== null) onReserved?.(reserved)
    },
  })

  const today = useMemo(() => calendarDayIn(new Date()), [])
  const deliveryWeeks = deliveryWeeksOf(group, selection.metalColor)
  const earliest = earliestDeliveryDay(today, deliveryWeeks, deliveryDays)
  // Spec 2 §4 "a number is chosen": the jeweller's pick while it is free, else the lowest free one.
  const numbers = group.isRingOfTheYear ? freeNumbers : null
  const picked = chosenLimitationNumber(selection.yearlyRingId)
  const chosenNumber = numbers?.length ? (picked !== null && numbers.includes(picked) ? picked : numbers[0]!) : null
  const price = selectionPrice(group, selection)
  const rrp = selection.metalColor ? (group.uvp[selection.metalColor] ?? null) : null
  const errors: Errors = { ...(submitted ? selectionErrors(group, selection, { today, deliveryWeeks, deliveryDays }) : {}), ...serverErrors }
  const fieldId = (field: LineItemField) => `${id}-${field}`

  const change = (action: ConfiguratorAction) => {
    dispatch(action)
    setServerErrors({})
    setFormErrors([])
  }

  const focusFirst = (found: Errors) => {
    const first = FIELD_ORDER.find((f) => found[f])
    if (!first) return
    if (first === 'engravingText' || first === 'engravingImage') engravingButton.current?.focus()
    else document.getElementById(fieldId(first))?.focus()
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = selectionErrors(group, selection, { today, deliveryWeeks, deliveryDays })
    if (Object.keys(found).length) {
      setFormErrors([t('error.check-fields')])
      return focusFirst(found)
    }
    const result = await add(Math.min(pieces, maxPieces), chosenNumber === null ? selection : { ...selection, yearlyRingId: String(chosenNumber) })
    if (result.kind === 'taken') {
      setFormErrors([t('error.limitation-number-taken')])
      onNumbersStale?.()
    } else if (result.kind === 'invalid') {
      setServerErrors(result.errors.fields)
      setFormErrors(result.errors.general.length ? result.errors.general.map((m) => show(m) ?? m) : [t('error.check-fields')])
      focusFirst(result.errors.fields)
    } else if (result.kind === 'failed') setFormErrors([t('error.add-failed')])
  }

  const metalChoices: Choice<Material | null>[] = group.metalColors.map((m) => ({ value: m, label: t(`metal-colors.${m}`) }))
  const alloyChoices: Choice<Alloy | null>[] = group.alloys.map((a) => ({ value: a, label: t(`alloys.${a}`) }))
  const specialChoices: Choice<SpecialColor | null>[] = [
    { value: null, label: t('special-color.none'), key: 'none' },
    ...specialColorNumbers.flatMap((n) => {
      const colorPrice = group.specialColorPrices[n]
      if (colorPrice === undefined) return []
      return [
        {
          value: n,
          label: t(`special-color.colors.${specialColors[n]}`),
          detail: t('length.surcharge', { price: formatPrice(colorPrice, currency) }),
          swatch: specialColors[n],
        },
      ]
    }),
  ]
  const orderTypeChoices: Choice<OrderType>[] = orderTypes.map((o) => ({ value: o, label: t(`order-type.${o}`) }))
  const engravingOffered = offeredEngravingTypes(group).length > 0
  const withLengths = hasLengths(group, selection.metalColor)
  const lengthType = group.productType === 'ring' ? 'ring' : 'other'
  const engravingSegments = isTextEngravingType(selection.engraving) ? parseEngravingText(selection.engravingText.trim()) : null
  const engravingError = show(errors.engravingText ?? errors.engravingImage)
  const forced = forcesDefaultEngraving(group, selection.orderType)

  return (
    <>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={edit ? t('form.edit-label', { name: group.name }) : t('form.label', { name: group.name })}
      >
        <div className={styles.columns}>
          <div className={styles.column}>
            <ColumnHeading className={styles.columnHeading}>{t('form.configuration')}</ColumnHeading>
            {metalChoices.length > 1 ? (
              <ChoiceGroup
                legend={t('metal-color')}
                choices={metalChoices}
                value={selection.metalColor}
                onChange={(v) => v && change({ type: 'metalColor', value: v })}
              />
            ) : metalChoices.length === 1 ? (
              <p className={styles.fixedChoice}>
                <span className={styles.fieldLabel}>{t('metal-color')}</span> {metalChoices[0].label}
              </p>
            ) : null}
            {alloyChoices.length > 1 ? (
              <ChoiceGroup legend={t('alloy')} choices={alloyChoices} value={selection.alloy} onChange={(v) => v && change({ type: 'alloy', value: v })} />
            ) : null}

            {withLengths ? (
              <div className={styles.summaryRow}>
                <p className={styles.summaryText}>
                  <span className={styles.fieldLabel}>{t('length.label', { type: lengthType })}</span>{' '}
                  <span className={styles.summaryValue}>{selection.length !== null ? lengthText(group, selection.length) : '–'}</span>
                </p>
                <button ref={lengthButton} type="button" className={styles.panelButton} aria-haspopup="dialog" onClick={() => setPanel('length')}>
                  {t('length.change', { type: lengthType })}
                </button>
                <SizeWarning group={group} length={selection.length} />
              </div>
            ) : null}

            {specialChoices.length > 1 && group.allowSpecialColor ? (
              <ChoiceGroup
                layout="list"
                legend={t('special-color.label')}
                choices={specialChoices}
                value={selection.specialColor}
                onChange={(v) => change({ type: 'specialColor', value: v })}
              />
            ) : null}

            {engravingOffered ? (
              <div className={styles.summaryRow}>
                <div className={styles.summaryText}>
                  <span className={styles.fieldLabel}>{t('engraving.label')}</span>{' '}
                  <span className={styles.summaryValue}>
                    {selection.engraving === null ? (
                      t('engraving.none')
                    ) : (
                      <>
                        {t(`engraving.types.${engravingTypes[selection.engraving]}`)}
                        {engravingSegments?.length ? (
                          <>
                            {': '}
                            <EngravingPreview segments={engravingSegments} cursive={selection.engraving === 2} label={words(engravingSegments)} />
                          </>
                        ) : null}
                        {selection.engraving === 3 && selection.engravingImage ? `: ${t('engraving.image-set')}` : null}
                      </>
                    )}
                  </span>
                </div>
                <button
                  ref={engravingButton}
                  type="button"
                  className={styles.panelButton}
                  aria-haspopup="dialog"
                  aria-describedby={describedBy(engravingError && `${id}-engraving-error`)}
                  onClick={() => setPanel('engraving')}
                >
                  {selection.engraving === null ? t('engraving.add') : t('engraving.edit')}
                </button>
                {engravingError ? (
                  <p id={`${id}-engraving-error`} className={styles.error}>
                    {engravingError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>

          <div className={styles.column}>
            <ColumnHeading className={styles.columnHeading}>{t('form.details')}</ColumnHeading>
            <ChoiceGroup
              legend={t('order-type.label')}
              choices={orderTypeChoices}
              value={selection.orderType}
              onChange={(v) => change({ type: 'orderType', value: v })}
              describedBy={group.hasDefaultEngravingPowerBracelet ? `${id}-order-type-note` : undefined}
            />
            {group.hasDefaultEngravingPowerBracelet ? (
              <p id={`${id}-order-type-note`} className={styles.hint}>
                {forced ? t('engraving.forced', { text: selection.engravingText }) : t('order-type.power-bracelet')}
              </p>
            ) : null}
            {selection.orderType === 'commission' ? (
              <TextField
                id={fieldId('endCustomerName')}
                name="endCustomerName"
                labelStyle="outside"
                size="m"
                label={t('end-customer-name')}
                required={group.isRingOfTheYear}
                maxLength={TEXT_LIMITS.endCustomerName}
                autoComplete="off"
                value={selection.endCustomerName}
                error={show(errors.endCustomerName)}
                onChange={(e) => change({ type: 'text', field: 'endCustomerName', value: e.target.value })}
              />
            ) : null}
            <div className={styles.dateField}>
              <DatePicker
                id={fieldId('requestedDeliveryDate')}
                locale={locale}
                label={t('requested-delivery-date')}
                value={selection.requestedDeliveryDate ? toDate(selection.requestedDeliveryDate) : null}
                onChange={(date) => change({ type: 'requestedDeliveryDate', value: format(date, 'yyyy-MM-dd') })}
                disabled={[{ before: toDate(earliest) }, (date: Date) => !isDeliveryDay(format(date, 'yyyy-MM-dd'), deliveryDays)]}
                defaultMonth={toDate(earliest)}
                error={show(errors.requestedDeliveryDate)}
              />
              <p className={styles.hint}>
                {t('earliest-delivery', { date: formatDay(earliest, locale) })}{' '}
                {selection.requestedDeliveryDate ? (
                  <Button variant="text" className={styles.inlineButton} onClick={() => change({ type: 'requestedDeliveryDate', value: null })}>
                    {t('clear-date')}
                  </Button>
                ) : null}
              </p>
            </div>
            <TextField
              id={fieldId('orderNumber')}
              name="orderNumber"
              labelStyle="outside"
              size="m"
              label={t('order-number')}
              maxLength={TEXT_LIMITS.orderNumber}
              autoComplete="off"
              value={selection.orderNumber}
              error={show(errors.orderNumber)}
              onChange={(e) => change({ type: 'text', field: 'orderNumber', value: e.target.value })}
            />
            <TextArea
              id={fieldId('note')}
              name="note"
              rows={3}
              label={t('note')}
              maxLength={TEXT_LIMITS.note}
              value={selection.note}
              error={show(errors.note)}
              onChange={(e) => change({ type: 'text', field: 'note', value: e.target.value })}
            />
          </div>
        </div>

        {numbers ? (
          <div className={styles.limitation}>
            {chosenNumber !== null ? (
              <Select
                id={`${id}-limitation`}
                name="yearlyRingId"
                label={t('ring-of-the-year.number')}
                value={String(chosenNumber)}
                options={numbers.map((n) => ({ value: String(n), label: t('ring-of-the-year.number-option', { number: n }) }))}
                aria-describedby={`${id}-limitation-free`}
                onChange={(e) => change({ type: 'yearlyRingId', value: e.target.value })}
              />
            ) : null}
            <p id={`${id}-limitation-free`} className={styles.note} aria-live="polite">
              {t('ring-of-the-year.free', { count: numbers.length })}
            </p>
          </div>
        ) : null}

        {maxPieces > 1 ? (
          <div className={styles.piecesRow}>
            <Select
              id={`${id}-pieces`}
              name="quantity"
              label={t('pieces')}
              value={String(pieces)}
              options={Array.from({ length: maxPieces }, (_, i) => ({ value: String(i + 1), label: t('pieces-option', { quantity: i + 1 }) }))}
              onChange={(e) => setPieces(Number(e.target.value))}
            />
            {pieces > 1 && price ? (
              <p className={styles.note} aria-live="polite">
                {t('pieces-total', { quantity: pieces, price: formatPrice(price.total * pieces, currency) })}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className={styles.orderRow}>
          <PriceSummary price={price} currency={currency} rrp={rrp} withNetNote live={panel === null} />
          <AddToCart phase={phase} marker={marker} errors={formErrors} disabled={!price} saves={Boolean(edit)} />
        </div>
      </form>

      {/* Beside the form, not in it: Enter in the engraving text must not submit the order. */}

      <Modal placement="side" open={panel === 'length'} onClose={() => setPanel(null)} title={t('length.label', { type: lengthType })}>
        {panel === 'length' ? (
          <>
            <LengthPanel group={group} selection={selection} currency={currency} onChange={(value) => change({ type: 'length', value })} />
            <PanelFooter price={<PriceSummary price={price} currency={currency} rrp={rrp} />} onDone={() => setPanel(null)} />
          </>
        ) : null}
      </Modal>
      <Modal placement="side" open={panel === 'engraving'} onClose={() => setPanel(null)} title={t('engraving.label')}>
        {panel === 'engraving' ? (
          <>
            <EngravingPanel
              group={group}
              selection={selection}
              currency={currency}
              errors={{ engravingText: errors.engravingText, engravingImage: errors.engravingImage }}
              onType={(value) => change({ type: 'engraving', value })}
              onText={(value) => change({ type: 'engravingText', value })}
              onImage={(value) => change({ type: 'engravingImage', value })}
              imagePreview={imagePreview}
              onImagePreview={setImagePreview}
            />
            <PanelFooter price={<PriceSummary price={price} currency={currency} rrp={rrp} />} onDone={() => setPanel(null)} />
          </>
        ) : null}
      </Modal>
    </>
  )
}

function PanelFooter({ price, onDone }: { price: ReactNode; onDone: () => void }) {
  const t = useTranslations('shop')
  return (
    <div className={styles.panelFooter}>
      {price}
      <Button onClick={onDone}>{t('panel.done')}</Button>
    </div>
  )
}
