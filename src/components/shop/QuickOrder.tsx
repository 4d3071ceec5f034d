'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { announceCartChange } from '@/components/cart/cartApi'
import { sendQuickOrder } from '@/components/shop/commerceApi'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { Button } from '@/components/ui/Button/Button'
import { TextArea } from '@/components/ui/TextArea/TextArea'
import type { QuickOrderResult } from '@/contracts/addedLines'
import { QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_LINES } from '@/domain/trade/quickOrder'
import styles from './Shop.module.css'

type Props = {
  /** Lines went into the cart: the shop counts the cart's lines again. */
  onAdded: () => void
}

/** The lines of a text by their numbers (1 for the first), as the server numbers them. */
const linesOf = (text: string) => text.split(/\r\n|\r|\n/)

/**
 * Quick order (issue 33): article numbers typed or pasted, one per line, with an optional quantity
 * (`ARTICLE;QTY`, `ARTICLE,QTY`, cells copied from Excel). The server reads each line with the
 * house's article-number rules and adds what it can; the results name every line, each refused one
 * with its reason. The refused lines stay in the field to be corrected and sent again, the added ones
 * leave it (sending the same text twice would order them twice). The summary and the refused lines
 * are said by a status region; the focus stays on the button that sent them.
 */
export function QuickOrder({ onAdded }: Props) {
  const t = useTranslations('shop')
  const locale = useLocale()
  const session = useCommerceSession()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [results, setResults] = useState<QuickOrderResult[] | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)

  // Opened by the jeweller (it starts closed): the focus goes into the field.
  useEffect(() => {
    if (open) field.current?.focus()
  }, [open])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (sending) return
    if (!text.trim()) {
      setError(t('quick-order.empty'))
      field.current?.focus()
      return
    }
    setSending(true)
    setError(null)
    const call = await sendQuickOrder(text, locale)
    setSending(false)
    if (call.kind === 'unauthorized') return session.expire()
    if (call.kind === 'invalid') {
      setError(t('quick-order.too-long', { lines: QUICK_ORDER_MAX_LINES }))
      field.current?.focus()
      return
    }
    if (call.kind === 'failed') return setError(t('quick-order.failed'))
    const found = call.answer.results
    setResults(found)
    const refusedLines = new Set(found.filter((r) => !r.ok).map((r) => r.line))
    setText(
      linesOf(text)
        .filter((_, i) => refusedLines.has(i + 1))
        .join('\n'),
    )
    if (found.some((r) => r.ok)) {
      announceCartChange()
      onAdded()
    }
  }

  const added = results?.filter((r) => r.ok) ?? []
  const refused = results?.filter((r) => !r.ok) ?? []
  const article = (r: QuickOrderResult) => r.article_number || t('quick-order.no-article')

  return (
    <section className={styles.quickOrder} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.quickOrderHeading}>
        <button
          type="button"
          className={styles.quickOrderToggle}
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          {t('quick-order.title')} <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h2>
      {open ? (
        <div id={`${id}-panel`} className={styles.quickOrderPanel}>
          <form onSubmit={onSubmit} noValidate className={styles.quickOrderForm}>
            <TextArea
              ref={field}
              id={`${id}-text`}
              name="text"
              rows={6}
              label={t('quick-order.label')}
              description={t('quick-order.hint', { lines: QUICK_ORDER_MAX_LINES })}
              maxLength={QUICK_ORDER_MAX_CHARS}
              spellCheck={false}
              autoComplete="off"
              value={text}
              error={error}
              onChange={(e) => setText(e.target.value)}
            />
            <div>
              <Button type="submit" loading={sending} focusableWhenDisabled>
                {t('quick-order.submit')}
              </Button>
            </div>
          </form>
          <div role="status" className={styles.quickOrderStatus}>
            {results ? (
              <>
                <p>
                  {results.length ? t('quick-order.summary', { added: added.length, refused: refused.length }) : t('quick-order.nothing')}
                  {refused.length ? ` ${t('quick-order.kept')}` : null}
                </p>
                {refused.length ? (
                  <ul className={styles.quickOrderRefused} aria-label={t('quick-order.refused-label')}>
                    {refused.map((r) => (
                      <li key={r.line} data-quick-order-line={r.line}>
                        {t('quick-order.refused-line', { line: r.line, article: article(r), reason: t(`refusal.${r.error_key ?? 'refused'}`) })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </>
            ) : null}
          </div>
          {added.length ? (
            <ul className={styles.quickOrderAdded} aria-label={t('quick-order.added-label')}>
              {added.map((r) => (
                <li key={r.line} data-quick-order-line={r.line}>
                  {t('quick-order.added-line', { line: r.line, article: article(r), name: r.name ?? '', quantity: r.quantity ?? 1 })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
