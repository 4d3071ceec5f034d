'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState, type ReactNode } from 'react'
import { CART_CHANGED_EVENT } from '@/components/cart/cartApi'
import { hasCommerceHint } from '@/domain/shop/commerceHint'

/**
 * The header's cart link with its line count, for trade users only: shown once a commerce session
 * may exist (the readable hint cookie) and the count call answers; updated when the shop or the cart
 * announce a change.
 *
 * The hint is read at each announcement, not only on mount: on the first trip to the shop the
 * commerce session starts after the header mounted (the guard authenticates in the browser), and
 * the link has to appear then, not after the next page load.
 */
/** `labelClassName`: the word's class, so a narrow header can hide it and keep the count (the link keeps its name). */
export function HeaderCart({ href, className, labelClassName, icon }: { href: string; className?: string; labelClassName?: string; icon?: ReactNode }) {
  const t = useTranslations('cart.header')
  const [count, setCount] = useState<number | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    // Only the newest call's answer counts: announcements can come quickly one after the other.
    let latest = 0
    const load = () => {
      const call = ++latest
      if (!hasCommerceHint(document.cookie)) {
        setCount(null)
        return
      }
      fetch('/api/v1/commerce/orders/current/count/', { credentials: 'same-origin', signal: controller.signal, headers: { accept: 'application/json' } })
        .then((res) => (res.ok ? res.json() : null))
        .then((body: { line_count?: unknown } | null) => {
          if (call === latest) setCount(typeof body?.line_count === 'number' ? body.line_count : null)
        })
        .catch(() => {})
    }
    load()
    window.addEventListener(CART_CHANGED_EVENT, load)
    return () => {
      controller.abort()
      window.removeEventListener(CART_CHANGED_EVENT, load)
    }
  }, [])

  if (count === null) return null
  return (
    <a className={className} href={href} aria-label={t('label', { count })}>
      {icon}
      <span className={labelClassName}>{t('link')} </span>
      <span aria-hidden="true">({count})</span>
    </a>
  )
}
