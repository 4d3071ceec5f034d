'use client'

import { useId, useRef, useState, type ChangeEvent } from 'react'
import { useTranslations } from 'next-intl'
import { useShownMessage } from '@/components/forms/useShownMessage'
import { ChoiceGroup, type Choice } from '@/components/shop/ChoiceGroup'
import { EngravingSymbolIcon } from '@/components/shop/EngravingSymbolIcon'
import { EngravingTextField, type EngravingTextFieldHandle } from '@/components/shop/EngravingTextField'
import { Button } from '@/components/ui/Button/Button'
import { uploadEngravingImage } from '@/components/shop/commerceApi'
import { describedBy } from '@/components/ui/Field/Field'
import type { Currency } from '@/domain/trade/currencies'
import { DEFAULT_ENGRAVING_TEXT, forcesDefaultEngraving } from '@/domain/trade/defaultEngraving'
import { ENGRAVING_IMAGE_MAX_BYTES, ENGRAVING_IMAGE_TYPES } from '@/domain/trade/engravingImage'
import { engravingSymbols, type EngravingSymbol } from '@/domain/trade/engravingSymbols'
import { ENGRAVING_TEXT_MAX_LENGTH, engravingTextLength, parseEngravingText, type EngravingSegment } from '@/domain/trade/engravingText'
import { engravingTypes, isEngravingType, isTextEngravingType, type EngravingType } from '@/domain/trade/engravingTypes'
import { formatPrice } from '@/domain/trade/formatPrice'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import styles from './OrderForm.module.css'

type Props = {
  group: JewelryGroup
  selection: Selection
  currency: Currency
  errors: { engravingText?: string; engravingImage?: string }
  onType: (type: EngravingType | null) => void
  onText: (text: string) => void
  onImage: (reference: string | null) => void
  /** The uploaded image as this page shows it (a local object URL), kept by the form while the panel closes. */
  imagePreview: ImagePreview | null
  onImagePreview: (preview: ImagePreview | null) => void
}

export type ImagePreview = { name: string; url: string }

/** The engraving types a group offers: a type without a price is not on offer (productGroup.ts). */
export function offeredEngravingTypes(group: JewelryGroup): EngravingType[] {
  if (!group.allowEngraving) return []
  return ([1, 2, 3] as const).filter((type) => group.engravingPrices[type] !== undefined)
}

/** Letters and symbols of an engraving text as the engraver will cut them. */
export function EngravingPreview({ segments, cursive, label }: { segments: readonly EngravingSegment[]; cursive: boolean; label?: string }) {
  const t = useTranslations('shop')
  return (
    <span className={[styles.engravingPreview, cursive && styles.cursive].filter(Boolean).join(' ')} aria-label={label} role={label ? 'img' : undefined}>
      {segments.map((segment, i) =>
        segment.kind === 'text' ? (
          <span key={i}>{segment.text}</span>
        ) : (
          <EngravingSymbolIcon
            key={i}
            symbol={segment.symbol}
            className={styles.previewSymbol}
            title={label ? undefined : t(`engraving.symbol-names.${segment.symbol}`)}
          />
        ),
      )}
    </span>
  )
}

/** A spoken form of the text: symbols by their names. */
export function useEngravingWords() {
  const t = useTranslations('shop')
  return (segments: readonly EngravingSegment[]) =>
    segments
      .map((s) => (s.kind === 'text' ? s.text : ` ${t(`engraving.symbol-names.${s.symbol}`)} `))
      .join('')
      .replace(/\s+/g, ' ')
      .trim()
}

export function EngravingPanel({ group, selection, currency, errors, onType, onText, onImage, imagePreview, onImagePreview }: Props) {
  const t = useTranslations('shop')
  const show = useShownMessage()
  const words = useEngravingWords()
  const id = useId()
  const textField = useRef<EngravingTextFieldHandle>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  // `message`: the server's reason for a refused file (a message key), shown instead of the generic text.
  const [upload, setUpload] = useState<{ state: 'idle' | 'sending' | 'done' | 'failed' | 'wrong-file'; name?: string; message?: string }>({ state: 'idle' })
  const forced = forcesDefaultEngraving(group, selection.orderType)
  const types = offeredEngravingTypes(group)
  const textType = isTextEngravingType(selection.engraving)
  const segments = textType ? parseEngravingText(selection.engravingText.trim()) : null

  const typeChoices: Choice<EngravingType | null>[] = [
    { value: null, label: t('engraving.none'), key: 'none' },
    ...types.map((type) => {
      const price = group.engravingPrices[type] ?? 0
      return {
        value: type,
        label: t(`engraving.types.${engravingTypes[type]}`),
        detail: price > 0 ? t('length.surcharge', { price: formatPrice(price, currency) }) : undefined,
      }
    }),
  ]

  const insert = (symbol: EngravingSymbol) => textField.current?.insert(symbol)

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    if (!file) return
    // The browser's type and size are a first check only: the server judges the bytes.
    if (!(ENGRAVING_IMAGE_TYPES as readonly string[]).includes(file.type) || file.size > ENGRAVING_IMAGE_MAX_BYTES) {
      setUpload({ state: 'wrong-file', name: file.name })
      onImage(null)
      onImagePreview(null)
      return
    }
    setUpload({ state: 'sending', name: file.name })
    const result = await uploadEngravingImage(file)
    setUpload(result.ok ? { state: 'done', name: file.name } : { state: 'failed', name: file.name, message: result.message })
    onImage(result.ok ? result.reference : null)
    // The thumbnail is the file as accepted, shown from this browser: the upload is not public.
    onImagePreview(result.ok && typeof URL.createObjectURL === 'function' ? { name: file.name, url: URL.createObjectURL(file) } : null)
  }

  const count = segments ? engravingTextLength(segments) : Array.from(selection.engravingText.trim()).length
  const textError = show(errors.engravingText)
  const imageError = show(errors.engravingImage)

  return (
    <div className={styles.panelBody}>
      {forced ? <p className={styles.note}>{t('engraving.forced', { text: DEFAULT_ENGRAVING_TEXT })}</p> : null}
      <ChoiceGroup
        layout="list"
        legend={t('engraving.type')}
        choices={typeChoices}
        value={selection.engraving}
        onChange={(v) => onType(isEngravingType(v) ? v : null)}
        disabled={forced}
      />

      {textType ? (
        <div className={styles.engravingText}>
          <span id={`${id}-text-label`} className={styles.fieldLabel}>
            {t('engraving.text')}
          </span>
          <div className={[styles.textBox, textError && styles.invalid].filter(Boolean).join(' ')}>
            <EngravingTextField
              ref={textField}
              id={`${id}-text`}
              labelledBy={`${id}-text-label`}
              value={selection.engravingText}
              onChange={onText}
              readOnly={forced}
              invalid={Boolean(textError)}
              describedBy={describedBy(`${id}-count`, textError && `${id}-text-error`)}
            />
          </div>
          <p id={`${id}-count`} className={styles.hint}>
            {t('engraving.length', { count, max: ENGRAVING_TEXT_MAX_LENGTH })}
          </p>
          {textError ? (
            <p id={`${id}-text-error`} className={styles.error}>
              {textError}
            </p>
          ) : null}
          <div role="group" aria-label={t('engraving.symbols')} className={styles.symbols}>
            {engravingSymbols.map((symbol) => (
              <button
                key={symbol}
                type="button"
                className={styles.symbolButton}
                disabled={forced}
                aria-label={t('engraving.insert', { symbol: t(`engraving.symbol-names.${symbol}`) })}
                title={t(`engraving.symbol-names.${symbol}`)}
                onClick={() => insert(symbol)}
              >
                <EngravingSymbolIcon symbol={symbol} />
              </button>
            ))}
          </div>
          {segments && segments.length ? (
            <div className={styles.previewBox}>
              <p className={styles.fieldLabel}>{t('engraving.preview')}</p>
              <EngravingPreview segments={segments} cursive={selection.engraving === 2} label={words(segments)} />
            </div>
          ) : null}
        </div>
      ) : null}

      {selection.engraving === 3 ? (
        <div className={styles.engravingText}>
          <label htmlFor={`${id}-image`} className={styles.fieldLabel}>
            {t('engraving.image')}
          </label>
          {/* The browser's own file button speaks the browser's language ("Choose File"): it stays for
              the label and the file, hidden, and a button of the shop's own opens it (issue 30). */}
          <input
            ref={fileInput}
            id={`${id}-image`}
            name="engravingImage"
            type="file"
            tabIndex={-1}
            accept={ENGRAVING_IMAGE_TYPES.join(',')}
            className="visually-hidden"
            onChange={onFile}
          />
          <div className={styles.fileRow}>
            <Button
              variant="secondary"
              aria-describedby={describedBy(`${id}-image-file`, `${id}-image-hint`, imageError && `${id}-image-error`)}
              loading={upload.state === 'sending'}
              onClick={() => fileInput.current?.click()}
            >
              {t('engraving.choose-file')}
            </Button>
            <span id={`${id}-image-file`} className={styles.hint}>
              {upload.name
                ? t('engraving.chosen-file', { name: upload.name })
                : imagePreview
                  ? t('engraving.chosen-file', { name: imagePreview.name })
                  : selection.engravingImage
                    ? t('engraving.image-set')
                    : t('engraving.no-file')}
            </span>
          </div>
          <p id={`${id}-image-hint`} className={styles.hint}>
            {t('engraving.image-hint')}
          </p>
          <div aria-live="polite">
            {upload.state === 'sending' ? <p className={styles.hint}>{t('engraving.uploading')}</p> : null}
            {upload.state === 'done' ? <p className={styles.hint}>{t('engraving.uploaded', { name: upload.name ?? '' })}</p> : null}
            {upload.state === 'failed' ? <p className={styles.error}>{show(upload.message) ?? t('engraving.upload-failed')}</p> : null}
            {upload.state === 'wrong-file' ? <p className={styles.error}>{t('engraving.wrong-file')}</p> : null}
          </div>
          {selection.engravingImage && imagePreview && upload.state !== 'sending' ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local object URL, nothing for the image optimiser
            <img className={styles.thumbnail} src={imagePreview.url} alt={t('engraving.thumbnail', { name: imagePreview.name })} width={96} height={96} />
          ) : null}
          {imageError ? (
            <p id={`${id}-image-error`} className={styles.error}>
              {imageError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
