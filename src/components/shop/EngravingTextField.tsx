'use client'

import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import { EngravingSymbolIcon } from '@/components/shop/EngravingSymbolIcon'
import { engravingSymbols, isEngravingSymbol, type EngravingSymbol } from '@/domain/trade/engravingSymbols'
import { symbolToken } from '@/domain/trade/engravingText'
import styles from './OrderForm.module.css'

type Props = {
  id: string
  labelledBy: string
  /** The text with symbols as {name} tokens (engravingText.ts): what the selection carries. */
  value: string
  onChange: (value: string) => void
  readOnly?: boolean
  invalid?: boolean
  describedBy?: string
}

export type EngravingTextFieldHandle = { insert: (symbol: EngravingSymbol) => void }

const TOKEN = /\{([a-z0-9_]+)\}/g

/** The field's content as the selection writes it: text as typed, each symbol picture as its token. */
function serialize(root: Node): string {
  let out = ''
  root.childNodes.forEach((node) => {
    if (node.nodeType === Node.TEXT_NODE) out += (node.textContent ?? '').replace(/\u00a0/g, ' ').replace(/[\r\n]/g, '')
    else if (node instanceof HTMLElement || node instanceof SVGElement) {
      const symbol = node.getAttribute('data-engraving-symbol')
      if (symbol && isEngravingSymbol(symbol)) out += symbolToken(symbol)
      else if (node.nodeName !== 'BR') out += serialize(node)
    }
  })
  return out
}

/**
 * The engraving text as the jeweller will see it engraved (issue 30: no raw `{heart_border_slope}`
 * tokens): an editable line in which every symbol is its picture, named for screen readers, and
 * deleted like one character. The tokens stay the value underneath, so the rules, the cart and the
 * engraver's sheet are unchanged. Enter does nothing (one line); pasted text arrives as plain text.
 */
export const EngravingTextField = forwardRef<EngravingTextFieldHandle, Props>(function EngravingTextField(
  { id, labelledBy, value, onChange, readOnly = false, invalid = false, describedBy },
  ref,
) {
  const t = useTranslations('shop')
  const field = useRef<HTMLDivElement>(null)
  const palette = useRef<HTMLSpanElement>(null)
  // Where the next symbol goes when the field has lost the focus to a symbol button.
  const saved = useRef<Range | null>(null)

  const symbolNode = (symbol: EngravingSymbol): HTMLElement => {
    const node = document.createElement('span')
    node.setAttribute('data-engraving-symbol', symbol)
    node.setAttribute('contenteditable', 'false')
    node.setAttribute('role', 'img')
    node.setAttribute('aria-label', t(`engraving.symbol-names.${symbol}`))
    node.className = styles.fieldSymbol ?? ''
    const drawing = palette.current?.querySelector(`svg[data-symbol="${symbol}"]`)
    if (drawing) node.appendChild(drawing.cloneNode(true))
    return node
  }

  // Shown from the value whenever it changes from outside (a reset, the forced "Liebe", a symbol).
  useLayoutEffect(() => {
    const root = field.current
    if (!root || serialize(root) === value) return
    root.replaceChildren()
    let rest = 0
    for (const match of value.matchAll(TOKEN)) {
      if (!isEngravingSymbol(match[1])) continue
      if (match.index > rest) root.append(document.createTextNode(value.slice(rest, match.index)))
      root.append(symbolNode(match[1]))
      rest = match.index + match[0].length
    }
    if (rest < value.length) root.append(document.createTextNode(value.slice(rest)))
  })

  const emit = () => {
    const root = field.current
    if (root) onChange(serialize(root))
  }

  const remember = () => {
    const selection = window.getSelection()
    const root = field.current
    if (root && selection?.rangeCount && root.contains(selection.getRangeAt(0).commonAncestorContainer)) saved.current = selection.getRangeAt(0).cloneRange()
  }

  const insertNode = (node: Node) => {
    const root = field.current
    if (!root) return
    const live = window.getSelection()
    let range = live?.rangeCount && root.contains(live.getRangeAt(0).commonAncestorContainer) ? live.getRangeAt(0) : saved.current
    if (!range || !root.contains(range.commonAncestorContainer)) {
      range = document.createRange()
      range.selectNodeContents(root)
      range.collapse(false)
    }
    range.deleteContents()
    range.insertNode(node)
    range.setStartAfter(node)
    range.collapse(true)
    saved.current = range.cloneRange()
    live?.removeAllRanges()
    live?.addRange(range)
    emit()
  }

  useImperativeHandle(ref, () => ({
    insert: (symbol) => {
      if (readOnly) return
      insertNode(symbolNode(symbol))
    },
  }))

  return (
    <>
      <div
        ref={field}
        id={id}
        role="textbox"
        aria-labelledby={labelledBy}
        aria-multiline={false}
        aria-readonly={readOnly || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        tabIndex={0}
        contentEditable={!readOnly}
        suppressContentEditableWarning
        spellCheck={false}
        className={styles.textInput}
        data-engraving-text=""
        onInput={emit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.preventDefault()
        }}
        onPaste={(e) => {
          e.preventDefault()
          if (readOnly) return
          const text = e.clipboardData.getData('text/plain').replace(/[\r\n]+/g, ' ')
          if (text) insertNode(document.createTextNode(text))
        }}
        onKeyUp={remember}
        onMouseUp={remember}
        onBlur={remember}
      />
      {/* The drawings the field copies its symbols from. */}
      <span ref={palette} hidden>
        {engravingSymbols.map((symbol) => (
          <EngravingSymbolIcon key={symbol} symbol={symbol} />
        ))}
      </span>
    </>
  )
})
