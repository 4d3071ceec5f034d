'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { authenticateStore } from '@/components/shop/commerceApi'
import { ChoiceGroup } from '@/components/shop/ChoiceGroup'
import { Button } from '@/components/ui/Button/Button'
import type { ShopLocation, StoreSession } from '@/domain/shop/shopGuard'
import styles from './Shop.module.css'

type Props = {
  locations: readonly ShopLocation[]
  /** The store of the session being replaced, preselected; none on first entry. */
  current?: string
  onAuthenticated: (session: StoreSession) => void
  /** Back to the shop of the current store (when changing store). */
  onCancel?: () => void
  /** Where a signed-out account goes (the account token expired meanwhile). */
  loginHref: string
  /**
   * Opened by "Standort wechseln": that button is gone with the shop, so the focus moves into the
   * chooser (else it falls to <body>). Not on first entry, where the page load places the focus.
   */
  focusOnOpen?: boolean
}

/**
 * Spec 2 §2 "Location chooser": for which billing address to order, a choice of location and a
 * button that authenticates for it and goes on to the shop.
 */
export function LocationChooser({ locations, current, onAuthenticated, onCancel, loginHref, focusOnOpen = false }: Props) {
  const t = useTranslations('shop')
  const tf = useTranslations('form-general')
  const id = useId()
  const [choice, setChoice] = useState<string | null>(current ?? null)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string>()
  const sectionRef = useRef<HTMLElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (!focusOnOpen) return
    // The chosen store's radio (the radio group's tab stop), else the first one, else the heading.
    const radios = [...(sectionRef.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? [])]
    ;(radios.find((r) => r.checked) ?? radios[0] ?? headingRef.current)?.focus()
    // Once: focusOnOpen does not change while the chooser is open (closing it unmounts it).
  }, [focusOnOpen])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!choice) {
      setError(tf('required-field'))
      return
    }
    setPending(true)
    setError(undefined)
    const location = locations.find((l) => l.id === choice)
    const result = await authenticateStore(choice, location?.name).catch(() => ({ ok: false as const, status: 0 }))
    if (result.ok) return onAuthenticated(result.session)
    if (result.status === 401) return window.location.assign(loginHref)
    setPending(false)
    setError(t('chooser.failed'))
  }

  return (
    <section ref={sectionRef} className={styles.chooser} aria-labelledby={`${id}-heading`}>
      <h2 ref={headingRef} id={`${id}-heading`} className={styles.chooserHeading} tabIndex={-1}>
        {t('chooser.heading')}
      </h2>
      <form onSubmit={onSubmit} noValidate className={styles.chooserForm}>
        <ChoiceGroup
          layout="list"
          legend={t('chooser.text')}
          choices={locations.map((l) => ({ value: l.id, label: l.name, detail: [l.city, l.currency].filter(Boolean).join(' · ') || undefined }))}
          value={choice}
          onChange={(value) => {
            setChoice(value)
            setError(undefined)
          }}
          describedBy={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.chooserActions}>
          <Button type="submit" loading={pending}>
            {t('chooser.submit')}
          </Button>
          {onCancel ? (
            <Button variant="text" onClick={onCancel}>
              {t('chooser.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  )
}
